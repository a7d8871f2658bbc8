import { Box, Button, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuShieldAlert } from 'react-icons/lu';
import { Link } from 'react-router';
import { PATHS } from '@/shared/paths';

export default function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <Box p={{ base: '4', md: '8' }}>
      <VStack align="start" gap="3" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', md: '8' }} maxW="3xl">
        <Icon as={LuShieldAlert} boxSize="8" color="fg.error" aria-hidden />
        <Heading as="h1" size="xl" data-testid="access-denied">
          {t('accessDenied.message')}
        </Heading>
        <Text color="fg.muted">{t('accessDenied.hint')}</Text>
        <Button asChild colorPalette="brand" mt="2">
          <Link to={PATHS.home}>{t('accessDenied.home')}</Link>
        </Button>
      </VStack>
    </Box>
  );
}

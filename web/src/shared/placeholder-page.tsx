import { Box, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuConstruction } from 'react-icons/lu';
import { useRouteRule } from './route-handle';

/** Stand-in for a screen that arrives with its own issue: shows the page title and says so. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const rule = useRouteRule();
  return (
    <Box p={{ base: '4', md: '8' }} data-testid="placeholder-page">
      <VStack
        align="start"
        gap="3"
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        borderTopWidth="4px"
        borderTopColor="brand.solid"
        rounded="lg"
        p={{ base: '5', md: '8' }}
        maxW="3xl"
      >
        <Icon as={LuConstruction} boxSize="8" color="brand.fg" aria-hidden />
        {rule && (
          <Heading as="h1" size="xl">
            {t(`pages.${rule.titleKey}`)}
          </Heading>
        )}
        <Text>{t('placeholder.message')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('placeholder.hint')}
        </Text>
      </VStack>
    </Box>
  );
}

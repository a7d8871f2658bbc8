import { Box, Container, Flex, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuClipboardCheck } from 'react-icons/lu';
import '@/shared/confirmations/texts';

/** The public confirmation page: a slim brand bar and one centred column, phone first (no shell, no login). */
export function ConfirmationFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" overflowX="clip">
      <Box as="header" bg="brand.solid" color="brand.contrast">
        <Container maxW="2xl" px={{ base: '4', md: '6' }} py="3">
          <HStack gap="2">
            <Icon as={LuClipboardCheck} boxSize="6" aria-hidden />
            <Text fontWeight="semibold" fontSize="lg">
              {t('app.name')}
            </Text>
            <Text opacity={0.85} truncate>
              · {t('confirmations.pageTitle')}
            </Text>
          </HStack>
        </Container>
      </Box>
      <Container as="main" flex="1" maxW="2xl" px={{ base: '3', md: '6' }} py={{ base: '3', md: '8' }}>
        {children}
      </Container>
    </Flex>
  );
}

/** A framed message (not found, already confirmed, expired, thank you). */
export function StateCard({ title, children, tone = 'brand', testId }: { title: string; children: ReactNode; tone?: 'brand' | 'red' | 'green' | 'orange'; testId: string }) {
  const border = tone === 'brand' ? 'brand.solid' : `${tone}.solid`;
  return (
    <Stack gap="3" bg="bg" borderWidth="1px" borderTopWidth="4px" borderTopColor={border} rounded="xl" p={{ base: '5', md: '8' }} data-testid={testId}>
      <Text as="h1" fontSize="2xl" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

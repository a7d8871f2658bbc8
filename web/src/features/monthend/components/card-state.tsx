import { Button, Center, HStack, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Loading and load-failure states inside a card (the card itself stays, so the page keeps its shape). */
export function CardState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <HStack gap="3" flexWrap="wrap">
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </HStack>
    );
  }
  return (
    <Center py="4">
      <Spinner role="status" size="sm" color="brand.solid" aria-label={t('table.loading')} />
    </Center>
  );
}

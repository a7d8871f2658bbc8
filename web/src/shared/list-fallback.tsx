import { Button, Center, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's place on the page: the load failure with a retry, the first load, the empty message — the
 * first that applies — or else its rows (`children`).
 */
export function ListFallback({
  failed,
  loading,
  empty,
  emptyText,
  onRetry,
  children,
}: {
  failed: boolean;
  loading: boolean;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Center py="10" flexDirection="column" gap="3" borderWidth="1px" rounded="lg" bg="bg">
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Center>
    );
  }
  if (loading) {
    return (
      <Center py="10" gap="3" borderWidth="1px" rounded="lg" bg="bg">
        <Spinner size="sm" color="brand.solid" />
        <Text>{t('table.loading')}</Text>
      </Center>
    );
  }
  if (empty) {
    return (
      <Center py="10" borderWidth="1px" rounded="lg" bg="bg">
        <Text color="fg.muted" data-testid="table-empty">
          {emptyText}
        </Text>
      </Center>
    );
  }
  return <>{children}</>;
}

import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface ListStateProps {
  /** The loaded rows; undefined or null while the first load runs. */
  items: readonly unknown[] | null | undefined;
  error?: unknown;
  onRetry: () => void;
  /** Framed like the cards of a phone list (on a page background) instead of inside a card or table. */
  framed?: boolean;
  /** Instead of 'Keine Daten verfügbar'. */
  emptyText?: string;
  emptyTestId?: string;
}

/**
 * What a list shows instead of its rows: the load failure with a retry button, the spinner of the
 * first load, or 'Keine Daten' — and nothing once there are rows. Callers render
 * `items?.length ? rows : <ListState … />`.
 */
export function ListState({ items, error, onRetry, framed, emptyText, emptyTestId = 'table-empty' }: ListStateProps): ReactNode {
  const { t } = useTranslation();
  const frame = framed ? ({ bg: 'bg', rounded: 'lg', borderWidth: '1px' } as const) : {};
  if (error && !items) {
    return (
      <Stack align="center" py="8" gap="3" {...frame}>
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  if (!items) {
    return (
      <Center py={framed ? '12' : '10'}>
        <Spinner role="status" color="brand.solid" aria-label={t('table.loading')} />
      </Center>
    );
  }
  if (items.length > 0) return null;
  return (
    <Text textAlign="center" py="8" color="fg.muted" data-testid={emptyTestId} {...frame}>
      {emptyText ?? t('table.noData')}
    </Text>
  );
}

interface LoadMoreFooterProps {
  /** The element useLoadMore watches; loading more starts when it scrolls into view. */
  sentinel: RefObject<HTMLDivElement | null>;
  loadingMore: boolean;
  /** Shown under the last row once everything is loaded (only when there was more than one page). */
  done: boolean;
  loadingMoreText: string;
  doneText: string;
}

/** The end of an infinitely scrolled list: the scroll sentinel, 'loading more' and 'all loaded'. */
export function LoadMoreFooter({ sentinel, loadingMore, done, loadingMoreText, doneText }: LoadMoreFooterProps) {
  return (
    <>
      <Box ref={sentinel} h="1" />
      {loadingMore && (
        <Center py="3" gap="2" color="fg.muted" fontSize="sm">
          <Spinner size="sm" color="brand.solid" />
          {loadingMoreText}
        </Center>
      )}
      {done && (
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          {doneText}
        </Text>
      )}
    </>
  );
}

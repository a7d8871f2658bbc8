import { Box, Button, Center, HStack, IconButton, Spinner, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { type OrderHistoryQuery, useOrderHistoryQuery } from '@/generated/orders';
import { formatDateTime } from '@/shared/format';
import { changesOf, HISTORY_PAGE_SIZE, historyValue } from '../history';

type Entry = OrderHistoryQuery['orderHistory']['items'][number];

/** Edit history tab (spec 3 §2.4): date and employee with what changed, 10 per page, newest first. */
export function EditHistoryTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const { data, previousData, loading, error, refetch } = useOrderHistoryQuery({
    variables: { orderId, page, size: HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.orderHistory;
  const items = result?.items ?? [];
  const pages = Math.max(result?.totalPages ?? 1, 1);

  let body;
  if (error && !result) {
    body = (
      <Center py="10" flexDirection="column" gap="3">
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Center>
    );
  } else if (!result && loading) {
    body = (
      <Center py="10" gap="3">
        <Spinner size="sm" color="brand.solid" />
        <Text>{t('table.loading')}</Text>
      </Center>
    );
  } else if (items.length === 0) {
    body = (
      <Center py="10">
        <Text color="fg.muted" data-testid="table-empty">
          {t('table.noData')}
        </Text>
      </Center>
    );
  } else if (phone) {
    body = (
      <Stack gap="0">
        {items.map((e, i) => (
          <Stack key={e.id} gap="1" px="3" py="2.5" borderTopWidth={i === 0 ? 0 : '1px'} data-testid="history-row">
            <HStack justify="space-between" gap="2" flexWrap="wrap">
              <Text fontWeight="medium">{who(e)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(e.date)}
              </Text>
            </HStack>
            <Changes entry={e} />
          </Stack>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Table.Root size="sm" aria-label={t('orders.history.label')} data-testid="history-table">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader fontSize="xs" w="40">
              {t('orders.history.date')}
            </Table.ColumnHeader>
            <Table.ColumnHeader fontSize="xs" w="48">
              {t('orders.history.employee')}
            </Table.ColumnHeader>
            <Table.ColumnHeader fontSize="xs">{t('orders.history.changes')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((e) => (
            <Table.Row key={e.id} data-testid="history-row" verticalAlign="top">
              <Table.Cell whiteSpace="nowrap">{formatDateTime(e.date)}</Table.Cell>
              <Table.Cell>{who(e)}</Table.Cell>
              <Table.Cell>
                <Changes entry={e} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    );
  }

  return (
    <Box borderWidth="1px" rounded="lg" bg="bg" mt="2" overflow="hidden" opacity={loading && result ? 0.7 : 1}>
      {body}
      {result && result.totalElements > HISTORY_PAGE_SIZE && (
        <HStack justify="flex-end" gap="2" p="2" borderTopWidth="1px" fontSize="sm">
          <Text data-testid="history-page">{t('orders.history.page', { page: page + 1, pages })}</Text>
          <IconButton size="sm" variant="ghost" aria-label={t('table.previousPage')} disabled={page === 0} onClick={() => setPage(page - 1)}>
            <LuChevronLeft />
          </IconButton>
          <IconButton size="sm" variant="ghost" aria-label={t('table.nextPage')} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            <LuChevronRight />
          </IconButton>
        </HStack>
      )}
    </Box>
  );
}

function who(e: Entry): string {
  return e.employee ? `${e.employee.firstName} ${e.employee.lastName}` : e.userName;
}

function Changes({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const yesNo = { yes: t('common.yes'), no: t('common.no') };
  const action = t(`orders.history.actions.${entry.action as 'CREATE'}`, { defaultValue: entry.action });
  const changes = changesOf(entry.changes);
  return (
    <Stack gap="0.5" fontSize="sm">
      <Text fontWeight="medium" color="fg.muted">
        {action}
      </Text>
      {changes.map((c, i) => {
        const label = t(`orders.history.fields.${c.field as 'name'}`, { defaultValue: c.field });
        const from = historyValue(c.field, c.from, yesNo);
        const to = historyValue(c.field, c.to, yesNo);
        return (
          <Text key={`${c.field}-${i}`} wordBreak="break-word" data-testid="history-change">
            <Text as="span" fontWeight="medium">
              {label}:
            </Text>{' '}
            {from && to ? `${from} → ${to}` : to || `${from} → ${t('orders.history.empty')}`}
          </Text>
        );
      })}
    </Stack>
  );
}

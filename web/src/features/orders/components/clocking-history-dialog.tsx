import { Badge, Box, Button, Center, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOrderClockingHistoryQuery } from '@/generated/orders';
import { WorklogTypeLabel } from '@/features/worklogs/components/worklog-type';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { formatDate, formatDateTime } from '@/shared/format';

export interface ClockingHistoryTarget {
  employeeId: number;
  name: string;
  date: string;
}

/**
 * The clocking history of an employee's day on this order (GET /clockingHistory/{employeeId}/{date}/{orderId}):
 * every entry with who booked it and when, who changed it last and when, and whether it is still open.
 */
export function ClockingHistoryDialog({ orderId, target, showPassenger, onClose }: { orderId: number; target: ClockingHistoryTarget | null; showPassenger: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useOrderClockingHistoryQuery({
    variables: { employeeId: target?.employeeId ?? 0, date: target?.date ?? '', orderId },
    skip: !target,
    fetchPolicy: 'network-only',
  });
  const entries = (data?.clockingHistory ?? []).filter((e) => showPassenger || e.worklogType !== 'PASSENGER');
  const byAt = (user: string | null, time: string | null) => (user && time ? t('orders.worklogs.history.byAt', { user, time: formatDateTime(time) }) : (user ?? t('common.none')));

  let body;
  if (error && !data) {
    body = (
      <Center py="6" flexDirection="column" gap="3">
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Center>
    );
  } else if (loading && !data) {
    body = (
      <Center py="6">
        <Spinner color="brand.solid" aria-label={t('table.loading')} />
      </Center>
    );
  } else if (entries.length === 0) {
    body = (
      <Text color="fg.muted" py="4" textAlign="center">
        {t('orders.worklogs.history.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="3">
        {entries.map((e) => (
          <Box key={e.id} borderWidth="1px" rounded="md" p="3" data-testid="history-entry">
            <HStack justify="space-between" gap="2" flexWrap="wrap">
              <WorklogTypeLabel worklog={e} />
              <HStack gap="2">
                {e.open && (
                  <Badge colorPalette="green" size="sm">
                    {t('orders.worklogs.history.active')}
                  </Badge>
                )}
                <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {e.start}–{e.end ?? ''}
                </Text>
              </HStack>
            </HStack>
            <Grid templateColumns="auto 1fr" columnGap="3" rowGap="0.5" mt="1" fontSize="sm">
              <Text color="fg.muted">{t('orders.worklogs.history.order')}</Text>
              <Text overflowWrap="anywhere">{e.order.name}</Text>
              <Text color="fg.muted">{t('orders.worklogs.history.created')}</Text>
              <Text overflowWrap="anywhere">{byAt(e.insertUser, e.insertTime)}</Text>
              <Text color="fg.muted">{t('orders.worklogs.history.changed')}</Text>
              <Text overflowWrap="anywhere">{byAt(e.updateUser, e.updateTime)}</Text>
            </Grid>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      modalLock={false}
      title={target ? t('orders.worklogs.history.title', { name: target.name, date: formatDate(target.date) }) : ''}
      testId="clocking-history-dialog"
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {body}
    </FormDialog>
  );
}

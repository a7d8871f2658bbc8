import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOrderClockingHistoryQuery } from '@/generated/orders';
import { ClockingEvents } from '@/shared/clocking-history/clocking-events';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { formatDate } from '@/shared/format';

export interface ClockingHistoryTarget {
  employeeId: number;
  name: string;
  date: string;
}

/**
 * The clocking history of an employee's day on this order, from the audit trail: every
 * booking, change and deletion of the day's entries with who did it and when, oldest first — also of
 * entries deleted since. Passenger entries reach only those who may see passenger times (server-side).
 */
export function ClockingHistoryDialog({ orderId, target, onClose }: { orderId: number; target: ClockingHistoryTarget | null; showPassenger?: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useOrderClockingHistoryQuery({
    variables: { employeeId: target?.employeeId ?? 0, date: target?.date ?? '', orderId },
    skip: !target,
    fetchPolicy: 'network-only',
  });
  const events = data?.clockingAuditHistory ?? [];
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
        <Spinner role="status" color="brand.solid" aria-label={t('table.loading')} />
      </Center>
    );
  } else if (events.length === 0) {
    body = (
      <Text color="fg.muted" py="4" textAlign="center">
        {t('orders.worklogs.history.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          {t('orders.worklogs.history.intro')}
        </Text>
        <ClockingEvents events={events} />
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

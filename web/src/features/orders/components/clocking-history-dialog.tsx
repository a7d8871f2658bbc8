import { Badge, Box, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOrderClockingHistoryQuery } from '@/generated/orders';
import { auditChangeText, type AuditTexts } from '@/shared/audit-changes';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { formatDate, formatDateTime } from '@/shared/format';

export interface ClockingHistoryTarget {
  employeeId: number;
  name: string;
  date: string;
}

const WORKLOG_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
const color = (a: string) => (a === 'DELETE' ? 'red' : a === 'CREATE' ? 'green' : 'blue');

/**
 * The clocking history of an employee's day on this order, from the audit trail (issue 12.10): every
 * booking, change and deletion of the day's entries with who did it and when, oldest first — also of
 * entries deleted since. Passenger entries reach only those who may see passenger times (server-side).
 */
export function ClockingHistoryDialog({ orderId, target, onClose }: { orderId: number; target: ClockingHistoryTarget | null; showPassenger?: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useOrderClockingHistoryQuery({
    variables: { employeeId: target?.employeeId ?? 0, date: target?.date ?? '', orderId },
    skip: !target,
    fetchPolicy: 'network-only',
  });
  const events = data?.clockingAuditHistory ?? [];
  const texts: AuditTexts = {
    none: t('common.none'),
    yes: t('common.yes'),
    no: t('common.no'),
    label: (field) => (i18n.exists(`orders.worklogs.history.fields.${field}`) ? t(`orders.worklogs.history.fields.${field}` as 'orders.worklogs.history.fields.start') : undefined),
    value: (field, v) => (field === 'worklogType' && i18n.exists(`worklogs.types.${v}`) ? t(`worklogs.types.${v}` as 'worklogs.types.WORK') : undefined),
  };
  // The employee and the day are the dialog's own; the order is this one unless it was changed.
  // A booking names its times, type and comment; "open" only while it is.
  const shown = (c: { field: string; to: string | null }, action: string) =>
    action === 'UPDATE' || (!['employee', 'date', 'order'].includes(c.field) && !(c.field === 'open' && c.to === 'false'));
  const action = (a: string) => ((WORKLOG_ACTIONS as readonly string[]).includes(a) ? t(`orders.worklogs.history.actions.${a as 'CREATE'}`) : a);

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
        {events.map((e) => (
          <Box key={e.id} borderWidth="1px" rounded="md" p="3" data-testid="history-entry">
            <HStack justify="space-between" gap="2" flexWrap="wrap">
              <HStack gap="2">
                <Badge colorPalette={color(e.action)} size="sm">
                  {action(e.action)}
                </Badge>
                <Text fontSize="sm" color="fg.muted">
                  {t('orders.worklogs.history.entry', { id: e.entityId })}
                </Text>
              </HStack>
              <Text fontSize="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {t('orders.worklogs.history.byAt', { user: e.actorUsername ?? t('orders.worklogs.history.system'), time: formatDateTime(e.at) })}
              </Text>
            </HStack>
            <Stack gap="0" mt="1" fontSize="sm">
              {e.changes
                .filter((c) => shown(c, e.action))
                .map((c) => (
                  <Text key={c.field} overflowWrap="anywhere">
                    {auditChangeText(c, texts)}
                  </Text>
                ))}
            </Stack>
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

import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type AuditChangeLike, auditChangeText, type AuditTexts } from '@/shared/audit-changes';
import { formatDateTime } from '@/shared/format';
import './texts';

/** One audit event of a worklog, as clockingAuditHistory answers it. */
export interface ClockingEvent {
  id: string;
  at: string;
  actorUsername: string | null;
  action: string;
  entityId: string | null;
  changes: readonly AuditChangeLike[];
}

const WORKLOG_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
const color = (a: string) => (a === 'DELETE' ? 'red' : a === 'CREATE' ? 'green' : 'blue');

/** The field and value names of worklog changes in German. */
export function useClockingAuditTexts(): AuditTexts {
  const { t, i18n } = useTranslation();
  return {
    none: t('common.none'),
    yes: t('common.yes'),
    no: t('common.no'),
    label: (field) => (i18n.exists(`worklogs.history.fields.${field}`) ? t(`worklogs.history.fields.${field}`) : undefined),
    value: (field, v) => (field === 'worklogType' && i18n.exists(`worklogs.types.${v}`) ? t(`worklogs.types.${v}`) : undefined),
  };
}

/**
 * The changes of a booking worth reading: every field of a change; of a booking, what the view does
 * not name already (`contextFields`, e.g. the employee and day of the dialog) and "open" only while it is.
 */
export function shownChanges(e: Pick<ClockingEvent, 'action' | 'changes'>, contextFields: readonly string[]): AuditChangeLike[] {
  return e.changes.filter((c) => e.action === 'UPDATE' || (!contextFields.includes(c.field) && !(c.field === 'open' && c.to === 'false')));
}

/**
 * Audit events of worklogs, oldest first as given: what happened (booked, changed, deleted), by whom
 * and when, and which field went from what to what. Shared by the order's clocking history dialog and
 * the /clockingHistory page.
 */
export function ClockingEvents({
  events,
  contextFields = ['employee', 'date', 'order'],
  showEntry = true,
}: {
  events: readonly ClockingEvent[];
  contextFields?: readonly string[];
  /** Names the entry of each event (when events of several entries are listed together). */
  showEntry?: boolean;
}) {
  const { t } = useTranslation();
  const texts = useClockingAuditTexts();
  const action = (a: string) => ((WORKLOG_ACTIONS as readonly string[]).includes(a) ? t(`worklogs.history.actions.${a}`) : a);
  return (
    <Stack gap="3">
      {events.map((e) => (
        <Box key={e.id} borderWidth="1px" rounded="md" p="3" bg="bg" data-testid="history-entry" data-action={e.action}>
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <HStack gap="2">
              <Badge colorPalette={color(e.action)} size="sm">
                {action(e.action)}
              </Badge>
              {showEntry && (
                <Text fontSize="sm" color="fg.muted">
                  {t('worklogs.history.entry', { id: e.entityId })}
                </Text>
              )}
            </HStack>
            <Text fontSize="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="history-by">
              {t('worklogs.history.byAt', { user: e.actorUsername ?? t('worklogs.history.system'), time: formatDateTime(e.at) })}
            </Text>
          </HStack>
          <Stack gap="0" mt="1" fontSize="sm">
            {shownChanges(e, contextFields).map((c) => (
              <Text key={c.field} overflowWrap="anywhere" data-testid="history-change">
                {auditChangeText(c, texts)}
              </Text>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

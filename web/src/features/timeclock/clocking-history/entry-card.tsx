import { Badge, Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ClockingHistoryDayQuery } from '@/generated/timeclock';
import { ClockingEvents, type ClockingEvent } from '@/shared/clocking-history/clocking-events';
import { formatTime } from '@/shared/format';

type Worklog = ClockingHistoryDayQuery['clockingHistory'][number];

/**
 * One entry of the day: what it is now (order, type, times, comment) beside everything that happened
 * to it. A deleted entry is known only from its events; its booking then names the order.
 */
export function EntryCard({ worklog, events }: { worklog: Worklog | null; events: readonly ClockingEvent[] }) {
  const { t } = useTranslation();
  const time = (v: string | null | undefined) => formatTime(v) || v || '';
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} data-testid="clocking-entry" data-deleted={worklog ? undefined : true}>
      <Grid templateColumns={{ base: '1fr', md: '15rem 1fr' }} gap={{ base: '3', md: '5' }}>
        <Stack gap="1" minW="0">
          {worklog ? (
            <>
              <Text fontWeight="semibold" overflowWrap="anywhere" data-testid="clocking-entry-order">
                {worklog.order.name}
              </Text>
              <HStack gap="2" flexWrap="wrap">
                <Badge colorPalette={worklog.worklogType === 'PAUSE' ? 'gray' : 'brand'}>{t(`timeclock.types.${worklog.worklogType}`)}</Badge>
                {worklog.open && <Badge colorPalette="orange">{t('timeclock.clockingHistoryPage.open')}</Badge>}
              </HStack>
              <Text fontVariantNumeric="tabular-nums" data-testid="clocking-entry-time">
                {worklog.end
                  ? t('timeclock.clockingHistoryPage.time', { start: time(worklog.start), end: time(worklog.end) })
                  : t('timeclock.clockingHistoryPage.since', { start: time(worklog.start) })}
              </Text>
              {worklog.comment && (
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {worklog.comment}
                </Text>
              )}
            </>
          ) : (
            <HStack gap="2">
              <Badge colorPalette="red">{t('timeclock.clockingHistoryPage.deleted')}</Badge>
              <Text fontSize="sm" color="fg.muted">
                {t('worklogs.history.entry', { id: events[0]?.entityId })}
              </Text>
            </HStack>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t('timeclock.clockingHistoryPage.changes', { count: events.length })}
          </Text>
        </Stack>
        {events.length ? (
          // A current entry names its order above; a deleted one only through its booking.
          <ClockingEvents events={events} showEntry={false} contextFields={worklog ? ['employee', 'date', 'order'] : ['employee', 'date']} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('timeclock.clockingHistoryPage.noEvents')}
          </Text>
        )}
      </Grid>
    </Box>
  );
}

import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@inv/domain';
import type { WorklogFieldsFragment } from '@/generated/worklogs';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { formatDate, formatDateTime, formatMinutes } from '@/shared/format';
import { type Day, shortDay, totalsOf } from '@/shared/worklogs/day-totals';
import { shiftTitle } from '@/shared/worklogs/shift-title';
import { WorklogTypeLabel } from '@/shared/worklogs/worklog-type';

interface DayDialogProps {
  day: Day<WorklogFieldsFragment> | null;
  /** The shifts touching the day, with their entries of the day before and after (a night). */
  shifts: readonly Shift<WorklogFieldsFragment>[];
  showPassenger: boolean;
  onClose: () => void;
}

/**
 * A day's worklog entries with who created and changed them, and the day's totals (spec 2 §2.7). The
 * entries stand under their shift ('Schicht 22:00–06:00 (03.11.–04.11.)' with the shift's work): a
 * night shows its entries of both days, those of the other day marked with their date.
 */
export function DayDialog({ day, shifts, showPassenger, onClose }: DayDialogProps) {
  const { t } = useTranslation();
  const byAt = (user: string | null, time: string | null) => (user && time ? t('worklogs.hours.byAt', { user, time: formatDateTime(time) }) : t('common.none'));
  type Key = 'work' | 'pause' | 'travel' | 'passenger';
  const totals: [Key, number][] = day
    ? [
        ['work', day.totals.minutesWork],
        ['pause', day.totals.minutesPause],
        ['travel', day.totals.minutesTravel],
        ...(showPassenger ? [['passenger', day.totals.minutesPassenger] as [Key, number]] : []),
      ]
    : [];
  return (
    <FormDialog
      open={day !== null}
      onClose={onClose}
      modalLock={false}
      title={day ? t('worklogs.hours.dayTitle', { date: formatDate(day.date) }) : ''}
      testId="day-dialog"
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {day && (
        <Stack gap="3">
          {shifts.map((shift) => (
            <Stack key={`${shift.start.date} ${shift.start.time}`} gap="2" data-testid="day-shift">
              <HStack justify="space-between" align="baseline" gap="2" flexWrap="wrap">
                <Text fontWeight="semibold" data-testid="day-shift-title">
                  {shiftTitle(shift)}
                </Text>
                <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {t('worklogs.hours.work')} {formatMinutes(totalsOf(shift.entries).minutesWork)}
                </Text>
              </HStack>
              {shift.entries.map((e) => (
                <Box key={e.id} borderWidth="1px" borderColor="border" rounded="md" p="3" data-testid="day-entry">
                  <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {e.order.name}
                    </Text>
                    <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                      {e.date !== day.date && (
                        <Text as="span" color="fg.muted" me="1.5" data-testid="day-entry-date">
                          {shortDay(e.date)}
                        </Text>
                      )}
                      {e.start}–{e.end ?? ''}
                    </Text>
                  </HStack>
                  <Grid templateColumns="auto 1fr" columnGap="3" rowGap="0.5" mt="1" fontSize="sm">
                    <Text color="fg.muted">{t('worklogs.hours.type')}</Text>
                    <WorklogTypeLabel worklog={e} />
                    <Text color="fg.muted">{t('worklogs.hours.created')}</Text>
                    <Text overflowWrap="anywhere">{byAt(e.insertUser, e.insertTime)}</Text>
                    <Text color="fg.muted">{t('worklogs.hours.changed')}</Text>
                    <Text overflowWrap="anywhere">{byAt(e.updateUser, e.updateTime)}</Text>
                  </Grid>
                </Box>
              ))}
            </Stack>
          ))}
          <Box bg="bg.muted" rounded="md" p="3" data-testid="day-totals">
            <Text fontWeight="semibold" mb="1">
              {t('worklogs.hours.totals')}
            </Text>
            <Grid templateColumns="repeat(auto-fit, minmax(110px, 1fr))" gap="2">
              {totals.map(([key, minutes]) => (
                <Box key={key}>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`worklogs.hours.${key}`)}
                  </Text>
                  <Text fontVariantNumeric="tabular-nums">{formatMinutes(minutes)}</Text>
                </Box>
              ))}
            </Grid>
          </Box>
        </Stack>
      )}
    </FormDialog>
  );
}

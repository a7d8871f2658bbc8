import { Box, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { useClockingHistoryDayQuery, useClockingHistoryEmployeeQuery } from '@/generated/timeclock';
import { DayField } from '@/shared/date/day-field';
import { EmployeePicker, type PickedEmployee } from '@/shared/employee-picker';
import { todayIso } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import { fullName, useAuth } from '@/shared/session/auth';
import { canPickEmployee, dayParam, employeeParam, groupByEntry, shiftDay } from './clocking-history/clocking-history';
import { EntryCard } from './clocking-history/entry-card';
import './texts';

/**
 * /clockingHistory (spec 1 §2.1): an employee's entries of one day across all orders, each
 * with every booking and change from the audit trail. ?employeeId= and ?date= (default today) keep the
 * choice in the URL. Whoever may not see other employees' times gets his own day and no picker.
 */
export default function ClockingHistoryPage() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const [params, setParams] = useSearchParams();
  const mayPick = canPickEmployee(auth?.abilities ?? []);
  const own = auth?.employeeId ?? null;
  const employeeId = employeeParam(params.get('employeeId'), own, mayPick);
  const date = dayParam(params.get('date'), todayIso());

  const update = (next: { employeeId?: number | null; date?: string }) => {
    const p = new URLSearchParams(params);
    // Empty (not absent): the picker was cleared, which must not fall back to the own employee.
    if (next.employeeId !== undefined) p.set('employeeId', next.employeeId === null ? '' : String(next.employeeId));
    if (next.date !== undefined) p.set('date', next.date);
    setParams(p, { replace: true });
  };

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '8', md: '10' }} maxW="6xl" data-testid="clocking-history">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t('timeclock.clockingHistoryPage.intro')}
        </Text>
        <Flex gap="3" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} wrap="wrap">
          {mayPick ? (
            <Box flex="1" minW={{ md: '18rem' }} maxW={{ md: '26rem' }}>
              <PickedEmployeeField employeeId={employeeId} onChange={(e) => update({ employeeId: e?.employeeId ?? null })} />
            </Box>
          ) : (
            auth && (
              <Text fontWeight="medium" data-testid="clocking-history-own">
                {t('timeclock.clockingHistoryPage.own')}: {fullName(auth)}
              </Text>
            )
          )}
          <HStack gap="1" align="flex-end">
            <IconButton variant="outline" bg="bg" aria-label={t('timeclock.clockingHistoryPage.previousDay')} onClick={() => update({ date: shiftDay(date, -1) })} mb="0">
              <LuChevronLeft />
            </IconButton>
            <Box w="11rem">
              <DayField label={t('timeclock.clockingHistoryPage.day')} value={date} onChange={(v) => v && update({ date: v })} testId="clocking-history-date" />
            </Box>
            <IconButton variant="outline" bg="bg" aria-label={t('timeclock.clockingHistoryPage.nextDay')} onClick={() => update({ date: shiftDay(date, 1) })}>
              <LuChevronRight />
            </IconButton>
          </HStack>
        </Flex>
        {employeeId === null ? (
          <Text color="fg.muted" py="6" textAlign="center" bg="bg" rounded="lg" borderWidth="1px" data-testid="clocking-history-no-employee">
            {mayPick ? t('timeclock.clockingHistoryPage.pickEmployee') : t('timeclock.clockingHistoryPage.noEmployee')}
          </Text>
        ) : (
          <Day employeeId={employeeId} date={date} />
        )}
      </Stack>
    </Box>
  );
}

/** The picker shows the employee of ?employeeId= by name, found by his personnel number. */
function PickedEmployeeField({ employeeId, onChange }: { employeeId: number | null; onChange: (e: PickedEmployee | null) => void }) {
  const { data } = useClockingHistoryEmployeeQuery({ variables: { term: String(employeeId ?? '') }, skip: employeeId === null });
  const hit = data?.employeeLookup.find((e) => e.employeeId === employeeId);
  const value: PickedEmployee | null =
    employeeId === null ? null : hit ? { employeeId, firstName: hit.firstName, lastName: hit.lastName } : { employeeId, firstName: '', lastName: '…' };
  return <EmployeePicker value={value} onChange={onChange} testId="clocking-history" />;
}

function Day({ employeeId, date }: { employeeId: number; date: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useClockingHistoryDayQuery({ variables: { employeeId, date }, fetchPolicy: 'cache-and-network' });
  const entries = useMemo(() => (data ? groupByEntry(data.clockingHistory, data.clockingAuditHistory) : undefined), [data]);
  if (!entries?.length) {
    return <ListState items={entries} error={error} onRetry={() => void refetch()} framed emptyText={t('timeclock.clockingHistoryPage.empty')} emptyTestId="clocking-history-empty" />;
  }
  return (
    <Stack gap="3" data-testid="clocking-history-entries">
      <Text fontSize="sm" color="fg.muted" data-testid="clocking-history-count">
        {t('timeclock.clockingHistoryPage.count', { count: entries.length })}
      </Text>
      {entries.map((e) => (
        <EntryCard key={e.key} worklog={e.worklog} events={e.events} />
      ))}
    </Stack>
  );
}

import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import { type EmployeeSummary, employeeName, monthsOf, totalMinutes } from './employee-data';
import { Hours, TwelveMonthsToggle, useEmployeeStatistics } from './employees-tab';
import { useSortedPage } from './sorting';
import { type StatColumn, StatTable } from './stat-table';

/** Working time with the days beneath it: the figure a column of v2 shows for one month. */
function MonthFigure({ minutes, days }: { minutes: number; days: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0" align={{ base: 'start', md: 'end' }}>
      <Text>
        <Hours minutes={minutes} />
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {t('statistics.employeesV2.days', { count: days })}
      </Text>
    </Stack>
  );
}

/** Mitarbeiter v2 (spec 3 §2.8): the same data as one table, a column per month and the sums. */
export function EmployeesV2Tab({ yearMonth }: { yearMonth: string }) {
  const { t } = useTranslation();
  const [twelve, setTwelve] = useState(false);
  const { range, rows, error, loading, refetch } = useEmployeeStatistics(yearMonth, twelve);
  const list = rows ?? [];

  const columns = useMemo<StatColumn<EmployeeSummary>[]>(() => {
    const cols: StatColumn<EmployeeSummary>[] = [{ id: 'name', header: t('statistics.employees.name'), cell: employeeName, sort: employeeName, title: true }];
    range.months.forEach((month, i) => {
      const of = (e: EmployeeSummary) => monthsOf(e, range.months)[i]!;
      cols.push({
        id: month,
        header: formatMonth(`${month}-01`),
        align: 'end',
        sort: (e) => of(e).minutesWork,
        cell: (e) => <MonthFigure minutes={of(e).minutesWork} days={of(e).workingDays} />,
      });
    });
    cols.push({
      id: 'sum',
      header: t('statistics.employeesV2.sum'),
      align: 'end',
      sort: totalMinutes,
      cell: (e) => <MonthFigure minutes={totalMinutes(e)} days={e.months.reduce((s, m) => s + m.workingDays, 0)} />,
    });
    return cols;
  }, [range.months, t]);

  const sortValues = useMemo(() => Object.fromEntries(columns.filter((c) => c.sort).map((c) => [c.id, c.sort!])), [columns]);
  const page = useSortedPage(list, sortValues, { key: 'name', desc: false });

  const footer = useMemo(() => {
    const sums: Record<string, React.ReactNode> = {};
    let all = 0;
    let allDays = 0;
    for (const month of range.months) {
      let minutes = 0;
      let days = 0;
      for (const e of list)
        for (const m of e.months)
          if (m.yearMonth === month) {
            minutes += m.minutesWork;
            days += m.workingDays;
          }
      all += minutes;
      allDays += days;
      sums[month] = <MonthFigure minutes={minutes} days={days} />;
    }
    sums.sum = <MonthFigure minutes={all} days={allDays} />;
    return sums;
  }, [list, range.months]);

  return (
    <Stack gap="4" data-testid="employees-v2-tab">
      <HStack justify="flex-end">
        <TwelveMonthsToggle checked={twelve} onChange={setTwelve} />
      </HStack>
      {rows && rows.length > 0 ? (
        <StatTable label={t('statistics.tabs.employeesV2')} columns={columns} page={page} rowKey={(e) => e.id} footer={footer} testId="employees-v2" busy={loading} />
      ) : (
        <ListState items={rows} error={error} onRetry={() => void refetch()} framed />
      )}
    </Stack>
  );
}

import { Box, Card, Center, HStack, Spinner, Stack, Switch, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { Fragment, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeStatisticsQuery } from '@/generated/statistics';
import { formatCount, formatCurrency, formatHours, formatMonth } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import { useAuth } from '@/shared/session/auth';
import { canViewWageAndCosts, employeeRange } from '../gates';
import { type EmployeeMonth, type EmployeeSummary, employeeName, hoursPerMonth, monthsOf, totalMinutes } from './employee-data';
import { Pager, SortButton } from './stat-table';
import { useSortedPage } from './sorting';

// recharts is large: the chart comes in its own chunk once data is there, never with the page itself.
const HoursChart = lazy(() => import('./hours-chart'));

const SORT_VALUES = { name: (e: EmployeeSummary) => employeeName(e), minutesWork: (e: EmployeeSummary) => totalMinutes(e) };

/** The twelve-month toggle and the query shared by both employee tabs (WAG employees only, docs/decisions/statistics.md#STA-10). */
export function useEmployeeStatistics(yearMonth: string, twelve: boolean) {
  const range = employeeRange(yearMonth, twelve);
  const query = useEmployeeStatisticsQuery({ variables: { from: range.from, to: range.to }, fetchPolicy: 'cache-and-network' });
  return { range, ...query, rows: query.data?.employeeStatistics };
}

export function TwelveMonthsToggle({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand" data-testid="twelve-months">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{t('statistics.employees.twelveMonths')}</Switch.Label>
    </Switch.Root>
  );
}

/** Minutes as "HH:MM Std." (the one hours format of the statistics, also on the order statistic). */
export function Hours({ minutes }: { minutes: number }) {
  return <>{formatHours(minutes)}</>;
}

/** Mitarbeiter (spec 3 §2.8): per employee one row per month with days, working and travel time and wage. */
export function EmployeesTab({ yearMonth }: { yearMonth: string }) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const [twelve, setTwelve] = useState(false);
  const { range, rows, error, loading, refetch } = useEmployeeStatistics(yearMonth, twelve);
  const list = rows ?? [];
  const page = useSortedPage(list, SORT_VALUES, { key: 'name', desc: false });
  const showWage = canViewWageAndCosts(auth?.abilities ?? []) && list.some((e) => e.months.some((m) => m.wage !== null));
  const chartData = useMemo(() => hoursPerMonth(list, range.months), [list, range.months]);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

  return (
    <Stack gap="4" data-testid="employees-tab">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text color="fg.muted" data-testid="employees-range">
          {t('statistics.employees.range', { from: formatMonth(`${range.from}-01`), to: formatMonth(`${range.to}-01`) })}
        </Text>
        <TwelveMonthsToggle checked={twelve} onChange={setTwelve} />
      </HStack>
      {rows && rows.length > 0 ? (
        <Stack gap="4" opacity={loading ? 0.6 : 1}>
          {phone ? (
            <Stack gap="2" data-testid="employees-list">
              {page.rows.map((e) => (
                <EmployeeCard key={e.id} employee={e} months={range.months} showWage={showWage} />
              ))}
              <Pager page={page} />
            </Stack>
          ) : (
            <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden">
              <Table.ScrollArea>
                <Table.Root size="sm" aria-label={t('statistics.tabs.employees')} data-testid="employees-table">
                  <Table.Header>
                    <Table.Row bg="bg.subtle">
                      <Table.ColumnHeader fontSize="xs">
                        <SortButton header={t('statistics.employees.name')} active={page.sort.key === 'name'} desc={page.sort.desc} onClick={() => page.toggle('name')} />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader fontSize="xs">{t('statistics.employees.month')}</Table.ColumnHeader>
                      <Table.ColumnHeader fontSize="xs" textAlign="end">
                        {t('statistics.employees.workingDays')}
                      </Table.ColumnHeader>
                      <Table.ColumnHeader fontSize="xs" textAlign="end">
                        <SortButton
                          header={t('statistics.employees.minutesWork')}
                          active={page.sort.key === 'minutesWork'}
                          desc={page.sort.desc}
                          onClick={() => page.toggle('minutesWork')}
                        />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader fontSize="xs" textAlign="end">
                        {t('statistics.employees.minutesTravel')}
                      </Table.ColumnHeader>
                      {showWage && (
                        <Table.ColumnHeader fontSize="xs" textAlign="end" data-testid="wage-column">
                          {t('statistics.employees.wage')}
                        </Table.ColumnHeader>
                      )}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {page.rows.map((e) => (
                      <Fragment key={e.id}>
                        {monthsOf(e, range.months).map((m, i) => (
                          <Table.Row key={m.yearMonth} data-testid={i === 0 ? 'employees-row' : undefined} borderTopWidth={i === 0 ? '2px' : undefined}>
                            {i === 0 && (
                              <Table.Cell rowSpan={range.months.length} verticalAlign="top" fontWeight="medium">
                                {employeeName(e)}
                              </Table.Cell>
                            )}
                            <MonthCells m={m} showWage={showWage} />
                          </Table.Row>
                        ))}
                      </Fragment>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <Box borderTopWidth="1px">
                <Pager page={page} />
              </Box>
            </Box>
          )}
          <Suspense
            fallback={
              <Center h="56" gap="3">
                <Spinner size="sm" color="brand.solid" />
                <Text color="fg.muted">{t('statistics.chartLoading')}</Text>
              </Center>
            }
          >
            <HoursChart data={chartData} />
          </Suspense>
        </Stack>
      ) : (
        <ListState items={rows} error={error} onRetry={() => void refetch()} framed />
      )}
    </Stack>
  );
}

function MonthCells({ m, showWage }: { m: EmployeeMonth; showWage: boolean }) {
  return (
    <>
      <Table.Cell whiteSpace="nowrap">{formatMonth(`${m.yearMonth}-01`)}</Table.Cell>
      <Table.Cell textAlign="end">{formatCount(m.workingDays)}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        <Hours minutes={m.minutesWork} />
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        <Hours minutes={m.minutesTravel} />
      </Table.Cell>
      {showWage && (
        <Table.Cell textAlign="end" whiteSpace="nowrap">
          {formatCurrency(m.wage)}
        </Table.Cell>
      )}
    </>
  );
}

function EmployeeCard({ employee, months, showWage }: { employee: EmployeeSummary; months: readonly string[]; showWage: boolean }) {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm" variant="outline" data-testid="employees-row">
      <Card.Body gap="2">
        <Text fontWeight="semibold">{employeeName(employee)}</Text>
        <Table.Root size="sm" variant="outline" fontSize="xs">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('statistics.employees.month')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('statistics.employees.daysShort')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('statistics.employees.workShort')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('statistics.employees.travelShort')}</Table.ColumnHeader>
              {showWage && <Table.ColumnHeader textAlign="end">{t('statistics.employees.wage')}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {monthsOf(employee, months).map((m) => (
              <Table.Row key={m.yearMonth}>
                <MonthCells m={m} showWage={showWage} />
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}

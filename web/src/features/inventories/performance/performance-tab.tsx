import { Alert, Box, Button, Card, Center, Flex, Heading, HStack, SimpleGrid, Spinner, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type CountingPerformancesQuery, useCountingPerformancesQuery } from '@/generated/inventories';
import { MonthPicker } from '@/shared/date/month-picker';
import { EmployeePicker } from '@/shared/employee-picker';
import { formatCount, formatDate, formatHours, now } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { useAuth } from '@/shared/session/auth';
import { useSetParam } from '@/shared/use-set-param';
import { canViewOthersPerformance, performanceEmployeeId, performanceMonth } from '../gates';

// recharts is large: the chart comes in its own chunk once data is there, never with the page itself.
const PerformanceChart = lazy(() => import('./performance-chart'));

type Month = CountingPerformancesQuery['countingPerformances'];
type Row = Month['rows'][number];

const number = (n: number) => formatCount(n);

/**
 * Counting performance (spec 3 §2.6): one employee's inventory days of a month with working hours,
 * positions and positions per hour (his and the whole inventory's), a total row and a small chart.
 * `?date=YYYY-MM` chooses the month; `?employeeId=` is honoured only with Statistic.
 */
export function PerformanceTab() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const abilities = auth?.abilities ?? [];
  const [params] = useSearchParams();
  const max = now().toFormat('yyyy-MM');
  const yearMonth = performanceMonth(params.get('date'), max);
  const mayChoose = canViewOthersPerformance(abilities);
  const employeeId = performanceEmployeeId(params.get('employeeId'), abilities, auth?.employeeId);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [monthText, setMonthText] = useState(yearMonth);
  useEffect(() => setMonthText(yearMonth), [yearMonth]);

  const setParam = useSetParam();

  const { data, loading, error, refetch } = useCountingPerformancesQuery({
    variables: { employeeId: employeeId ?? 0, yearMonth },
    skip: employeeId === null,
    fetchPolicy: 'cache-and-network',
  });
  const month = data?.countingPerformances;

  let content;
  if (employeeId === null) {
    content = (
      <Alert.Root status="info" data-testid="performance-note">
        <Alert.Indicator />
        <Alert.Title>{mayChoose ? t('inventories.performance.pickEmployee') : t('inventories.performance.noEmployee')}</Alert.Title>
      </Alert.Root>
    );
  } else if (error && !month) {
    const forbidden = errorCodes(error).codes.includes('FORBIDDEN');
    content = (
      <Alert.Root status="error" data-testid="performance-error">
        <Alert.Indicator />
        <Alert.Title>{forbidden ? t('inventories.performance.forbidden') : t('common.loadFailed')}</Alert.Title>
        {!forbidden && (
          <Button size="xs" variant="outline" ms="auto" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </Alert.Root>
    );
  } else if (!month) {
    content = (
      <Center py="10" gap="3" data-testid="performance-loading">
        <Spinner size="sm" color="brand.solid" />
        <Text>{t('table.loading')}</Text>
      </Center>
    );
  } else if (month.rows.length === 0) {
    content = (
      <Text color="fg.muted" py="8" textAlign="center" data-testid="performance-empty">
        {t('table.noData')}
      </Text>
    );
  } else {
    content = (
      <Stack gap="4" opacity={loading ? 0.6 : 1}>
        {phone ? <PerformanceCards month={month} /> : <PerformanceTable month={month} />}
        <Suspense
          fallback={
            <Center h="56" gap="3">
              <Spinner size="sm" color="brand.solid" />
              <Text color="fg.muted">{t('inventories.performance.chart.loading')}</Text>
            </Center>
          }
        >
          <PerformanceChart rows={month.rows} />
        </Suspense>
      </Stack>
    );
  }

  return (
    <Stack gap="4" data-testid="performance-tab">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'end' }} wrap="wrap">
        <Box w={{ base: 'full', sm: '56' }}>
          <MonthPicker
            label={t('inventories.performance.month')}
            value={monthText}
            max={max}
            testId="performance-month"
            onChange={(v) => {
              setMonthText(v);
              if (/^\d{4}-(0[1-9]|1[0-2])$/.test(v) && v <= max && v !== yearMonth) setParam('date', v);
            }}
          />
        </Box>
        {mayChoose && (
          <Box w={{ base: 'full', md: '80' }}>
            <EmployeePicker
              value={null}
              testId="performance"
              onChange={(e) => e && setParam('employeeId', String(e.employeeId))}
            />
          </Box>
        )}
        {mayChoose && params.get('employeeId') !== null && auth?.employeeId != null && (
          <Button variant="outline" size="sm" mb={{ md: '1' }} onClick={() => setParam('employeeId', null)}>
            {t('inventories.performance.ownPerformance')}
          </Button>
        )}
      </Flex>
      {month && (
        <Heading as="h2" size="md" data-testid="performance-employee">
          {t('inventories.performance.employeeOf', { name: month.employeeName, id: month.employeeId })}
        </Heading>
      )}
      {content}
    </Stack>
  );
}

function Hours({ minutes }: { minutes: number }) {
  return <>{formatHours(minutes)}</>;
}

function PerformanceTable({ month }: { month: Month }) {
  const { t } = useTranslation();
  const h = (key: string) => t(`inventories.performance.columns.${key}` as 'inventories.performance.columns.date');
  const headers = ['date', 'name', 'workingHours', 'positions', 'positionsPerHour', 'positionsPerHourTotal'];
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden">
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={t('inventories.performance.tableLabel')} data-testid="performance-table">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {headers.map((k, i) => (
                <Table.ColumnHeader key={k} textAlign={i >= 2 ? 'end' : undefined} fontSize="xs" fontWeight="semibold" whiteSpace="nowrap">
                  {h(k)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {month.rows.map((r) => (
              <Table.Row key={`${r.date}-${r.orderId}`} data-testid="performance-row">
                <Table.Cell whiteSpace="nowrap">{formatDate(r.date)}</Table.Cell>
                <Table.Cell>{r.name}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Hours minutes={r.workingMinutes} />
                </Table.Cell>
                <Table.Cell textAlign="end">{number(r.positions)}</Table.Cell>
                <Table.Cell textAlign="end">{number(r.positionsPerHour)}</Table.Cell>
                <Table.Cell textAlign="end">{number(r.positionsPerHourTotal)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold" bg="bg.subtle" data-testid="performance-total">
              <Table.Cell colSpan={2}>{t('inventories.performance.total')}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <Hours minutes={month.workingMinutes} />
              </Table.Cell>
              <Table.Cell textAlign="end">{number(month.positions)}</Table.Cell>
              <Table.Cell textAlign="end">{number(month.positionsPerHour)}</Table.Cell>
              <Table.Cell />
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{children}</Text>
    </Box>
  );
}

function PerformanceCards({ month }: { month: Month }) {
  const { t } = useTranslation();
  const h = (key: string) => t(`inventories.performance.columns.${key}` as 'inventories.performance.columns.date');
  const card = (r: Row) => (
    <Card.Root key={`${r.date}-${r.orderId}`} size="sm" variant="outline" data-testid="performance-row">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight="semibold">{r.name}</Text>
          <Text color="fg.muted" whiteSpace="nowrap">
            {formatDate(r.date)}
          </Text>
        </HStack>
        <SimpleGrid columns={2} gap="2">
          <Figure label={h('workingHours')}>
            <Hours minutes={r.workingMinutes} />
          </Figure>
          <Figure label={h('positions')}>{number(r.positions)}</Figure>
          <Figure label={h('positionsPerHour')}>{number(r.positionsPerHour)}</Figure>
          <Figure label={h('positionsPerHourTotal')}>{number(r.positionsPerHourTotal)}</Figure>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
  return (
    <Stack gap="2" data-testid="performance-list">
      {month.rows.map(card)}
      <Card.Root size="sm" variant="subtle" data-testid="performance-total">
        <Card.Body gap="2">
          <Text fontWeight="semibold">{t('inventories.performance.total')}</Text>
          <SimpleGrid columns={2} gap="2">
            <Figure label={h('workingHours')}>
              <Hours minutes={month.workingMinutes} />
            </Figure>
            <Figure label={h('positions')}>{number(month.positions)}</Figure>
            <Figure label={h('positionsPerHour')}>{number(month.positionsPerHour)}</Figure>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

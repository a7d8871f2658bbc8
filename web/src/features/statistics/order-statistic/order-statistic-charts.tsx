import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCurrency, formatDecimal, formatHours, formatMonth } from '@/shared/format';
import { hoursOf, type Summary, type SummaryColumn } from './order-statistic';

interface MoneyPoint {
  month: string;
  costsWithPayrollTaxes: number | null;
  costs: number | null;
  earnings: number | null;
  profit: number | null;
}

type MoneySeries = { name: Exclude<keyof MoneyPoint, 'month'>; color: string; label: string };

interface HoursPoint {
  month: string;
  hours: number;
}


/**
 * The order's months at a glance (loaded lazily with recharts): costs / earnings / profit as bars and
 * the hours as a line. Only series the server filled are drawn (docs/decisions/statistics.md#STA-8): without the wage
 * authority only the hours chart remains.
 */
export default function OrderStatisticCharts({ rows, columns }: { rows: readonly Summary[]; columns: readonly SummaryColumn[] }) {
  const { t } = useTranslation();
  // Costs incl. payroll taxes is the cost a profit is measured against; plain costs only when that is withheld.
  const costKey: 'costsWithPayrollTaxes' | 'costs' | null = columns.includes('costsWithPayrollTaxes')
    ? 'costsWithPayrollTaxes'
    : columns.includes('costs')
      ? 'costs'
      : null;
  const moneySeries: MoneySeries[] = [];
  if (costKey) moneySeries.push({ name: costKey, color: 'orange.500', label: t(`statistics.orderStatistic.charts.${costKey}`) });
  if (columns.includes('earnings')) moneySeries.push({ name: 'earnings', color: 'green.500', label: t('statistics.orderStatistic.charts.earnings') });
  if (columns.includes('profit')) moneySeries.push({ name: 'profit', color: 'brand.solid', label: t('statistics.orderStatistic.charts.profit') });

  const money = useMemo<MoneyPoint[]>(
    () =>
      rows.map((r) => ({
        month: formatMonth(`${r.yearMonth}-01`),
        costsWithPayrollTaxes: r.costsWithPayrollTaxes,
        costs: r.costs,
        earnings: r.earnings,
        profit: r.profit,
      })),
    [rows],
  );
  const hours = useMemo<HoursPoint[]>(() => rows.map((r) => ({ month: formatMonth(`${r.yearMonth}-01`), hours: Math.round(hoursOf(r.minutes) * 100) / 100 })), [rows]);

  return (
    <SimpleGrid columns={{ base: 1, lg: moneySeries.length > 0 ? 2 : 1 }} gap="4" data-testid="order-statistic-charts">
      {moneySeries.length > 0 && <MoneyChart data={money} series={moneySeries} title={t('statistics.orderStatistic.charts.money')} />}
      <HoursChart data={hours} title={t('statistics.orderStatistic.charts.hours')} label={t('statistics.orderStatistic.charts.hoursSeries')} />
    </SimpleGrid>
  );
}

function Frame({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} data-testid={testId} minW="0">
      <Heading as="h3" size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function MoneyChart({ data, series, title }: { data: MoneyPoint[]; series: MoneySeries[]; title: string }) {
  const chart = useChart<MoneyPoint>({ data, series });
  return (
    <Frame title={title} testId="order-statistic-money-chart">
      <Chart.Root maxH="72" chart={chart}>
        <BarChart responsive style={{ width: '100%', height: '100%' }} data={chart.data} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
          <CartesianGrid stroke={chart.color('border')} vertical={false} />
          <XAxis dataKey={chart.key('month')} tickLine={false} axisLine={false} stroke={chart.color('border')} />
          <YAxis tickLine={false} axisLine={false} width={72} tickFormatter={(v: number) => formatCurrency(v, '', { cents: false })} stroke={chart.color('border')} />
          <ReferenceLine y={0} stroke={chart.color('border.emphasized')} />
          <Tooltip
            animationDuration={100}
            cursor={{ fill: chart.color('bg.muted') }}
            content={<Chart.Tooltip formatter={(value) => formatCurrency(Number(value))} />}
          />
          <Legend verticalAlign="top" align="right" content={<Chart.Legend />} />
          {chart.series.map((s) => (
            <Bar key={s.name} isAnimationActive={false} dataKey={chart.key(s.name)} fill={chart.color(s.color)} radius={[3, 3, 0, 0]} />
          ))}
        </BarChart>
      </Chart.Root>
    </Frame>
  );
}

function HoursChart({ data, title, label }: { data: HoursPoint[]; title: string; label: string }) {
  const chart = useChart<HoursPoint>({ data, series: [{ name: 'hours', color: 'teal.500', label }] });
  return (
    <Frame title={title} testId="order-statistic-hours-chart">
      <Chart.Root maxH="72" chart={chart}>
        <LineChart responsive style={{ width: '100%', height: '100%' }} data={chart.data} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
          <CartesianGrid stroke={chart.color('border')} vertical={false} />
          <XAxis dataKey={chart.key('month')} tickLine={false} axisLine={false} stroke={chart.color('border')} />
          <YAxis tickLine={false} axisLine={false} width={40} tickFormatter={(v: number) => formatDecimal(v, { digits: 1, trim: true })} stroke={chart.color('border')} />
          <Tooltip animationDuration={100} cursor={false} content={<Chart.Tooltip formatter={(value) => formatHours(Number(value) * 60)} />} />
          <Legend verticalAlign="top" align="right" content={<Chart.Legend />} />
          {chart.series.map((s) => (
            <Line key={s.name} isAnimationActive={false} dataKey={chart.key(s.name)} stroke={chart.color(s.color)} strokeWidth={2} dot={data.length < 13} />
          ))}
        </LineChart>
      </Chart.Root>
    </Frame>
  );
}

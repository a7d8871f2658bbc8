import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDecimal, formatHours, formatMonth } from '@/shared/format';

interface Point {
  yearMonth: string;
  work: number;
  travel: number;
}

/** Working and travel hours per month of all shown employees (loaded lazily with recharts). */
export default function HoursChart({ data }: { data: readonly Point[] }) {
  const { t } = useTranslation();
  const chart = useChart({
    data: data.map((p) => ({ ...p, month: formatMonth(`${p.yearMonth}-01`) })),
    series: [
      { name: 'work', color: 'brand.solid', label: t('statistics.employees.chart.work') },
      { name: 'travel', color: 'gray.400', label: t('statistics.employees.chart.travel') },
    ],
  });
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} data-testid="hours-chart">
      <Heading as="h3" size="sm" mb="3">
        {t('statistics.employees.chart.title')}
      </Heading>
      <Chart.Root maxH="64" chart={chart}>
        <BarChart responsive style={{ width: '100%', height: '100%' }} data={chart.data} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
          <CartesianGrid stroke={chart.color('border')} vertical={false} />
          <XAxis dataKey={chart.key('month')} tickLine={false} axisLine={false} stroke={chart.color('border')} />
          <YAxis tickLine={false} axisLine={false} width={48} tickFormatter={(v: number) => formatDecimal(v, { digits: 1, trim: true })} stroke={chart.color('border')} />
          <Tooltip animationDuration={100} cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip formatter={(value) => formatHours(Number(value) * 60)} />} />
          <Legend verticalAlign="top" align="right" content={<Chart.Legend />} />
          {chart.series.map((s) => (
            <Bar key={s.name} isAnimationActive={false} dataKey={chart.key(s.name)} fill={chart.color(s.color)} radius={[3, 3, 0, 0]} />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}

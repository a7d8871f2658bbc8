import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis, Legend } from 'recharts';
import { formatCount } from '@/shared/format';
import { type DayPoint, dailySeries } from './daily-series';

interface ChartRow {
  date: string;
  workingMinutes: number;
  positions: number;
  workingMinutesTotal: number;
  positionsTotal: number;
}

/** Positions per hour per day: the employee's line and the whole inventories' line (loaded lazily with recharts). */
export default function PerformanceChart({ rows }: { rows: readonly ChartRow[] }) {
  const { t } = useTranslation();
  const data = useMemo(() => dailySeries(rows), [rows]);
  const chart = useChart<DayPoint>({
    data,
    series: [
      { name: 'employee', color: 'brand.solid', label: t('inventories.performance.chart.employee') },
      { name: 'inventory', color: 'gray.400', label: t('inventories.performance.chart.inventory'), strokeDasharray: '5 4' },
    ],
  });
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} data-testid="performance-chart">
      <Heading as="h3" size="sm" mb="3">
        {t('inventories.performance.chart.title')}
      </Heading>
      <Chart.Root maxH="64" chart={chart}>
        <LineChart responsive style={{ width: '100%', height: '100%' }} data={chart.data} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
          <CartesianGrid stroke={chart.color('border')} vertical={false} />
          <XAxis dataKey={chart.key('day')} tickLine={false} axisLine={false} stroke={chart.color('border')} />
          <YAxis tickLine={false} axisLine={false} width={40} tickFormatter={(v: number) => formatCount(v)} stroke={chart.color('border')} />
          <Tooltip animationDuration={100} cursor={false} content={<Chart.Tooltip formatter={(value) => formatCount(Number(value))} />} />
          <Legend verticalAlign="top" align="right" content={<Chart.Legend />} />
          {chart.series.map((s) => (
            <Line
              key={s.name}
              isAnimationActive={false}
              dataKey={chart.key(s.name)}
              stroke={chart.color(s.color)}
              strokeWidth={2}
              strokeDasharray={s.strokeDasharray}
              dot={data.length < 2}
            />
          ))}
        </LineChart>
      </Chart.Root>
    </Box>
  );
}

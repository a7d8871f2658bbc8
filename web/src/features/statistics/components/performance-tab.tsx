import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type EmployeePerformancesQuery, useEmployeePerformancesQuery } from '@/generated/statistics';
import { formatCount, formatDecimal } from '@/shared/format';
import { employeeLabel } from '@/shared/employee-label';
import { ListState } from '@/shared/list-states';
import { performanceHref } from '../gates';
import { Hours } from './employees-tab';
import { useSortedPage } from './sorting';
import { type StatColumn, StatTable } from './stat-table';

type Row = EmployeePerformancesQuery['employeePerformances'][number];


/** Leistung (spec 3 §2.8): positions per hour per employee of the month; a row opens his counting performance. */
export function PerformanceTab({ yearMonth }: { yearMonth: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useEmployeePerformancesQuery({ variables: { yearMonth }, fetchPolicy: 'cache-and-network' });
  const rows = data?.employeePerformances;

  const columns = useMemo<StatColumn<Row>[]>(() => {
    const c = (key: string) => t(`statistics.performance.columns.${key}` as 'statistics.performance.columns.name');
    return [
      // With the personnel number: two employees of one name are two rows one can tell apart.
      { id: 'name', header: c('name'), cell: (r) => employeeLabel(r.employeeName, r.employeeId), sort: (r) => r.employeeName, title: true },
      { id: 'companyLocation', header: c('companyLocation'), cell: (r) => r.companyLocation ?? '', sort: (r) => r.companyLocation },
      { id: 'workingMinutes', header: c('workingMinutes'), align: 'end', cell: (r) => <Hours minutes={r.workingMinutes} />, sort: (r) => r.workingMinutes },
      { id: 'positions', header: c('positions'), align: 'end', cell: (r) => formatCount(r.positions), sort: (r) => r.positions },
      { id: 'positionsPerHour', header: c('positionsPerHour'), align: 'end', cell: (r) => formatCount(r.positionsPerHour), sort: (r) => r.positionsPerHour },
      { id: 'standardDeviation', header: c('standardDeviation'), align: 'end', cell: (r) => formatDecimal(r.standardDeviation), sort: (r) => r.standardDeviation },
      { id: 'median', header: c('median'), align: 'end', cell: (r) => formatDecimal(r.median), sort: (r) => r.median },
    ];
  }, [t]);
  const sortValues = useMemo(() => Object.fromEntries(columns.map((c) => [c.id, c.sort!])), [columns]);
  const page = useSortedPage(rows ?? [], sortValues, { key: 'name', desc: false });

  return (
    <Stack gap="4" data-testid="performance-tab">
      {rows && rows.length > 0 ? (
        <StatTable
          label={t('statistics.tabs.performance')}
          columns={columns}
          page={page}
          rowKey={(r) => r.employeeId}
          onRowClick={(r) => navigate(performanceHref(r.employeeId, yearMonth))}
          testId="performances"
          busy={loading}
        />
      ) : (
        <ListState items={rows} error={error} onRetry={() => void refetch()} framed />
      )}
    </Stack>
  );
}

import { Badge, Button, IconButton } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
import { type EmployeeFilterInput, type EmployeeRowFieldsFragment, type EmploymentType, useEmployeesQuery, type WageType } from '@/generated/employees';
import { DataTable, type DataTableColumn } from '@/shared/data-table/data-table';
import { sizeParam, sortParam, type TableQueryState, useTableState } from '@/shared/data-table/table-state';
import { formatCurrency, formatDate, parseDecimal } from '@/shared/format';
import type { ListGates } from '../gates';
import { employmentTypeLabel, employmentTypeOptions, wageTypeLabel, wageTypeOptions } from '../labels';

type Row = EmployeeRowFieldsFragment;

/** A number filter that is no number matches nothing (rather than silently everything). */
const NO_MATCH = -1;
const int = (s: string | undefined) => (s === undefined ? undefined : /^\d+$/.test(s.trim()) ? Number(s.trim()) : NO_MATCH);
const text = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);

/** The table's filter row as the `employees` filter argument. */
export function toEmployeeFilter(filters: Readonly<Record<string, string>>): EmployeeFilterInput {
  const wage = filters.wage === undefined ? undefined : parseDecimal(filters.wage);
  return {
    employeeId: int(filters.employeeId),
    firstName: text(filters.firstName),
    lastName: text(filters.lastName),
    wageType: (filters.wageType || undefined) as WageType | undefined,
    wage: wage === null || wage === undefined ? undefined : Number.isNaN(wage) ? NO_MATCH : wage,
    employmentType: (filters.employmentType || undefined) as EmploymentType | undefined,
    status: filters.status === 'ACTIVE' || filters.status === 'INACTIVE' ? filters.status : undefined,
    operatorNumber: int(filters.operatorNumber),
  };
}

export function employeeColumns(t: TFunction, gates: ListGates): DataTableColumn<Row>[] {
  const h = (key: string) => t(`employees.list.columns.${key}` as 'employees.list.columns.employeeId');
  const columns: (DataTableColumn<Row> | false)[] = [
    {
      id: 'employeeId',
      header: h('employeeId'),
      sortField: 'employeeId',
      filter: { kind: 'number' },
      // The row opens the details on click; the link makes it reachable by keyboard too.
      cell: (r) => (
        <Link to={`/employees/${r.employeeId}`} onClick={(e) => e.stopPropagation()}>
          {r.employeeId}
        </Link>
      ),
    },
    { id: 'firstName', header: h('firstName'), sortField: 'firstName', filter: { kind: 'text' }, cell: (r) => r.firstName },
    { id: 'lastName', header: h('lastName'), sortField: 'lastName', filter: { kind: 'text' }, cell: (r) => r.lastName },
    gates.canSeeWages && {
      id: 'wageType',
      header: h('wageType'),
      sortField: 'wageType',
      filter: { kind: 'select', options: wageTypeOptions(t) },
      cell: (r) => wageTypeLabel(t, r.wageType),
    },
    gates.canSeeWages && {
      id: 'wage',
      header: h('wage'),
      sortField: 'wage',
      filter: { kind: 'number' },
      align: 'end',
      cell: (r) => formatCurrency(r.wage),
    },
    {
      id: 'employmentType',
      header: h('employmentType'),
      sortField: 'employmentType',
      filter: { kind: 'select', options: employmentTypeOptions(t) },
      cell: (r) => employmentTypeLabel(t, r.employmentType),
    },
    gates.canSeeInactive && {
      id: 'status',
      header: h('status'),
      sortField: 'status',
      filter: {
        kind: 'select',
        options: (['ACTIVE', 'INACTIVE'] as const).map((value) => ({ value, label: t(`employees.enums.status.${value}`) })),
      },
      cell: (r) => (
        <Badge colorPalette={r.active ? 'green' : 'gray'} variant="subtle">
          {t(`employees.enums.status.${r.active ? 'ACTIVE' : 'INACTIVE'}`)}
        </Badge>
      ),
    },
    {
      id: 'contractExpiryDate',
      header: h('contractExpiryDate'),
      sortField: 'contractExpiryDate',
      hiddenByDefault: true,
      cell: (r) => formatDate(r.contractExpiryDate),
    },
    {
      id: 'operatorNumber',
      header: h('operatorNumber'),
      sortField: 'operatorNumber',
      filter: { kind: 'number' },
      hiddenByDefault: true,
      cell: (r) => r.operatorNumber ?? '',
    },
    {
      id: 'settings',
      header: h('settings'),
      alwaysVisible: true,
      align: 'end',
      cell: (r) =>
        gates.canSeeWorklogs ? (
          <IconButton asChild size="xs" variant="ghost" aria-label={t('employees.list.worklogs', { name: `${r.firstName} ${r.lastName}` })}>
            <Link to={`/accounting/employees/${r.employeeId}/worklogs`} onClick={(e) => e.stopPropagation()}>
              <LuPencil />
            </Link>
          </IconButton>
        ) : null,
    },
  ];
  return columns.filter((c): c is DataTableColumn<Row> => c !== false);
}

export const INITIAL_TABLE_STATE: Partial<TableQueryState> = {
  sort: { field: 'lastName', desc: false },
  filters: { status: 'ACTIVE' },
};

/** Desktop list of employees (spec 1 §2.4). */
export function EmployeeTable({ gates, onCreate }: { gates: ListGates; onCreate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useTableState(INITIAL_TABLE_STATE);
  const columns = useMemo(() => employeeColumns(t, gates), [t, gates]);
  const { data, previousData, loading, error, refetch } = useEmployeesQuery({
    variables: { filter: toEmployeeFilter(state.filters), page: state.page, size: sizeParam(state.size), sort: sortParam(state.sort) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.employees;

  return (
    <DataTable
      label={t('pages.employees')}
      testId="employee-table"
      columns={columns}
      rows={page?.items ?? []}
      rowKey={(r) => r.employeeId}
      total={page?.totalElements ?? 0}
      state={state}
      onStateChange={setState}
      loading={loading}
      error={!!error}
      onRetry={() => void refetch()}
      onRowClick={(r) => void navigate(`/employees/${r.employeeId}`)}
      storageKey="employees.table.columns"
      toolbar={
        gates.canCreate && (
          <Button size="sm" colorPalette="brand" onClick={onCreate}>
            <LuPlus />
            {t('employees.list.create')}
          </Button>
        )
      }
    />
  );
}

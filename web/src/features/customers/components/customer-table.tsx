import { Button } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
import { type CustomerClass, type CustomerFilterInput, type CustomerRowFieldsFragment, useCustomersQuery, useCustomerTypesQuery } from '@/generated/customers';
import { DataTable, type DataTableColumn } from '@/shared/data-table/data-table';
import { sizeParam, sortParam, type TableQueryState, useTableState, withPage } from '@/shared/data-table/table-state';
import { formatCount, formatCurrency } from '@/shared/format';
import { CUSTOMER_CLASSES } from '../customer.schema';
import { CustomerClassBadge, CustomerStatusBadge } from './customer-badges';

type Row = CustomerRowFieldsFragment;
const text = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);

/** The filter row (and the search box) as the `customers` filter argument. */
export function toCustomerFilter(filters: Readonly<Record<string, string>>, search = ''): CustomerFilterInput {
  return {
    search: text(search),
    name: text(filters.name),
    city: text(filters.city),
    zip: text(filters.zip),
    customerClass: (filters.customerClass || undefined) as CustomerClass | undefined,
    customerTypeId: filters.customerType ? Number(filters.customerType) : undefined,
    active: filters.status === 'active' ? true : filters.status === 'inactive' ? false : undefined,
  };
}

/** The customer number column: REWE shows its cost centre (region/VB/KST), the others the number. */
export const customerNumber = (r: Pick<Row, 'costCenterFormatted' | 'customerId'>) => r.costCenterFormatted || r.customerId || '';

export function customerColumns(t: TFunction, types: readonly { id: number; name: string }[]): DataTableColumn<Row>[] {
  const h = (key: string) => t(`customers.list.columns.${key}` as 'customers.list.columns.name');
  return [
    {
      id: 'name',
      header: h('name'),
      sortField: 'name',
      filter: { kind: 'text' },
      alwaysVisible: true,
      cell: (r) => (
        <Link to={`/customers/${r.id}/info`} onClick={(e) => e.stopPropagation()}>
          {r.name}
        </Link>
      ),
    },
    { id: 'address', header: h('address'), cell: (r) => `${r.street}, ${r.zip}` },
    { id: 'zip', header: h('zip'), sortField: 'zip', filter: { kind: 'text' }, hiddenByDefault: true, cell: (r) => r.zip },
    { id: 'city', header: h('city'), sortField: 'city', filter: { kind: 'text' }, cell: (r) => r.city },
    {
      id: 'customerType',
      header: h('customerType'),
      filter: { kind: 'select', options: types.map((ty) => ({ value: String(ty.id), label: ty.name })) },
      cell: (r) => r.customerTypeName,
    },
    { id: 'number', header: h('number'), hiddenByDefault: true, cell: customerNumber },
    {
      id: 'customerClass',
      header: h('customerClass'),
      sortField: 'customerClass',
      align: 'center',
      filter: { kind: 'select', options: CUSTOMER_CLASSES.map((c) => ({ value: c, label: c })) },
      cell: (r) => <CustomerClassBadge value={r.customerClass} />,
    },
    { id: 'positions', header: h('positions'), sortField: 'positions', align: 'end', cell: (r) => formatCount(r.positions) },
    { id: 'inventoryValue', header: h('inventoryValue'), align: 'end', cell: (r) => formatCurrency(r.inventoryValue) },
    {
      id: 'status',
      header: h('status'),
      sortField: 'active',
      filter: {
        kind: 'select',
        options: [
          { value: 'active', label: t('customers.status.active') },
          { value: 'inactive', label: t('customers.status.inactive') },
        ],
      },
      cell: (r) => <CustomerStatusBadge active={r.active} />,
    },
  ];
}

export const INITIAL_TABLE_STATE: Partial<TableQueryState> = { sort: { field: 'name', desc: false } };

/** Desktop table of customers (spec 3 §2.7): server paging, sorting, filter row and column chooser. */
export function CustomerTable({ search, toolbar, canCreate, onCreate }: { search: string; toolbar: ReactNode; canCreate: boolean; onCreate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useTableState(INITIAL_TABLE_STATE);
  // A new search term starts again on the first page.
  useEffect(() => setState((s) => (s.page === 0 ? s : withPage(s, 0))), [search, setState]);
  const types = useCustomerTypesQuery();
  const typeList = types.data?.customerTypes;
  const columns = useMemo(() => customerColumns(t, typeList ?? []), [t, typeList]);
  const { data, previousData, loading, error, refetch } = useCustomersQuery({
    variables: { filter: toCustomerFilter(state.filters, search), page: state.page, size: sizeParam(state.size), sort: sortParam(state.sort) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.customers;

  return (
    <DataTable
      label={t('pages.customers')}
      testId="customer-table"
      columns={columns}
      rows={page?.items ?? []}
      rowKey={(r) => r.id}
      total={page?.totalElements ?? 0}
      state={state}
      onStateChange={setState}
      loading={loading}
      error={!!error}
      onRetry={() => void refetch()}
      onRowClick={(r) => void navigate(`/customers/${r.id}/info`)}
      storageKey="customers.table.columns"
      toolbar={
        <>
          {toolbar}
          {canCreate && (
            <Button size="sm" colorPalette="brand" onClick={onCreate}>
              <LuPlus />
              {t('customers.list.create')}
            </Button>
          )}
        </>
      }
    />
  );
}

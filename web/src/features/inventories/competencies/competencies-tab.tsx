import { Badge, Box, Button, Collapsible, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text, useBreakpointValue, Wrap } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuFilter, LuPencil } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
import { type InventoryCompetencyRowFragment, useAdminCompanyLocationsQuery, useInventoryCompetenciesQuery } from '@/generated/inventories';
import { COMPETENCY_FLAGS, competencyLabelKey } from '@/shared/competencies';
import { DataTable, type DataTableColumn } from '@/shared/data-table/data-table';
import { FILTER_DEBOUNCE_MS, pageInfo, sizeParam, sortParam, type TableQueryState, useTableState, withFilter, withPage } from '@/shared/data-table/table-state';
import { ListState } from '@/shared/list-states';
import { useAuth } from '@/shared/session/auth';
import { useDebouncedEffect } from '@/shared/use-debounced';
import { canEditCompetencyRow } from '../gates';
import { CompetencyDialog } from './competency-dialog';
import { toCompetencyFilter } from './competency-filter';

type Row = InventoryCompetencyRowFragment;
type Option = { value: string; label: string };

const name = (r: Row) => `${r.firstName} ${r.lastName}`;
const employeePath = (r: Row) => `/employees/${r.employeeId}`;

function yesNo(t: TFunction): { options: Option[]; allLabel: string } {
  return {
    options: [
      { value: 'yes', label: t('inventories.competencies.yes') },
      { value: 'no', label: t('inventories.competencies.no') },
    ],
    allLabel: t('inventories.competencies.all'),
  };
}

export function competencyColumns(t: TFunction, locations: readonly Option[], onEdit: ((r: Row) => void) | null): DataTableColumn<Row>[] {
  const h = (key: string) => t(`inventories.competencies.columns.${key}` as 'inventories.competencies.columns.employeeId');
  const flags = yesNo(t);
  const columns: DataTableColumn<Row>[] = [
    { id: 'employeeId', header: h('employeeId'), sortField: 'employeeId', filter: { kind: 'number' }, cell: (r) => r.employeeId },
    { id: 'firstName', header: h('firstName'), sortField: 'firstName', filter: { kind: 'text' }, cell: (r) => r.firstName },
    {
      id: 'lastName',
      header: h('lastName'),
      sortField: 'lastName',
      filter: { kind: 'text' },
      alwaysVisible: true,
      cell: (r) => (
        <Link to={employeePath(r)} onClick={(e) => e.stopPropagation()}>
          {r.lastName}
        </Link>
      ),
    },
    {
      id: 'location',
      header: h('location'),
      sortField: 'companyLocationId',
      filter: { kind: 'select', options: locations },
      cell: (r) => r.companyLocationName ?? '',
    },
    ...COMPETENCY_FLAGS.map(
      (f): DataTableColumn<Row> => ({
        id: f,
        header: t(competencyLabelKey(f)),
        sortField: f,
        align: 'center',
        filter: { kind: 'select', ...flags },
        cell: (r) => (r[f] ? <Badge colorPalette="brand" variant="subtle">{flags.options[0].label}</Badge> : <Text as="span" color="fg.subtle">–</Text>),
      }),
    ),
  ];
  if (onEdit) {
    columns.push({
      id: 'actions',
      header: h('actions'),
      alwaysVisible: true,
      align: 'end',
      cell: (r) => (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('inventories.competencies.edit', { name: name(r) })}
          data-testid="competency-edit"
          onClick={(e) => {
            e.stopPropagation();
            onEdit(r);
          }}
        >
          <LuPencil />
        </IconButton>
      ),
    });
  }
  return columns;
}

export const INITIAL_COMPETENCY_STATE: Partial<TableQueryState> = { sort: { field: 'lastName', desc: false } };

/**
 * Competencies of all employees (spec 3 §2.6): server paging, sorting, a filter row with tri-state
 * flags and a column chooser; a row opens the employee, the edit icon (Accounting_Employee_ViewWorklogs)
 * the eleven checkboxes. On a phone a list with the held competencies as badges and a filter panel.
 */
export function CompetenciesTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { auth } = useAuth();
  const canEdit = canEditCompetencyRow(auth?.abilities ?? []);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [state, setState] = useTableState(INITIAL_COMPETENCY_STATE);
  const [editing, setEditing] = useState<Row | null>(null);
  const locationData = useAdminCompanyLocationsQuery().data?.companyLocations;
  const locations = useMemo(() => (locationData ?? []).map((l) => ({ value: String(l.id), label: l.name })), [locationData]);
  const columns = useMemo(() => competencyColumns(t, locations, canEdit ? setEditing : null), [t, locations, canEdit]);
  const { data, previousData, loading, error, refetch } = useInventoryCompetenciesQuery({
    variables: { filter: toCompetencyFilter(state.filters), page: state.page, size: sizeParam(state.size), sort: sortParam(state.sort) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.employeeCompetencies;
  const open = (r: Row) => void navigate(employeePath(r));

  return (
    <Box data-testid="competencies-tab">
      {phone ? (
        <CompetencyList
          rows={page?.items}
          total={page?.totalElements ?? 0}
          state={state}
          onStateChange={setState}
          columns={columns}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          onEdit={canEdit ? setEditing : null}
        />
      ) : (
        <DataTable
          label={t('inventories.competencies.tableLabel')}
          testId="competency-table"
          columns={columns}
          rows={page?.items ?? []}
          rowKey={(r) => r.employeeId}
          total={page?.totalElements ?? 0}
          state={state}
          onStateChange={setState}
          loading={loading}
          error={!!error && !page}
          onRetry={() => void refetch()}
          onRowClick={open}
          storageKey="inventories.competencies.columns"
        />
      )}
      <CompetencyDialog row={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}

interface ListProps {
  rows: readonly Row[] | undefined;
  total: number;
  state: TableQueryState;
  onStateChange: (s: TableQueryState) => void;
  columns: readonly DataTableColumn<Row>[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onEdit: ((r: Row) => void) | null;
}

function CompetencyList({ rows, total, state, onStateChange, columns, loading, error, onRetry, onEdit }: ListProps) {
  const { t } = useTranslation();
  const info = pageInfo(state, total, rows?.length ?? 0);
  const active = Object.keys(state.filters).length;
  return (
    <Stack gap="3" data-testid="competency-list">
      <Collapsible.Root>
        <Collapsible.Trigger asChild>
          <Button size="sm" variant="outline" w="full" justifyContent="space-between">
            <HStack gap="2">
              <LuFilter />
              {t('inventories.competencies.filters')}
            </HStack>
            {active > 0 && <Badge colorPalette="brand">{active}</Badge>}
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <SimpleGrid columns={2} gap="2" pt="3" data-testid="competency-filters">
            {columns
              .filter((c) => c.filter)
              .map((c) => (
                <PanelFilter key={c.id} column={c} value={state.filters[c.id] ?? ''} onChange={(v) => onStateChange(withFilter(state, c.id, v))} />
              ))}
          </SimpleGrid>
        </Collapsible.Content>
      </Collapsible.Root>
      {rows?.length ? (
        <Stack as="ul" gap="2" listStyleType="none" opacity={loading ? 0.6 : 1}>
          {rows.map((r) => (
            <CompetencyItem key={r.employeeId} row={r} onEdit={onEdit} />
          ))}
        </Stack>
      ) : (
        <ListState items={rows} error={error} onRetry={onRetry} framed />
      )}
      <HStack justify="space-between" fontSize="sm">
        <Text data-testid="table-range">{t('table.range', { from: info.from, to: info.to, total })}</Text>
        <HStack gap="1">
          <IconButton size="sm" variant="outline" aria-label={t('table.previousPage')} disabled={!info.hasPrevious} onClick={() => onStateChange(withPage(state, state.page - 1))}>
            <LuChevronLeft />
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label={t('table.nextPage')} disabled={!info.hasNext} onClick={() => onStateChange(withPage(state, state.page + 1))}>
            <LuChevronRight />
          </IconButton>
        </HStack>
      </HStack>
    </Stack>
  );
}

function CompetencyItem({ row, onEdit }: { row: Row; onEdit: ((r: Row) => void) | null }) {
  const { t } = useTranslation();
  const held = COMPETENCY_FLAGS.filter((f) => row[f]);
  return (
    <Box as="li" bg="bg" borderWidth="1px" rounded="lg" px="4" py="3" data-testid="competency-item">
      <HStack justify="space-between" align="start" gap="2">
        <Box minW="0">
          <Link to={employeePath(row)}>
            <Text fontWeight="semibold" truncate>
              {name(row)} ({row.employeeId})
            </Text>
          </Link>
          {row.companyLocationName && (
            <Text fontSize="sm" color="fg.muted">
              {row.companyLocationName}
            </Text>
          )}
        </Box>
        {onEdit && (
          <IconButton size="sm" variant="ghost" aria-label={t('inventories.competencies.edit', { name: name(row) })} data-testid="competency-edit" onClick={() => onEdit(row)}>
            <LuPencil />
          </IconButton>
        )}
      </HStack>
      <Wrap gap="1.5" mt="2">
        {held.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('inventories.competencies.none')}
          </Text>
        ) : (
          held.map((f) => (
            <Badge key={f} colorPalette="brand" variant="subtle">
              {t(competencyLabelKey(f))}
            </Badge>
          ))
        )}
      </Wrap>
    </Box>
  );
}

function PanelFilter({ column, value, onChange }: { column: DataTableColumn<Row>; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useDebouncedEffect(text, FILTER_DEBOUNCE_MS, (v) => v !== value && onChange(v));
  const label = t('table.filterLabel', { column: column.header });
  const filter = column.filter!;
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" mb="1" truncate>
        {column.header}
      </Text>
      {filter.kind === 'select' ? (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
            <option value="">{filter.allLabel ?? t('table.filterAll')}</option>
            {filter.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input size="sm" aria-label={label} inputMode={filter.kind === 'number' ? 'numeric' : undefined} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      )}
    </Box>
  );
}

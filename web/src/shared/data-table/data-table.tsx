import { Box, Button, HStack, IconButton, Input, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuChevronLeft, LuChevronRight, LuColumns3, LuFilter } from 'react-icons/lu';
import { useDebouncedEffect } from '../use-debounced';
import { ColumnChooser } from './column-chooser';
import {
  FILTER_DEBOUNCE_MS,
  PAGE_SIZES,
  type PageSize,
  pageInfo,
  type TableQueryState,
  useColumnVisibility,
  type VisibilityColumn,
  withFilter,
  withPage,
  withSize,
  withSort,
} from './table-state';
import '../ui-texts';

export type ColumnFilter =
  | { kind: 'text' | 'number' }
  | { kind: 'select'; options: readonly { value: string; label: string }[]; allLabel?: string };

export interface DataTableColumn<T> extends VisibilityColumn {
  header: string;
  cell: (row: T) => ReactNode;
  /** Server sort field; without it the column does not sort. */
  sortField?: string;
  filter?: ColumnFilter;
  align?: 'start' | 'end' | 'center';
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  total: number;
  state: TableQueryState;
  onStateChange: (next: TableQueryState) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  onRowClick?: (row: T) => void;
  /** Buttons before the table's own (e.g. create). */
  toolbar?: ReactNode;
  /** localStorage key for the chosen columns. */
  storageKey?: string;
  testId?: string;
}

/**
 * Server-paged table (spec 1 §2.4): sortable headers, a filter row that can be shown or hidden with
 * debounced inputs, a column chooser, page sizes 25/50/100/250/all and loading, error and empty states.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowKey, total, state, onStateChange, loading, error, onRetry, onRowClick, toolbar } = props;
  const { t } = useTranslation();
  const [filtersShown, setFiltersShown] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  const { visible, setVisible, reset } = useColumnVisibility(columns, props.storageKey);
  const shown = columns.filter((c) => visible[c.id]);
  const info = pageInfo(state, total, rows.length);
  const sizeId = useId();

  let body: ReactNode;
  if (error) {
    body = (
      <StateRow span={shown.length}>
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </StateRow>
    );
  } else if (rows.length === 0 && loading) {
    body = (
      <StateRow span={shown.length}>
        <Spinner size="sm" color="brand.solid" />
        <Text>{t('table.loading')}</Text>
      </StateRow>
    );
  } else if (rows.length === 0) {
    body = (
      <StateRow span={shown.length}>
        <Text color="fg.muted" data-testid="table-empty">
          {t('table.noData')}
        </Text>
      </StateRow>
    );
  } else {
    body = rows.map((row) => (
      <Table.Row
        key={rowKey(row)}
        cursor={onRowClick ? 'pointer' : undefined}
        _hover={onRowClick ? { bg: 'bg.muted' } : undefined}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
      >
        {shown.map((c) => (
          <Table.Cell key={c.id} textAlign={c.align} whiteSpace="nowrap">
            {c.cell(row)}
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  }

  return (
    <Box data-testid={props.testId} bg="bg" borderWidth="1px" rounded="lg" overflow="hidden">
      <HStack p="3" gap="2" flexWrap="wrap" borderBottomWidth="1px">
        {toolbar}
        <Box flex="1" />
        {loading && rows.length > 0 && <Spinner role="status" size="sm" color="brand.solid" aria-label={t('table.loading')} />}
        <Button size="sm" variant="outline" aria-pressed={filtersShown} onClick={() => setFiltersShown(!filtersShown)}>
          <LuFilter />
          {filtersShown ? t('table.hideFilters') : t('table.showFilters')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setChooserOpen(true)}>
          <LuColumns3 />
          {t('table.columns')}
        </Button>
      </HStack>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={label} aria-busy={loading || undefined} interactive={!!onRowClick}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {shown.map((c) => (
                <Table.ColumnHeader
                  key={c.id}
                  textAlign={c.align}
                  whiteSpace="nowrap"
                  fontSize="xs"
                  fontWeight="semibold"
                  aria-sort={ariaSort(state, c)}
                >
                  {c.sortField ? <SortButton column={c} state={state} onStateChange={onStateChange} /> : c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
            {filtersShown && (
              <Table.Row data-testid="filter-row">
                {shown.map((c) => (
                  <Table.Cell key={c.id} py="1.5">
                    {c.filter && (
                      <FilterCell
                        column={c}
                        value={state.filters[c.id] ?? ''}
                        onChange={(v) => onStateChange(withFilter(state, c.id, v))}
                      />
                    )}
                  </Table.Cell>
                ))}
              </Table.Row>
            )}
          </Table.Header>
          <Table.Body opacity={loading && rows.length > 0 ? 0.6 : 1}>{body}</Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack p="3" gap="3" flexWrap="wrap" justify="flex-end" borderTopWidth="1px" fontSize="sm">
        <HStack gap="2">
          <Text asChild color="fg.muted">
            <label htmlFor={sizeId}>{t('table.pageSize')}</label>
          </Text>
          <NativeSelect.Root size="sm" w="24">
            <NativeSelect.Field
              id={sizeId}
              value={String(state.size)}
              onChange={(e) => {
                const v = e.currentTarget.value;
                onStateChange(withSize(state, (v === 'all' ? 'all' : Number(v)) as PageSize));
              }}
            >
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s === 'all' ? t('table.all') : s}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Text data-testid="table-range">{t('table.range', { from: info.from, to: info.to, total })}</Text>
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('table.previousPage')}
            disabled={!info.hasPrevious}
            onClick={() => onStateChange(withPage(state, state.page - 1))}
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('table.nextPage')}
            disabled={!info.hasNext}
            onClick={() => onStateChange(withPage(state, state.page + 1))}
          >
            <LuChevronRight />
          </IconButton>
        </HStack>
      </HStack>
      <ColumnChooser
        open={chooserOpen}
        onClose={() => setChooserOpen(false)}
        columns={columns}
        visible={visible}
        onToggle={setVisible}
        onReset={reset}
      />
    </Box>
  );
}

function ariaSort(state: TableQueryState, c: { sortField?: string }) {
  if (!c.sortField || state.sort?.field !== c.sortField) return undefined;
  return state.sort.desc ? 'descending' : 'ascending';
}

function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={Math.max(span, 1)} py="8">
        <HStack justify="center" gap="3">
          {children}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

interface HeaderProps<T> {
  column: DataTableColumn<T>;
  state: TableQueryState;
  onStateChange: (next: TableQueryState) => void;
}

function SortButton<T>({ column, state, onStateChange }: HeaderProps<T>) {
  const { t } = useTranslation();
  const active = state.sort?.field === column.sortField;
  const Icon = !active ? LuArrowUpDown : state.sort?.desc ? LuArrowDown : LuArrowUp;
  return (
    <Button
      variant="ghost"
      size="xs"
      px="1"
      ms="-1"
      fontSize="inherit"
      fontWeight="inherit"
      title={t('table.sortBy', { column: column.header })}
      onClick={() => onStateChange(withSort(state, column.sortField!))}
    >
      {column.header}
      <Box as={Icon} color={active ? 'fg' : 'fg.subtle'} boxSize="3.5" aria-hidden />
    </Button>
  );
}

function FilterCell<T>({ column, value, onChange }: { column: DataTableColumn<T>; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useDebouncedEffect(text, FILTER_DEBOUNCE_MS, (v) => v !== value && onChange(v));
  const label = t('table.filterLabel', { column: column.header });
  const filter = column.filter!;
  if (filter.kind === 'select') {
    return (
      <NativeSelect.Root size="xs" minW="24">
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
    );
  }
  return (
    <Input
      size="xs"
      minW="20"
      aria-label={label}
      inputMode={filter.kind === 'number' ? 'decimal' : undefined}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
    />
  );
}

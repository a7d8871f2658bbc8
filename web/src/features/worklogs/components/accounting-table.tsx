import { Box, Button, HStack, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFilter } from 'react-icons/lu';
import { Link } from 'react-router';
import { FILTER_DEBOUNCE_MS } from '@/shared/data-table/table-state';
import { formatCurrency, formatMinutes } from '@/shared/format';
import { useDebouncedEffect } from '@/shared/use-debounced';
import { type AccountingColumn, type AccountingFilters, FILTER_KIND, filterAccountingRows, fullName } from '../accounting-filter';
import type { AccountingRow } from '../accounting-rows';

const WAGE_TYPES = ['WAG', 'SAL'] as const;
const EMPLOYMENT_TYPES = ['FUL', 'MIN', 'SHO', 'WORKING_STUDENT'] as const;

interface AccountingTableProps {
  rows: readonly AccountingRow[];
  showPassenger: boolean;
  showWage: boolean;
  linkOf: (r: AccountingRow) => string;
  /** A marker beside the name (the employee's open compliance findings), or null. */
  markerOf?: (r: AccountingRow) => ReactNode;
}

/**
 * The table view of the accounting overview (spec 1 §2.6, medium screens and up): every row of the
 * month, a filter row that can be shown or hidden, wage columns only with
 * Accounting_Overview_ViewWageAndCosts and the passenger column only with its authority.
 */
export function AccountingTable({ rows, showPassenger, showWage, linkOf, markerOf }: AccountingTableProps) {
  const { t } = useTranslation();
  const [filtersShown, setFiltersShown] = useState(false);
  const [filters, setFilters] = useState<AccountingFilters>({});
  const columns = useMemo<AccountingColumn[]>(
    () => [
      'employeeId',
      'name',
      ...(showWage ? (['wageType', 'wage'] as const) : []),
      'employmentType',
      'work',
      'travel',
      ...(showPassenger ? (['passenger'] as const) : []),
    ],
    [showWage, showPassenger],
  );
  const shown = useMemo(() => filterAccountingRows(rows, filtersShown ? filters : {}, columns), [rows, filters, filtersShown, columns]);
  const end = (c: AccountingColumn) => FILTER_KIND[c] === 'minutes' || FILTER_KIND[c] === 'amount';

  const cell = (r: AccountingRow, c: AccountingColumn) => {
    switch (c) {
      case 'employeeId':
        return r.employee.employeeId;
      case 'name':
        return (
          <HStack gap="1.5">
            <Link to={linkOf(r)}>{fullName(r)}</Link>
            {markerOf?.(r)}
          </HStack>
        );
      case 'wageType':
        return r.wage.wageType ? t(`worklogs.wageTypes.${r.wage.wageType as 'WAG'}`) : '';
      case 'wage':
        return formatCurrency(r.wage.wage);
      case 'employmentType':
        return r.employmentType ? t(`worklogs.employmentTypes.${r.employmentType as 'FUL'}`) : '';
      case 'work':
        return formatMinutes(r.minutes.minutesWork);
      case 'travel':
        return formatMinutes(r.minutes.minutesTravel);
      case 'passenger':
        return formatMinutes(r.minutes.minutesPassenger);
    }
  };

  return (
    <Box bg="bg" borderWidth="1px" borderColor="border" rounded="md" overflow="hidden">
      <HStack p="2" gap="3" borderBottomWidth="1px" justify="space-between">
        <Text fontSize="sm" color="fg.muted" ps="1" data-testid="accounting-count">
          {t('worklogs.accounting.count', { shown: shown.length, total: rows.length })}
        </Text>
        <Button size="sm" variant="outline" aria-pressed={filtersShown} onClick={() => setFiltersShown(!filtersShown)}>
          <LuFilter />
          {filtersShown ? t('worklogs.accounting.hideFilters') : t('worklogs.accounting.showFilters')}
        </Button>
      </HStack>
      <Table.ScrollArea>
        <Table.Root size="sm" interactive aria-label={t('worklogs.accounting.table')} data-testid="accounting-table">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {columns.map((c) => (
                <Table.ColumnHeader key={c} textAlign={end(c) ? 'end' : undefined} whiteSpace="nowrap">
                  {t(`worklogs.accounting.${c}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
            {filtersShown && (
              <Table.Row data-testid="accounting-filter-row">
                {columns.map((c) => (
                  <Table.Cell key={c} py="1.5">
                    <FilterInput column={c} value={filters[c] ?? ''} onChange={(v) => setFilters((f) => ({ ...f, [c]: v }))} />
                  </Table.Cell>
                ))}
              </Table.Row>
            )}
          </Table.Header>
          <Table.Body>
            {shown.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} py="6" textAlign="center" color="fg.muted">
                  {t('worklogs.accounting.noMatch')}
                </Table.Cell>
              </Table.Row>
            ) : (
              shown.map((r) => (
                <Table.Row key={r.employee.id} data-testid="accounting-row">
                  {columns.map((c) => (
                    <Table.Cell key={c} textAlign={end(c) ? 'end' : undefined} fontVariantNumeric={end(c) ? 'tabular-nums' : undefined} whiteSpace="nowrap">
                      {cell(r, c)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

/** One filter cell: a choice for enum columns, otherwise text applied 300 ms after the last keystroke. */
function FilterInput({ column, value, onChange }: { column: AccountingColumn; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useDebouncedEffect(text, FILTER_DEBOUNCE_MS, onChange);
  const label = t('worklogs.accounting.filterOf', { column: t(`worklogs.accounting.${column}`) });
  if (FILTER_KIND[column] === 'choice') {
    const options = column === 'wageType' ? WAGE_TYPES : EMPLOYMENT_TYPES;
    return (
      <NativeSelect.Root size="xs" minW="28">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('worklogs.accounting.filterAll')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {column === 'wageType' ? t(`worklogs.wageTypes.${o as 'WAG'}`) : t(`worklogs.employmentTypes.${o as 'FUL'}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  const numeric = FILTER_KIND[column] !== 'text';
  return (
    <Input
      size="xs"
      minW={numeric ? '20' : '24'}
      aria-label={label}
      title={numeric ? t('worklogs.accounting.filterHint') : undefined}
      placeholder={numeric ? (FILTER_KIND[column] === 'amount' ? '>12' : '>8') : undefined}
      textAlign={numeric ? 'end' : undefined}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
    />
  );
}

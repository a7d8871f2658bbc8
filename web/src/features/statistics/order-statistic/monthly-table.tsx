import { Box, Card, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatHours, formatMonth, formatProductivity } from '@/shared/format';
import { type Summary, type SummaryColumn, type Totals, valueOf } from './order-statistic';

/**
 * Money in de-DE currency, hours as HH:MM Std. (as on the statistics overview), productivity with two
 * decimals; a null (no minutes) as a dash.
 */
export function formatColumn(column: SummaryColumn, value: number | null): string {
  if (value === null) return '–';
  if (column === 'hours') return formatHours(value * 60);
  if (column === 'productivity') return formatProductivity(value);
  return formatCurrency(value);
}

const negative = (column: SummaryColumn, value: number | null) => column === 'profit' && value !== null && value < 0;

interface MonthlyProps {
  rows: readonly Summary[];
  columns: readonly SummaryColumn[];
  totals: Totals;
}

/** Desktop: one row per month, every column the server filled, the totals row in the footer. */
export function MonthlyTable({ rows, columns, totals }: MonthlyProps) {
  const { t } = useTranslation();
  const h = (c: SummaryColumn | 'month') => t(`statistics.orderStatistic.monthly.columns.${c}`);
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden">
      {/* Focusable, so a keyboard can scroll the wide table: it holds nothing else to focus. */}
      <Table.ScrollArea tabIndex={0} role="region" aria-label={t('statistics.orderStatistic.monthly.tableLabel')}>
        <Table.Root size="sm" aria-label={t('statistics.orderStatistic.monthly.tableLabel')} data-testid="monthly-table">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader fontSize="xs" fontWeight="semibold" whiteSpace="nowrap">
                {h('month')}
              </Table.ColumnHeader>
              {columns.map((c) => (
                <Table.ColumnHeader key={c} textAlign="end" fontSize="xs" fontWeight="semibold" data-testid={`monthly-column-${c}`}>
                  {h(c)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.yearMonth} data-testid="monthly-row" data-month={r.yearMonth}>
                <Table.Cell whiteSpace="nowrap">{formatMonth(`${r.yearMonth}-01`)}</Table.Cell>
                {columns.map((c) => (
                  <Table.Cell
                    key={c}
                    textAlign="end"
                    whiteSpace="nowrap"
                    color={negative(c, valueOf(r, c)) ? 'fg.error' : undefined}
                    data-testid={`monthly-${c}`}
                  >
                    {formatColumn(c, valueOf(r, c))}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold" bg="bg.subtle" data-testid="monthly-total">
              <Table.Cell>{t('statistics.orderStatistic.monthly.total')}</Table.Cell>
              {columns.map((c) => (
                <Table.Cell key={c} textAlign="end" whiteSpace="nowrap" color={negative(c, totals[c]) ? 'fg.error' : undefined} data-testid={`monthly-total-${c}`}>
                  {formatColumn(c, totals[c])}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

function Figure({ label, value, testId, danger }: { label: string; value: string; testId: string; danger?: boolean }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium" color={danger ? 'fg.error' : undefined} data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/** Phones: a card per month and one for the totals, two figures a line. */
export function MonthlyCards({ rows, columns, totals }: MonthlyProps) {
  const { t } = useTranslation();
  const h = (c: SummaryColumn) => t(`statistics.orderStatistic.monthly.columns.${c}`);
  const figures = (value: (c: SummaryColumn) => number | null, prefix: string) => (
    <SimpleGrid columns={2} gap="2">
      {columns.map((c) => (
        <Figure key={c} label={h(c)} value={formatColumn(c, value(c))} testId={`${prefix}${c}`} danger={negative(c, value(c))} />
      ))}
    </SimpleGrid>
  );
  return (
    <Stack gap="2" data-testid="monthly-list">
      {rows.map((r) => (
        <Card.Root key={r.yearMonth} size="sm" variant="outline" data-testid="monthly-row" data-month={r.yearMonth}>
          <Card.Body gap="2">
            <HStack justify="space-between">
              <Text fontWeight="semibold">{formatMonth(`${r.yearMonth}-01`)}</Text>
            </HStack>
            {figures((c) => valueOf(r, c), 'monthly-')}
          </Card.Body>
        </Card.Root>
      ))}
      <Card.Root size="sm" variant="subtle" data-testid="monthly-total">
        <Card.Body gap="2">
          <Text fontWeight="semibold">{t('statistics.orderStatistic.monthly.total')}</Text>
          {figures((c) => totals[c], 'monthly-total-')}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

import { Box, Button, Card, HStack, IconButton, SimpleGrid, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { PAGE_SIZE, type Sort, type SortedPage } from './sorting';

export interface StatColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Sort value; without it the column does not sort. */
  sort?: (row: T) => string | number | null | undefined;
  align?: 'start' | 'end';
  /** The card title on phones (one column), not repeated among the figures. */
  title?: boolean;
}

interface StatTableProps<T> {
  label: string;
  columns: readonly StatColumn<T>[];
  page: SortedPage<T>;
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  /** A totals row (cells by column id) under the rows. */
  footer?: Partial<Record<string, ReactNode>>;
  testId: string;
  busy?: boolean;
}

/** A sortable table of 10 rows per page; on phones a list of cards with the same figures and pager. */
export function StatTable<T>({ label, columns, page, rowKey, onRowClick, footer, testId, busy }: StatTableProps<T>) {
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const { t } = useTranslation();
  const title = columns.find((c) => c.title) ?? columns[0]!;
  if (phone) {
    return (
      <Stack gap="2" data-testid={testId} opacity={busy ? 0.6 : 1}>
        <SortSelect columns={columns} sort={page.sort} onSort={page.toggle} />
        {page.rows.map((row) => (
          <Card.Root
            key={rowKey(row)}
            size="sm"
            variant="outline"
            data-testid={`${testId}-row`}
            cursor={onRowClick ? 'pointer' : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            <Card.Body gap="2">
              <Text fontWeight="semibold">{title.cell(row)}</Text>
              <SimpleGrid columns={2} gap="2">
                {columns
                  .filter((c) => c !== title)
                  .map((c) => (
                    <Box key={c.id}>
                      <Text fontSize="xs" color="fg.muted">
                        {c.header}
                      </Text>
                      <Box fontWeight="medium">{c.cell(row)}</Box>
                    </Box>
                  ))}
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        ))}
        {footer && (
          <Card.Root size="sm" variant="subtle" data-testid={`${testId}-total`}>
            <Card.Body gap="2">
              <Text fontWeight="semibold">{t('statistics.total')}</Text>
              <SimpleGrid columns={2} gap="2">
                {columns
                  .filter((c) => footer[c.id] !== undefined && c !== title)
                  .map((c) => (
                    <Box key={c.id}>
                      <Text fontSize="xs" color="fg.muted">
                        {c.header}
                      </Text>
                      <Box fontWeight="medium">{footer[c.id]}</Box>
                    </Box>
                  ))}
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        )}
        <Pager page={page} />
      </Stack>
    );
  }
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden" data-testid={testId}>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={label} aria-busy={busy || undefined} interactive={!!onRowClick}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {columns.map((c) => (
                <Table.ColumnHeader key={c.id} textAlign={c.align} whiteSpace="nowrap" fontSize="xs" fontWeight="semibold" aria-sort={ariaSort(page.sort, c)}>
                  {c.sort ? <SortButton header={c.header} active={page.sort.key === c.id} desc={page.sort.desc} onClick={() => page.toggle(c.id)} /> : c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body opacity={busy ? 0.6 : 1}>
            {page.rows.map((row) => (
              <Table.Row
                key={rowKey(row)}
                data-testid={`${testId}-row`}
                cursor={onRowClick ? 'pointer' : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((c) => (
                  <Table.Cell key={c.id} textAlign={c.align} whiteSpace="nowrap">
                    {c.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
          {footer && (
            <Table.Footer>
              <Table.Row fontWeight="semibold" bg="bg.subtle" data-testid={`${testId}-total`}>
                {columns.map((c, i) => (
                  <Table.Cell key={c.id} textAlign={c.align} whiteSpace="nowrap">
                    {i === 0 ? t('statistics.total') : footer[c.id]}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Footer>
          )}
        </Table.Root>
      </Table.ScrollArea>
      <Box borderTopWidth="1px">
        <Pager page={page} />
      </Box>
    </Box>
  );
}

function ariaSort(sort: Sort, c: { id: string; sort?: unknown }) {
  if (!c.sort || sort.key !== c.id) return undefined;
  return sort.desc ? 'descending' : 'ascending';
}

export function SortButton({ header, active, desc, onClick }: { header: string; active: boolean; desc: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const Icon = !active ? LuArrowUpDown : desc ? LuArrowDown : LuArrowUp;
  return (
    <Button variant="ghost" size="xs" px="1" ms="-1" fontSize="inherit" fontWeight="inherit" title={t('table.sortBy', { column: header })} onClick={onClick}>
      {header}
      <Box as={Icon} color={active ? 'fg' : 'fg.subtle'} boxSize="3.5" aria-hidden />
    </Button>
  );
}

/** On phones the sort is chosen from a list (there are no column headers to click). */
function SortSelect<T>({ columns, sort, onSort }: { columns: readonly StatColumn<T>[]; sort: Sort; onSort: (key: string) => void }) {
  const { t } = useTranslation();
  const sortable = columns.filter((c) => c.sort);
  if (sortable.length < 2) return null;
  return (
    <HStack gap="1" flexWrap="wrap" aria-label={t('statistics.sortBy')} role="group">
      <Text fontSize="sm" color="fg.muted" me="1">
        {t('statistics.sortBy')}
      </Text>
      {sortable.map((c) => (
        <SortButton key={c.id} header={c.header} active={sort.key === c.id} desc={sort.desc} onClick={() => onSort(c.id)} />
      ))}
    </HStack>
  );
}

export function Pager<T>({ page }: { page: SortedPage<T> }) {
  const { t } = useTranslation();
  const from = page.total === 0 ? 0 : page.page * PAGE_SIZE + 1;
  const to = Math.min(page.total, (page.page + 1) * PAGE_SIZE);
  return (
    <HStack p="2" gap="3" justify="flex-end" fontSize="sm">
      <Text data-testid="table-range">{t('table.range', { from, to, total: page.total })}</Text>
      <HStack gap="1">
        <IconButton size="sm" variant="ghost" aria-label={t('table.previousPage')} disabled={page.page === 0} onClick={() => page.setPage(page.page - 1)}>
          <LuChevronLeft />
        </IconButton>
        <IconButton size="sm" variant="ghost" aria-label={t('table.nextPage')} disabled={page.page + 1 >= page.pageCount} onClick={() => page.setPage(page.page + 1)}>
          <LuChevronRight />
        </IconButton>
      </HStack>
    </HStack>
  );
}

import { Box, Card, HStack, IconButton, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { Link } from 'react-router';
import type { OrderRowFieldsFragment } from '@/generated/orders';
import { formatDate } from '@/shared/format';
import type { ViewMode } from '../range';
import { ChecklistDot, OrderTypeBadge } from './order-badges';

type Row = OrderRowFieldsFragment;
export const orderInfoPath = (id: number) => `/orders/${id}/info`;

/** The orders of the range as table, list or tiles; all rows, no paging (spec 3 §2.2). */
export function OrderViews({ rows, mode }: { rows: readonly Row[]; mode: ViewMode }) {
  if (mode === 'table') return <OrdersTable rows={rows} />;
  if (mode === 'tiles') return <OrderTiles rows={rows} />;
  return <OrderList rows={rows} />;
}

function EditLink({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <IconButton asChild size="xs" variant="ghost" aria-label={t('orders.overview.openOrder', { name: row.name })}>
      <Link to={orderInfoPath(row.id)}>
        <LuPencil />
      </Link>
    </IconButton>
  );
}

function OrdersTable({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  const c = (k: string) => t(`orders.overview.columns.${k as 'name'}`);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
      <Table.Root size="sm" aria-label={t('orders.overview.tableLabel')} interactive data-testid="orders-table">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w="8">
              <Box srOnly>{c('status')}</Box>
            </Table.ColumnHeader>
            {['type', 'name', 'address', 'zip', 'city'].map((k) => (
              <Table.ColumnHeader key={k} fontSize="xs">
                {c(k)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader fontSize="xs" textAlign="end">
              {c('employeeCount')}
            </Table.ColumnHeader>
            <Table.ColumnHeader fontSize="xs">{c('validFrom')}</Table.ColumnHeader>
            <Table.ColumnHeader fontSize="xs">{c('validTo')}</Table.ColumnHeader>
            <Table.ColumnHeader w="10">
              <Box srOnly>{c('edit')}</Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id} data-testid="order-row">
              <Table.Cell>
                <ChecklistDot status={r.checklistStatus} orderType={r.orderType} />
              </Table.Cell>
              <Table.Cell>
                <OrderTypeBadge orderType={r.orderType} />
              </Table.Cell>
              <Table.Cell fontWeight="medium">{r.name}</Table.Cell>
              <Table.Cell>{r.address}</Table.Cell>
              <Table.Cell>{r.zip}</Table.Cell>
              <Table.Cell>{r.city}</Table.Cell>
              <Table.Cell textAlign="end">{r.employeeCount}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(r.validFrom)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(r.validTo)}</Table.Cell>
              <Table.Cell>
                <EditLink row={r} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Period({ row }: { row: Row }) {
  const from = formatDate(row.validFrom);
  const to = formatDate(row.validTo);
  return <>{from === to ? from : `${from} – ${to}`}</>;
}

function OrderList({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0" borderWidth="1px" rounded="lg" bg="bg" overflow="hidden" data-testid="orders-list">
      {rows.map((r, i) => (
        <Link key={r.id} to={orderInfoPath(r.id)} data-testid="order-row" aria-label={t('orders.overview.openOrder', { name: r.name })}>
          <HStack px="3" py="2.5" gap="3" borderTopWidth={i === 0 ? 0 : '1px'} _hover={{ bg: 'bg.muted' }} align="start">
            <Stack gap="1.5" align="center" pt="0.5" flexShrink={0}>
              <OrderTypeBadge orderType={r.orderType} />
              <ChecklistDot status={r.checklistStatus} orderType={r.orderType} />
            </Stack>
            <Stack gap="0.5" flex="1" minW="0">
              <Text fontWeight="semibold" lineClamp={2}>
                {r.name}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {[r.address, `${r.zip} ${r.city}`.trim()].filter(Boolean).join(', ')}
              </Text>
              <HStack justify="space-between" gap="2" fontSize="sm" flexWrap="wrap">
                <Text whiteSpace="nowrap">
                  <Period row={r} />
                </Text>
                <Text color="fg.muted" whiteSpace="nowrap">
                  {t('orders.overview.employees', { count: r.employeeCount })}
                </Text>
              </HStack>
            </Stack>
          </HStack>
        </Link>
      ))}
    </Stack>
  );
}

function OrderTiles({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="3" data-testid="orders-tiles">
      {rows.map((r) => (
        <Card.Root key={r.id} size="sm" asChild _hover={{ borderColor: 'brand.solid' }} data-testid="order-row">
          <Link to={orderInfoPath(r.id)} aria-label={t('orders.overview.openOrder', { name: r.name })}>
            <Card.Body gap="2">
              <HStack justify="space-between">
                <OrderTypeBadge orderType={r.orderType} />
                <ChecklistDot status={r.checklistStatus} orderType={r.orderType} />
              </HStack>
              <Text fontWeight="semibold" lineClamp={2}>
                {r.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {r.address}
                <br />
                {r.zip} {r.city}
              </Text>
              <HStack justify="space-between" fontSize="sm">
                <Text>
                  <Period row={r} />
                </Text>
                <Text color="fg.muted">{t('orders.overview.employees', { count: r.employeeCount })}</Text>
              </HStack>
            </Card.Body>
          </Link>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

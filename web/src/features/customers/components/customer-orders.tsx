import { Badge, Box, Button, Center, DataList, HStack, IconButton, Spinner, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarPlus, LuChevronLeft, LuChevronRight, LuPlus } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
import { useCustomerOrdersQuery } from '@/generated/customers';
import { formatCount, formatDate, formatMinutes, formatTime } from '@/shared/format';
import { averagePositions, newOrderPath } from '../customer-orders';
import { FormCard } from './customer-fields';
import { PlanOrderDialog } from './plan-order-dialog';

/** spec 3 §9: 5 per page in both tables. */
export const ORDERS_PAGE = 5;

/** Tab "Aufträge": upcoming and past orders, plan-order dialog and create-order button (spec 3 §2.7). */
export function CustomerOrders({ customerId, canPlan, defaultPositions }: { customerId: number; canPlan: boolean; defaultPositions: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useCustomerOrdersQuery({ variables: { id: customerId }, fetchPolicy: 'cache-and-network' });
  const [planOpen, setPlanOpen] = useState(false);
  const orders = data?.customerOrders;
  const average = orders ? averagePositions(orders.past) : null;

  if (error && !orders) {
    return (
      <Stack align="center" py="8" gap="3" bg="bg" rounded="lg" borderWidth="1px">
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  if (loading && !orders) {
    return (
      <Center py="12">
        <Spinner role="status" color="brand.solid" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (!orders) return null;
  const positions = defaultPositions ?? average ?? 1;

  return (
    <Stack gap="4">
      {canPlan && (
        <HStack gap="2" flexWrap="wrap">
          <Button colorPalette="brand" onClick={() => setPlanOpen(true)}>
            <LuCalendarPlus />
            {t('customers.orders.plan')}
          </Button>
          <Button variant="outline" onClick={() => void navigate(newOrderPath(customerId, positions))}>
            <LuPlus />
            {t('customers.orders.create')}
          </Button>
        </HStack>
      )}
      <FormCard title={t('customers.orders.upcoming')} testId="upcoming-orders">
        <PagedTable
          headers={[t('customers.orders.name'), t('customers.orders.type'), t('customers.orders.validFrom'), t('customers.orders.notes')]}
          rows={orders.upcoming.map((o) => ({
            key: o.id,
            cells: [
              <Link key="n" to={`/orders/${o.id}/info`}>
                {o.name}
              </Link>,
              <Badge key="t" variant="subtle">
                {o.orderType}
              </Badge>,
              formatDate(o.validFrom),
              <Text key="no" maxW="60" truncate>
                {o.notes ?? ''}
              </Text>,
            ],
          }))}
        />
      </FormCard>
      <FormCard title={t('customers.orders.past')} testId="past-orders">
        <PagedTable
          headers={[
            t('customers.orders.name'),
            t('customers.orders.teamLeader'),
            t('customers.orders.dates'),
            t('customers.orders.time'),
            t('customers.orders.employees'),
            t('customers.orders.positions'),
            t('customers.orders.worked'),
          ]}
          end={[4, 5, 6]}
          rows={orders.past.map((p, i) => ({
            key: `${p.order.id}-${p.fromDate}-${i}`,
            cells: [
              <Link key="n" to={`/orders/${p.order.id}/info`}>
                {p.order.name}
              </Link>,
              p.order.teamLeader ? `${p.order.teamLeader.firstName} ${p.order.teamLeader.lastName}` : '–',
              p.fromDate === p.toDate ? formatDate(p.fromDate) : `${formatDate(p.fromDate)} – ${formatDate(p.toDate)}`,
              p.start ? `${formatTime(p.start)}${p.end ? ` – ${formatTime(p.end)}` : ''}` : '–',
              p.employeeCount,
              formatCount(p.numberOfPositions, '–'),
              p.minutes ? formatMinutes(p.minutes) : '–',
            ],
          }))}
        />
      </FormCard>
      {canPlan && <PlanOrderDialog open={planOpen} onClose={() => setPlanOpen(false)} customerId={customerId} initialPositions={positions} average={average} />}
    </Stack>
  );
}

type PagedRow = { key: string | number; cells: ReactNode[] };

/** A table from `md` up; a phone gets one card per order instead, so nothing scrolls sideways in the card. */
function PagedTable({ headers, rows, end = [] }: { headers: string[]; rows: PagedRow[]; end?: number[] }) {
  const { t } = useTranslation();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / ORDERS_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = rows.slice(current * ORDERS_PAGE, (current + 1) * ORDERS_PAGE);
  return (
    <Stack gap="2">
      {phone ? (
        <OrderCards headers={headers} rows={shown} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {headers.map((h, i) => (
                  <Table.ColumnHeader key={h} whiteSpace="nowrap" fontSize="xs" textAlign={end.includes(i) ? 'end' : undefined}>
                    {h}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={headers.length} textAlign="center" py="6" color="fg.muted" data-testid="table-empty">
                    {t('table.noData')}
                  </Table.Cell>
                </Table.Row>
              ) : (
                shown.map((r) => (
                  <Table.Row key={r.key}>
                    {r.cells.map((c, i) => (
                      <Table.Cell key={i} whiteSpace="nowrap" textAlign={end.includes(i) ? 'end' : undefined}>
                        {c}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {rows.length > ORDERS_PAGE && (
        <HStack justify="flex-end" gap="1" fontSize="sm">
          <Text color="fg.muted">{t('customers.orders.page', { page: current + 1, pages })}</Text>
          <IconButton size="sm" variant="ghost" aria-label={t('table.previousPage')} disabled={current === 0} onClick={() => setPage(current - 1)}>
            <LuChevronLeft />
          </IconButton>
          <IconButton size="sm" variant="ghost" aria-label={t('table.nextPage')} disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            <LuChevronRight />
          </IconButton>
        </HStack>
      )}
    </Stack>
  );
}

/** One card per order: the first column (the order's name) as its title, the others as label and value. */
function OrderCards({ headers, rows }: { headers: string[]; rows: PagedRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return (
      <Text textAlign="center" py="6" color="fg.muted" borderWidth="1px" rounded="md" data-testid="table-empty">
        {t('table.noData')}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="order-cards">
      {rows.map((r) => (
        <Box as="li" key={r.key} borderWidth="1px" rounded="md" p="3" minW="0" data-testid="order-card">
          <Box fontWeight="semibold" overflowWrap="anywhere">
            {r.cells[0]}
          </Box>
          <DataList.Root orientation="horizontal" size="sm" gap="1" mt="2">
            {r.cells.slice(1).map((cell, i) => (
              <DataList.Item key={headers[i + 1]}>
                <DataList.ItemLabel minW="28">{headers[i + 1]}</DataList.ItemLabel>
                <DataList.ItemValue minW="0" overflowWrap="anywhere">
                  {cell}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>
      ))}
    </Stack>
  );
}

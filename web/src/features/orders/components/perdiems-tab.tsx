import { Badge, Box, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronRight, LuLock } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router';
import { type OrderDetailsFieldsFragment, useOrderPerDiemDaysQuery } from '@/generated/orders';
import { todayIso } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import { dayHref, dayTitle, isClosed, monthBounds, monthClosed, monthTitle, resolveTabDate } from '../order-worklogs';
import { PerDiemDay } from './perdiem-day';
import { TabMonthNav } from './tab-month-nav';

/**
 * Per-diems tab (spec 3 §2.4): /orders/{id}/perdiems[?date=YYYY-MM] lists the month's dates with the
 * order's name and how many employees; /orders/{id}/perdiems/{date} shows and edits one day.
 */
export function PerDiemsTab({ order, pathDate }: { order: OrderDetailsFieldsFragment; pathDate: string | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const earliest = useEarliestValidFrom();
  const today = todayIso();
  const at = resolveTabDate(pathDate, params.get('date'), order, today);
  const bounds = monthBounds(order, today);
  const { data, error, refetch } = useOrderPerDiemDaysQuery({
    variables: { orderId: order.id, yearMonth: at.yearMonth },
    fetchPolicy: 'cache-and-network',
  });
  const days = data?.orderPerDiemDays ?? null;
  const closed = at.day ? isClosed(at.day, earliest) : monthClosed(at.yearMonth, earliest);

  let body;
  if (at.day) {
    const entry = days?.find((d) => d.date === at.day);
    body = entry ? (
      <PerDiemDay key={at.day} orderId={order.id} date={at.day} employees={entry.employees} earliestValidFrom={earliest} />
    ) : (
      <ListState items={days ? [] : null} error={error} onRetry={() => void refetch()} framed />
    );
  } else if (!days || days.length === 0) {
    body = <ListState items={days} error={error} onRetry={() => void refetch()} framed />;
  } else {
    body = (
      <Box as="ul" borderWidth="1px" rounded="lg" bg="bg" overflow="hidden" aria-label={t('orders.perdiems.listLabel', { month: monthTitle(at.yearMonth) })} data-testid="perdiem-dates">
        {days.map((d, i) => {
          const withPerDiem = d.employees.filter((e) => e.perDiem).length;
          return (
            <Box as="li" key={d.date} listStyleType="none" borderTopWidth={i === 0 ? 0 : '1px'}>
              <Link to={dayHref(order.id, 'perdiems', d.date, params)} aria-label={t('orders.perdiems.openDay', { date: dayTitle(d.date) })} data-testid="perdiem-date-row">
                <HStack px={{ base: '3', md: '4' }} py="3" gap="3" _hover={{ bg: 'bg.muted' }} minH="14">
                  <Stack gap="0.5" flex="1" minW="0">
                    <HStack gap="2">
                      <Text fontWeight="semibold">{dayTitle(d.date)}</Text>
                      {isClosed(d.date, earliest) && (
                        <Icon color="fg.muted" boxSize="3.5" aria-label={t('orders.worklogs.closed')}>
                          <LuLock title={t('orders.worklogs.closed')} />
                        </Icon>
                      )}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {order.name}
                    </Text>
                  </Stack>
                  <Stack gap="1" align="end" flexShrink={0}>
                    <Badge variant="subtle" data-testid="perdiem-employee-count">
                      {t('orders.perdiems.employees', { count: d.employees.length })}
                    </Badge>
                    <Text fontSize="xs" color="fg.muted">
                      {t('orders.perdiems.withPerDiem', { count: withPerDiem })}
                    </Text>
                  </Stack>
                  <Icon color="fg.muted" flexShrink={0}>
                    <LuChevronRight />
                  </Icon>
                </HStack>
              </Link>
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <Stack gap="3" data-testid="order-perdiems">
      <TabMonthNav orderId={order.id} tab="perdiems" at={at} bounds={bounds} closed={closed} />
      {body}
    </Stack>
  );
}

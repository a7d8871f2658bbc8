import { Badge, Box, Breadcrumb, Button, Center, Flex, Heading, HStack, Spinner, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { Link, useLocation, useParams } from 'react-router';
import { useOrderMonthlySummariesQuery, useRefreshOrderSummaryMutation } from '@/generated/statistics';
import { errorCodes } from '@/shared/graphql-errors';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { ORDER_TYPE_COLORS } from '@/shared/order-types';
import { BackLink, RecordGate } from '@/shared/record-gate';
import { useAuth } from '@/shared/session/auth';
import { CashFlowSection } from './cash-flows';
import { MonthlyCards, MonthlyTable } from './monthly-table';
import { byMonth, canUseCashFlows, orderIdParam, totalsOf, visibleColumns } from './order-statistic';
import '../texts';

// recharts is large: the charts come in their own chunk once there are months to draw.
const OrderStatisticCharts = lazy(() => import('./order-statistic-charts'));

/** Where "back" leads: the statistics page the user came from (with its tab and month), else /statistic. */
function backTarget(state: unknown): string {
  const back = state && typeof state === 'object' ? (state as { back?: unknown }).back : undefined;
  return typeof back === 'string' && back.startsWith('/statistic') ? back : '/statistic';
}

/**
 * /statistic/{orderId} (spec 3 §2.8): the order's months with costs, earnings and profit and a totals row,
 * charts of the same months, and — with the wage authority — the order's cash flows with add, edit and
 * delete. Columns the server withholds (docs/decisions/statistics.md#STA-8) are left out.
 */
export default function OrderStatisticPage() {
  const { t } = useTranslation();
  const { orderId: param } = useParams();
  const orderId = orderIdParam(param);
  const location = useLocation();
  const back = backTarget(location.state);
  const { auth } = useAuth();
  const cashFlowsAllowed = canUseCashFlows(auth?.abilities ?? []);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

  const { data, loading, error, refetch } = useOrderMonthlySummariesQuery({
    variables: { orderId: orderId ?? 0 },
    skip: orderId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [refreshMonth] = useRefreshOrderSummaryMutation();
  const [refreshing, setRefreshing] = useState(false);
  const rows = useMemo(() => (data ? byMonth(data.orderMonthlySummaries) : undefined), [data]);
  const columns = useMemo(() => visibleColumns(rows ?? []), [rows]);
  const totals = useMemo(() => totalsOf(rows ?? []), [rows]);
  const forbidden = Boolean(error && errorCodes(error).codes.includes('FORBIDDEN'));
  const order = rows?.[0]?.order;

  /**
   * Recomputes every month shown (POST /statistics/orders/{id}/refresh per month); an order without
   * months yet asks for the server's default month. Then the table is read again.
   */
  const refresh = async () => {
    if (orderId === null) return;
    setRefreshing(true);
    try {
      const months = rows?.length ? rows.map((r) => r.yearMonth) : [null];
      for (const yearMonth of months) await refreshMonth({ variables: { orderId, yearMonth } });
      await refetch();
      notify.success(t('statistics.orderStatistic.monthly.refreshed'));
    } catch (err) {
      if (!errorCodes(err).codes.length) notify.error(t('statistics.orderStatistic.monthly.refreshFailed'));
    } finally {
      setRefreshing(false);
    }
  };

  const backLink = <BackLink to={back} label={t('statistics.orderStatistic.back')} />;

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '8', md: '10' }} data-testid="order-statistic-page">
      {forbidden ? (
        <Stack gap="3" align="start">
          <Text fontWeight="semibold" color="fg.error" data-testid="order-statistic-forbidden">
            {t('statistics.orderStatistic.forbidden')}
          </Text>
          {backLink}
        </Stack>
      ) : (
        <RecordGate
          invalidId={orderId === null}
          error={error}
          loading={loading}
          hasData={Boolean(rows)}
          refetch={refetch}
          notFoundText={t('statistics.orderStatistic.notFound')}
          notFoundTestId="order-statistic-not-found"
          back={backLink}
        >
          <Stack gap={{ base: '4', md: '6' }}>
            <Stack gap="1">
              <Breadcrumb.Root size="sm" aria-label={t('statistics.orderStatistic.breadcrumb')}>
                <Breadcrumb.List>
                  <Breadcrumb.Item>
                    <Breadcrumb.Link asChild>
                      <Link to={back}>{t('statistics.orderStatistic.breadcrumb')}</Link>
                    </Breadcrumb.Link>
                  </Breadcrumb.Item>
                  <Breadcrumb.Separator />
                  <Breadcrumb.Item>
                    <Breadcrumb.CurrentLink>{order?.name ?? t('statistics.orderStatistic.orderFallback', { id: orderId })}</Breadcrumb.CurrentLink>
                  </Breadcrumb.Item>
                </Breadcrumb.List>
              </Breadcrumb.Root>
              <Flex gap="3" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }} justify="space-between">
                <Stack gap="1" minW="0">
                  <Heading as="h1" size={{ base: 'lg', md: 'xl' }} overflowWrap="anywhere" data-testid="order-statistic-title">
                    {order?.name ?? t('statistics.orderStatistic.orderFallback', { id: orderId })}
                  </Heading>
                  {order && (
                    <HStack gap="2" color="fg.muted" fontSize="sm">
                      <Badge colorPalette={ORDER_TYPE_COLORS[order.orderType] ?? 'gray'}>{order.orderType}</Badge>
                      <Text>{order.city}</Text>
                    </HStack>
                  )}
                </Stack>
                <Button variant="outline" size="sm" loading={refreshing} onClick={() => void refresh()} data-testid="order-statistic-refresh">
                  <LuRefreshCw />
                  {t('statistics.orderStatistic.monthly.refresh')}
                </Button>
              </Flex>
            </Stack>

            <Stack gap="3" as="section" aria-labelledby="monthly-title" opacity={loading || refreshing ? 0.7 : 1}>
              <Heading as="h2" size="md" id="monthly-title">
                {t('statistics.orderStatistic.monthly.title')}
              </Heading>
              {rows?.length ? (
                phone ? (
                  <MonthlyCards rows={rows} columns={columns} totals={totals} />
                ) : (
                  <MonthlyTable rows={rows} columns={columns} totals={totals} />
                )
              ) : (
                <Box bg="bg" borderWidth="1px" rounded="lg">
                  <ListState items={rows} error={error} onRetry={() => void refetch()} emptyTestId="monthly-empty" />
                </Box>
              )}
            </Stack>

            {rows && rows.length > 0 && (
              <Suspense
                fallback={
                  <Center h="56" gap="3">
                    <Spinner size="sm" color="brand.solid" />
                    <Text color="fg.muted">{t('statistics.orderStatistic.charts.loading')}</Text>
                  </Center>
                }
              >
                <OrderStatisticCharts rows={rows} columns={columns} />
              </Suspense>
            )}

            {cashFlowsAllowed && orderId !== null && <CashFlowSection orderId={orderId} phone={phone} />}
          </Stack>
        </RecordGate>
      )}
    </Box>
  );
}

import { Badge, Box, Button, Field, HStack, IconButton, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router';
import { useOrderSummariesQuery, useRefreshOrderSummariesMutation, useRefreshOrderSummaryMutation } from '@/generated/statistics';
import { formatCurrency, formatMonth, formatProductivity } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { ORDER_TYPE_COLORS } from '@/shared/order-types';
import { useAuth } from '@/shared/session/auth';
import { type MoneyField, ORDER_TYPES, orderTypeParam, visibleMoneyFields } from '../gates';
import { Hours } from './employees-tab';
import { type OrderRow, type Totals, totalsOf } from './order-data';
import { useSortedPage } from './sorting';
import { type StatColumn, StatTable } from './stat-table';

const money = (v: number | null | undefined) => formatCurrency(v ?? null);

/**
 * Auftragsübersicht (spec 3 §2.8, §9): the orders of the month filtered by type, with money columns as
 * the authorities allow, a totals row, a comparison with the two months before and the same month a year
 * earlier, and refresh per row and for all. A row opens /statistic/{orderId}; its type badge narrows to that type.
 */
export function OrdersTab({ yearMonth }: { yearMonth: string }) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const orderType = orderTypeParam(params.get('orderType'));
  const variables = { yearMonth, ...(orderType ? { orderType } : {}) };
  const { data, error, loading, refetch } = useOrderSummariesQuery({ variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [refreshAll, all] = useRefreshOrderSummariesMutation();
  const [refreshOne] = useRefreshOrderSummaryMutation();
  const [refreshing, setRefreshing] = useState<ReadonlySet<number>>(new Set());

  const summaries = data?.orderSummaries;
  const rows = useMemo(() => summaries?.rows.filter((r) => r.yearMonth === yearMonth), [summaries, yearMonth]);
  const moneyFields = useMemo(() => visibleMoneyFields(auth?.abilities ?? [], [...(summaries?.rows ?? []), ...(summaries?.previousYear ?? [])]), [auth, summaries]);

  const setType = (type: string | null) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (type) q.set('orderType', type);
        else q.delete('orderType');
        return q;
      },
      { replace: true },
    );

  const refreshRow = async (orderId: number) => {
    setRefreshing((s) => new Set(s).add(orderId));
    try {
      await refreshOne({ variables: { orderId, yearMonth } });
      await refetch();
    } catch {
      notify.error(t('statistics.orders.refreshFailed'));
    } finally {
      setRefreshing((s) => {
        const next = new Set(s);
        next.delete(orderId);
        return next;
      });
    }
  };

  const onRefreshAll = async () => {
    try {
      const answer = await refreshAll({ variables });
      await refetch();
      notify.success(t('statistics.orders.refreshed', { count: answer.data?.refreshOrderSummaries ?? 0 }));
    } catch {
      notify.error(t('statistics.orders.refreshFailed'));
    }
  };

  const columns = useMemo<StatColumn<OrderRow>[]>(() => {
    const c = (key: string) => t(`statistics.orders.columns.${key}` as 'statistics.orders.columns.name');
    return [
      { id: 'name', header: c('name'), cell: (r) => r.order.name, sort: (r) => r.order.name, title: true },
      {
        id: 'orderType',
        header: c('orderType'),
        sort: (r) => r.order.orderType,
        cell: (r) => (
          <Badge
            asChild
            colorPalette={ORDER_TYPE_COLORS[r.order.orderType] ?? 'gray'}
            variant="subtle"
          >
            <button
              type="button"
              title={t('statistics.orders.narrowTo', { type: r.order.orderType })}
              data-testid="order-type-badge"
              onClick={(e) => {
                e.stopPropagation();
                setType(r.order.orderType);
              }}
            >
              {r.order.orderType}
            </button>
          </Badge>
        ),
      },
      { id: 'city', header: c('city'), cell: (r) => r.order.city, sort: (r) => r.order.city },
      { id: 'minutes', header: c('minutes'), align: 'end', cell: (r) => <Hours minutes={r.minutes} />, sort: (r) => r.minutes },
      ...moneyFields
        .filter((f) => f !== 'productivity')
        .map<StatColumn<OrderRow>>((f) => ({ id: f, header: c(f), align: 'end', cell: (r) => money(r[f]), sort: (r) => r[f] })),
      { id: 'perDiemTotal', header: c('perDiemTotal'), align: 'end', cell: (r) => formatCurrency(r.perDiemTotal), sort: (r) => r.perDiemTotal },
      ...(moneyFields.includes('productivity')
        ? [{ id: 'productivity', header: c('productivity'), align: 'end', cell: (r) => formatProductivity(r.productivity), sort: (r) => r.productivity } satisfies StatColumn<OrderRow>]
        : []),
      {
        id: 'refresh',
        header: '',
        align: 'end',
        cell: (r) => (
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('statistics.orders.refreshRow', { name: r.order.name })}
            title={t('statistics.orders.refreshRow', { name: r.order.name })}
            data-testid="refresh-row"
            loading={refreshing.has(r.order.id)}
            onClick={(e) => {
              e.stopPropagation();
              void refreshRow(r.order.id);
            }}
          >
            <LuRefreshCw />
          </IconButton>
        ),
      },
    ];
    // refreshRow and setType are rebuilt each render; the columns follow the values they read.
  }, [moneyFields, refreshing, t, yearMonth, params]);

  const sortValues = useMemo(() => Object.fromEntries(columns.filter((c) => c.sort).map((c) => [c.id, c.sort!])), [columns]);
  const page = useSortedPage(rows ?? [], sortValues, { key: 'name', desc: false });
  const totals = useMemo(() => totalsOf(rows ?? []), [rows]);
  const footer = useMemo(() => {
    const f: Record<string, React.ReactNode> = { minutes: <Hours minutes={totals.minutes} />, perDiemTotal: formatCurrency(totals.perDiemTotal) };
    for (const m of moneyFields) f[m] = m === 'productivity' ? formatProductivity(totals.productivity) : money(totals[m]);
    return f;
  }, [totals, moneyFields]);

  return (
    <Stack gap="4" data-testid="orders-tab">
      <HStack gap="3" flexWrap="wrap" align="end">
        <Box w={{ base: 'full', sm: '56' }}>
          <Field.Root>
            <Field.Label htmlFor="order-type-filter">{t('statistics.orders.typeFilter')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id="order-type-filter" data-testid="order-type-filter" value={orderType ?? ''} onChange={(e) => setType(e.currentTarget.value || null)}>
                <option value="">{t('statistics.orders.allTypes')}</option>
                {ORDER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Box>
        <Box flex="1" />
        {loading && rows && <Spinner role="status" size="sm" color="brand.solid" aria-label={t('table.loading')} />}
        <Button size="sm" variant="outline" loading={all.loading} loadingText={t('statistics.orders.refreshing')} onClick={() => void onRefreshAll()} data-testid="refresh-all">
          <LuRefreshCw />
          {t('statistics.orders.refreshAll')}
        </Button>
      </HStack>
      {rows && rows.length > 0 ? (
        <StatTable
          label={t('statistics.tabs.orders')}
          columns={columns}
          page={page}
          rowKey={(r) => r.order.id}
          onRowClick={(r) => navigate(`/statistic/${r.order.id}`)}
          footer={footer}
          testId="order-summaries"
          busy={loading}
        />
      ) : (
        <ListState items={rows} error={error} onRetry={() => void refetch()} framed />
      )}
      {summaries && <Comparison months={summaries.months} rows={summaries.rows} previousYear={summaries.previousYear} yearMonth={yearMonth} moneyFields={moneyFields} />}
    </Stack>
  );
}

interface ComparisonProps {
  months: readonly string[];
  rows: readonly OrderRow[];
  previousYear: readonly OrderRow[];
  yearMonth: string;
  moneyFields: readonly MoneyField[];
}

/** The month beside the two months before and the same month a year earlier (spec 3 §9). */
function Comparison({ months, rows, previousYear, yearMonth, moneyFields }: ComparisonProps) {
  const { t } = useTranslation();
  const prevMonth = `${Number(yearMonth.slice(0, 4)) - 1}${yearMonth.slice(4)}`;
  const entries: { key: string; label: string; totals: Totals; current: boolean }[] = [
    { key: prevMonth, label: t('statistics.orders.previousYear', { month: formatMonth(`${prevMonth}-01`) }), totals: totalsOf(previousYear), current: false },
    ...months.map((m) => ({ key: m, label: formatMonth(`${m}-01`), totals: totalsOf(rows.filter((r) => r.yearMonth === m)), current: m === yearMonth })),
  ];
  const figures = (['costsWithPayrollTaxes', 'earnings', 'profit'] as const).filter((f) => moneyFields.includes(f));
  return (
    <Box data-testid="orders-comparison">
      <Text fontWeight="semibold" mb="2">
        {t('statistics.orders.comparison')}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        {entries.map((e) => (
          <Box key={e.key} bg={e.current ? 'brand.subtle' : 'bg'} borderWidth="1px" rounded="md" p="3" data-testid={`comparison-${e.key}`}>
            <Text fontSize="sm" fontWeight="semibold" mb="1">
              {e.label}
            </Text>
            <Text fontSize="sm">
              {t('statistics.orders.columns.minutes')}: <Hours minutes={e.totals.minutes} />
            </Text>
            {figures.map((f) => (
              <Text key={f} fontSize="sm">
                {t(`statistics.orders.columns.${f}`)}: {formatCurrency(e.totals[f] ?? null, '–')}
              </Text>
            ))}
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

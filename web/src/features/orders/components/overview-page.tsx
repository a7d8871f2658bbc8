import { Alert, Box, Button, Field, HStack, NativeSelect, SegmentGroup, Spinner, Stack, Tabs, Text, useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFallback } from '@/shared/list-fallback';
import { LuDownload, LuPlus } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router';
import { useOrdersQuery } from '@/generated/orders';
import { type OrderGates, type OverviewTab, overviewTab } from '../gates';
import { calendarHandover } from '../calendar/calendar-logic';
import { CalendarTab } from '../calendar/calendar-tab';
import {
  type DateRange,
  exportHref,
  ORDER_TYPES,
  orderTypeFromQuery,
  rangeFromQuery,
  VIEW_MODES,
  type ViewMode,
} from '../range';
import { PlanningTab } from '../planning/planning-tab';
import { OrderViews } from './order-views';
import { RangePicker } from './range-picker';

const VIEW_KEY = 'orders.overview.view';

/** /v2/orders (OrdersV2, spec 3 §2.2): tabs Übersicht, Kalender, Planung with Order_Overview_ListOrders. */
export function OverviewPage({ gates }: { gates: OrderGates }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // customerId (and positions) from the customer's "Auftrag planen" open the calendar tab (spec 3 §2.2).
  const handover = calendarHandover(params);
  const tab = overviewTab(params.get('tab'), handover !== null);
  // A tab change is a step of its own in the history: back returns to the tab before, reload keeps it.
  const chooseTab = (next: OverviewTab) => {
    const p = new URLSearchParams(params);
    if (next === 'overview') p.delete('tab');
    else p.set('tab', next);
    setParams(p);
  };
  const handoverDone = () => {
    const next = new URLSearchParams(params);
    next.delete('customerId');
    next.delete('positions');
    // The handover chose the calendar; without it the query must still say so.
    if (tab !== 'overview') next.set('tab', tab);
    setParams(next, { replace: true });
  };
  return (
    <Box p={{ base: '3', md: '6' }} pb="12">
      <Stack gap="4">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text as="h2" textStyle={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
            {t('orders.overview.title')}
          </Text>
          {gates.canCreate && (
            <Button asChild colorPalette="brand" size="sm" data-testid="order-create">
              <Link to="/orders/new">
                <LuPlus />
                {t('orders.overview.create')}
              </Link>
            </Button>
          )}
        </HStack>
        {gates.canList ? (
          <Tabs.Root value={tab} onValueChange={(e) => chooseTab(e.value as OverviewTab)} variant="line" colorPalette="brand" lazyMount>
            <Tabs.List>
              <Tabs.Trigger value="overview">{t('orders.overview.tabs.overview')}</Tabs.Trigger>
              <Tabs.Trigger value="calendar">{t('orders.overview.tabs.calendar')}</Tabs.Trigger>
              <Tabs.Trigger value="planning">{t('orders.overview.tabs.planning')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="overview">
              <OverviewTab />
            </Tabs.Content>
            <Tabs.Content value="calendar">
              <CalendarTab gates={gates} handover={handover} onHandoverDone={handoverDone} />
            </Tabs.Content>
            <Tabs.Content value="planning">
              <PlanningTab gates={gates} />
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          <Alert.Root status="info" variant="subtle" mt="2" data-testid="orders-no-list-right">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('orders.overview.noListRight')}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  );
}

function storedView(): ViewMode | null {
  try {
    const v = localStorage.getItem(VIEW_KEY);
    return VIEW_MODES.includes(v as ViewMode) ? (v as ViewMode) : null;
  } catch {
    return null;
  }
}

function OverviewTab() {
  const { t } = useTranslation();
  const typeId = useId();
  const [params, setParams] = useSearchParams();
  const range = rangeFromQuery(params);
  const orderType = orderTypeFromQuery(params);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [chosenView, setChosenView] = useState<ViewMode | null>(storedView);
  // Phones get the list by default; a table does not fit 390 px.
  const view: ViewMode = chosenView ?? (phone ? 'list' : 'table');
  const modes = phone ? VIEW_MODES.filter((m) => m !== 'table') : VIEW_MODES;
  const shownView = phone && view === 'table' ? 'list' : view;

  const setQuery = (r: DateRange, type: string | null) => {
    const next = new URLSearchParams(params);
    next.set('from', r.from);
    next.set('to', r.to);
    if (type) next.set('orderType', type);
    else next.delete('orderType');
    setParams(next, { replace: true });
  };
  // The range in use always stands in the query (spec 3 §2.2).
  useEffect(() => {
    if (!range.explicit) setQuery(range, orderType);
  }, [range.explicit]);

  const { data, previousData, loading, error, refetch } = useOrdersQuery({
    variables: { filter: { from: range.from, to: range.to, orderType }, size: 1000 },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = useMemo(() => (data ?? previousData)?.orders.items ?? [], [data, previousData]);

  return (
    <Stack gap="3" pt="2">
      <Stack direction={{ base: 'column', lg: 'row' }} gap="3" align={{ base: 'stretch', lg: 'flex-end' }} flexWrap="wrap">
        <RangePicker value={range} onChange={(r) => setQuery(r, orderType)} />
        <Field.Root w={{ base: 'full', lg: '48' }}>
          <Field.Label htmlFor={typeId}>{t('orders.overview.orderType')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={typeId}
              data-testid="order-type-filter"
              value={orderType ?? ''}
              onChange={(e) => setQuery(range, e.currentTarget.value || null)}
            >
              <option value="">{t('orders.overview.allTypes')}</option>
              {ORDER_TYPES.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <HStack gap="3">
          <SegmentGroup.Root
            size="sm"
            value={shownView}
            aria-label={t('orders.overview.view')}
            data-testid="orders-view"
            onValueChange={(e) => {
              const v = e.value as ViewMode;
              setChosenView(v);
              try {
                localStorage.setItem(VIEW_KEY, v);
              } catch {
                // Private mode: the choice lasts for this visit only.
              }
            }}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={modes.map((m) => ({ value: m, label: t(`orders.overview.views.${m}`) }))} />
          </SegmentGroup.Root>
          {loading && <Spinner role="status" size="sm" color="brand.solid" aria-label={t('table.loading')} />}
        </HStack>
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted" data-testid="orders-count">
            {t('orders.overview.count', { count: rows.length })}
          </Text>
          <Button asChild size="sm" variant="outline">
            <a href={exportHref(range, orderType)} target="_blank" rel="noopener" data-testid="orders-export">
              <LuDownload />
              {t('orders.overview.export')}
            </a>
          </Button>
        </HStack>
      </HStack>
      <ListFallback failed={!!error && rows.length === 0} loading={rows.length === 0 && loading} empty={rows.length === 0} emptyText={t('table.noData')} onRetry={() => void refetch()}>
        <Box opacity={loading ? 0.6 : 1}>
          <OrderViews rows={rows} mode={shownView} />
        </Box>
      </ListFallback>
    </Stack>
  );
}

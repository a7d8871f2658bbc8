import { Alert, Box, Button, CloseButton, Dialog, Field, GridItem, HStack, IconButton, Input, NativeSelect, Portal, SegmentGroup, SimpleGrid, Spinner, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarSync, LuChevronLeft, LuChevronRight, LuDownload, LuPlus } from 'react-icons/lu';
import {
  type CalendarDayFieldsFragment,
  type CalendarOrderFieldsFragment,
  useCalendarCustomerTypesQuery,
  useCalendarDaysQuery,
  useCalendarDefaultMaxQuery,
  useCalendarOrdersQuery,
} from '@/generated/orders';
import { MonthPicker } from '@/shared/date/month-picker';
import { ISO_DATE, LOCALE, todayIso } from '@/shared/format';
import { notify } from '@/shared/notify';
import { can } from '@/shared/session/abilities';
import { useAuth } from '@/shared/session/auth';
import type { OrderGates } from '../gates';
import { exportHref } from '../range';
import {
  bookingDay,
  CALENDAR_VIEWS,
  type CalendarView,
  DEFAULT_MAX_POSITIONS,
  defaultMaxFromSetting,
  effectiveMax,
  formatCount,
  matchesRegion,
  monthRange,
  navigateDate,
  parseRegionFilter,
  positionsOfMonth,
  reweTypeId,
  sameMonthLastYear,
  toLocalDate,
  visibleRange,
  weeksOf,
} from './calendar-logic';
import type { CalendarEvent, CalendarPartsContext } from './calendar-parts';
import { CalendarBoard } from './calendar-view';
import { CreateInventoryDialog } from './create-inventory-dialog';
import { MaxPositionsDialog } from './max-positions-dialog';

const CalendarFeedPanel = lazy(() => import('@/shared/calendar-feed/calendar-feed-panel'));

/** The office's subscription to every inventory (Order_Overview_ListOrders; the server re-checks it on every fetch). */
function OfficeFeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} placement="center" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="560px" mx="4" data-testid="calendar-feed-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('profile.calendarFeed.officeTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {open && (
                <Suspense fallback={<Spinner size="sm" />}>
                  <CalendarFeedPanel scope="office" />
                </Suspense>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('profile.calendarFeed.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface Props {
  gates: OrderGates;
  /** A customer handed over by the customer's "Auftrag planen": the create dialog opens with it. */
  handover: { customerId: number; positions: number | null } | null;
  /** Called once the handed-over customer's dialog was shown (the query parameters go). */
  onHandoverDone: () => void;
}

function viewLabel(view: CalendarView, date: string): string {
  const d = DateTime.fromISO(date).setLocale(LOCALE);
  if (view === 'month') return d.toFormat('MMMM yyyy');
  if (view === 'day') return d.toFormat('EEEE, dd.MM.yyyy');
  const { from, to } = visibleRange(view, date);
  return `${DateTime.fromISO(from).toFormat('dd.MM.')} – ${DateTime.fromISO(to).toFormat('dd.MM.yyyy')}`;
}

function weeksLabel(view: CalendarView, date: string): string {
  const weeks = weeksOf(view, date);
  return weeks.length === 1 ? String(weeks[0]) : `${weeks[0]}–${weeks[weeks.length - 1]}`;
}

/** Kalender tab of /v2/orders (spec 3 §2.2): the daily capacity of positions and the inventories. */
export function CalendarTab({ gates, handover, onHandoverDone }: Props) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const canWriteDays = can(auth?.abilities, 'writeCalendar');
  const canSubscribe = can(auth?.abilities, 'listOrders');
  const [feedOpen, setFeedOpen] = useState(false);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const typeId = useId();
  const regionId = useId();
  const viewId = useId();
  const today = todayIso();

  const [view, setView] = useState<CalendarView>(() => (phone ? 'day' : 'month'));
  const [date, setDate] = useState(today);
  const [typeChoice, setTypeChoice] = useState<string | null>(null);
  const [regionText, setRegionText] = useState('');
  const [regionGroups, setRegionGroups] = useState<string[]>([]);
  const [createDay, setCreateDay] = useState<string | null>(null);
  const [editDay, setEditDay] = useState<string | null>(null);
  const [activeHandover, setActiveHandover] = useState(handover);

  // The customer's "Auftrag planen": the dialog opens with that customer on the first free day from today.
  useEffect(() => {
    if (!handover) return;
    setActiveHandover(handover);
    setCreateDay(today);
    onHandoverDone();
  }, [handover?.customerId, handover?.positions]);

  const range = visibleRange(view, date);
  const days = useCalendarDaysQuery({ variables: range, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const orders = useCalendarOrdersQuery({ variables: range, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const month = date.slice(0, 7);
  const lastYear = sameMonthLastYear(month);
  const monthOrders = useCalendarOrdersQuery({ variables: monthRange(month), fetchPolicy: 'cache-and-network' });
  const lastYearOrders = useCalendarOrdersQuery({ variables: monthRange(lastYear), fetchPolicy: 'cache-and-network' });
  const { data: typesData } = useCalendarCustomerTypesQuery();
  const { data: settingData } = useCalendarDefaultMaxQuery({ context: { handleErrors: ['NOT_FOUND'] } });
  const defaultMax = settingData ? defaultMaxFromSetting(settingData.settingByName.value) : DEFAULT_MAX_POSITIONS;

  const types = typesData?.customerTypes ?? [];
  const rewe = reweTypeId(types);
  // Until the user chooses, the filter is the type named REWE (once the types are loaded).
  const typeValue = typeChoice ?? (rewe !== null ? String(rewe) : '');

  const keep = useMemo(
    () => (o: CalendarOrderFieldsFragment) =>
      (typeValue === '' || o.customer?.customerTypeId === Number(typeValue)) && matchesRegion(o.customer, regionGroups),
    [typeValue, regionGroups],
  );

  const dayData = (days.data ?? days.previousData)?.calendarDays;
  const dayMap = useMemo(() => new Map<string, CalendarDayFieldsFragment>((dayData ?? []).map((d) => [d.date, d])), [dayData]);
  const orderItems = (orders.data ?? orders.previousData)?.orders.items;
  const events = useMemo<CalendarEvent[]>(
    () =>
      (orderItems ?? []).filter(keep).map((o) => ({
        id: o.id,
        title: o.name,
        start: toLocalDate(o.validFrom),
        // Whole-day events end exclusive: the day after validTo.
        end: toLocalDate(DateTime.fromISO(o.validTo).plus({ days: 1 }).toFormat(ISO_DATE)),
        allDay: true,
        order: o,
      })),
    [orderItems, keep],
  );
  const monthSum = positionsOfMonth((monthOrders.data?.orders.items ?? []).filter(keep), month);
  const lastYearSum = positionsOfMonth((lastYearOrders.data?.orders.items ?? []).filter(keep), lastYear);

  const parts = useMemo<CalendarPartsContext>(
    () => ({ days: dayMap, canCreate: gates.canCreate, onPlan: (d) => setCreateDay(d), onEditDay: (d) => setEditDay(d) }),
    [dayMap, gates.canCreate],
  );

  const applyRegion = (text: string) => {
    const parsed = parseRegionFilter(text);
    if (parsed === 'invalid') {
      // spec 3 §2.2: an invalid format resets the filters.
      notify.warning(t('orders.calendar.invalidFormat'));
      setRegionText('');
      setRegionGroups([]);
      setTypeChoice(null);
      return;
    }
    setRegionGroups(parsed);
  };

  const editing: CalendarDayFieldsFragment | null = editDay
    ? (dayMap.get(editDay) ?? { id: null, date: editDay, note: '', maxPositions: 0, positions: 0, effectiveMaxPositions: effectiveMax(0, defaultMax) })
    : null;
  const loading = days.loading || orders.loading;
  const failed = (days.error && !dayData) || (orders.error && !orderItems);

  const viewItems = CALENDAR_VIEWS.map((v) => ({ value: v, label: t(`orders.calendar.views.${v}`) }));

  return (
    <Stack gap="3" pt="2" data-testid="calendar-tab">
      <Stack direction={{ base: 'column', lg: 'row' }} gap="2" justify="space-between" align={{ base: 'stretch', lg: 'center' }}>
        <HStack gap="1" flexWrap="wrap" minW="0">
          <Button size="sm" variant="outline" onClick={() => setDate(today)} data-testid="calendar-today">
            {t('orders.calendar.today')}
          </Button>
          <IconButton size="sm" variant="ghost" aria-label={t('orders.calendar.previous')} onClick={() => setDate(navigateDate(view, date, -1))} data-testid="calendar-previous">
            <LuChevronLeft />
          </IconButton>
          <IconButton size="sm" variant="ghost" aria-label={t('orders.calendar.next')} onClick={() => setDate(navigateDate(view, date, 1))} data-testid="calendar-next">
            <LuChevronRight />
          </IconButton>
          <Text as="h3" fontWeight="semibold" textStyle={{ base: 'md', md: 'lg' }} data-testid="calendar-label" minW="0">
            {viewLabel(view, date)}
          </Text>
          <Text fontSize="sm" color="fg.muted" ms="1" data-testid="calendar-weeks">
            {t('orders.calendar.weeks', { weeks: weeksLabel(view, date) })}
          </Text>
          {loading && <Spinner role="status" size="sm" color="brand.solid" ms="1" aria-label={t('orders.calendar.loading')} />}
        </HStack>
        <HStack gap="2" justify={{ base: 'space-between', lg: 'flex-end' }}>
          {phone ? (
            <NativeSelect.Root size="sm" w="auto" minW="32">
              <NativeSelect.Field id={viewId} aria-label={t('orders.calendar.view')} value={view} data-testid="calendar-view-select" onChange={(e) => setView(e.currentTarget.value as CalendarView)}>
                {viewItems.map((v) => (
                  <option key={v.value} value={v.value}>
                    {v.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : (
            <SegmentGroup.Root size="sm" value={view} aria-label={t('orders.calendar.view')} data-testid="calendar-views" onValueChange={(e) => setView(e.value as CalendarView)}>
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={viewItems} />
            </SegmentGroup.Root>
          )}
          <HStack gap="2">
            <Button asChild size="sm" variant="outline">
              <a href={exportHref(range, 'INV')} target="_blank" rel="noopener" aria-label={t('orders.calendar.export')} title={t('orders.calendar.export')} data-testid="calendar-export">
                <LuDownload />
                <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                  {t('orders.calendar.export')}
                </Box>
              </a>
            </Button>
            {canSubscribe && (
              <IconButton size="sm" variant="outline" aria-label={t('profile.calendarFeed.open')} title={t('profile.calendarFeed.open')} onClick={() => setFeedOpen(true)} data-testid="calendar-feed-button">
                <LuCalendarSync />
              </IconButton>
            )}
            {gates.canCreate && (
              <IconButton size="sm" colorPalette="brand" aria-label={t('orders.calendar.create')} title={t('orders.calendar.create')} onClick={() => setCreateDay(bookingDay(date, today))} data-testid="calendar-plus">
                <LuPlus />
              </IconButton>
            )}
          </HStack>
        </HStack>
      </Stack>

      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" maxW={{ md: '3xl' }} alignItems="start">
        <MonthPicker
          label={t('orders.calendar.month')}
          value={month}
          testId="calendar-month"
          onChange={(m) => {
            if (/^\d{4}-\d{2}$/.test(m)) setDate(m === today.slice(0, 7) ? today : `${m}-01`);
          }}
        />
        <Field.Root>
          <Field.Label htmlFor={typeId}>{t('orders.calendar.customerType')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id={typeId} value={typeValue} data-testid="calendar-customer-type" onChange={(e) => setTypeChoice(e.currentTarget.value)}>
              <option value="">{t('orders.calendar.allCustomerTypes')}</option>
              {types.map((ct) => (
                <option key={ct.id} value={String(ct.id)}>
                  {ct.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <GridItem colSpan={{ base: 2, md: 1 }}>
          <Field.Root>
            <Field.Label htmlFor={regionId}>{t('orders.calendar.region')}</Field.Label>
            <form
              style={{ width: '100%' }}
              onSubmit={(e) => {
                e.preventDefault();
                applyRegion(regionText);
              }}
            >
              <Input
                id={regionId}
                value={regionText}
                inputMode="numeric"
                enterKeyHint="search"
                autoComplete="off"
                placeholder={t('orders.calendar.regionPlaceholder')}
                title={t('orders.calendar.regionHint')}
                data-testid="calendar-region"
                onChange={(e) => setRegionText(e.currentTarget.value)}
                onBlur={() => applyRegion(regionText)}
              />
            </form>
            <Field.HelperText display={{ base: 'none', md: 'block' }}>{t('orders.calendar.regionHint')}</Field.HelperText>
          </Field.Root>
        </GridItem>
      </SimpleGrid>

      {failed && (
        <Alert.Root status="error" data-testid="calendar-error">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('common.loadFailed')}</Alert.Title>
          <Button
            size="xs"
            variant="outline"
            ms="auto"
            onClick={() => {
              void days.refetch();
              void orders.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        </Alert.Root>
      )}

      <Box opacity={loading && !dayData ? 0.6 : 1} overflowX="auto">
        <CalendarBoard view={view} date={date} events={events} parts={parts} onView={setView} onDate={setDate} />
      </Box>

      <HStack gap="4" flexWrap="wrap" fontSize="sm" borderTopWidth="1px" pt="2" title={t('orders.calendar.sumsFiltered')}>
        <Text data-testid="calendar-month-sum">
          {t('orders.calendar.monthSum', { month: DateTime.fromISO(`${month}-01`).setLocale(LOCALE).toFormat('MMMM yyyy'), sum: formatCount(monthSum) })}
        </Text>
        <Text color="fg.muted" data-testid="calendar-last-year-sum">
          {t('orders.calendar.lastYearSum', { month: DateTime.fromISO(`${lastYear}-01`).setLocale(LOCALE).toFormat('MMMM yyyy'), sum: formatCount(lastYearSum) })}
        </Text>
      </HStack>

      <CreateInventoryDialog
        day={createDay}
        handover={activeHandover}
        onClose={() => {
          setCreateDay(null);
          setActiveHandover(null);
        }}
      />
      <MaxPositionsDialog day={editing} defaultMax={defaultMax} canEdit={canWriteDays} onClose={() => setEditDay(null)} />
      {canSubscribe && <OfficeFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />}
    </Stack>
  );
}

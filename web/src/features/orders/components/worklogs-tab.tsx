import { Accordion, Badge, Box, Button, HStack, SegmentGroup, Spinner, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarDays, LuPlus } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router';
import { type OrderDetailsFieldsFragment, type OrderWorklogFieldsFragment, useOrderWorklogsQuery } from '@/generated/orders';
import { neighbourMonths } from '@/shared/worklogs/day-totals';
import { formatMinutes, todayIso } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import { WorklogDialog } from '@/shared/offered-dialogs';
import { useAuth } from '@/shared/session/auth';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import { useWorklogDelete } from '@/shared/worklogs/worklog-delete';
import {
  canCreateWorklog,
  type DateGroup,
  dayHref,
  dayTitle,
  groupWorklogs,
  isClosed,
  monthBounds,
  monthClosed,
  resolveTabDate,
  worklogRights,
} from '../order-worklogs';
import { ClockingHistoryDialog, type ClockingHistoryTarget } from './clocking-history-dialog';
import { TabMonthNav } from './tab-month-nav';
import { WorklogDay } from './worklog-day';

type Worklog = OrderWorklogFieldsFragment;
type Dialog = { mode: 'create' } | { mode: 'edit'; worklog: Worklog } | null;

/**
 * Worklogs tab (spec 3 §2.4): /orders/{id}/worklogs[?date=YYYY-MM|YYYY-MM-DD&view=list] shows a month
 * as panels per date, /orders/{id}/worklogs/{date} one day; per employee the day's figures, unfolding to
 * the entries with edit and delete, and the clocking history.
 */
export function WorklogsTab({ order, pathDate }: { order: OrderDetailsFieldsFragment; pathDate: string | null }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { auth } = useAuth();
  const abilities = auth?.abilities;
  const rights = useMemo(() => worklogRights(abilities), [abilities]);
  const earliest = useEarliestValidFrom();
  const today = todayIso();
  const at = resolveTabDate(pathDate, params.get('date'), order, today);
  const bounds = monthBounds(order, today);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const view = params.get('view');
  const layout = phone || view === 'list' ? 'list' : 'table';

  const { data, loading, error, refetch } = useOrderWorklogsQuery({
    variables: { orderId: order.id, yearMonth: at.yearMonth },
    fetchPolicy: 'cache-and-network',
  });
  // A night shift of the month's first or last day reaches into the month next to it: its entries
  // there complete the shift (the panels and sums stay the month's own).
  const near = useMemo(() => neighbourMonths(data?.orderWorklogs ?? [], at.yearMonth, bounds.max), [data, at.yearMonth, bounds.max]);
  const previousMonth = near.previous && near.previous >= bounds.min ? near.previous : null;
  const previous = useOrderWorklogsQuery({ variables: { orderId: order.id, yearMonth: previousMonth ?? '' }, skip: !previousMonth });
  const next = useOrderWorklogsQuery({ variables: { orderId: order.id, yearMonth: near.next ?? '' }, skip: !near.next });
  const groups = useMemo(() => {
    const around = [...(previousMonth ? (previous.data?.orderWorklogs ?? []) : []), ...(near.next ? (next.data?.orderWorklogs ?? []) : [])];
    const all = groupWorklogs(data?.orderWorklogs ?? [], { showPassenger: rights.passenger, around });
    return at.day ? all.filter((g) => g.date === at.day) : all;
  }, [data, previous.data, next.data, previousMonth, near.next, rights.passenger, at.day]);

  const [dialog, setDialog] = useState<Dialog>(null);
  const [history, setHistory] = useState<ClockingHistoryTarget | null>(null);
  const remove = useWorklogDelete();
  const reload = () => {
    void refetch();
    if (previousMonth) void previous.refetch();
    if (near.next) void next.refetch();
  };
  const onDelete = async (w: Worklog) => {
    if (await remove(w.id)) reload();
  };

  const closed = at.day ? isClosed(at.day, earliest) : monthClosed(at.yearMonth, earliest);
  const creatable = canCreateWorklog(rights, order, earliest) && !(at.day && isClosed(at.day, earliest));
  const setView = (v: 'table' | 'list') =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        q.set('view', v);
        return q;
      },
      { replace: true },
    );

  const actions = (
    <>
      {!phone && (
        <SegmentGroup.Root size="sm" value={layout} onValueChange={(e) => e.value && setView(e.value as 'table' | 'list')} aria-label={t('orders.worklogs.view')} data-testid="worklogs-view">
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={[{ value: 'table', label: t('orders.worklogs.views.table') }, { value: 'list', label: t('orders.worklogs.views.list') }]} />
        </SegmentGroup.Root>
      )}
      {creatable && (
        <Button colorPalette="brand" size={{ base: 'md', md: 'sm' }} w={{ base: 'full', md: 'auto' }} onClick={() => setDialog({ mode: 'create' })} data-testid="worklog-create">
          <LuPlus />
          {t('orders.worklogs.create')}
        </Button>
      )}
    </>
  );

  const dayProps = {
    rights,
    ownEmployeeId: auth?.employeeId ?? null,
    earliestValidFrom: earliest,
    layout,
    onEdit: (worklog: Worklog) => setDialog({ mode: 'edit', worklog }),
    onDelete: (w: Worklog) => void onDelete(w),
    onHistory: setHistory,
  } as const;

  let body;
  if (!data || groups.length === 0) {
    body = <ListState items={data ? groups : null} error={error} onRetry={() => void refetch()} framed />;
  } else if (at.day) {
    body = (
      <Box borderWidth="1px" rounded="lg" bg="bg" overflowX="auto" data-testid="worklog-day">
        <PanelHead group={groups[0]} passenger={rights.passenger} />
        <WorklogDay group={groups[0]} {...dayProps} />
      </Box>
    );
  } else {
    body = (
      <Accordion.Root multiple collapsible variant="plain" data-testid="worklog-panels">
        <Stack gap="2">
          {groups.map((g) => (
            <Accordion.Item key={g.date} value={g.date} borderWidth="1px" rounded="lg" bg="bg" overflow="hidden" data-testid="worklog-panel">
              <HStack gap="0" pe="2">
                <Accordion.ItemTrigger px="3" py="2.5" cursor="pointer" flex="1" minW="0" data-testid="worklog-panel-trigger">
                  <PanelSummary group={g} passenger={rights.passenger} />
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Button asChild size="sm" variant="ghost" colorPalette="brand" flexShrink={0} aria-label={t('orders.worklogs.openDayOf', { date: dayTitle(g.date) })}>
                  <Link to={dayHref(order.id, 'worklogs', g.date, params)} data-testid="worklog-open-day">
                    <LuCalendarDays />
                    <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                      {t('orders.worklogs.openDay')}
                    </Box>
                  </Link>
                </Button>
              </HStack>
              <Accordion.ItemContent borderTopWidth="1px">
                <Box overflowX="auto">
                  <WorklogDay group={g} {...dayProps} />
                </Box>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Stack>
      </Accordion.Root>
    );
  }

  return (
    <Stack gap="3" data-testid="order-worklogs">
      <TabMonthNav orderId={order.id} tab="worklogs" at={at} bounds={bounds} closed={closed} actions={actions} />
      {loading && data && (
        <HStack gap="2" color="fg.muted" fontSize="sm">
          <Spinner size="xs" color="brand.solid" />
          <Text>{t('table.loading')}</Text>
        </HStack>
      )}
      {body}
      {dialog && (
        <Suspense fallback={null}>
          <WorklogDialog open onClose={() => setDialog(null)} onSaved={reload} worklog={dialog.mode === 'edit' ? dialog.worklog : null} orderId={order.id} date={at.day} />
        </Suspense>
      )}
      <ClockingHistoryDialog orderId={order.id} target={history} showPassenger={rights.passenger} onClose={() => setHistory(null)} />
    </Stack>
  );
}

/** A date panel's head: the day, how many employees, the day's figures. */
function PanelSummary({ group, passenger }: { group: DateGroup<Worklog>; passenger: boolean }) {
  const { t } = useTranslation();
  const figures: [string, number][] = [
    [t('orders.worklogs.columns.work'), group.totals.minutesWork],
    [t('orders.worklogs.columns.travel'), group.totals.minutesTravel],
    ...(passenger ? [[t('orders.worklogs.columns.passenger'), group.totals.minutesPassenger] as [string, number]] : []),
  ];
  return (
    <Stack gap="0.5" flex="1" minW="0" textAlign="start">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold" data-testid="worklog-panel-date">
          {dayTitle(group.date)}
        </Text>
        <Badge variant="subtle">{t('orders.worklogs.employees', { count: group.employees.length })}</Badge>
      </HStack>
      <HStack columnGap="3" rowGap="0" fontSize="sm" color="fg.muted" flexWrap="wrap">
        {figures.map(([label, minutes]) => (
          <Text key={label} fontVariantNumeric="tabular-nums">
            {label} {formatMinutes(minutes)}
          </Text>
        ))}
      </HStack>
    </Stack>
  );
}

function PanelHead({ group, passenger }: { group: DateGroup<Worklog>; passenger: boolean }) {
  return (
    <Box px="3" py="2.5" borderBottomWidth="1px" bg="bg.subtle">
      <PanelSummary group={group} passenger={passenger} />
    </Box>
  );
}

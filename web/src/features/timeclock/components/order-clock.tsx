import { Alert, Box, Button, Center, Flex, Heading, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuClipboardCheck, LuFileText, LuStore, LuUserPlus } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
import {
  type TimeclockOrderQuery,
  TimeclockOrderDocument,
  type TimeclockOrderQueryVariables,
  useClockEmployeesMutation,
  useTimeclockOrderQuery,
} from '@/generated/timeclock';
import { BlurSaveNumberField } from '@/shared/form/blur-save-field';
import { useLiveClock } from '@/shared/live/use-live-clock';
import { useScrollClearOf } from '@/shared/use-scroll-clear-of';
import { formatDate, formatHours, todayIso } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import {
  CLOCK_TABS,
  type ClockingAction,
  type ClockTab,
  clockSteps,
  errorsByEmployee,
  warningsByEmployee,
  type InType,
  planBar,
  progressKey,
  requestErrors,
  sectionsOf,
} from '../clocking';
import type { TimeclockGates } from '../gates';
import { showsChecklist } from '../order-list';
import { applyWaiting, isUnsent, newClientId } from '../offline/queue';
import { dismiss, enqueue, useOfflineQueue } from '../offline/use-offline-queue';
import { useStoredView } from '../offline/use-stored-view';
import { prefetched } from '../prefetch';
import { useDay } from '../use-day';
import { operatorInputProblem, useOperatorSave } from '../use-operator-save';
import { ActionBar, type ClockMessage, ClockResult } from './action-bar';
import { AddEmployeeDialog } from './add-employee-dialog';
import { ChecklistDialog } from './checklist-dialog';
import { ClockWhen } from './clock-when';
import { OfflineBadge, RefusedPanel } from './offline-status';
import { type Entry, EmployeeSections } from './employee-list';
import { type DialAction, SpeedDial } from './speed-dial';

const SUCCESS_SHOWN_MS = 4000;
const EMPTY_SELECTION: Record<ClockTab, Set<number>> = { in: new Set(), pause: new Set(), out: new Set() };

/** /timeclock/{orderId} (spec 2 §2.5): the order's people of the day, clocked in, paused and out by the team leader. */
export function OrderClock({ orderId, gates }: { orderId: number; gates: TimeclockGates }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { date, setDate, isToday, query } = useDay();
  const variables: TimeclockOrderQueryVariables = useMemo(() => ({ orderId, date }), [orderId, date]);
  const queue = useOfflineQueue();
  const { online } = queue;
  // Offline the server is not asked (its failure would be a technical error): the stored copy shows.
  // The view the app asked for at its start (prefetch.ts) is read from the cache, not asked again
  // (decided once per mount: a later render must not switch the policy).
  const [startDate] = useState(() => (prefetched(`order:${orderId}:${date}`) ? date : null));
  const { data, error, loading, refetch } = useTimeclockOrderQuery({
    variables,
    fetchPolicy: !online ? 'cache-only' : date === startDate ? 'cache-first' : 'cache-and-network',
  });
  const fromServer = data?.timeclockOrder;
  const stored = useStoredView(orderId, date, fromServer, online, refetch);
  const view = fromServer ?? (error || !online ? (stored ?? undefined) : undefined);
  const showsCopy = !fromServer && view != null;
  // The live board: what others clock on this order shows without reload.
  useLiveClock(orderId, () => void refetch());

  const [tab, setTab] = useState<ClockTab>('in');
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const [added, setAdded] = useState<Entry[]>([]);
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  // The compliance warnings a clock request caused (rest time, a minor at night, …), per employee: they
  // stay on the rows until the order is loaded anew, so the team leader sees them after the result fades.
  const [warnings, setWarnings] = useState<ReadonlyMap<number, readonly string[]>>(new Map());
  const [message, setMessage] = useState<ClockMessage | null>(null);
  const [running, setRunning] = useState<{ action: ClockingAction; type?: InType; text: string } | null>(null);
  const [dock, setDock] = useState<HTMLDivElement | null>(null);
  useScrollClearOf(dock);
  const [time, setTime] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'checklist' | 'add' | null>(null);
  const [clock] = useClockEmployeesMutation();

  // A phone comes back from the pocket: show what others clocked meanwhile.
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && navigator.onLine && void refetch();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);
  useEffect(() => {
    if (message?.status !== 'success') return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message]);
  // Another day is another list. Reset while rendering (React's "adjusting state when a prop changes"),
  // not in an effect: an effect ran on mount too and re-rendered the whole crew in one blocking task.
  const [listedDate, setListedDate] = useState(date);
  if (listedDate !== date) {
    setListedDate(date);
    setSelection(EMPTY_SELECTION);
    setErrors(new Map());
    setWarnings(new Map());
    setAdded([]);
  }

  const writeEmployees = useCallback(
    (update: (employees: Entry[]) => Entry[], totalWorkMinutes?: number) => {
      client.cache.updateQuery<TimeclockOrderQuery, TimeclockOrderQueryVariables>({ query: TimeclockOrderDocument, variables }, (prev) =>
        prev
          ? {
              timeclockOrder: {
                ...prev.timeclockOrder,
                employees: update(prev.timeclockOrder.employees),
                totalWorkMinutes: totalWorkMinutes ?? prev.timeclockOrder.totalWorkMinutes,
              },
            }
          : prev,
      );
    },
    [client, variables],
  );
  const onOperatorSaved = useCallback(
    (employeeId: number, operatorId: number | null, operatorNumber: number | null) => {
      const patch = (list: Entry[]) => list.map((e) => (e.employeeId === employeeId ? { ...e, operatorId, operatorNumber } : e));
      writeEmployees(patch);
      setAdded(patch);
    },
    [writeEmployees],
  );
  const saveOperator = useOperatorSave(orderId, t, onOperatorSaved);

  if (!view && !online && stored === null) {
    return (
      <Stack p={{ base: '4', md: '8' }} gap="3" align="start">
        <OfflineBadge queue={queue} />
        <Text fontWeight="semibold" data-testid="timeclock-order-offline">
          {t('timeclock.offline.noCopy')}
        </Text>
        <BackLink query={query} />
      </Stack>
    );
  }
  if (error && !view && stored !== undefined) {
    const notFound = errorCodes(error).codes.includes('NOT_FOUND');
    return (
      <Stack p={{ base: '4', md: '8' }} gap="3" align="start">
        <Text color={notFound ? undefined : 'fg.error'} fontWeight="semibold" data-testid="timeclock-order-error">
          {t(notFound ? 'timeclock.order.notFound' : 'common.loadFailed')}
        </Text>
        {!notFound && (
          <Button variant="outline" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        )}
        <BackLink query={query} />
      </Stack>
    );
  }
  if (!view) {
    return (
      <Center py="16">
        <Spinner role="status" color="brand.solid" aria-label={t('app.loading')} />
      </Center>
    );
  }

  const { order, totalWorkMinutes } = view;
  // Actions waiting for a connection show their expected outcome, marked as waiting.
  const employees = applyWaiting(view.employees, queue.actions, orderId, date);
  const waiting = new Set(queue.actions.filter((a) => a.state === 'waiting' && a.orderId === orderId && a.date === date).map((a) => a.employeeId));
  const inventory = order.orderType === 'INV';
  const sections = sectionsOf(tab, employees, added);
  const shown = sections.flatMap((s) => s.employees);
  const selected = selection[tab];
  const selectedEntries = shown.filter((e) => selected.has(e.employeeId));
  const plan = planBar(tab, selectedEntries);
  const today = todayIso();
  // The night belongs to the order: after its last day the crew still in that night is ended from today's page.
  const nightGoesOn = isToday && employees.some((e) => e.status === 'CLOCKED_IN' || e.status === 'PAUSED');
  const orderRuns = (date >= order.validFrom && date <= order.validTo) || nightGoesOn;
  const lastDay = nightGoesOn ? today : order.validTo < today ? order.validTo : today;

  const setTabSelection = (next: Set<number>) => setSelection((s) => ({ ...s, [tab]: next }));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setTabSelection(next);
  };
  const toggleAll = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
    setTabSelection(next);
  };

  /** Without a connection: every employee's step is queued with its own client id, in the order selected. */
  const queueRun = async (action: ClockingAction, type?: InType, clientIds?: ReadonlyMap<number, string>) => {
    await enqueue(
      selectedEntries.map((e) => ({
        orderId,
        orderName: order.name,
        date,
        time,
        today: isToday,
        employeeId: e.employeeId,
        employeeName: e.fullName,
        clockingAction: action,
        worklogType: type,
        clientId: clientIds?.get(e.employeeId),
      })),
    );
    setTabSelection(new Set());
    setAdded((list) => list.filter((e) => !selected.has(e.employeeId)));
    setTime(null);
    setMessage({ status: 'info', text: t('timeclock.offline.queued', { count: selectedEntries.length }) });
  };

  const run = async (action: ClockingAction, type?: InType) => {
    const ids = selectedEntries.map((e) => e.employeeId);
    if (ids.length === 0 || running) return;
    // Offline as the queue knows it: the browser says so, or the last send got no answer at all.
    if (!online) {
      setErrors(new Map());
      await queueRun(action, type);
      return;
    }
    // One client id per employee step, sent with the request: one without an answer is queued under the
    // same ids, so the server applies each step once whichever copy arrives.
    const clientIds = new Map(ids.map((id) => [id, newClientId()]));
    setRunning({ action, type, text: t(progressKey(action)) });
    setMessage(null);
    setErrors(new Map());
    try {
      // "Now" on today's page: the server's clock gives day and time together, so a click a moment before
      // midnight that arrives after it is booked on the new day (a night shift goes on from 00:00).
      const when = time == null && isToday ? {} : { date, time: time ?? undefined };
      const { data: answer } = await clock({
        variables: { input: { orderId, ...when, employees: clockSteps(ids, action, type, clientIds) } },
        context: { handleErrors: ['CONFLICT', 'VALIDATION', 'NOT_FOUND'] },
      });
      const r = answer!.clockEmployees;
      writeEmployees(() => r.employees, r.totalWorkMinutes);
      const refused = errorsByEmployee(r.validationErrors);
      setErrors(refused);
      if (r.warnings.length) setWarnings((before) => warningsByEmployee(before, r.warnings));
      // The refused stay selected to try again or deselect; the clocked are done.
      setTabSelection(new Set(ids.filter((id) => refused.has(id))));
      const listed = new Set(r.employees.map((e) => e.employeeId));
      setAdded((list) => list.filter((e) => !listed.has(e.employeeId)));
      if (r.success) setTime(null);
      const rest = requestErrors(r.validationErrors);
      setMessage({ status: r.success ? 'success' : 'warning', text: r.message, detail: rest.length ? rest.join(' ') : undefined });
    } catch (err) {
      // No answer at all (the connection broke, or the time limit ran out): the steps wait in the queue
      // under the same client ids instead.
      if (isUnsent(err)) {
        await queueRun(action, type, clientIds);
        return;
      }
      const { messages, fieldErrors } = errorCodes(err);
      // Spec 2 §8 'Other clock errors'; the server's reason (closed month, unknown order, bad input) beneath.
      const detail = messages.CONFLICT ?? (fieldErrors.length ? fieldErrors.map((f) => f.message).join(' ') : messages.NOT_FOUND);
      setMessage({ status: 'error', text: t('timeclock.result.failed'), detail });
    } finally {
      setRunning(null);
    }
  };

  const dial: DialAction[] = [
    ...(gates.canOpenOrder ? [{ key: 'order', label: t('timeclock.dial.order'), icon: <LuFileText />, onSelect: () => void navigate(`/orders/${order.id}/info`) }] : []),
    ...(showsChecklist(order) ? [{ key: 'checklist', label: t('timeclock.dial.checklist'), icon: <LuClipboardCheck />, onSelect: () => setDialog('checklist') }] : []),
    ...(gates.canClock ? [{ key: 'add', label: t('timeclock.dial.addEmployee'), icon: <LuUserPlus />, onSelect: () => setDialog('add') }] : []),
    ...(order.customerId != null && gates.canOpenCustomer
      ? [{ key: 'customer', label: t('timeclock.dial.customer'), icon: <LuStore />, onSelect: () => void navigate(`/customers/${order.customerId}/info`) }]
      : []),
  ];

  const operatorField = (e: Entry) => (
    <BlurSaveNumberField
      value={e.operatorNumber}
      label={t('timeclock.order.operatorNumberOf', { name: e.fullName })}
      placeholder={t('timeclock.order.operatorShort')}
      validate={operatorInputProblem}
      onSave={(n) => saveOperator(e, n)}
      disabled={!gates.canEditOperators}
      width="24"
      testId={`operator-${e.employeeId}`}
      gridSlots={{ input: { gridColumn: '2', gridRow: '1', me: '3' }, error: { gridColumn: '1 / -1', gridRow: '2', mt: '-1', px: '3', pb: '2.5', fontSize: 'sm' } }}
    />
  );
  const address = [order.address, [order.zip, order.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <Box px={{ base: '3', md: '6' }} pt={{ base: '2', md: '4' }} data-testid="timeclock-order" data-order-id={order.id}>
      <Stack gap="4" maxW="3xl">
        <Stack gap="1">
          <BackLink query={query} />
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }} wordBreak="break-word" data-testid="timeclock-order-name">
            {order.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {[order.validFrom === order.validTo ? formatDate(order.validFrom) : `${formatDate(order.validFrom)} – ${formatDate(order.validTo)}`, address]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <HStack gap="2" pt="1">
            <Text fontSize="sm" color="fg.muted">
              {t('timeclock.order.total')}
            </Text>
            <Text fontWeight="bold" data-testid="total-work">
              {formatHours(Math.max(0, totalWorkMinutes))}
            </Text>
            {loading && <Spinner size="xs" color="brand.solid" />}
          </HStack>
          <HStack gap="2" wrap="wrap">
            <OfflineBadge queue={queue} />
            {showsCopy && (
              <Text fontSize="sm" color="fg.muted" data-testid="stored-copy">
                {t('timeclock.offline.storedCopy')}
              </Text>
            )}
          </HStack>
        </Stack>

        <RefusedPanel actions={queue.actions} orderId={orderId} onDismiss={(seq) => void dismiss(seq)} />

        {!gates.canClock ? (
          <Alert.Root status="info" data-testid="no-clocking">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('timeclock.order.noClocking')}</Alert.Title>
          </Alert.Root>
        ) : (
          <>
            <ClockWhen date={date} min={order.validFrom} max={lastDay} onDate={setDate} time={time} onTime={setTime} />
            {!orderRuns && (
              <Alert.Root status="warning" data-testid="order-not-running">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal">{t('timeclock.order.notRunning')}</Alert.Title>
              </Alert.Root>
            )}
            {/* The list of the chosen tab is the tab's panel (its trigger's aria-controls names it); display
                contents keeps the list and the panel as two items of the page's stack, as before. */}
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as ClockTab)} variant="enclosed" fitted colorPalette="brand" display="contents" data-testid="clock-tabs">
              <Tabs.List w="full" bg="bg.muted">
                {CLOCK_TABS.map((k) => (
                  <Tabs.Trigger key={k} value={k} h="11" fontWeight="semibold" data-testid={`tab-${k}`}>
                    {t(`timeclock.tabs.${k}`)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value={tab} p="0">
                {sections.length === 0 ? (
                  <Text color="fg.muted" textAlign="center" py="8" px="4" bg="bg" rounded="lg" borderWidth="1px" data-testid="tab-empty">
                    {t(`timeclock.empty.${tab}`)}
                  </Text>
                ) : (
                  <EmployeeSections
                    sections={sections}
                    selected={selected}
                    errors={errors}
                    warnings={warnings}
                    waiting={waiting}
                    onToggle={toggle}
                    onToggleAll={toggleAll}
                    trailing={inventory && tab === 'in' ? operatorField : undefined}
                  />
                )}
              </Tabs.Content>
            </Tabs.Root>
          </>
        )}
      </Stack>

      {/* Bottom of the screen, where the thumb is (above the shell's footer): result, speed dial, actions.
          In the flow after the list, so at the end of the list nothing lies under it; a field or link the
          browser scrolls into view (focus, keyboard) stops above it (useScrollClearOf). */}
      <Box ref={setDock} position="sticky" bottom="10" zIndex="docked" maxW="3xl" pt="4" pb={selectedEntries.length ? 0 : '3'} pointerEvents="none" data-testid="timeclock-dock">
        <Stack gap="2">
          <Flex justify="flex-end" align="end" gap="2">
            {message && (
              <Box flex="1" minW="0" pointerEvents="auto">
                <ClockResult message={message} onClose={() => setMessage(null)} />
              </Box>
            )}
            <SpeedDial actions={dial} />
          </Flex>
          {gates.canClock && selectedEntries.length > 0 && (
            <Box pointerEvents="auto" mx={{ base: '-3', md: '0' }}>
              <ActionBar plan={plan} count={selectedEntries.length} running={running} onRun={(a, k) => void run(a, k)} onClear={() => setTabSelection(new Set())} />
            </Box>
          )}
        </Stack>
      </Box>

      <ChecklistDialog order={dialog === 'checklist' ? order : null} canTick={gates.canTickChecklist} onClose={() => setDialog(null)} />
      {gates.canClock && (
        <AddEmployeeDialog
          open={dialog === 'add'}
          orderId={order.id}
          date={date}
          added={new Set(added.map((e) => e.employeeId))}
          onAdd={(e) => {
            setAdded((list) => (list.some((x) => x.employeeId === e.employeeId) ? list : [...list, e]));
            setTab('in');
            setSelection((s) => ({ ...s, in: new Set([...s.in, e.employeeId]) }));
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}

function BackLink({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" ms="-2" minH="11" alignSelf="start">
      <Link to={`/timeclock${query}`} data-testid="timeclock-back">
        <LuArrowLeft />
        {t('timeclock.order.back')}
      </Link>
    </Button>
  );
}

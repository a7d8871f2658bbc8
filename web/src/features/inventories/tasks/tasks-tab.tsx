import { Box, Button, HStack, IconButton, NativeSelect, Spinner, Stack, useBreakpointValue } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuPlus, LuUpload } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { type OrderTaskFieldsFragment, useInventoryTasksQuery, useTaskDailyStatisticQuery, useTaskImportsQuery, useUpdateOrderTaskMutation } from '@/generated/inventories';
import { DayField } from '@/shared/date/day-field';
import { employeeLabel } from '@/shared/employee-label';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { ISO_DATE, todayIso, ZONE } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { ListFallback } from '@/shared/list-fallback';
import { notify } from '@/shared/notify';
import { useAuth } from '@/shared/session/auth';
import { ViewSwitch } from '../components/view-switch';
import { ImportDialog } from './import-dialog';
import { TASK_QUERIES, TaskDialog } from './task-dialog';
import { canToggleTask, isTaskManager, optionsOf, statsScope, taskParams } from './task-gates';
import { TaskImports } from './task-imports';
import { TaskList } from './task-list';
import { type importTasks } from './task-rest';
import { TaskSummary } from './task-summary';

type Task = OrderTaskFieldsFragment;
const HANDLED = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'];
const NO_TASKS: Task[] = [];

const shiftDay = (iso: string, days: number) => DateTime.fromISO(iso, { zone: ZONE }).plus({ days }).toFormat(ISO_DATE);

/**
 * Tab "Aufgaben" of /inventories (spec 3 §2.6, §4, §6): the tasks of a day (query parameters date,
 * orderId, employeeId, view), summary bar, pending and completed sections; managers create, edit,
 * import and delete imports; everybody else checks off their own tasks.
 */
export function TasksTab({ upload }: { upload?: typeof importTasks } = {}) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const abilities = auth?.abilities ?? [];
  const ownId = auth?.employeeId ?? null;
  const manager = isTaskManager(abilities);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [params, setParams] = useSearchParams();
  const { date, orderId, employeeId, view } = taskParams(params, todayIso(), phone);
  const [dialog, setDialog] = useState<{ task: Task | null } | null>(null);
  const [importing, setImporting] = useState(false);

  const setParam = (change: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v === null || v === '') p.delete(k);
      else p.set(k, v);
    }
    setParams(p, { replace: true });
  };

  const { data, previousData, loading, error, refetch } = useInventoryTasksQuery({ variables: { date }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const dayTasks = (data ?? previousData)?.orderTasks;
  const all = dayTasks ?? NO_TASKS;
  const orderOptions = useMemo(() => optionsOf(all, (x) => x.orderId, (x) => x.orderName), [all]);
  // With the personnel number: two employees of one name are two entries that can be told apart.
  const employeeOptions = useMemo(() => optionsOf(all, (x) => x.employeeId, (x) => employeeLabel(x.employeeName, x.employeeId)), [all]);
  const shown = useMemo(() => all.filter((x) => (orderId == null || x.orderId === orderId) && (employeeId == null || x.employeeId === employeeId)), [all, orderId, employeeId]);
  const pending = shown.filter((x) => !x.completed);
  const completed = shown.filter((x) => x.completed);
  const done = completed.reduce((s, x) => s + x.positions, 0);
  const left = pending.reduce((s, x) => s + x.positions, 0);

  const scope = dayTasks ? statsScope(manager, ownId, shown.map((x) => x.employeeId), employeeId) : null;
  const stats = useTaskDailyStatisticQuery({
    variables: { date, orderIds: orderId != null ? [orderId] : undefined, employeeIds: scope?.employeeIds },
    skip: !scope,
    fetchPolicy: 'cache-and-network',
  });
  const imports = useTaskImportsQuery({ skip: !manager, fetchPolicy: 'cache-and-network' });
  const dayImports = useMemo(() => imports.data?.orderTaskImports.filter((i) => i.date === date && (orderId == null || i.orderId === orderId)), [imports.data, date, orderId]);

  const [update] = useUpdateOrderTaskMutation({ refetchQueries: TASK_QUERIES });
  const toggle = async (task: Task) => {
    const toDone = !task.completed;
    const ok = await confirmDialog({
      title: t(toDone ? 'inventories.tasks.confirmDoneTitle' : 'inventories.tasks.confirmPendingTitle'),
      message: t(toDone ? 'inventories.tasks.confirmDone' : 'inventories.tasks.confirmPending', { label: task.label }),
      confirmLabel: t(toDone ? 'inventories.tasks.confirmDoneOk' : 'inventories.tasks.confirmPendingOk'),
      tone: 'primary',
    });
    if (!ok) return;
    try {
      await update({ variables: { id: task.id, input: { completed: toDone } } });
    } catch (err) {
      // 403 (someone else's task) is said by the shell's error link.
      if (!errorCodes(err).codes.some((c) => HANDLED.includes(c))) notify.error(t('inventories.tasks.updateFailed'));
    }
  };

  const filtered = orderId != null || employeeId != null;
  return (
    <Stack gap="4" data-testid="tasks-tab">
      <HStack gap="2" flexWrap="wrap" align="end">
        <HStack gap="1" align="end">
          <IconButton variant="outline" size="md" aria-label={t('inventories.tasks.previousDay')} onClick={() => setParam({ date: shiftDay(date, -1) })} data-testid="task-prev-day">
            <LuChevronLeft />
          </IconButton>
          <Box w="11rem">
            <DayField label={t('inventories.tasks.date')} value={date} onChange={(d) => d && setParam({ date: d })} testId="task-day" />
          </Box>
          <IconButton variant="outline" size="md" aria-label={t('inventories.tasks.nextDay')} onClick={() => setParam({ date: shiftDay(date, 1) })} data-testid="task-next-day">
            <LuChevronRight />
          </IconButton>
          {date !== todayIso() && (
            <Button variant="ghost" onClick={() => setParam({ date: null })}>
              {t('inventories.tasks.today')}
            </Button>
          )}
        </HStack>
        <FilterSelect
          label={t('inventories.tasks.order')}
          all={t('inventories.tasks.allOrders')}
          value={orderId}
          options={orderOptions}
          onChange={(v) => setParam({ orderId: v })}
          testId="task-filter-order"
        />
        <FilterSelect
          label={t('inventories.tasks.employee')}
          all={t('inventories.tasks.allEmployees')}
          value={employeeId}
          options={employeeOptions}
          onChange={(v) => setParam({ employeeId: v })}
          testId="task-filter-employee"
        />
        <ViewSwitch value={view} onChange={(v) => setParam({ view: v })} />
        <Box flex="1" />
        {loading && dayTasks && <Spinner size="sm" color="brand.solid" />}
        {manager && (
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setImporting(true)} data-testid="task-import">
              <LuUpload />
              {t('inventories.tasks.import')}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={() => setDialog({ task: null })} data-testid="task-create">
              <LuPlus />
              {t('inventories.tasks.create')}
            </Button>
          </HStack>
        )}
      </HStack>

      <ListFallback
        failed={!!error && !dayTasks}
        loading={!dayTasks}
        empty={shown.length === 0}
        emptyText={t(filtered && all.length > 0 ? 'inventories.tasks.emptyFiltered' : 'inventories.tasks.empty')}
        onRetry={() => void refetch()}
      >
        {/* The summary bar is the statistic of spec 3 §6: managers, or someone who sees exactly his own tasks. */}
        {scope && <TaskSummary done={done} left={left} stats={stats.data?.dailyStatistic ?? stats.previousData?.dailyStatistic} />}
        <TaskList
          tasks={pending}
          view={view}
          canToggle={(x) => canToggleTask(manager, ownId, x)}
          onToggle={(x) => void toggle(x)}
          onEdit={manager ? (x) => setDialog({ task: x }) : undefined}
          title={t('inventories.tasks.pendingCount', { count: pending.length })}
          emptyText={t('inventories.tasks.noPending')}
          testId="tasks-pending"
        />
        <TaskList
          tasks={completed}
          view={view}
          canToggle={(x) => canToggleTask(manager, ownId, x)}
          onToggle={(x) => void toggle(x)}
          onEdit={manager ? (x) => setDialog({ task: x }) : undefined}
          title={t('inventories.tasks.completedCount', { count: completed.length })}
          emptyText={t('inventories.tasks.noCompleted')}
          testId="tasks-completed"
        />
      </ListFallback>

      {manager && <TaskImports imports={dayImports} error={imports.error} onRetry={() => void imports.refetch()} />}

      {manager && (
        <>
          <TaskDialog open={!!dialog} onClose={() => setDialog(null)} task={dialog?.task ?? null} date={date} orderId={orderId} knownOrders={orderOptions} abilities={abilities} />
          <ImportDialog open={importing} onClose={() => setImporting(false)} date={date} orderId={orderId} knownOrders={orderOptions} abilities={abilities} upload={upload} />
        </>
      )}
    </Stack>
  );
}

function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  all: string;
  value: number | null;
  options: readonly { id: number; name: string }[];
  onChange: (v: string | null) => void;
  testId: string;
}) {
  // A filter from the link (orderId=…) whose tasks are not on this day stays selectable.
  const list = value != null && !options.some((o) => o.id === value) ? [...options, { id: value, name: String(value) }] : options;
  return (
    <NativeSelect.Root size="md" w={{ base: 'full', sm: '14rem' }}>
      <NativeSelect.Field aria-label={label} value={value == null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value || null)} data-testid={testId}>
        <option value="">{all}</option>
        {list.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

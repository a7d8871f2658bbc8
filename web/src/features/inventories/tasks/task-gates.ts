import type { PickedEmployee } from '@/shared/employee-picker';
import { yup } from '@/shared/form/yup';
import '../texts';
import type { FieldError } from '@/shared/graphql-errors';
import { type Abilities, can } from '@/shared/session/abilities';
import { byText, TASK_MESSAGES, taskLabelProblem, taskPositionsProblem, taskPriorityProblem } from '@inv/domain';
import { type ListView, viewOf } from '../components/view-switch';

/** Task managers (spec 3 §6, docs/decisions/inventories.md#INV-2): create, edit, delete, check any task, import. */
export const isTaskManager = (abilities: Abilities) => can(abilities, 'manageTasks');

/** Managers may check or uncheck any task; everybody else only their own (the server refuses others with 403). */
export const canToggleTask = (manager: boolean, ownEmployeeId: number | null | undefined, task: { employeeId: number }) =>
  manager || (ownEmployeeId != null && task.employeeId === ownEmployeeId);

/**
 * The day's statistic (spec 3 §6): managers always; others only when exactly one employee is shown
 * and that is themselves (then the statistic is asked for their own id alone).
 */
export function statsScope(manager: boolean, ownEmployeeId: number | null | undefined, shownEmployeeIds: readonly number[], employeeFilter: number | null): { employeeIds: number[] | undefined } | null {
  if (manager) return { employeeIds: employeeFilter != null ? [employeeFilter] : undefined };
  const shown = [...new Set(shownEmployeeIds)];
  return ownEmployeeId != null && shown.length === 1 && shown[0] === ownEmployeeId ? { employeeIds: [ownEmployeeId] } : null;
}

export type TaskView = ListView;

export interface TaskParams {
  date: string;
  orderId: number | null;
  employeeId: number | null;
  view: TaskView;
}

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const id = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : null);

/** The query parameters of the tasks tab: date (default today), orderId, employeeId, view (phones default to list). */
export function taskParams(params: URLSearchParams, today: string, phone: boolean): TaskParams {
  const date = params.get('date');
  const view = params.get('view');
  return {
    date: date && ISO_DAY.test(date) ? date : today,
    orderId: id(params.get('orderId')),
    employeeId: id(params.get('employeeId')),
    view: viewOf(view, phone),
  };
}

/** Hours and minutes of the time-left estimate (spec 3 §9); null when there is no estimate. */
export function timeLeftParts(minutes: number | null | undefined): { hours: number; minutes: number } | null {
  if (minutes == null || !Number.isFinite(minutes) || minutes < 0) return null;
  const m = Math.round(minutes);
  return { hours: Math.floor(m / 60), minutes: m % 60 };
}

/** Text key and values of the time-left estimate: 'ca. 2 Std. 15 Min.', 'ca. 45 Min.', 'fertig'. */
export function timeLeftText(minutes: number | null | undefined): { key: string; values: Record<string, number> } | null {
  const parts = timeLeftParts(minutes);
  if (!parts) return null;
  if (parts.hours === 0 && parts.minutes === 0) return { key: 'inventories.tasks.time.done', values: {} };
  if (parts.hours === 0) return { key: 'inventories.tasks.time.minutes', values: { minutes: parts.minutes } };
  if (parts.minutes === 0) return { key: 'inventories.tasks.time.hours', values: { hours: parts.hours } };
  return { key: 'inventories.tasks.time.hoursMinutes', values: parts };
}

/** Distinct options (id, name) of a list of tasks, sorted by name. */
export function optionsOf<T>(items: readonly T[], key: (t: T) => number, name: (t: T) => string): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const t of items) if (!seen.has(key(t))) seen.set(key(t), name(t));
  return [...seen].map(([k, n]) => ({ id: k, name: n })).sort(byText((o) => o.name));
}

const LINE = /^lines\[(\d+)\]\.(\w+)$/;

/**
 * The 422 answer of the task import as the lines of the failure dialog: errors about the file, the
 * order or the date first, then the bad lines sorted by line number ('Zeile n: message').
 */
export function importErrorLines(errors: readonly FieldError[]): { line: number | null; message: string }[] {
  const general: { line: null; message: string }[] = [];
  const lines: { line: number; message: string; at: number }[] = [];
  errors.forEach((e, at) => {
    const m = LINE.exec(e.path);
    if (m) lines.push({ line: Number(m[1]), message: e.message, at });
    else general.push({ line: null, message: e.message });
  });
  lines.sort((a, b) => a.line - b.line || a.at - b.at);
  return [...general, ...lines.map(({ line, message }) => ({ line, message }))];
}

export interface TaskFormValues {
  orderId: string;
  date: string;
  label: string;
  positions: string;
  employee: PickedEmployee | null;
  priority: string;
}

const WHOLE = /^\d+$/;

/** Typed text as a number for the domain's rules: empty is null (not given), anything but digits NaN. */
function typedWhole(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (t === '') return null;
  return WHOLE.test(t) ? Number(t) : Number.NaN;
}

/** A yup test that reports the domain rule's message. */
const rule = (check: (value: string | undefined) => string | null) =>
  function test(this: yup.TestContext, value: string | undefined) {
    const problem = check(value);
    return problem ? this.createError({ message: problem }) : true;
  };

/** The task dialog's rules and messages are @inv/domain's, which the server refuses by too (spec 3 §5). */
export const taskSchema = () =>
  yup.object({
    orderId: yup.string().default('').required(TASK_MESSAGES.orderRequired),
    date: yup.string().default('').test('date', TASK_MESSAGES.dateRequired, (v) => ISO_DAY.test(v ?? '')),
    label: yup.string().default('').test('label', rule(taskLabelProblem)),
    positions: yup.string().default('').test('positions', rule((v) => taskPositionsProblem(typedWhole(v)))),
    employee: yup.mixed<PickedEmployee>().nullable().default(null).test('employee', TASK_MESSAGES.employeeRequired, (v) => v != null),
    priority: yup.string().default('').test('priority', rule((v) => taskPriorityProblem(typedWhole(v)))),
  });

/** The server names the employee by its id. */
export const TASK_PREFIXES = { employeeId: 'employee' };

export function toTaskInput(v: TaskFormValues) {
  return {
    orderId: Number(v.orderId),
    date: v.date,
    label: v.label.trim(),
    positions: Number(v.positions.trim()),
    employeeId: v.employee!.employeeId,
    priority: v.priority.trim() ? Number(v.priority.trim()) : 0,
  };
}

/** "Erika Musterfrau" → first and last name for the employee picker (the last word is the last name). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const i = trimmed.lastIndexOf(' ');
  return i === -1 ? { firstName: '', lastName: trimmed } : { firstName: trimmed.slice(0, i), lastName: trimmed.slice(i + 1) };
}

/**
 * Pure rules of the worklog dialog (spec 1 §4 "Worklog dialog", §5 "Worklog", §6): form values, the
 * form's yup schema mirroring the server, the duration, the selectable date range and who may do what.
 * The server stays the authority; these only give feedback before the round trip.
 */
import type { WorklogType } from '@/generated/worklogs';
import { i18n } from '@/i18n/i18n';
import type { PickedEmployee } from '@/shared/employee-picker';
import { isIsoDate, yup } from '@/shared/form/yup';
import { type Abilities, can } from '@/shared/session/abilities';
import { END_OF_DAY, isEndTime, isStartTime, nextDay, nextDayEndFits, spanMinutes, toMinutes, WORKLOG_MESSAGES } from '@inv/domain';
import './texts';

export interface WorklogValues {
  date: string;
  /** The booked employee (shown by name; the server gets its employeeId). */
  employee: PickedEmployee | null;
  orderId: number | null;
  worklogType: WorklogType | '';
  start: string;
  end: string;
  /** New entries only: the end lies on the next day (a night entered in one go; the server saves two entries). */
  endsNextDay: boolean;
  comment: string;
}

/** The server names the employee `employeeId`; the form holds the picked employee. */
export const WORKLOG_PATHS = { employeeId: 'employee' } as const;

/** A start: 00:00–23:59 (@inv/domain's worklog rules, the server's). */
export const isTime = isStartTime;
export { isEndTime, nextDayEndFits };

/**
 * Real minutes from start to end (@inv/domain: the clock change counts as lived), on the next day when
 * `endsNextDay`; null while either is no time. Not positive when the times cannot be booked: an end
 * not after the start on one day; with `endsNextDay` an end that does not fit (see nextDayEndFits).
 */
export function durationMinutes(start: string, end: string, { date = '', endsNextDay = false }: { date?: string; endsNextDay?: boolean } = {}): number | null {
  if (!isTime(start) || !isEndTime(end)) return null;
  const day = isIsoDate(date) ? date : '';
  if (!endsNextDay) return toMinutes(end) > toMinutes(start) ? spanMinutes(day, start, end) : toMinutes(end) - toMinutes(start);
  if (!nextDayEndFits(start, end)) return -1;
  return spanMinutes(day, start, END_OF_DAY) + spanMinutes(day ? nextDay(day) : '', '00:00', end);
}

/** The texts only the browser needs (a malformed or closed day); every other message is @inv/domain's, the server's. */
const msg = (key: 'dateInvalid' | 'dateClosed') => () => i18n.t(`worklogs.dialog.errors.${key}`);
const M = WORKLOG_MESSAGES;

/** What the date rule knows in create mode: today, the earliest valid date and the fixed order's validity. */
export interface WorklogContext {
  mode: 'create' | 'edit';
  today?: string;
  earliest?: string;
  order?: { validFrom: string; validTo: string } | null;
}

/**
 * A time field: required, HH:mm (after completing what was typed; an end may be 24:00), and before the
 * end (on both fields) — or, with an end on the next day, an end that fits (see nextDayEndFits).
 */
const time = (required: string, valid: (v: string) => boolean, create: boolean) =>
  yup
    .string()
    .default('')
    .required(required)
    .test('time', M.timeInvalid, (v) => !v || valid(normalizeTime(v)))
    .test('startBeforeEnd', M.startBeforeEnd, function startBeforeEnd() {
      const { start, end, endsNextDay } = this.parent as WorklogValues;
      if (create && endsNextDay) return true;
      const minutes = durationMinutes(normalizeTime(start ?? ''), normalizeTime(end ?? ''));
      return minutes === null || minutes > 0;
    })
    .test('nextDayEnd', M.nextDayEndNotBeforeStart, function nextDayEnd() {
      const { start, end, endsNextDay } = this.parent as WorklogValues;
      const [s, e] = [normalizeTime(start ?? ''), normalizeTime(end ?? '')];
      if (!create || !endsNextDay || !isTime(s) || !isEndTime(e)) return true;
      // An end at midnight is the first day's end: said on the end alone.
      if (toMinutes(e) === 0) return true;
      return nextDayEndFits(s, e);
    });

/**
 * Spec 1 §5: the required fields, 'Startzeit muss vor Endzeit liegen!' on both times (the server wants
 * start strictly before end) and the selectable days of a new entry (not in the future, not in a closed
 * month, inside the fixed order's validity — the server's messages). In edit mode date, employee and
 * order are fixed.
 */
export function worklogSchema({ mode, today, earliest, order }: WorklogContext) {
  const create = mode === 'create';
  const date = yup
    .string()
    .default('')
    .test('date', msg('dateInvalid'), (v) => !v || isIsoDate(v))
    .test('future', M.dateInFuture, (v) => !create || !today || !isIsoDate(v) || v! <= today)
    .test('closed', msg('dateClosed'), (v) => !create || !earliest || !isIsoDate(v) || v! >= earliest)
    .test('order', M.dateOutsideOrder, (v) => !create || !order || !isIsoDate(v) || (v! >= order.validFrom && v! <= order.validTo));
  // The next day's entry must not lie in the future. It may lie after the order's last day: a night
  // belongs to the order it began on (the server allows the same).
  const next = (v: string) => (isIsoDate(v) ? nextDay(v) : null);
  const endsNextDay = yup
    .boolean()
    .default(false)
    .test('future', M.nextDayInFuture, function future(v) {
      const n = next((this.parent as WorklogValues).date);
      return !create || !v || !today || !n || n <= today;
    });
  return yup.object({
    date: create ? date.required(M.dateRequired) : yup.string().default(''),
    employee: create ? yup.mixed<PickedEmployee>().nullable().required(M.employeeRequired) : yup.mixed<PickedEmployee>().nullable(),
    orderId: create ? yup.number().nullable().required(M.orderRequired) : yup.number().nullable(),
    worklogType: yup.string().default('').required(M.typeRequired),
    start: time(M.startRequired, isTime, create),
    end: time(M.endRequired, isEndTime, create).test('nextDayMidnight', M.nextDayEndMidnight, function midnight(v) {
      const e = normalizeTime(v ?? '');
      return !create || !(this.parent as WorklogValues).endsNextDay || !isEndTime(e) || toMinutes(e) > 0;
    }),
    endsNextDay,
    comment: yup.string().default(''),
  });
}

export interface DateRange {
  min: string;
  max: string;
}

/**
 * Selectable days (spec 1 §5): from the order's validFrom, but not before the earliest valid date, to
 * the order's validTo, but not after today. Without an order: earliest valid date to today.
 * `min > max` means no day can be booked.
 */
export function bookableRange(order: { validFrom: string; validTo: string } | null | undefined, earliest: string, today: string): DateRange {
  const min = order && order.validFrom > earliest ? order.validFrom : earliest;
  const max = order && order.validTo < today ? order.validTo : today;
  return { min, max };
}

/** A day clamped into a range (the prefilled day of a dialog opened from an order). */
export function clampDate(date: string, range: DateRange): string {
  if (date < range.min) return range.min;
  if (date > range.max) return range.max;
  return date;
}

/** Anything dated before the earliest valid date belongs to a closed month (spec 1 §4 "Month closing"). */
export const isClosedDate = (date: string, earliest: string) => date < earliest;

/** The whole month (YYYY-MM) lies before the earliest valid date: shown with the closed-month icon. */
export const isClosedMonth = (yearMonth: string, earliest: string) => yearMonth < earliest.slice(0, 7);

export interface WorklogRights {
  create: boolean;
  edit: boolean;
  delete: boolean;
}

/**
 * Who may book, change and delete an employee's worklogs: the session's abilities, the requirements the
 * server's worklog.policy.ts checks (spec 1 §6, docs/decisions/worklogs-and-accounting.md#WRK-4) —
 * changing one's own needs editOwnWorklogs, changing another's editOthersWorklogs.
 */
export function worklogRights(abilities: Abilities | null | undefined, actorEmployeeId: number | null | undefined, employeeId: number | null | undefined): WorklogRights {
  const self = actorEmployeeId != null && actorEmployeeId === employeeId;
  return {
    create: can(abilities, 'createWorklogs'),
    edit: can(abilities, self ? 'editOwnWorklogs' : 'editOthersWorklogs'),
    delete: can(abilities, 'deleteWorklogs'),
  };
}

/**
 * The server answers the orders of a day (the dialogs' order list) to those who may book worklogs,
 * change their own, or edit per diems (worklog.policy.ts canListDayOrders).
 */
export function canLoadAvailableOrders(abilities: Abilities | null | undefined, actorEmployeeId: number | null | undefined): boolean {
  const own = worklogRights(abilities, actorEmployeeId, actorEmployeeId);
  return own.create || own.edit || can(abilities, 'editPerDiems');
}

export { EMPLOYEE_SEARCH_DELAY_MS, EMPLOYEE_SEARCH_MIN, searchable } from '@/shared/employee-search';

/**
 * What the server wants on create (all keys; `endsNextDay: true` for a night entered in one go) and on
 * update (times, type, comment); times completed as HH:mm.
 */
export function toWorklogInput(v: WorklogValues, mode: 'create' | 'edit') {
  const base = { start: normalizeTime(v.start), end: normalizeTime(v.end), worklogType: v.worklogType || null, comment: v.comment.trim() };
  if (mode === 'edit') return base;
  return { ...base, date: v.date, employeeId: v.employee?.employeeId ?? null, orderId: v.orderId, ...(v.endsNextDay ? { endsNextDay: true } : {}) };
}

/** The day a new entry starts with on a month page: today in the current month, else the month's last day. */
export function defaultDayOf(yearMonth: string, today: string): string {
  if (today.startsWith(yearMonth)) return today;
  const [y, m] = yearMonth.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${yearMonth}-${String(last).padStart(2, '0')}`;
}

/**
 * A typed time as HH:mm: '8' → '08:00', '830' / '0830' → '08:30', '8:5' stays as typed (invalid),
 * '8.30' / '8,30' → '08:30', '24' / '2400' → '24:00' (the end of the day; a start refuses it). Anything
 * that is no time of day comes back unchanged for the error message.
 */
export function normalizeTime(text: string): string {
  const v = text.trim();
  let m = /^(\d{1,2})(?:[:.,](\d{2}))?$/.exec(v);
  if (!m) {
    const digits = /^(\d{1,2})(\d{2})$/.exec(v);
    if (!digits) return v;
    m = digits;
  }
  const h = Number(m[1]);
  const min = m[2] === undefined ? 0 : Number(m[2]);
  if (h === 24 && min === 0) return END_OF_DAY;
  if (h > 23 || min > 59) return v;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

/**
 * Pure rules of the per-diems day view (spec 3 §2.4, spec 1 §4–5, §9): the allowed choices, the total,
 * when a day is editable, what changed, and how the changes go out through setPerDiemBatches (one batch
 * per distinct set of values: the bulk call applies one set of values to a list of employees).
 */
import { yup } from '@/shared/form/yup';
import { type Abilities, can } from '@/shared/session/abilities';
import { isClosed } from './order-worklogs';
import { BREAKFAST_DEDUCTION, perDiemAmountProblem, type PerDiemAmountField, perDiemTotal as totalOf } from '@inv/domain';
import type { PerDiemChoices } from '@/shared/per-diem-settings';
import './texts';

// The messages are @inv/domain's, which the server refuses by too; the allowed amounts and the deduction
// are the stored per-diem settings (the spec's amounts until the office changes them).

export interface PerDiemValues {
  catering: number | null;
  misc: number | null;
  breakfast: boolean;
}

export const EMPTY_PER_DIEM: PerDiemValues = { catering: null, misc: null, breakfast: false };

/** catering + misc, less the breakfast deduction (4.80 EUR unless set otherwise) with breakfast; null until both amounts are chosen. */
export function perDiemTotal(v: PerDiemValues, deduction: number = BREAKFAST_DEDUCTION): number | null {
  if (v.catering === null || v.misc === null) return null;
  return totalOf(v.catering, v.misc, v.breakfast, deduction);
}

/** Editing needs PerDiem_Edit_Edit and a day on or after the earliest valid date (spec 3 §2.4). */
export function perDiemDayEditable(abilities: Abilities, date: string, earliestValidFrom: string): boolean {
  return can(abilities, 'editPerDiems') && !isClosed(date, earliestValidFrom);
}

const same = (a: PerDiemValues, b: PerDiemValues) => a.catering === b.catering && a.misc === b.misc && a.breakfast === b.breakfast;

/** Employees whose values differ from what is stored. */
export function changedEmployees(stored: ReadonlyMap<number, PerDiemValues>, edited: ReadonlyMap<number, PerDiemValues>): number[] {
  return [...edited.entries()].filter(([id, v]) => !same(v, stored.get(id) ?? EMPTY_PER_DIEM)).map(([id]) => id);
}

/** The day's form: every employee's values under `rows.e<id>` (a key formik will not take for an array index). */
export interface PerDiemDayValues {
  rows: Record<string, PerDiemValues>;
}

export const rowKey = (employeeId: number) => `e${employeeId}`;

export function dayValues(stored: ReadonlyMap<number, PerDiemValues>): PerDiemDayValues {
  return { rows: Object.fromEntries([...stored].map(([id, v]) => [rowKey(id), v])) };
}

export function rowsOf(values: PerDiemDayValues): Map<number, PerDiemValues> {
  return new Map(Object.entries(values.rows).map(([key, v]) => [Number(key.slice(1)), v]));
}

/**
 * Spec 1 §5 per employee: both amounts are required and from the allowed sets before a changed row can
 * be saved (rows left as they are stored, with no per diem yet, stay empty).
 */
export function perDiemDaySchema(stored: ReadonlyMap<number, PerDiemValues>, choices?: PerDiemChoices) {
  const changed = (key: string | undefined, v: PerDiemValues) => {
    const before = stored.get(Number((key ?? '').slice(1))) ?? EMPTY_PER_DIEM;
    return !same(v, before);
  };
  const amount = (field: PerDiemAmountField) =>
    yup
      .number()
      .nullable()
      .test(field, function check(value) {
        const row = this.parent as PerDiemValues;
        const key = this.path.split('.')[1];
        if (!changed(key, row)) return true;
        const problem = perDiemAmountProblem(field, value, choices && { catering: choices.catering, misc: choices.misc });
        return problem ? this.createError({ message: problem }) : true;
      });
  return yup.object({
    rows: yup.lazy((rows: Record<string, PerDiemValues> = {}) =>
      yup.object(
        Object.fromEntries(
          Object.keys(rows).map((key) => [
            key,
            yup.object({
              catering: amount('catering'),
              misc: amount('misc'),
              breakfast: yup.boolean().default(false),
            }),
          ]),
        ),
      ),
    ),
  });
}

export interface PerDiemBatch {
  values: { catering: number; misc: number; breakfast: boolean };
  employeeIds: number[];
}

/** The changed employees grouped by identical values: one batch each, saved together by setPerDiemBatches. */
export function perDiemBatches(edited: ReadonlyMap<number, PerDiemValues>, employeeIds: readonly number[]): PerDiemBatch[] {
  const batches = new Map<string, PerDiemBatch>();
  for (const id of employeeIds) {
    const v = edited.get(id);
    if (!v || v.catering === null || v.misc === null) continue;
    const key = `${v.catering}|${v.misc}|${v.breakfast}`;
    const batch = batches.get(key) ?? { values: { catering: v.catering, misc: v.misc, breakfast: v.breakfast }, employeeIds: [] };
    batch.employeeIds.push(id);
    batches.set(key, batch);
  }
  return [...batches.values()];
}

export interface RecentPerDiem {
  catering: number;
  misc: number;
  breakfast: boolean;
  employee: { id: number };
}

/**
 * Quick fill from the order's recent per diems (those of its latest day with any): an employee found
 * there gets their own values again, everyone else the values used most often that day.
 */
export function fillFromRecent(employeeIds: readonly number[], recent: readonly RecentPerDiem[]): Map<number, PerDiemValues> {
  const filled = new Map<number, PerDiemValues>();
  if (recent.length === 0) return filled;
  const counts = new Map<string, { n: number; v: PerDiemValues }>();
  for (const r of recent) {
    const key = `${r.catering}|${r.misc}|${r.breakfast}`;
    const c = counts.get(key) ?? { n: 0, v: { catering: r.catering, misc: r.misc, breakfast: r.breakfast } };
    c.n++;
    counts.set(key, c);
  }
  // Ties go to the first combination met (the server lists them by last name).
  const common = [...counts.values()].reduce((best, c) => (c.n > best.n ? c : best)).v;
  for (const id of employeeIds) {
    const own = recent.find((r) => r.employee.id === id);
    filled.set(id, own ? { catering: own.catering, misc: own.misc, breakfast: own.breakfast } : { ...common });
  }
  return filled;
}

/**
 * Pure rules of the per-diem dialog (spec 1 §4 "Per-diem dialog", §5 "Per diem", §9): the allowed
 * choices, the breakfast deduction, the total and when the dialog is read-only.
 */
import { i18n } from '@/i18n/i18n';
import { isIsoDate, yup } from '@/shared/form/yup';
import { BREAKFAST_DEDUCTION, perDiemAmountProblem, type PerDiemAmountField, perDiemTotal as totalOf, WORKLOG_MESSAGES } from '@inv/domain';
import type { PerDiemChoices } from '@/shared/per-diem-settings';
import { type Abilities, can } from '@/shared/session/abilities';
import { isClosedDate } from './worklog-form';
import './texts';

// The messages are @inv/domain's, which the server refuses by too; the allowed amounts and the deduction
// are the stored per-diem settings (the spec's amounts until the office changes them).

export interface PerDiemValues {
  date: string;
  orderId: number | null;
  catering: number | null;
  misc: number | null;
  breakfast: boolean;
}

/** catering + misc, less the breakfast deduction (4.80 EUR unless set otherwise) with breakfast; cents exact. */
export function perDiemTotal(catering: number | null, misc: number | null, breakfast: boolean, deduction: number = BREAKFAST_DEDUCTION): number {
  return totalOf(catering ?? 0, misc ?? 0, breakfast, deduction);
}

const amount = (field: PerDiemAmountField, choices: PerDiemChoices | undefined) =>
  yup
    .number()
    .nullable()
    .default(null)
    .test(field, function check(v) {
      const problem = perDiemAmountProblem(field, v, choices && { catering: choices.catering, misc: choices.misc });
      return problem ? this.createError({ message: problem }) : true;
    });

/**
 * Spec 1 §5 "Per diem": catering, misc, date and order required with the server's texts; the amounts
 * from the allowed sets; the day a real one and, for a new entry, not in a closed month (the server's 409 text).
 */
export function perDiemSchema({ existing, earliest, choices }: { existing: boolean; earliest?: string; choices?: PerDiemChoices }) {
  return yup.object({
    date: yup
      .string()
      .default('')
      .required(WORKLOG_MESSAGES.dateRequired)
      .test('date', () => i18n.t('worklogs.dialog.errors.dateInvalid'), (v) => !v || isIsoDate(v))
      .test('closed', () => i18n.t('worklogs.dialog.errors.dateClosed'), (v) => existing || !earliest || !isIsoDate(v) || !isClosedDate(v!, earliest)),
    orderId: yup.number().nullable().required(WORKLOG_MESSAGES.orderRequired),
    catering: amount('catering', choices),
    misc: amount('misc', choices),
    breakfast: yup.boolean().default(false),
  });
}

/** Per diems are edited with the server's editPerDiems requirement (PerDiem_Edit_Edit or Superadmin). */
export const canEditPerDiems = (abilities: Abilities | null | undefined) => can(abilities, 'editPerDiems');

/**
 * Read-only (spec 1 §4): without PerDiem_Edit_Edit, or for an existing entry dated before the earliest
 * valid date, or whose order is not among the orders available that day.
 */
export function perDiemReadOnly(p: { canEdit: boolean; existing: boolean; date: string; earliest: string; orderAvailable: boolean }): boolean {
  if (!p.canEdit) return true;
  if (!p.existing) return false;
  return isClosedDate(p.date, p.earliest) || !p.orderAvailable;
}

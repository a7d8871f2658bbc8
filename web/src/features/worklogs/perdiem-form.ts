/**
 * Pure rules of the per-diem dialog (spec 1 §4 "Per-diem dialog", §5 "Per diem", §9): the allowed
 * choices, the breakfast deduction, the total and when the dialog is read-only.
 */
import { hasAnyAuthority } from '@/shared/permissions';
import { isClosedDate } from './worklog-form';

export const CATERING_CHOICES = [0, 8, 16, 32] as const;
export const MISC_CHOICES = [0, 8, 16, 24, 32] as const;
/** EUR deducted when breakfast was provided. */
export const BREAKFAST_DEDUCTION = 4.8;

export interface PerDiemValues {
  date: string;
  orderId: number | null;
  catering: number | null;
  misc: number | null;
  breakfast: boolean;
}

export type PerDiemField = 'date' | 'orderId' | 'catering' | 'misc';

/** catering + misc, less 4.80 EUR with breakfast; cents exact. */
export function perDiemTotal(catering: number | null, misc: number | null, breakfast: boolean): number {
  const cents = (catering ?? 0) * 100 + (misc ?? 0) * 100 - (breakfast ? BREAKFAST_DEDUCTION * 100 : 0);
  return Math.round(cents) / 100;
}

/** i18n keys (worklogs.perDiem.errors.*) per field, with the spec's texts. */
export function validatePerDiem(v: PerDiemValues): Partial<Record<PerDiemField, string>> {
  const e: Partial<Record<PerDiemField, string>> = {};
  if (v.catering === null) e.catering = 'cateringRequired';
  else if (!(CATERING_CHOICES as readonly number[]).includes(v.catering)) e.catering = 'cateringInvalid';
  if (v.misc === null) e.misc = 'miscRequired';
  else if (!(MISC_CHOICES as readonly number[]).includes(v.misc)) e.misc = 'miscInvalid';
  if (!v.date) e.date = 'dateRequired';
  if (v.orderId === null) e.orderId = 'orderRequired';
  return e;
}

export const canEditPerDiems = (authorities: readonly string[]) => hasAnyAuthority(authorities, ['PerDiem_Edit_Edit', 'Superadmin']);

/**
 * Read-only (spec 1 §4): without PerDiem_Edit_Edit, or for an existing entry dated before the earliest
 * valid date, or whose order is not among the orders available that day.
 */
export function perDiemReadOnly(p: { canEdit: boolean; existing: boolean; date: string; earliest: string; orderAvailable: boolean }): boolean {
  if (!p.canEdit) return true;
  if (!p.existing) return false;
  return isClosedDate(p.date, p.earliest) || !p.orderAvailable;
}

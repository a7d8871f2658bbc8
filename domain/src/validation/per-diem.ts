/**
 * A per diem (spec 1 §5 "Per diem"): catering 0/8/16/32 EUR and misc 0/8/16/24/32 EUR, both required,
 * less 4.80 EUR when breakfast was provided. The server refuses other amounts (422); the per-diem
 * dialog and the per-diems tab of an order offer only these and check them before sending.
 */
export const CATERING_CHOICES = [0, 8, 16, 32] as const;
export const MISC_CHOICES = [0, 8, 16, 24, 32] as const;
/** EUR deducted when breakfast was provided. */
export const BREAKFAST_DEDUCTION = 4.8;

export type PerDiemAmountField = 'catering' | 'misc';

export const PER_DIEM_MESSAGES = {
  cateringRequired: 'Verpflegungszuschuss ist erforderlich.',
  cateringInvalid: 'Verpflegungszuschuss ist ungültig',
  miscRequired: 'Sonstiger Zuschuss ist erforderlich.',
  miscInvalid: 'Sonstiger Zuschuss ist ungültig',
} as const;

const CHOICES: Readonly<Record<PerDiemAmountField, readonly number[]>> = { catering: CATERING_CHOICES, misc: MISC_CHOICES };

/** The problem of a catering or misc amount (null/undefined: not chosen), else null. */
export function perDiemAmountProblem(field: PerDiemAmountField, value: number | null | undefined): string | null {
  if (value == null) return PER_DIEM_MESSAGES[`${field}Required`];
  return CHOICES[field].includes(value) ? null : PER_DIEM_MESSAGES[`${field}Invalid`];
}

/** catering + misc, less 4.80 EUR with breakfast; exact to the cent. */
export function perDiemTotal(catering: number, misc: number, breakfast: boolean): number {
  return Math.round(catering * 100 + misc * 100 - (breakfast ? BREAKFAST_DEDUCTION * 100 : 0)) / 100;
}

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

/** The amounts a per diem may take; the company sets its own (per-diem settings), the spec's lists are the default. */
export interface PerDiemChoices {
  catering: readonly number[];
  misc: readonly number[];
}

/** The problem of a catering or misc amount (null/undefined: not chosen) against `choices`, else null. */
export function perDiemAmountProblem(field: PerDiemAmountField, value: number | null | undefined, choices: PerDiemChoices = CHOICES): string | null {
  if (value == null) return PER_DIEM_MESSAGES[`${field}Required`];
  return choices[field].includes(value) ? null : PER_DIEM_MESSAGES[`${field}Invalid`];
}

/**
 * The company's per-diem settings: the amounts offered for catering and misc (whole euros) and the
 * breakfast deduction (EUR). Defaults are the spec's (spec 1 §5: catering 0, 8, 16, 32; misc 0, 8,
 * 16, 24, 32; breakfast deduction 4.80 EUR) — the company's allowance, not the tax law's amounts.
 */
export interface PerDiemSettingsValues {
  cateringChoices: number[];
  miscChoices: number[];
  breakfastDeduction: number;
}

export const DEFAULT_PER_DIEM_SETTINGS: PerDiemSettingsValues = {
  cateringChoices: [...CATERING_CHOICES],
  miscChoices: [...MISC_CHOICES],
  breakfastDeduction: BREAKFAST_DEDUCTION,
};

/** At most this many amounts per list (the dialogs show them as a row of choices). */
export const MAX_PER_DIEM_CHOICES = 10;
export const MAX_PER_DIEM_CHOICE = 999;
export const MAX_BREAKFAST_DEDUCTION = 100;

export const PER_DIEM_SETTINGS_MESSAGES = {
  choicesInvalid: 'Beträge müssen 1 bis 10 verschiedene ganze Zahlen von 0 bis 999 sein',
  choicesWithoutZero: 'Beträge müssen 0 enthalten',
  breakfastDeductionInvalid: 'Frühstücksabzug muss zwischen 0 und 100 Euro liegen und darf höchstens zwei Nachkommastellen haben',
} as const;

function choicesProblem(list: readonly number[]): string | null {
  const ok =
    list.length >= 1 &&
    list.length <= MAX_PER_DIEM_CHOICES &&
    new Set(list).size === list.length &&
    list.every((v) => Number.isInteger(v) && v >= 0 && v <= MAX_PER_DIEM_CHOICE);
  if (!ok) return PER_DIEM_SETTINGS_MESSAGES.choicesInvalid;
  return list.includes(0) ? null : PER_DIEM_SETTINGS_MESSAGES.choicesWithoutZero;
}

/** The problems of a change of the per-diem settings (fields left out or null are unchanged), by path. */
export function perDiemSettingsProblems(input: {
  cateringChoices?: readonly number[] | null;
  miscChoices?: readonly number[] | null;
  breakfastDeduction?: number | null;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  for (const path of ['cateringChoices', 'miscChoices'] as const) {
    const list = input[path];
    const problem = list == null ? null : choicesProblem(list);
    if (problem) problems.push({ path, message: problem });
  }
  const b = input.breakfastDeduction;
  if (b != null && !(Number.isFinite(b) && b >= 0 && b <= MAX_BREAKFAST_DEDUCTION && Math.abs(Math.round(b * 100) - b * 100) < 1e-6)) {
    problems.push({ path: 'breakfastDeduction', message: PER_DIEM_SETTINGS_MESSAGES.breakfastDeductionInvalid });
  }
  return problems;
}

/** catering + misc, less the breakfast deduction (EUR, default 4.80) with breakfast; exact to the cent. */
export function perDiemTotal(catering: number, misc: number, breakfast: boolean, breakfastDeduction: number = BREAKFAST_DEDUCTION): number {
  return Math.round(catering * 100 + misc * 100 - (breakfast ? Math.round(breakfastDeduction * 100) : 0)) / 100;
}

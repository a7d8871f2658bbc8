/**
 * The payroll export settings (month-end closing): DATEV consultant number 4–7 digits, client number
 * 1–5 digits, both required for DATEV LODAS; every wage type number 1–4 digits. Numbers are trimmed.
 * The server refuses by these rules (422), the web's form checks them before sending.
 */
export const CONSULTANT_NUMBER = /^\d{4,7}$/;
export const CLIENT_NUMBER = /^\d{1,5}$/;
export const WAGE_TYPE_NUMBER = /^\d{1,4}$/;

export const PAYROLL_SETTINGS_MESSAGES = {
  consultantNumberInvalid: 'Beraternummer muss aus 4 bis 7 Ziffern bestehen',
  clientNumberInvalid: 'Mandantennummer muss aus 1 bis 5 Ziffern bestehen',
  consultantNumberRequired: 'Beraternummer muss für DATEV gesetzt sein',
  clientNumberRequired: 'Mandantennummer muss für DATEV gesetzt sein',
  wageTypeNumberInvalid: 'Lohnart muss aus 1 bis 4 Ziffern bestehen',
  processingKeyInvalid: 'Bearbeitungsschlüssel muss aus 1 bis 2 Ziffern bestehen',
} as const;

/** A LODAS processing key (Bearbeitungsschlüssel, bs_nr): 1–2 digits (the keys DATEV documents run from 1 to 10 and beyond). */
export const PROCESSING_KEY = /^\d{1,2}$/;

/** LODAS reads personnel numbers of at most five digits (pnr, 1–99999). */
export const LODAS_MAX_PERSONNEL_NUMBER = 99999;

/** The profile that needs consultant and client number. */
export const DATEV_PROFILE = 'DATEV_LODAS';

const M = PAYROLL_SETTINGS_MESSAGES;

/** The problem of a consultant number under `profile` (empty clears it, which DATEV does not allow), else null. */
export function consultantNumberProblem(value: string, profile: string): string | null {
  const v = value.trim();
  if (v === '') return profile === DATEV_PROFILE ? M.consultantNumberRequired : null;
  return CONSULTANT_NUMBER.test(v) ? null : M.consultantNumberInvalid;
}

/** The problem of a client number under `profile`, else null. */
export function clientNumberProblem(value: string, profile: string): string | null {
  const v = value.trim();
  if (v === '') return profile === DATEV_PROFILE ? M.clientNumberRequired : null;
  return CLIENT_NUMBER.test(v) ? null : M.clientNumberInvalid;
}

/** The problem of a wage type number (required, 1–4 digits), else null. */
export function wageTypeNumberProblem(value: string): string | null {
  return WAGE_TYPE_NUMBER.test(value.trim()) ? null : M.wageTypeNumberInvalid;
}

/** The problem of a processing key (required, 1–2 digits), else null. */
export function processingKeyProblem(value: string): string | null {
  return PROCESSING_KEY.test(value.trim()) ? null : M.processingKeyInvalid;
}

/**
 * The refusal of a LODAS file for employees whose personnel number has more than five digits, listing
 * them as "123456 (Muster, Max)"; null when there are none.
 */
export function lodasPersonnelNumberProblem(employees: readonly { employeeId: number; employeeName: string }[]): string | null {
  const seen = new Set<number>();
  const listed = employees.filter((e) => e.employeeId > LODAS_MAX_PERSONNEL_NUMBER && !seen.has(e.employeeId) && seen.add(e.employeeId));
  if (listed.length === 0) return null;
  return `Personalnummern mit mehr als fünf Ziffern kann LODAS nicht einlesen: ${listed.map((e) => `${e.employeeId} (${e.employeeName})`).join(', ')}`;
}

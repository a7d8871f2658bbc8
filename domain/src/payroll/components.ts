/**
 * The wage-type components of the payroll export, in the order the file lists them per employee. Each
 * component has a configurable wage type number (Lohnart) and, for DATEV LODAS, a processing key
 * (Bearbeitungsschlüssel, bs_nr) that says what the value of the row is.
 */
export const PAYROLL_COMPONENTS = [
  'hourlyWork',
  'night25',
  'night40',
  'sunday50',
  'holiday125',
  'holiday150',
  'salary',
  'travel',
  'passenger',
  'perDiemDays',
  'cateringTaxFree',
  'cateringTaxable',
  'miscPerDiem',
  'breakfastDeduction',
] as const;
export type PayrollComponent = (typeof PAYROLL_COMPONENTS)[number];

export const PAYROLL_COMPONENT_LABELS: Record<PayrollComponent, string> = {
  hourlyWork: 'Arbeitszeit',
  night25: 'Nachtarbeit 25 %',
  night40: 'Nachtarbeit 40 %',
  sunday50: 'Sonntagsarbeit 50 %',
  holiday125: 'Feiertagsarbeit 125 %',
  holiday150: 'Feiertagsarbeit 150 %',
  salary: 'Gehalt',
  travel: 'Fahrzeit',
  passenger: 'Beifahrerzeit',
  perDiemDays: 'Spesentage',
  cateringTaxFree: 'Verpflegung steuerfrei',
  cateringTaxable: 'Verpflegung steuerpflichtig',
  miscPerDiem: 'Sonstiger Zuschuss',
  breakfastDeduction: 'Frühstücksabzug',
};

/**
 * Wage type numbers until the office sets its own (the payroll office maps them to its Lohnarten). The
 * surcharge bands sit in a block of their own (11xx) next to work (10xx), the per-diem parts next to the
 * other allowances (30xx). Payroll software numbers differ per office: e2n's LODAS defaults, for
 * example, are 101–105/109 for work and the §3b bands (https://hilfe.e2n.de/datev-lodas).
 */
export const DEFAULT_WAGE_TYPES: Record<PayrollComponent, string> = {
  hourlyWork: '1000',
  night25: '1100',
  night40: '1110',
  sunday50: '1120',
  holiday125: '1130',
  holiday150: '1140',
  salary: '2000',
  travel: '1010',
  passenger: '1020',
  perDiemDays: '3030',
  cateringTaxFree: '3000',
  cateringTaxable: '3005',
  miscPerDiem: '3010',
  breakfastDeduction: '3020',
};

/** What the value of a component's row is: hours, days or an amount. */
export type PayrollValueKind = 'hours' | 'days' | 'amount';

export const PAYROLL_VALUE_KIND: Record<PayrollComponent, PayrollValueKind> = {
  hourlyWork: 'hours',
  night25: 'hours',
  night40: 'hours',
  sunday50: 'hours',
  holiday125: 'hours',
  holiday150: 'hours',
  salary: 'amount',
  travel: 'hours',
  passenger: 'hours',
  perDiemDays: 'days',
  cateringTaxFree: 'amount',
  cateringTaxable: 'amount',
  miscPerDiem: 'amount',
  breakfastDeduction: 'amount',
};

/**
 * LODAS processing keys (bs_nr of u_lod_bwd_buchung_standard) by the kind of value: "1: Stunden",
 * "2: Bruttobezug / Bruttoabzug", "3: Nettobezug / Nettoabzug"
 * (https://docs.dynamics-service.de/datev_payroll/first-steps/setup/global_setup/service_type/); days
 * 10 — DATEV help document 1005172 ("Als Bearbeitungsschlüssel im Feld BS den Eintrag 10 – Tag"). The
 * salary, the taxable catering and the misc allowance are gross pay; the tax-free catering is paid net
 * (§3 Nr. 16 EStG) and the breakfast deduction is taken from the net pay.
 */
export const LODAS_PROCESSING_KEY = { hours: '1', grossAmount: '2', netAmount: '3', days: '10' } as const;

export const DEFAULT_PROCESSING_KEYS: Record<PayrollComponent, string> = {
  hourlyWork: LODAS_PROCESSING_KEY.hours,
  night25: LODAS_PROCESSING_KEY.hours,
  night40: LODAS_PROCESSING_KEY.hours,
  sunday50: LODAS_PROCESSING_KEY.hours,
  holiday125: LODAS_PROCESSING_KEY.hours,
  holiday150: LODAS_PROCESSING_KEY.hours,
  salary: LODAS_PROCESSING_KEY.grossAmount,
  travel: LODAS_PROCESSING_KEY.hours,
  passenger: LODAS_PROCESSING_KEY.hours,
  perDiemDays: LODAS_PROCESSING_KEY.days,
  cateringTaxFree: LODAS_PROCESSING_KEY.netAmount,
  cateringTaxable: LODAS_PROCESSING_KEY.grossAmount,
  miscPerDiem: LODAS_PROCESSING_KEY.grossAmount,
  breakfastDeduction: LODAS_PROCESSING_KEY.netAmount,
};

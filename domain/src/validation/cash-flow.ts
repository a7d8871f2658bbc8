/**
 * A cash flow of an order's statistic: a month (YYYY-MM), a positive amount up to 10,000,000 with at
 * most two decimals, a description of at most 500 characters. The server refuses by these rules (422),
 * the web's form checks them before sending.
 */
export const MAX_CASH_FLOW_AMOUNT = 10_000_000;
export const MAX_CASH_FLOW_DESCRIPTION = 500;
/** A month YYYY-MM. */
export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const CASH_FLOW_MESSAGES = {
  amountRequired: 'Betrag muss gesetzt sein',
  /** Typed text that is no number (the web's form; the API's amount is a number already). */
  amountNotANumber: 'Betrag ist keine Zahl',
  amountZero: 'Betrag darf nicht 0 sein',
  amountNegative: 'Betrag muss positiv sein',
  amountTooLarge: 'Betrag darf höchstens 10.000.000 sein',
  amountCents: 'Betrag darf höchstens zwei Nachkommastellen haben',
  dateRequired: 'Datum muss gesetzt sein',
  dateInvalid: 'Monat im Format JJJJ-MM angeben',
  descriptionTooLong: `Beschreibung darf höchstens ${MAX_CASH_FLOW_DESCRIPTION} Zeichen lang sein`,
} as const;

const M = CASH_FLOW_MESSAGES;

/** The problem of an amount (null/undefined: not given; NaN: typed text that is no number), else null. */
export function cashFlowAmountProblem(amount: number | null | undefined): string | null {
  if (amount == null) return M.amountRequired;
  if (Number.isNaN(amount)) return M.amountNotANumber;
  if (!Number.isFinite(amount)) return M.amountRequired;
  if (amount === 0) return M.amountZero;
  if (amount < 0) return M.amountNegative;
  if (amount > MAX_CASH_FLOW_AMOUNT) return M.amountTooLarge;
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return M.amountCents;
  return null;
}

/** The problem of a month (trimmed), else null. */
export function cashFlowDateProblem(date: string | null | undefined): string | null {
  const d = (date ?? '').trim();
  if (d === '') return M.dateRequired;
  return YEAR_MONTH.test(d) ? null : M.dateInvalid;
}

/** The problem of a description (trimmed), else null. */
export function cashFlowDescriptionProblem(description: string | null | undefined): string | null {
  return (description ?? '').trim().length > MAX_CASH_FLOW_DESCRIPTION ? M.descriptionTooLong : null;
}

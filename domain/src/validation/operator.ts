/**
 * An operator of an inventory order (spec 2 §5, §9; spec 3 §5): the operator number is required and a
 * whole number from 1010 to 2200; the number of positions is empty or a whole number ≥ 1. The server
 * refuses by these rules (422), the operators tab and the timeclock check them before sending.
 */
export const OPERATOR_NUMBER_MIN = 1010;
export const OPERATOR_NUMBER_MAX = 2200;

export const OPERATOR_MESSAGES = {
  numberRequired: 'Bedienernummer ist erforderlich.',
  numberRange: `Bedienernummer muss eine ganze Zahl von ${OPERATOR_NUMBER_MIN} bis ${OPERATOR_NUMBER_MAX} sein.`,
  positionsMin: 'Anzahl Positionen muss eine ganze Zahl ab 1 sein.',
} as const;

/** The problem of an operator number (null/undefined: not given; NaN: typed text that is no number), else null. */
export function operatorNumberProblem(n: number | null | undefined): string | null {
  if (n == null) return OPERATOR_MESSAGES.numberRequired;
  return Number.isInteger(n) && n >= OPERATOR_NUMBER_MIN && n <= OPERATOR_NUMBER_MAX ? null : OPERATOR_MESSAGES.numberRange;
}

/** The problem of a number of positions (null/undefined: none), else null. */
export function operatorPositionsProblem(n: number | null | undefined): string | null {
  return n == null || (Number.isInteger(n) && n >= 1) ? null : OPERATOR_MESSAGES.positionsMin;
}

/** Operator numbers of inventory orders (spec 2 §5, §9; spec 3 §5): required, whole, 1010 to 2200. */
export const OPERATOR_NUMBER_MIN = 1010;
export const OPERATOR_NUMBER_MAX = 2200;

/** What is wrong with a typed operator number (null: nothing); NaN stands for text that is no number. */
export function operatorNumberProblem(n: number | null): 'required' | 'range' | null {
  if (n === null) return 'required';
  return Number.isInteger(n) && n >= OPERATOR_NUMBER_MIN && n <= OPERATOR_NUMBER_MAX ? null : 'range';
}

/** Number of positions: empty, or a whole number of at least 1 (spec 3 §5). */
export function positionsProblem(n: number | null): 'range' | null {
  return n === null || (Number.isInteger(n) && n >= 1) ? null : 'range';
}

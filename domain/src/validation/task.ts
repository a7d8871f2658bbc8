/**
 * An inventory task (spec 3 §5): order, employee and a label are required, the label at most 200
 * characters (trimmed); positions a whole number ≥ 0 (required), priority a whole number ≥ 0 (empty
 * is 0). Whole numbers stop at the integer column's limit. The server refuses by these rules (422),
 * the CSV import words its lines with them, and the task dialog checks them before sending.
 */
export const MAX_TASK_LABEL_LENGTH = 200;
/** The largest number an integer column holds. */
export const MAX_TASK_NUMBER = 2_147_483_647;

export const TASK_MESSAGES = {
  orderRequired: 'Auftrag muss gesetzt sein',
  dateRequired: 'Datum muss gesetzt sein',
  labelRequired: 'Bezeichnung muss gesetzt sein',
  labelTooLong: `Bezeichnung darf höchstens ${MAX_TASK_LABEL_LENGTH} Zeichen lang sein`,
  positionsRequired: 'Positionen müssen gesetzt sein',
  positionsInvalid: 'Positionen müssen eine ganze Zahl ab 0 sein',
  employeeRequired: 'Mitarbeiter muss gesetzt sein',
  priorityInvalid: 'Priorität muss eine ganze Zahl ab 0 sein',
} as const;

const M = TASK_MESSAGES;

/** A whole number from 0 to the integer column's limit. */
export const isTaskWholeNumber = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_TASK_NUMBER;

/** The problem of a label (trimmed; empty is missing), else null. */
export function taskLabelProblem(label: string | null | undefined): string | null {
  const l = (label ?? '').trim();
  if (l === '') return M.labelRequired;
  return l.length > MAX_TASK_LABEL_LENGTH ? M.labelTooLong : null;
}

/** The problem of the positions (null/undefined: not given; NaN: typed text that is no whole number), else null. */
export function taskPositionsProblem(positions: number | null | undefined): string | null {
  if (positions == null) return M.positionsRequired;
  return isTaskWholeNumber(positions) ? null : M.positionsInvalid;
}

/** The problem of a priority (null/undefined: not given, which is 0), else null. */
export function taskPriorityProblem(priority: number | null | undefined): string | null {
  return priority == null || isTaskWholeNumber(priority) ? null : M.priorityInvalid;
}

/**
 * A calendar day's capacity (spec 3 §5, §9): maxPositions a whole number ≥ 0 (0 = the default) up to
 * 10,000,000 — over a hundred times the default, so no real day is refused, and far inside the integer
 * column — and a note of at most 2000 characters. The server refuses by these rules (422), the
 * max-positions dialog checks them before sending.
 */
export const MAX_DAY_POSITIONS = 10_000_000;
export const MAX_CALENDAR_NOTE_LENGTH = 2000;

/** 10000000 → '10.000.000' (German grouping; no Intl needed for whole numbers). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const CALENDAR_DAY_MESSAGES = {
  maxPositionsInvalid: 'Maximale Positionen muss eine ganze Zahl ≥ 0 sein',
  maxPositionsTooLarge: `Maximale Positionen darf höchstens ${grouped(MAX_DAY_POSITIONS)} sein`,
  noteTooLong: `Notiz darf höchstens ${MAX_CALENDAR_NOTE_LENGTH} Zeichen lang sein`,
} as const;

const M = CALENDAR_DAY_MESSAGES;

/** The problem of a day's maximum (null/undefined: not given, left as it is; NaN: typed text that is no whole number), else null. */
export function maxPositionsProblem(maxPositions: number | null | undefined): string | null {
  if (maxPositions == null) return null;
  if (!Number.isInteger(maxPositions) || maxPositions < 0) return M.maxPositionsInvalid;
  return maxPositions > MAX_DAY_POSITIONS ? M.maxPositionsTooLarge : null;
}

/** The problem of a note, else null. */
export function calendarNoteProblem(note: string | null | undefined): string | null {
  return (note ?? '').length > MAX_CALENDAR_NOTE_LENGTH ? M.noteTooLong : null;
}

import { DateTime } from 'luxon';
import { ISO_DATE, ISO_MONTH, ZONE } from '../format';

/**
 * Parsing what a person types into a date or month field (spec 1 §5 "Date field", §9 formats):
 * days as DD.MM.YYYY (display) or YYYY-MM-DD, months as MM.YYYY (display) or YYYY-MM.
 */
export type Parsed = { kind: 'empty' } | { kind: 'valid'; iso: string } | { kind: 'invalid' };

const EMPTY: Parsed = { kind: 'empty' };
const INVALID: Parsed = { kind: 'invalid' };

function day(year: number, month: number, dayOfMonth: number): Parsed {
  const dt = DateTime.fromObject({ year, month, day: dayOfMonth }, { zone: ZONE });
  return dt.isValid ? { kind: 'valid', iso: dt.toFormat(ISO_DATE) } : INVALID;
}

/** DD.MM.YYYY (also D.M.YYYY) or YYYY-MM-DD → YYYY-MM-DD. */
export function parseDateInput(text: string | null | undefined): Parsed {
  const v = (text ?? '').trim();
  if (v === '') return EMPTY;
  let m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(v);
  if (m) return day(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  return INVALID;
}

/** MM.YYYY (also M.YYYY) or YYYY-MM → YYYY-MM. */
export function parseMonthInput(text: string | null | undefined): Parsed {
  const v = (text ?? '').trim();
  if (v === '') return EMPTY;
  const display = /^(\d{1,2})\.(\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})$/.exec(v);
  if (!display && !iso) return INVALID;
  const month = Number(display ? display[1] : iso![2]);
  const year = Number(display ? display[2] : iso![1]);
  if (month < 1 || month > 12) return INVALID;
  return { kind: 'valid', iso: DateTime.fromObject({ year, month, day: 1 }, { zone: ZONE }).toFormat(ISO_MONTH) };
}

export const isIsoDate = (v: string | null | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && parseDateInput(v).kind === 'valid';
export const isIsoMonth = (v: string | null | undefined): v is string => !!v && /^\d{4}-\d{2}$/.test(v) && parseMonthInput(v).kind === 'valid';

/** YYYY-MM of a YYYY-MM-DD (or the month itself). */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** YYYY-MM-DD of the first day of a YYYY-MM. */
export const firstDayOf = (isoMonth: string) => `${monthOf(isoMonth)}-01`;

/** A calendar day `years` before today (Berlin), e.g. where a birthday picker starts. */
export const yearsAgoIso = (years: number) => DateTime.now().setZone(ZONE).minus({ years }).toFormat(ISO_DATE);

/** The month `months` after the current one (Berlin), as YYYY-MM. */
export const monthFromNow = (months: number) => DateTime.now().setZone(ZONE).startOf('month').plus({ months }).toFormat(ISO_MONTH);

import { DateTime } from 'luxon';

/** Every calendar day and time of day in the product belongs to this zone (spec 1 §1, §9). */
export const ZONE = 'Europe/Berlin';
export const LOCALE = 'de-DE';

export const DATE_FORMAT = 'dd.MM.yyyy';
export const TIME_FORMAT = 'HH:mm';
export const CLOCK_FORMAT = 'HH:mm:ss';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
export const MONTH_FORMAT = 'MM.yyyy';
/** Wire formats: calendar days, months and times of day. */
export const ISO_DATE = 'yyyy-MM-dd';
export const ISO_MONTH = 'yyyy-MM';

export function now(): DateTime {
  return DateTime.now().setZone(ZONE).setLocale(LOCALE);
}

function fromIso(value: string): DateTime {
  return DateTime.fromISO(value, { zone: ZONE }).setLocale(LOCALE);
}

function format(value: string | DateTime | null | undefined, pattern: string, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  const dt = typeof value === 'string' ? fromIso(value) : value.setZone(ZONE);
  return dt.isValid ? dt.toFormat(pattern) : empty;
}

/** DD.MM.YYYY; a YYYY-MM-DD day stays that day, an instant is shown in Berlin time. */
export const formatDate = (value: string | DateTime | null | undefined, empty = '') =>
  format(value, DATE_FORMAT, empty);

/** HH:mm (24 h). */
export const formatTime = (value: string | DateTime | null | undefined, empty = '') =>
  format(value, TIME_FORMAT, empty);

/** DD.MM.YYYY HH:mm. */
export const formatDateTime = (value: string | DateTime | null | undefined, empty = '') =>
  format(value, DATE_TIME_FORMAT, empty);

/** HH:mm:ss, for the footer clock. */
export const formatClock = (value: DateTime) => value.setZone(ZONE).toFormat(CLOCK_FORMAT);

/** MM.YYYY (wage months). */
export const formatMonth = (value: string | DateTime | null | undefined, empty = '') =>
  format(value, MONTH_FORMAT, empty);

/** Today as YYYY-MM-DD in Berlin, never via toISOString (that is the UTC day). */
export const todayIso = () => now().toFormat(ISO_DATE);

/** First day of the current Berlin month as YYYY-MM-DD: the earliest valid date until the server says otherwise. */
export const firstDayOfCurrentMonthIso = () => now().startOf('month').toFormat(ISO_DATE);

/**
 * A duration in minutes as HH:MM (spec 1 §9 "hours in HH:MM form"), the one formatter for every duration
 * the app shows: 485 → "08:05"; beyond 99 hours the hours keep all their digits (6001 → "100:01");
 * negative values keep their sign (-30 → "-00:30"); no number → `empty`.
 */
export function formatMinutes(minutes: number | null | undefined, empty = ''): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return empty;
  const rounded = Math.round(minutes);
  const abs = Math.abs(rounded);
  return `${rounded < 0 ? '-' : ''}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/*
 * Figures: one formatter per kind, all German (de-DE: "1.234,56"), so the same figure reads the same on
 * every screen, in tables, cards, chart axes and tooltips alike (docs/decisions/web-and-forms.md#WEB-49):
 *   hours         formatMinutes (HH:MM) and formatHours (HH:MM Std.) — durations are never decimals
 *   count         formatCount       2.100            (positions, pieces, positions per hour)
 *   decimal       formatDecimal     1.234,50         (standard deviation, median, target hours)
 *   money         formatCurrency    1.300,00 € / 1.300 € (chart axes)
 *   percent       formatPercent     5,5 %
 *   productivity  formatProductivity 57,74          (earnings per hour, always two decimals)
 * Never toFixed, toLocaleString or a chart's own number format: those follow the browser's language.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(LOCALE, options)));
  return f;
}
const isNumber = (value: number | null | undefined): value is number => value !== null && value !== undefined && Number.isFinite(value);

/** A duration in minutes as hours with the unit, "50:35 Std." (the statistics' figures; spec 1 §9 HH:MM). */
export function formatHours(minutes: number | null | undefined, empty = ''): string {
  return isNumber(minutes) ? `${formatMinutes(minutes)} Std.` : empty;
}

/** Whole things (positions, persons, positions per hour): rounded, German grouping, 2100 → "2.100". */
export function formatCount(value: number | null | undefined, empty = ''): string {
  return isNumber(value) ? numberFormat({ maximumFractionDigits: 0 }).format(value) : empty;
}

/**
 * A decimal with German comma and grouping: `digits` decimals (default 2, "1.234,50"); `trim` drops
 * trailing zeros ("12,5", "1.600"), for chart axes and values typed with few decimals.
 */
export function formatDecimal(value: number | null | undefined, { digits = 2, trim = false, empty = '' }: { digits?: number; trim?: boolean; empty?: string } = {}): string {
  return isNumber(value) ? numberFormat({ minimumFractionDigits: trim ? 0 : digits, maximumFractionDigits: digits }).format(value) : empty;
}

/** EUR in de-DE: 1.234,50 €; `cents: false` for whole euros (chart axes): 1.300 €. */
export function formatCurrency(value: number | null | undefined, empty = '', { cents = true }: { cents?: boolean } = {}): string {
  if (!isNumber(value)) return empty;
  return numberFormat({ style: 'currency', currency: 'EUR', ...(cents ? {} : { minimumFractionDigits: 0, maximumFractionDigits: 0 }) }).format(value);
}

/** A value already in percent: 5.5 → "5,5 %" (at most `digits` decimals, default 1). */
export function formatPercent(value: number | null | undefined, { digits = 1, empty = '' }: { digits?: number; empty?: string } = {}): string {
  return isNumber(value) ? `${numberFormat({ maximumFractionDigits: digits }).format(value)}\u00a0%` : empty;
}

/** Productivity (earnings per hour, spec 3 §9): always two decimals, 46 → "46,00", 57.736 → "57,74". */
export function formatProductivity(value: number | null | undefined, empty = ''): string {
  return formatDecimal(value, { digits: 2, empty });
}

/** A number for an input field, German decimal comma, no grouping: 13,5 → "13,50"; 160 → "160". */
export function formatDecimalInput(value: number | null | undefined): string {
  if (!isNumber(value)) return '';
  return Number.isInteger(value) ? String(value) : numberFormat({ useGrouping: false, maximumFractionDigits: 2 }).format(value).replace(/,(\d)$/, ',$10');
}

/**
 * Reads a typed amount: "13,50", "13.5", "1.234,50" (German grouping), "160". Empty → null; anything else
 * that is no number → NaN, so a validator can say '{0} ist keine Zahl'.
 */
export function parseDecimal(text: string | null | undefined): number | null {
  const v = (text ?? '').trim().replace(/\s|€/g, '');
  if (v === '') return null;
  let normalized = v;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(v)) normalized = v.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d+)?$/.test(v)) normalized = v.replace(',', '.');
  else if (!/^\d+(\.\d+)?$/.test(v)) return Number.NaN;
  return Number(normalized);
}

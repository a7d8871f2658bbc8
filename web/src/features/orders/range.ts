import { DateTime } from 'luxon';
import { isIsoDate } from '@/shared/date/date-input';
import { ISO_DATE, now } from '@/shared/format';

/** Date-range presets of the orders overview (spec 3 §2.2, §9). */
export const PRESETS = ['lastTwoWeeks', 'nextTwoWeeks', 'currentMonth', 'lastMonth', 'currentYear', 'lastYear'] as const;
export type Preset = (typeof PRESETS)[number];

export interface DateRange {
  from: string;
  to: string;
}

const iso = (d: DateTime) => d.toFormat(ISO_DATE);

/** The range of a preset relative to `today` (Berlin); "two weeks" is 14 days back or forward. */
export function presetRange(preset: Preset, today: DateTime = now()): DateRange {
  const day = today.startOf('day');
  switch (preset) {
    case 'lastTwoWeeks':
      return { from: iso(day.minus({ days: 14 })), to: iso(day) };
    case 'nextTwoWeeks':
      return { from: iso(day), to: iso(day.plus({ days: 14 })) };
    case 'currentMonth':
      return { from: iso(day.startOf('month')), to: iso(day.endOf('month')) };
    case 'lastMonth': {
      const m = day.minus({ months: 1 });
      return { from: iso(m.startOf('month')), to: iso(m.endOf('month')) };
    }
    case 'currentYear':
      return { from: iso(day.startOf('year')), to: iso(day.endOf('year')) };
    case 'lastYear': {
      const y = day.minus({ years: 1 });
      return { from: iso(y.startOf('year')), to: iso(y.endOf('year')) };
    }
  }
}

/** The preset a range equals, or 'custom'. */
export function presetOf(range: DateRange, today: DateTime = now()): Preset | 'custom' {
  return PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  }) ?? 'custom';
}

/**
 * from/to of the query: both valid YYYY-MM-DD with from ≤ to, otherwise the default of the last 14 days
 * up to today. `explicit` says whether the query carried a usable range.
 */
export function rangeFromQuery(params: URLSearchParams, today: DateTime = now()): DateRange & { explicit: boolean } {
  const from = params.get('from');
  const to = params.get('to');
  if (isIsoDate(from) && isIsoDate(to) && from <= to) return { from, to, explicit: true };
  return { ...presetRange('lastTwoWeeks', today), explicit: false };
}

export const ORDER_TYPES = ['INV', 'BEV', 'DRY', 'MFR', 'MIS', 'MOD'] as const;
export type OrderTypeCode = (typeof ORDER_TYPES)[number];

export function orderTypeFromQuery(params: URLSearchParams): OrderTypeCode | null {
  const v = params.get('orderType');
  return ORDER_TYPES.includes(v as OrderTypeCode) ? (v as OrderTypeCode) : null;
}

/** The REST export of the current range and type (opens in a new tab). */
export function exportHref(range: DateRange, orderType: OrderTypeCode | null): string {
  const q = new URLSearchParams({ from: range.from, to: range.to });
  if (orderType) q.set('orderType', orderType);
  return `/api/v2/orders/export?${q.toString()}`;
}

/**
 * The customer screen sends customerId and positions to plan an order: with both present (and numeric)
 * the overview hands over to /orders/new with the customer preselected.
 */
export function customerHandover(params: URLSearchParams): { customerId: number; positions: number | null } | null {
  const id = params.get('customerId');
  if (!id || !/^\d+$/.test(id) || !params.has('positions')) return null;
  const p = params.get('positions') ?? '';
  return { customerId: Number(id), positions: /^\d+$/.test(p) && Number(p) > 0 ? Number(p) : null };
}

export type ViewMode = 'list' | 'table' | 'tiles';
export const VIEW_MODES: readonly ViewMode[] = ['table', 'list', 'tiles'];

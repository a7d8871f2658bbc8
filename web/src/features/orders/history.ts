/** One recorded change of an order (decision Orders / Edit history). */
export interface HistoryChange {
  field: string;
  from: unknown;
  to: unknown;
}

export const HISTORY_PAGE_SIZE = 10;

const FLAG_FIELDS = ['fruitAndVegetables', 'flowers', 'storage', 'targetActualComparison', 'labels', 'drinks'];
const DATE_FIELDS = ['validFrom', 'validTo'];

export function changesOf(raw: unknown): HistoryChange[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((c): c is HistoryChange => !!c && typeof c === 'object' && typeof (c as HistoryChange).field === 'string');
}

/** A history value as German text: yes/no, DD.MM.YYYY, or '' for nothing. */
export function historyValue(field: string, value: unknown, yesNo: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return '';
  if (FLAG_FIELDS.includes(field) || typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (DATE_FIELDS.includes(field) && typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (m) return `${m[3]}.${m[2]}.${m[1]}`;
  }
  return String(value);
}

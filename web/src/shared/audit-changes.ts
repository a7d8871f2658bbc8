import { formatDate, formatDateTime } from './format';

export interface AuditChangeLike {
  field: string;
  from: string | null;
  to: string | null;
}

export interface AuditTexts {
  none: string;
  yes: string;
  no: string;
  /** The German name of a field, or undefined to show the field's own name. */
  label: (field: string) => string | undefined;
  /** The German name of a coded value (a worklog type), or undefined to show it as it is. */
  value?: (field: string, value: string) => string | undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value of an audit change as a person reads it: days and times in German format, yes/no, '–' for nothing. */
export function auditValue(value: string | null, texts: Pick<AuditTexts, 'none' | 'yes' | 'no'>): string {
  if (value === null || value === '') return texts.none;
  if (value === 'true') return texts.yes;
  if (value === 'false') return texts.no;
  if (ISO_DAY.test(value)) return formatDate(value);
  if (ISO_TIME.test(value)) return formatDateTime(value);
  return value;
}

/** "Feld: alt → neu" (a created record: "Feld: neu"; a deleted one: "Feld: alt →"). */
export function auditChangeText(c: AuditChangeLike, texts: AuditTexts): string {
  const label = texts.label(c.field) ?? c.field;
  const show = (v: string | null) => (v !== null && texts.value?.(c.field, v)) || auditValue(v, texts);
  if (c.from === null) return `${label}: ${show(c.to)}`;
  return `${label}: ${show(c.from)} → ${show(c.to)}`;
}

import type { StoredChange } from './audit-event.entity.js';

/** IBAN in the audit trail: country and check digits plus the last four, grouped by four: `DE89 **** **** **** **30 00`. */
export function maskIbanForAudit(iban: string): string {
  const s = iban.replace(/\s+/g, '').toUpperCase();
  if (s.length <= 8) return '*'.repeat(s.length);
  const masked = s.slice(0, 4) + '*'.repeat(s.length - 8) + s.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Tax id, pension insurance number: only the last three characters stay readable. */
export function maskTail(value: string, visible = 3): string {
  const s = value.replace(/\s+/g, '');
  return s.length <= visible ? '*'.repeat(s.length) : '*'.repeat(s.length - visible) + s.slice(-visible);
}

const IBAN_FIELDS = /(^|\.)iban$/i;
const TAIL_FIELDS = /(^|\.)(taxIdentNumber|taxId|pensionInsuranceNumber|socialSecurityNumber)$/i;
/** Never recorded, not even masked. */
const SECRET_FIELDS = /(^|\.)(password|passwordHash|secret|totpSecret|recoveryCodes?|content|contentBase64|data:file)$/i;

/** A value as the trail stores it: masked when the field is sensitive, dates as ISO text. */
export function auditValue(field: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    if (IBAN_FIELDS.test(field)) return maskIbanForAudit(value);
    if (TAIL_FIELDS.test(field)) return maskTail(value);
  }
  return value;
}

export const isSecretField = (field: string) => SECRET_FIELDS.test(field);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** Flattens nested JSON documents (the registration's data) into dot paths, so a change names the field. */
function flatten(prefix: string, value: unknown, out: Map<string, unknown>): void {
  if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) flatten(prefix ? `${prefix}.${k}` : k, v, out);
  } else {
    out.set(prefix, value);
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The changed fields between two states (either may be null: create / delete), masked, secrets left out. */
export function diffStates(before: Record<string, unknown> | null, after: Record<string, unknown> | null): StoredChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  if (before) flatten('', before, a);
  if (after) flatten('', after, b);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  const changes: StoredChange[] = [];
  for (const field of fields) {
    if (isSecretField(field)) continue;
    const from = a.get(field);
    const to = b.get(field);
    if (before && after && same(from, to)) continue;
    if (!before && (to === null || to === undefined || to === '')) continue; // a create lists what it set
    if (!after && (from === null || from === undefined || from === '')) continue;
    changes.push({ field, from: auditValue(field, from), to: auditValue(field, to) });
  }
  return changes;
}

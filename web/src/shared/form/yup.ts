import { DateTime } from 'luxon';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { forms } from 'virtual:i18n-de';
import * as yup from 'yup';
import { addTexts, i18n } from '@/i18n/i18n';
import { parseDecimal } from '../format';

addTexts({ forms });

type Params = { label?: string; path: string };
const field = (p: Params) => p.label ?? p.path;
const v = (key: string, values: Record<string, unknown>) => i18n.t(`forms.validation.${key}`, values);

/**
 * The generic messages of spec 1 §5 ('{0} ist erforderlich', '{0} ist ungültig', '{0} ist keine Zahl',
 * '{0} muss größer als {1} sein', 'Ungültiges E-Mail Format', 'Ungültiges Datum') for every yup schema:
 * `{0}` is the schema's label. Rules whose spec message differs pass that message explicitly.
 * Imported before any schema is built (every schema imports yup from here).
 */
yup.setLocale({
  mixed: {
    required: (p: Params) => v('required', { field: field(p) }),
    defined: (p: Params) => v('required', { field: field(p) }),
    notNull: (p: Params) => v('required', { field: field(p) }),
    notType: (p: Params & { type?: string }) => v(p.type === 'number' ? 'notANumber' : 'invalid', { field: field(p) }),
    oneOf: (p: Params) => v('invalid', { field: field(p) }),
  },
  string: {
    email: () => v('email', {}),
    matches: (p: Params) => v('invalid', { field: field(p) }),
    length: (p: Params) => v('invalid', { field: field(p) }),
    min: (p: Params) => v('invalid', { field: field(p) }),
    max: (p: Params) => v('invalid', { field: field(p) }),
  },
  number: {
    moreThan: (p: Params & { more: number }) => v('greaterThan', { field: field(p), min: p.more }),
    min: (p: Params & { min: number }) => v('atLeast', { field: field(p), min: p.min }),
    max: (p: Params & { max: number }) => v('atMost', { field: field(p), max: p.max }),
    integer: (p: Params) => v('notANumber', { field: field(p) }),
  },
  date: {
    min: () => v('date', {}),
    max: () => v('date', {}),
  },
});

export { yup };

/** A form's text input holds a day as YYYY-MM-DD (or what was typed while it is none). */
export const isIsoDate = (s: string | undefined | null) => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && DateTime.fromISO(s).isValid;
/** A month as YYYY-MM. */
export const isIsoMonth = (s: string | undefined | null) => !!s && /^\d{4}-\d{2}$/.test(s) && DateTime.fromISO(`${s}-01`).isValid;

/** A day field: empty passes (add `.required()`), anything else must be a real YYYY-MM-DD day. */
export const day = (message?: string) =>
  yup.string().default('').test('day', message ?? (() => v('date', {})), (s) => !s || isIsoDate(s));

/** A month field (YYYY-MM). */
export const month = (message?: string) =>
  yup.string().default('').test('month', message ?? (() => v('date', {})), (s) => !s || isIsoMonth(s));

/** A decimal typed the German way ("1.234,5" or "12,5"); empty passes (add `.required()`). */
export const decimalText = (label: string, message?: string) =>
  yup
    .string()
    .default('')
    .label(label)
    .test('decimal', message ?? ((p: Params) => v('notANumber', { field: field(p) })), (s) => !s?.trim() || !Number.isNaN(parseDecimal(s)));

/** The decimal a valid `decimalText` holds, or null. */
export const decimalOf = (s: string | undefined | null) => {
  const n = parseDecimal(s ?? '');
  return n === null || Number.isNaN(n) ? null : n;
};

/** IBAN (spaces removed before checking, spec 2 §5), through ibantools. */
export const iban = (message: string) => yup.string().default('').test('iban', message, (s) => !s || isValidIBAN(s.replace(/\s/g, '').toUpperCase()));

/** BIC, through ibantools. */
export const bic = (message: string) => yup.string().default('').test('bic', message, (s) => !s || isValidBIC(s.replace(/\s/g, '').toUpperCase()));

/**
 * The errors of a schema for some values, as formik would show them (path → first message). For unit
 * tests of schemas and for code that needs a verdict outside a form.
 */
export function schemaErrors(schema: yup.AnySchema, values: unknown, context?: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    const out: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) if (e.path !== undefined) out[e.path] ??= e.message;
    return out;
  }
}

/** The app's e-mail pattern (the employee and registration forms use the same). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An optional e-mail field: empty passes, anything else must look like an address ('Ungültiges E-Mail Format'). */
export const optionalEmail = () =>
  yup
    .string()
    .default('')
    .trim()
    .test('email', () => v('email', {}), (s) => !s || EMAIL_PATTERN.test(s));

/**
 * Fuzz values derived from the schema: a plausible value of a GraphQL input type (ids that exist,
 * dates near today, enum values) with a few hostile edits applied at random places: strings of every
 * length and script, numbers out of range, wrong types, missing and extra fields, huge arrays.
 * Plausible first, so most cases get past argument coercion into the services.
 */
import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { DateTime } from 'luxon';

/** Texts that have broken parsers, databases and renderers before. */
export const SNIPPETS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\r\n\t\u000b\u000c',
  "'; drop table employee; --",
  "' or '1'='1",
  '"; select pg_sleep(0); --',
  '\\',
  '%',
  '_',
  '%00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '-2147483649',
  '1e308',
  '0x1F',
  '1.5',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '+275760-09-13',
  '2026-11',
  '2026-1',
  '24:00',
  '23:60',
  '-01:00',
  '99:99',
  'ÄÖÜäöüß',
  'ǅ',
  'İ',
  'ﬃ',
];

const LONG_CHARS = ['x', 'ä', '😀', '\u0000', 'ب', "'", ' '];
const LONG_LENGTHS = [51, 101, 201, 256, 257, 1001, 10_001, 100_001, 330_000];

/** A string of one character repeated up to (about) the 1 MB body limit. */
export const longString = fc.tuple(fc.constantFrom(...LONG_CHARS), fc.constantFrom(...LONG_LENGTHS)).map(([c, n]) => c.repeat(n));

/** Control characters (NUL above all) somewhere inside ordinary text. */
export const controlString = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom('\u0000', '\u0000\u0000', '\u0001', '\u001b[31m', '\u007f', '\uFEFF', '\uFFFE', '\uDBFF'), fc.string({ maxLength: 6 }))
  .map(([a, c, b]) => a + c + b);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SNIPPETS) },
  { weight: 1, arbitrary: controlString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: longString },
);

/** Integers GraphQL still accepts as Int, at the edges of every column type. */
export const edgeInt = fc.constantFrom(-2_147_483_648, 2_147_483_647, -1, 0, 1, 32_767, 32_768, 65_536, 99_999, 1_000_000, 2_000_000_000, -32_769);
/** Numbers out of any range, fractions for integers, tiny and huge floats. */
export const hostileNumber = fc.oneof(
  edgeInt,
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 1e-320, 0.1, 1.5, -0.5, 99_999_999_999),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const scalarLeaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
/** Any JSON: the wrong type for whatever is expected. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalarLeaf },
  { weight: 1, arbitrary: fc.array(scalarLeaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalarLeaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], [{}], { id: 1 }) },
);

/** Arrays far longer than any form sends (within the body limit). */
export const hugeArray = fc.tuple(fc.constantFrom(1_000, 20_000, 100_000), fc.constantFrom<unknown>(1, 'x', null, {})).map(([n, v]) => Array.from({ length: n }, (_, i) => (v === 1 ? i + 1 : v)));

/** Keys that are not in any input, some of them dangerous in JavaScript. */
export const extraKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'version', 'createdAt', 'x'.repeat(300), 'ä', '', 'unknownField');

export interface Pools {
  /** Ids that exist, per table. */
  ids: Record<string, number[]>;
  uuids: string[];
}

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const TABLE_ALIASES: Record<string, string> = { order: 'orders', role: 'app_role', user: 'app_user', wage: 'wage_entry', employment: 'employment_entry', operator: 'order_operator', competency: 'employee_competency', cashflow: 'cash_flow', right: 'app_role' };

const VERBS = /^(create|update|delete|save|patch|reactivate|issue|assign|unassign|refresh|confirm|finish|upload|import|set|start|close|reopen|grant|revoke)/;

/**
 * Ids of the table a field name points to (`orderId` → orders; a bare `id` → the table of its
 * owner: `updateEmployee` or `CompanyLocationInput`), else every id there is.
 */
export function idPool(name: string, pools: Pools, owner = ''): number[] {
  const base = name === 'id' && owner ? owner.replace(VERBS, '').replace(/Input$/, '') : name.replace(/Ids?$/, '');
  const stem = snake(base.replace(/^(\w+?)s$/, '$1'));
  const table = TABLE_ALIASES[stem.replace(/_/g, '')] ?? TABLE_ALIASES[stem] ?? stem;
  const own = pools.ids[table] ?? Object.entries(pools.ids).find(([t]) => t.endsWith(`_${stem}`) || t === `${stem}s`)?.[1];
  const all = Object.values(pools.ids).flat();
  return own?.length ? own : all.length ? all : [1];
}

const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
const dateNear = fc.integer({ min: -60, max: 60 }).map((d) => today.plus({ days: d }).toISODate()!);
const monthNear = fc.integer({ min: -6, max: 3 }).map((m) => today.plus({ months: m }).toFormat('yyyy-MM'));
const timeOfDay = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

/** A believable string for a field, by its name. */
function plausibleString(name: string, pools: Pools, owner: string): fc.Arbitrary<string> {
  const n = name.toLowerCase();
  if (/yearmonth|month$/.test(n)) return monthNear;
  if (/date|valid(from|to)|^from$|^to$|day$|birth/.test(n)) return dateNear;
  if (/(start|end)(time)?$|^time|clock/.test(n)) return timeOfDay;
  if (/uuid/.test(n)) return pools.uuids.length ? fc.constantFrom(...pools.uuids) : fc.uuid();
  if (/email/.test(n)) return fc.constantFrom('fuzz@example.de', 'ä@example.de', 'a@b');
  if (/iban/.test(n)) return fc.constantFrom('DE89370400440532013000', 'DE00000000000000000000');
  if (/zip|postal/.test(n)) return fc.constantFrom('10115', '01067', '99999');
  if (/phone|mobile|fax/.test(n)) return fc.constantFrom('+49 30 1234567', '030/123');
  if (/password/.test(n)) return fc.constantFrom('fuzz-password-1', 'x');
  if (/username|login/.test(n)) return fc.constantFrom('fuzz-user', 'niemand');
  if (/^(authority|right)/.test(n)) return fc.constantFrom('Employee_ViewEmployees', 'Order_Overview_EditOrders', 'Superadmin', 'Unknown_Authority');
  if (/id$/.test(n)) return fc.constantFrom(...idPool(name, pools, owner).map(String));
  return fc.oneof(fc.constantFrom('Berlin', 'Fuzz', 'Müllerstraße 1', 'Test GmbH'), fc.string({ minLength: 1, maxLength: 12 }));
}

function plausibleScalar(typeName: string, name: string, pools: Pools, owner: string): fc.Arbitrary<unknown> {
  switch (typeName) {
    case 'Int':
      return /id$/i.test(name) ? fc.constantFrom(...idPool(name, pools, owner)) : fc.integer({ min: 0, max: 200 });
    case 'Float':
      return fc.oneof(fc.integer({ min: 0, max: 500 }), fc.double({ min: 0, max: 500, noNaN: true }));
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.constantFrom(...idPool(name, pools, owner).map(String));
    case 'DateTimeISO':
      return dateNear.map((d) => `${d}T08:00:00.000Z`);
    case 'JSON':
      return fc.jsonValue({ maxDepth: 2 });
    case 'JSONObject':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
    case 'Upload':
      return fc.constant(null);
    default:
      return plausibleString(name, pools, owner);
  }
}

/**
 * A plausible value of a GraphQL input type (nullable values are sometimes null or left out).
 * `owner`: the mutation or input type the field belongs to (what a bare `id` means).
 */
export function plausible(type: GraphQLInputType, name: string, pools: Pools, owner = '', depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return plausibleInner(type.ofType, name, pools, owner, depth);
  return fc.oneof({ weight: 8, arbitrary: plausibleInner(type, name, pools, owner, depth) }, { weight: 1, arbitrary: fc.constant(null) });
}

function plausibleInner(type: GraphQLInputType, name: string, pools: Pools, owner: string, depth: number): fc.Arbitrary<unknown> {
  if (isListType(type)) return fc.array(plausible(type.ofType, name, pools, owner, depth + 1), { minLength: 1, maxLength: depth > 2 ? 1 : 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isScalarType(type)) return plausibleScalar(type.name, name, pools, owner);
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const f of fields) {
      model[f.name] = plausible(f.type, f.name, pools, type.name, depth + 1);
      if (isNonNullType(f.type) && f.defaultValue === undefined) required.push(f.name);
    }
    return fc.record(model, { requiredKeys: required });
  }
  return fc.constant(null);
}

/** One hostile edit of a value tree: where (an index into its paths), what, and with which value. */
export interface Edit {
  at: number;
  kind: 'sameType' | 'wrongType' | 'remove' | 'extra' | 'huge' | 'null' | 'taint';
  value: unknown;
  key: string;
  /** For 'taint': text appended to every string of the value (control characters, markup, quotes). */
  taint: string;
}

const oneEdit: fc.Arbitrary<Edit> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom<Edit['kind']>('sameType', 'sameType', 'sameType', 'sameType', 'wrongType', 'remove', 'extra', 'huge', 'null', 'taint', 'taint'),
  value: fc.oneof(hostileString, hostileNumber, wrongType),
  key: extraKey,
  taint: fc.oneof(controlString, fc.constantFrom(...SNIPPETS.filter((x) => x.length > 0))),
});

/** No edit (plausible input, deepest paths), one, or a few. */
export const edits: fc.Arbitrary<Edit[]> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Edit[]>([]) },
  { weight: 3, arbitrary: fc.array(oneEdit, { minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.array(oneEdit, { minLength: 2, maxLength: 3 }) },
);

type Path = (string | number)[];

function pathsOf(v: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(v)) v.slice(0, 5).forEach((x, i) => pathsOf(x, [...prefix, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) pathsOf(x, [...prefix, k], out);
  return out;
}

function getAt(root: any, path: Path): any {
  return path.reduce((o, k) => (o == null ? undefined : o[k]), root);
}

/** The value of the same JSON type as `old`, made hostile (a string stays a string, …). */
function sameType(old: unknown, e: Edit): unknown {
  if (typeof old === 'string') return typeof e.value === 'string' ? e.value : typeof e.value === 'number' ? String(e.value) : JSON.stringify(e.value);
  if (typeof old === 'number') {
    if (typeof e.value === 'number') return Number.isInteger(old) && !Number.isInteger(e.value) && e.at % 2 === 0 ? (e.at % 4 === 0 ? 2_147_483_647 : -1) : e.value;
    return Number.isInteger(old) ? [-1, 0, 2_147_483_647, -2_147_483_648][e.at % 4] : [1e308, -1e308, 0.000001, 1e-320][e.at % 4];
  }
  if (typeof old === 'boolean') return e.value;
  return e.value;
}

/** Applies the edits to a deep copy of `value` (the root itself may be replaced). */
export function applyEdits(value: unknown, edits: Edit[]): unknown {
  let root: any = value === undefined ? undefined : structuredClone(value);
  let huge = false;
  for (const edit of edits) {
    // fast-check hands out the same instance of a constant ({} or []) again and again: a copy, so
    // no case changes another and no edit makes a value contain itself.
    const e = { ...edit, value: edit.value !== null && typeof edit.value === 'object' ? structuredClone(edit.value) : edit.value };
    const paths = pathsOf(root);
    const path = paths[e.at % paths.length];
    const parentPath = path.slice(0, -1);
    const last = path.at(-1);
    const parent = getAt(root, parentPath);
    const old = getAt(root, path);
    const replace = (nv: unknown) => {
      if (last === undefined) root = nv;
      else if (parent && typeof parent === 'object') parent[last] = nv;
    };
    switch (e.kind) {
      case 'sameType':
        replace(sameType(old, e));
        break;
      case 'wrongType':
        replace(e.value);
        break;
      case 'null':
        replace(null);
        break;
      case 'taint': {
        // Every string of the case at once: the field a service writes without a check is among them.
        const walk = (v: any): any =>
          typeof v === 'string' ? v + e.taint : Array.isArray(v) ? v.map(walk) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)])) : v;
        root = walk(root);
        break;
      }
      case 'remove':
        if (last !== undefined && parent && typeof parent === 'object') {
          if (Array.isArray(parent)) parent.splice(Number(last), 1);
          else delete parent[last];
        }
        break;
      case 'extra': {
        const target = old && typeof old === 'object' && !Array.isArray(old) ? old : parent && typeof parent === 'object' && !Array.isArray(parent) ? parent : null;
        if (target) Object.defineProperty(target, e.key, { value: e.value, enumerable: true, writable: true, configurable: true });
        break;
      }
      case 'huge': {
        // One huge array per case, of short items: the body stays near the 1 MB limit, not the heap's.
        if (huge) break;
        huge = true;
        const n = [1_000, 20_000, 100_000][e.at % 3];
        const first = Array.isArray(old) && old.length ? old[0] : old;
        const item = typeof first === 'number' || typeof first === 'boolean' ? first : typeof first === 'string' ? first.slice(0, 8) : first && typeof first === 'object' ? {} : 1;
        replace(Array.from({ length: n }, () => item));
        break;
      }
    }
  }
  return root;
}

/**
 * REST fuzz cases: path parameters, query strings and bodies for one route, derived from what its
 * GraphQL document reads (rest-routes.ts), plausible with hostile edits, sent with various content
 * types (JSON, merge-patch, form, text, none, malformed).
 */
import fc from 'fast-check';
import { getNamedType, isEnumType, isInputObjectType } from 'graphql';
import { applyEdits, edits, hostileString, idPool, longString, plausible, SNIPPETS, type Pools } from './arbitraries.js';
import { schema, queryNames, type RestRoute } from './rest-routes.js';

/** Path segments that have confused routers and id parsers before (already percent-encoded where needed). */
const ODD_SEGMENTS = [
  '-1',
  '0',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e308',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  '0x10',
  '%20',
  '%2520',
  '%00',
  '%E2%80%AE1',
  '%F0%9F%98%80',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a%2Fb',
  '%E0%A4%A', // broken percent-encoding
  '%',
  '%ZZ',
  "1'%20or%20'1'%3D'1",
  '%3Cscript%3E',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
];

/** A URL can only carry well-formed text: lone surrogates become U+FFFD (String#toWellFormed, ES2024). */
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const uuidParam = (pools: Pools) => (pools.uuids.length ? fc.constantFrom(...pools.uuids) : fc.uuid());

function plausibleParam(name: string, route: RestRoute, pools: Pools): fc.Arbitrary<string> {
  if (/uuid/i.test(name)) return uuidParam(pools);
  if (/^(authority|rightId)$/.test(name)) return fc.constantFrom('Employee_ViewEmployees', 'Order_Overview_EditOrders', 'Unknown_Authority');
  if (name === 'context') {
    const t = schema.getType('RegistrationFileContext');
    return fc.constantFrom(...(isEnumType(t) ? t.getValues().map((v) => v.name) : ['ID_CARD']));
  }
  if (/date/i.test(name)) return fc.integer({ min: -30, max: 30 }).map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10));
  if (/name$/i.test(name)) return fc.constantFrom('Administrator', 'datei.pdf', 'x');
  return fc.constantFrom(...idPool(name, pools, route.field).map(String));
}

/** A path parameter: mostly plausible, sometimes odd. */
const param = (name: string, route: RestRoute, pools: Pools) =>
  fc.oneof(
    { weight: 3, arbitrary: plausibleParam(name, route, pools).map((s) => encodeURIComponent(wellFormed(s))) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length < 3000).map((s) => encodeURIComponent(wellFormed(s))) },
  );

/** Query text for a parameter: plausible by name or hostile; `[]` sends the key twice. */
function queryValue(name: string, pools: Pools): fc.Arbitrary<string | string[]> {
  const t = { name, type: schema.getType('String') as any };
  const base = plausible(t.type, name, pools).map((v) => (v === null || v === undefined ? '' : String(v)));
  return fc.oneof(
    { weight: 3, arbitrary: base },
    { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...SNIPPETS), hostileString.filter((s) => s.length < 3000)).map((s) => s) },
    { weight: 1, arbitrary: fc.tuple(base, base).map(([a, b]) => [a, b]) },
  );
}

export interface RestCase {
  path: string;
  contentType: string;
  body?: string;
  /** For reports: the body before encoding (shortened there). */
  input: unknown;
}

const BODY_TYPES = ['application/json', 'application/json', 'application/json', 'application/json', 'application/merge-patch+json', 'application/x-www-form-urlencoded', 'text/plain', '', 'raw'] as const;

/** The body a route reads: its input object's fields at the top (and one level down), scalar variables by name. */
function plausibleBody(route: RestRoute, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const parts = route.variables
    .filter((v) => !route.params.includes(v.name) && getNamedType(v.type).name !== 'Upload')
    .map((v) => plausible(v.type, v.name, pools, route.field).map((value) => ({ v, value })));
  return fc.tuple(...parts).map((values) => {
    const body: Record<string, unknown> = {};
    for (const { v, value } of values) {
      if (isInputObjectType(getNamedType(v.type)) && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [k, x] of Object.entries(value)) {
          body[k] = x;
          // Nested inputs (createEmployee's employee/wage/employment) are flat in some documented bodies.
          if (x && typeof x === 'object' && !Array.isArray(x)) for (const [k2, y] of Object.entries(x)) if (!(k2 in body)) body[k2] = y;
        }
      } else body[v.name] = value;
    }
    return body;
  });
}

const formOf = (body: unknown) => {
  const form = new URLSearchParams();
  if (body && typeof body === 'object' && !Array.isArray(body)) for (const [k, v] of Object.entries(body)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  return form.toString();
};

const MALFORMED = ['{', '{"a":', '[', 'nul', '{"a":1,}', "{'a':1}", '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '1e99999', '"' + 'x'.repeat(2_000_000) + '"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}'];

/** One case for a route: path (params, query for GETs), content type and body. */
export function restCase(route: RestRoute, pools: Pools): fc.Arbitrary<RestCase> {
  const params = fc.tuple(...route.params.map((p) => param(p, route, pools)));
  const path = params.map((vals) => {
    let i = 0;
    return '/api' + route.path.replace(/:(\w+)/g, () => vals[i++] ?? '');
  });
  if (route.method === 'GET' || route.method === 'DELETE') {
    const names = queryNames(route);
    const query = fc.dictionary(fc.constantFrom(...names), fc.constant(0), { maxKeys: 4 }).chain((picked) =>
      fc.tuple(...Object.keys(picked).map((k) => queryValue(k, pools).map((v) => [k, v] as const))),
    );
    const oddQuery = fc.constantFrom('', '?', '?&&', '?page=-1&size=100000', '?size=0', '?page=1e308', '?sort=;drop', '?sort=name,desc,asc,x', '?a[b]=1', '?%E0%A4%A=1', '?x=%', '?' + 'k=v&'.repeat(2000));
    return fc.tuple(path, fc.oneof({ weight: 4, arbitrary: query }, { weight: 1, arbitrary: oddQuery })).map(([p, q]) => {
      const qs = typeof q === 'string' ? q : q.length ? '?' + q.flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(wellFormed(x))}`)).join('&') : '';
      return { path: p + qs, contentType: '', input: typeof q === 'string' ? q.slice(0, 80) : q };
    });
  }
  const body = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(plausibleBody(route, pools), edits).map(([b, e]) => applyEdits(b, e)) },
    { weight: 1, arbitrary: fc.oneof(fc.jsonValue({ maxDepth: 2 }), longString, fc.constant(null), fc.constant([])) },
  );
  return fc.tuple(path, body, fc.constantFrom(...BODY_TYPES), fc.constantFrom(...MALFORMED)).map(([p, b, type, malformed]) => {
    if (type === 'raw') return { path: p, contentType: 'application/json', body: malformed, input: malformed.slice(0, 60) };
    const encoded = type === 'application/x-www-form-urlencoded' ? formOf(b) : JSON.stringify(b);
    return { path: p, contentType: type, body: encoded, input: b };
  });
}

/**
 * The REST authorization matrix, proven against the running server.
 *
 * 1. Coverage: every documented path (spec/rest-paths.txt, checked-in copy tests/proof/rest-paths.txt) and every
 *    path the server registers under /api (createRestApi over the app schema) has exactly one row in
 *    rest-matrix.ts, and no row names a path that is neither; undocumented rows are exactly the
 *    registered paths beyond the spec. Each row has a way to be called (rest-cells.ts).
 * 2. Cells: every row × caller × target (own/other) runs against the server. A refused cell expected
 *    allow is an over-restriction; an answered cell expected deny is a LEAK. Both fail the test.
 *    Figures: recordProof('authz', 'rest', { cells, leaks }).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../server/src/test/http-client.js';
import { recordProof } from '../report.js';
import { loginAll } from '../sessions.js';
import { CALLERS, REST_MATRIX, expected, printable, targetsOf, type Caller, type RestRow, type Target } from './rest-matrix.js';
import { REQUESTS, type Fixtures, type Req } from './rest-cells.js';
import { buildFixtures, send, type Answer, type Created } from './rest-setup.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const SPEC_PATHS = here('../../../../shared/spec/rest-paths.txt');
const COPY_PATHS = here('../rest-paths.txt');

/** "METHOD /path" lines of a rest-paths file (comments and blank lines skipped). */
export function readPaths(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}
/** Express's ":name" → the spec's "{name}". */
const specForm = (p: string) => p.replace(/:(\w+)/g, '{$1}');
/** Parameter names do not matter for identity: /orders/{id} and /orders/{orderId} are the same path. */
const shape = (p: string) => p.replace(/\{\w+\}/g, '{}');

/**
 * The paths the server registers: createRestApi over the built app schema plus the paths registered
 * beside it (the live board's event stream, server/src/live), in a node process of its own
 * (type-graphql's decorators and graphql's single instance are the build's business, not vitest's).
 * Needs `npx tsc -b server` (npm test and the dev stack build it).
 */
function registeredPaths(): string[] {
  const script = `import 'reflect-metadata';
    const { buildAppSchema } = await import('./dist/schema.js');
    const { createRestApi } = await import('@inv/server-rest-compat');
    const schema = await buildAppSchema();
    const { LIVE_PATHS } = await import('./dist/live/live.routes.js');
    process.stdout.write(JSON.stringify([...createRestApi({ schema, contextFor: () => ({}), formatError: (e) => e }).paths, ...LIVE_PATHS]));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: here('../../../server'), encoding: 'utf8' }));
}

let registered: string[] = [];
beforeAll(() => {
  registered = registeredPaths().map(specForm);
});

describe('REST matrix coverage', () => {
  it('the checked-in rest-paths.txt equals the spec copy (while the spec directory exists)', () => {
    if (!existsSync(SPEC_PATHS)) return;
    expect(readFileSync(COPY_PATHS, 'utf8')).toBe(readFileSync(SPEC_PATHS, 'utf8'));
  });

  it('every documented and every registered path has exactly one row; no row names an unknown path', () => {
    const documented = readPaths(COPY_PATHS);
    const rows = REST_MATRIX.map((r) => shape(r.route));
    const dupes = rows.filter((r, i) => rows.indexOf(r) !== i);
    const missingDocumented = documented.filter((p) => !rows.includes(shape(p)));
    const missingRegistered = registered.filter((p) => !rows.includes(shape(p)));
    const known = new Set([...documented, ...registered].map(shape));
    const unknown = REST_MATRIX.filter((r) => !known.has(shape(r.route))).map((r) => r.route);
    const docShapes = new Set(documented.map(shape));
    const undocumentedWrong = REST_MATRIX.filter((r) => !!r.undocumented === docShapes.has(shape(r.route))).map((r) => r.route);
    const notServed = documented.filter((p) => !registered.map(shape).includes(shape(p)));
    expect({ dupes, missingDocumented, missingRegistered, unknown, undocumentedWrong, notServed }).toEqual({
      dupes: [],
      missingDocumented: [],
      missingRegistered: [],
      unknown: [],
      undocumentedWrong: [],
      notServed: [],
    });
  });

  it('every row can be called (rest-cells.ts) and names its route in the documented form', () => {
    expect(REST_MATRIX.filter((r) => !REQUESTS[r.route]).map((r) => r.route)).toEqual([]);
    expect(Object.keys(REQUESTS).filter((k) => !REST_MATRIX.some((r) => r.route === k))).toEqual([]);
    const documented = readPaths(COPY_PATHS);
    const renamed = REST_MATRIX.filter((r) => !r.undocumented && !documented.includes(r.route)).map((r) => r.route);
    expect(renamed).toEqual([]);
  });

  it('prints the expanded table (PROOF_PRINT=1)', () => {
    if (process.env.PROOF_PRINT === '1') console.log('\n' + printable());
  });
});

// ---------------------------------------------------------------- cells against the running server

type Verdict = 'ok' | 'leak' | 'over' | 'error' | 'skip';
interface CellResult {
  route: string;
  caller: Caller;
  target: Target;
  want: 'allow' | 'deny';
  status: number;
  verdict: Verdict;
  detail?: string;
}

/** What a refusal may look like for this cell. */
function refused(row: RestRow, caller: Caller, target: Target, a: Answer): boolean {
  if (caller === 'anon' && (a.status === 401 || a.status === 403)) return true;
  if (caller !== 'anon' && a.status === 403) return true;
  if (row.hides && target === 'other' && a.status === 404) return true;
  if (row.gone && target === 'other' && a.status === 410) return true;
  return false;
}

export function judge(row: RestRow, caller: Caller, target: Target, a: Answer): Verdict {
  const want = expected(row, caller, target);
  if (a.status >= 500) return 'error';
  if (want === 'deny') return refused(row, caller, target, a) ? 'ok' : 'leak';
  return a.status === 401 || a.status === 403 ? 'over' : 'ok';
}

const base = process.env.TEST_BASE_URL!;
let clients: Record<Caller, Client>;
let f: Fixtures & Created;
const results: CellResult[] = [];
/** Cheap snapshots of deny targets, read as admin before and after the cells. */
const SNAPSHOTS = (x: Fixtures) => [
  `/employees/${x.other}/wages`,
  `/v2/employees/${x.other}`,
  `/v2/employees/${x.other}/competencies`,
  `/worklogs/${x.worklogOther.id}`,
  `/worklogs/${x.myWorklog}`,
  `/v2/orders/${x.myOrder}`,
  `/v2/orders/${x.myOrder}/operators`,
  `/v2/orders/${x.myOrder}/assignments`,
  `/customers/${x.myCustomer}`,
  `/inventories/company-locations/${x.myLocation}`,
  `/inventories/market-area-categories/${x.myCategory}`,
  `/rights/roles/${x.myRole}`,
  `/rights/users/${x.otherUser}`,
  `/statistics/orders/${x.myOrder}/cashflows`,
  `/statistics/payroll-tax-factors`,
  `/registrations/${x.myRegFinished}/files`,
  `/order-task/import/order/${x.myOrder}`,
];
let before: Record<string, string> = {};
const snapshot = async () =>
  Object.fromEntries(await Promise.all(SNAPSHOTS(f).map(async (p) => [p, JSON.stringify(stable((await clients.admin.request('GET', '/api' + p)).json))] as const)));
/** Timestamps of reads (lastLogin etc.) are not changes. */
const stable = (v: any): any =>
  Array.isArray(v) ? v.map(stable) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => !/lastLogin|updatedAt/.test(k)).map(([k, x]) => [k, stable(x)])) : v;

async function freshClient(caller: Caller): Promise<Client> {
  const c = new Client(base);
  if (caller === 'anon') return c;
  if (caller === 'none') await c.login('proof-ohne-rechte', 'ohne-rechte-1234');
  else await c.login(caller);
  return c;
}

async function runCell(row: RestRow, caller: Caller, target: Target): Promise<CellResult> {
  const want = expected(row, caller, target);
  const req: Req = REQUESTS[row.route]({ f, caller, target, mode: want });
  const client = req.fresh ? await freshClient(caller) : clients[caller];
  const a = await send(client, req);
  const verdict = judge(row, caller, target, a);
  return { route: row.route, caller, target, want, status: a.status, verdict, detail: verdict === 'ok' ? undefined : `${req.method} ${req.path} → ${a.status} ${a.text.slice(0, 160)}` };
}

describe('REST matrix cells (running server)', () => {
  beforeAll(async () => {
    const admin = new Client(base);
    await admin.login('admin');
    const all = await loginAll(base);
    clients = all;
    f = await buildFixtures(all.admin, all.buero, all.noneEmployeeId);
    before = await snapshot();
  });
  afterAll(async () => {
    await f?.cleanup();
  });

  it('every cell answers as the matrix says: no leak, no over-restriction, no 500', async () => {
    // Rows one after the other (some share records), the cells of one row concurrently.
    for (const row of REST_MATRIX) {
      const cells = CALLERS.flatMap((c) => targetsOf(row, c).map((t) => [c, t] as const));
      results.push(...(await Promise.all(cells.map(([c, t]) => runCell(row, c, t)))));
    }
    const leaks = results.filter((r) => r.verdict === 'leak');
    const over = results.filter((r) => r.verdict === 'over');
    const errors = results.filter((r) => r.verdict === 'error');
    recordProof('authz', 'rest', { cells: results.length, leaks: leaks.length });
    const show = (rs: CellResult[]) => rs.map((r) => `${r.caller}/${r.target} ${r.route}: expected ${r.want}; ${r.detail}`);
    if (leaks.length || over.length || errors.length) console.log('\n' + printable());
    expect({ leaks: show(leaks), overRestricted: show(over), errors500: show(errors) }).toEqual({ leaks: [], overRestricted: [], errors500: [] });
    expect(results.length).toBeGreaterThan(REST_MATRIX.length * CALLERS.length);
  });

  it('the deny targets read the same as before (nothing a refused cell touched changed)', async () => {
    const after = await snapshot();
    const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
    expect(changed).toEqual([]);
  });
});

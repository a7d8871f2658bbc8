/**
 * Authorization matrix (GraphQL): the matrix covers exactly the schema's operations, and every
 * cell of it — each operation as each caller, with the own and another's record where it takes one —
 * answers as the matrix expects against the running server.
 *
 * Deny cells use real records (a missing gate would really act); allow cells use inputs that pass the
 * gate and are refused afterwards (nonexistent ids, invalid input), so no shared demo data changes.
 */
import { getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabase } from '../../fixtures/accounts.js';
import { Client } from '../../../server/src/test/http-client.js';
import { recordProof } from '../report.js';
import { CALLERS, loginAll, type Caller } from '../sessions.js';
import { cellsOf, GQL_MATRIX, printable, type GqlRow, type Which } from './graphql-matrix.js';
import { ARGS, clean, documentFor, fieldOf, loadFixture, schema, subjectOf, type Fixture } from './graphql-probes.js';
import { judge, observeGraphql, table, type Expected } from './outcome.js';

describe('the GraphQL matrix covers the schema', () => {
  it('has exactly one row per Query and Mutation field', () => {
    const ops = [
      ...Object.keys(schema.getQueryType()!.getFields()).map((f) => `Query.${f}`),
      ...Object.keys(schema.getMutationType()!.getFields()).map((f) => `Mutation.${f}`),
    ];
    const rows = GQL_MATRIX.map((r) => r.op as string);
    expect({ withoutRow: ops.filter((o) => !rows.includes(o)) }).toEqual({ withoutRow: [] });
    expect({ rowsForNoOperation: rows.filter((r) => !ops.includes(r)) }).toEqual({ rowsForNoOperation: [] });
    expect({ duplicates: rows.filter((r, i) => rows.indexOf(r) !== i) }).toEqual({ duplicates: [] });
  });

  it('says for every operation taking an employee whether whose matters', () => {
    const employeeArg = /^(employeeIds?|employees|userId)$/;
    const takesEmployee = (op: string) => {
      const field = fieldOf(op)!;
      const inInput = (t: GraphQLInputType, depth: number): boolean => {
        const n = getNamedType(t);
        return isInputObjectType(n) && depth < 3 && Object.values(n.getFields()).some((f) => employeeArg.test(f.name) || inInput(f.type, depth + 1));
      };
      return field.args.some((a) => employeeArg.test(a.name) || inInput(a.type, 0));
    };
    const silent = GQL_MATRIX.filter((r) => takesEmployee(r.op) && !r.subject && !r.anyEmployee).map((r) => r.op);
    expect(silent).toEqual([]);
  });

  it('prints the expanded table (AUTHZ_PRINT=1)', () => {
    const text = printable();
    if (process.env.AUTHZ_PRINT) console.log(text);
    expect(text.split('\n').length).toBeGreaterThan(GQL_MATRIX.length);
  });

  it('names only arguments that exist as subjects', () => {
    const bad = GQL_MATRIX.filter((r) => r.subject && !fieldOf(r.op)?.args.some((a) => a.name === r.subject)).map((r) => r.op);
    expect(bad).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------- the cells

interface CellResult {
  op: string;
  caller: Caller;
  which: string;
  expected: Expected;
  code: string;
  verdict: 'ok' | 'LEAK' | 'over-restricted' | 'n/a' | '500' | 'bad probe';
}

let clients: Awaited<ReturnType<typeof loginAll>>;
let f: Fixture;
let db: pg.Client;
/** When the run started: the registration codes the allow cells of createRegistrationCode issued are deleted afterwards. */
let runStart: Date;

/** Records a deny cell could destroy, read as admin before and after. */
async function snapshot(): Promise<string> {
  const q = `query($o: Int!, $e: Int!, $c: Int!, $r: Int!) {
    order(id: $o) { id name notes validFrom validTo teamLeader { id } customer { id } }
    employee(id: $e) { id firstName lastName active wages { id wage validFrom } employments { id employmentType validFrom } }
    customer(id: $c) { id name active }
    role(id: $r) { id name authorities }
    monthEndStatus { __typename }
  }`;
  const res = await clients.admin.gql(q, { o: f.orderId, e: f.other, c: f.customerId, r: f.roleId });
  const worklogs = await db.query(`select id, date, start, "end", worklog_type from worklog where id = any($1::int[]) order by id`, [[...f.worklogOf.values()]]);
  const closings = await db.query(`select id, year_month, reopened_at from month_end_closing order by id`);
  const users = await db.query(`select username, password_hash, must_change_password from app_user where employee_id = any($1::int[]) order by username`, [[...Object.values(f.own), f.other]]);
  return JSON.stringify({ data: res.json?.data, worklogs: worklogs.rows, closings: closings.rows, users: users.rows });
}

async function setUp() {
  clients = await loginAll();
  f = await loadFixture(clients.noneEmployeeId);
  db = new pg.Client({ connectionString: appDatabase() });
  await db.connect();
}

async function tearDown() {
  if (runStart) await db.query(`delete from registration_code where created_at >= $1 and used_at is null`, [runStart]);
  await db?.end();
}

/** Enrolment probes must not leave a pending secret behind (a later wrong code would count as a failed check). */
async function clearPendingSecondFactor() {
  await db.query(`update app_user set totp_pending_secret = null where totp_enabled_at is null and (employee_id = any($1::int[]) or username = 'proof-ohne-rechte')`, [Object.values(f.own)]);
}

/** Runs one cell. Login and logout run on a throw-away session so the caller's own session stays. */
async function runCell(row: GqlRow, caller: Caller, which: Which, expected: Expected): Promise<CellResult> {
  const base: Omit<CellResult, 'code' | 'verdict'> = { op: row.op, caller, which: which ?? '', expected };
  const subject = subjectOf(row, f, caller, which);
  if (subject === null) return { ...base, code: '', verdict: 'n/a' };
  const argFn = ARGS[row.op] ?? (() => ({}));
  const real = expected === 'deny';
  const vars = clean(argFn({ f, real, subject })) as Record<string, unknown>;
  const doc = documentFor(row.op, vars);
  let client: Client = clients[caller];
  if (row.op === 'Mutation.login' || row.op === 'Mutation.logout') {
    client = new Client(process.env.TEST_BASE_URL!);
    // logout as a demo role ends a session of its own; none and anon log out an anonymous tab (public either way)
    if (row.op === 'Mutation.logout' && caller !== 'anon' && caller !== 'none') await client.login(caller);
  }
  const res = await client.gql(doc, vars);
  const { observed, code } = observeGraphql(res.status, res.json);
  if (row.op === 'Mutation.login' && res.json?.data?.login) await client.gql('mutation { logout }'); // leave no session behind
  if (observed === 'badProbe') return { ...base, code: `${code} ${res.json?.errors?.[0]?.message ?? ''}`.trim(), verdict: 'bad probe' };
  if (observed === 'other') return { ...base, code: `${code} ${res.json?.errors?.[0]?.message ?? ''}`.trim(), verdict: '500' };
  const v = judge(expected, observed, caller === 'anon', { notFoundIsDeny: row.hides === true && which === 'other', anonForbidden: row.need === 'nobody' });
  return { ...base, code: code ?? (res.json?.data ? 'data' : String(res.status)), verdict: v.ok ? 'ok' : v.leak ? 'LEAK' : 'over-restricted' };
}

describe('the GraphQL matrix holds against the running server', () => {
  beforeAll(setUp);
  afterAll(tearDown);
  it('every cell answers as the matrix expects', async () => {
    runStart = new Date((await db.query('select now() t')).rows[0].t);
    const before = await snapshot();
    const results: CellResult[] = [];
    for (const row of GQL_MATRIX) {
      if (row.op.includes('SecondFactor')) await clearPendingSecondFactor();
      const cells = cellsOf(row);
      // One operation's cells run concurrently; operations one after another (bounded load).
      results.push(...(await Promise.all(cells.map((c) => runCell(row, c.caller, c.which, c.expected)))));
    }
    await clearPendingSecondFactor();
    const after = await snapshot();

    const tried = results.filter((r) => r.verdict !== 'n/a');
    const leaks = results.filter((r) => r.verdict === 'LEAK');
    const over = results.filter((r) => r.verdict === 'over-restricted');
    const errors = results.filter((r) => r.verdict === '500' || r.verdict === 'bad probe');
    recordProof('authz', 'graphql', { cells: tried.length, leaks: leaks.length });
    if (process.env.AUTHZ_PRINT) console.log(table(results as any));
    if (process.env.AUTHZ_DUMP) (await import('node:fs')).writeFileSync(process.env.AUTHZ_DUMP, JSON.stringify(results, null, 1));
    // Leaks first, then over-restrictions, then probes that proved nothing (500s, invalid documents).
    const problems = [...leaks, ...over, ...errors];
    expect(problems.length, `cells tried ${tried.length}\n${table(problems as any)}`).toBe(0);
    expect(JSON.parse(after), 'deny cells changed shared records').toEqual(JSON.parse(before));
    expect(tried.length).toBeGreaterThan(CALLERS.length * GQL_MATRIX.length);
  });
});

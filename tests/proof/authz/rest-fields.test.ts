/**
 * Field-level cells of the REST face: wages, costs, passenger time, bank and tax data must be
 * null, empty or absent for callers without their authority, on every /api path that can reach them.
 *
 * The reachable paths are derived, not listed: every route's GraphQL document (what server-rest-compat
 * executes) is walked against schema.graphql; a route whose selection reaches a sensitive field is
 * called by every caller the matrix admits (own and other record), and every occurrence of that field
 * in the answer is checked. Figures: recordProof('authz', 'rest-fields', { cells, leaks }).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, getNamedType, isObjectType, parse, TypeInfo, visit, visitWithTypeInfo, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../server/src/test/http-client.js';
import { recordProof } from '../report.js';
import { loginAll } from '../sessions.js';
import { CALLERS, REST_MATRIX, authoritiesOf, expected, holds, targetsOf, type Caller, type Target } from './rest-matrix.js';
import { REQUESTS, type Fixtures } from './rest-cells.js';
import { buildFixtures, send, type Created } from './rest-setup.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Who may see a sensitive field (spec 1 §2.4/§2.6/§6, spec 2 §2.7, spec 3 §2.8/§6; docs/decisions/statistics.md#STA-8, registration.md#REG-7). */
type Rule = 'wage' | 'travelCosts' | 'passenger' | 'registration' | 'cashFlow';
const may: Record<Rule, (caller: Caller, target: Target) => boolean> = {
  wage: (c) => holds(authoritiesOf(c), 'Accounting_Overview_ViewWageAndCosts'),
  travelCosts: (c) => holds(authoritiesOf(c), 'Accounting_Overview_ViewWageAndCosts&Statistic_ViewTravelCosts'),
  passenger: (c) => holds(authoritiesOf(c), 'Accounting_Employee_ViewPassengerTimes'),
  // The applicant reaches their own unfinished registration by its uuid; a finished one only the Registration group.
  registration: (c, t) => t === 'own' || holds(authoritiesOf(c), 'Registration'),
  cashFlow: (c) => holds(authoritiesOf(c), 'Accounting_Overview_ViewWageAndCosts&Statistic'),
};

/** The sensitive fields of the schema: "Type.field" → rule. */
export const SENSITIVE: Record<string, Rule> = {
  'EmployeeRow.wage': 'wage',
  'EmployeeRow.wageType': 'wage',
  'AccountingWage.wage': 'wage',
  'AccountingWage.wageType': 'wage',
  'WageEntry.wage': 'wage',
  'Employee.wages': 'wage',
  'Employee.currentWage': 'wage',
  'EmployeeMonthSummary.wage': 'wage',
  'EmployeeMonthSummary.wageType': 'wage',
  'OrderSummary.costs': 'wage',
  'OrderSummary.costsWithPayrollTaxes': 'wage',
  'OrderSummary.earnings': 'wage',
  'OrderSummary.expenses': 'wage',
  'OrderSummary.profit': 'wage',
  'OrderSummary.averageWage': 'wage',
  'OrderSummary.productivity': 'wage',
  'OrderSummary.costsTravel': 'travelCosts',
  'OrderSummary.costsPassenger': 'travelCosts',
  'AccountingMinutes.minutesPassenger': 'passenger',
  // A worklog of type PASSENGER is absent for those without the passenger right (docs/decisions/auth-and-security.md#SEC-25).
  'Worklog.worklogType': 'passenger',
  'Banking.iban': 'registration',
  'Banking.bic': 'registration',
  'Tax.taxIdentNumber': 'registration',
  'SocialSecurity.pensionInsuranceNumber': 'registration',
  'SocialSecurity.healthInsurance': 'registration',
  'CashFlow.amount': 'cashFlow',
};

/** Hidden means: null, absent, an empty list, an object of hidden values; a worklog type other than PASSENGER. */
function hidden(field: string, v: unknown): boolean {
  if (field === 'worklogType') return v !== 'PASSENGER';
  if (v && typeof v === 'object' && !Array.isArray(v)) return Object.values(v).every((x) => hidden(field, x)); // e.g. AccountingWage under "wage"
  return v === null || v === undefined || (Array.isArray(v) && v.length === 0);
}
/** The IBAN is masked in every answer, for everybody (docs/decisions/registration.md#REG-7). */
const masked = (v: unknown) => v === null || v === undefined || v === '' || /^[A-Z]{2}\d{2}\*+[A-Z0-9]{2}$/.test(String(v).replace(/\s/g, ''));

/** The routes and their documents as the server registers them (built server; see rest-matrix.test.ts). */
function routeDocuments(): { paths: string[]; documents: string[] } {
  const script = `import 'reflect-metadata';
    const { buildAppSchema } = await import('./dist/schema.js');
    const { createRestApi } = await import('@inv/server-rest-compat');
    const api = createRestApi({ schema: await buildAppSchema(), contextFor: () => ({}), formatError: (e) => e });
    process.stdout.write(JSON.stringify({ paths: api.paths, documents: api.documents }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: here('../../../server'), encoding: 'utf8', maxBuffer: 64 << 20 }));
}

/** Every selected field path of a document that ends in a sensitive field: "employee.wages" … */
export function sensitiveSelections(schema: GraphQLSchema, document: string): { path: string; key: string; rule: Rule }[] {
  const info = new TypeInfo(schema);
  const out: { path: string; key: string; rule: Rule }[] = [];
  const stack: string[] = [];
  visit(
    parse(document),
    visitWithTypeInfo(info, {
      Field: {
        enter(node) {
          const parent = info.getParentType();
          stack.push(node.name.value);
          const rule = parent && isObjectType(getNamedType(parent)) ? SENSITIVE[`${parent.name}.${node.name.value}`] : undefined;
          if (rule) out.push({ path: stack.join('.'), key: node.alias?.value ?? node.name.value, rule });
        },
        leave() {
          stack.pop();
        },
      },
    }),
  );
  return out;
}

/** Every value of `key` anywhere in a JSON answer. */
function valuesOf(json: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(json)) for (const x of json) valuesOf(x, key, out);
  else if (json && typeof json === 'object') {
    for (const [k, v] of Object.entries(json)) {
      if (k === key) out.push(v);
      valuesOf(v, key, out);
    }
  }
  return out;
}

const specForm = (p: string) => p.replace(/:(\w+)/g, '{$1}');
const shape = (p: string) => p.replace(/\{\w+\}/g, '{}');

let schema: GraphQLSchema;
let reach: Map<string, { path: string; key: string; rule: Rule }[]>;
beforeAll(() => {
  schema = buildSchema(readFileSync(here('../../../schema.graphql'), 'utf8'));
  const { paths, documents } = routeDocuments();
  reach = new Map();
  paths.forEach((p, i) => {
    const found = sensitiveSelections(schema, documents[i]);
    if (found.length) {
      const row = REST_MATRIX.find((r) => shape(r.route) === shape(specForm(p)));
      if (!row) throw new Error(`no matrix row for ${p}`);
      reach.set(row.route, [...(reach.get(row.route) ?? []), ...found]);
    }
  });
});

describe('REST field cells: derivation', () => {
  it('every sensitive field exists in the schema, and the known paths to them are found', () => {
    const missing = Object.keys(SENSITIVE).filter((tf) => {
      const [t, f] = tf.split('.');
      const type = schema.getType(t);
      return !type || !isObjectType(type) || !type.getFields()[f];
    });
    expect(missing).toEqual([]);
    for (const route of ['GET /v2/employees', 'GET /employees/{id}', 'GET /accounting/employees', 'GET /statistics/orders', 'GET /registrations', 'GET /v2/employees/{id}/worklogs', 'GET /statistics/orders/{id}/cashflows']) {
      expect(reach.has(route), route).toBe(true);
    }
  });
});

describe('REST field cells (running server)', () => {
  const base = process.env.TEST_BASE_URL!;
  let clients: Record<Caller, Client>;
  let f: Fixtures & Created;
  let passengerWorklog: number | undefined;

  beforeAll(async () => {
    const all = await loginAll(base);
    clients = all;
    f = await buildFixtures(all.admin, all.buero, all.noneEmployeeId);
    // A passenger entry of the other employee, so the worklog lists have one to hide.
    const w = f.worklogOther;
    const res = await clients.admin.request('POST', '/api/worklogs', { employeeId: f.other, orderId: w.orderId, date: w.date, ...f.passengerSlot, worklogType: 'PASSENGER', comment: 'proof authz' });
    if (res.status === 201) passengerWorklog = res.json.id;
    else throw new Error(`passenger entry: ${res.status} ${res.text}`);
  });
  afterAll(async () => {
    if (passengerWorklog) await clients.admin.request('DELETE', `/api/worklogs/${passengerWorklog}`);
    await f?.cleanup();
  });

  it('no caller sees a value its authority does not allow, on any path that reaches it; every IBAN is masked', async () => {
    expect(passengerWorklog, 'a passenger entry to hide').toBeDefined();
    let cells = 0;
    const leaks: string[] = [];
    /** Occurrences checked for callers without the right, per rule: a check that never saw a value proves nothing. */
    const seen: Record<string, number> = {};
    for (const [route, fields] of reach) {
      if (!route.startsWith('GET ')) continue; // writes answer the same types; their gates are the matrix's
      const row = REST_MATRIX.find((r) => r.route === route)!;
      const calls = CALLERS.flatMap((c) => targetsOf(row, c).map((t) => [c, t] as const)).filter(([c, t]) => expected(row, c, t) === 'allow');
      await Promise.all(
        calls.map(async ([caller, target]) => {
          const req = REQUESTS[route]({ f, caller, target, mode: 'allow' });
          const passengerCase = route === 'GET /worklogs/{id}' && target === 'other';
          const a = await send(clients[caller], passengerCase ? { ...req, path: `/worklogs/${passengerWorklog}` } : req);
          const keys = [...new Set(fields.map((x) => `${x.key}\u0000${x.rule}`))].map((k) => k.split('\u0000') as [string, Rule]);
          for (const [key, rule] of keys) {
            cells++;
            const values = a.status < 300 ? valuesOf(a.json, key) : [];
            if (passengerCase && !may.passenger(caller, target) && a.status < 300) leaks.push(`${caller}/${target} ${route}: the passenger entry answered ${a.status}`);
            if (key === 'iban' && values.some((v) => !masked(v))) leaks.push(`${caller}/${target} ${route}: IBAN not masked`);
            if (may[rule](caller, target)) continue;
            seen[rule] = (seen[rule] ?? 0) + values.length;
            const shown = values.filter((v) => !hidden(key, v));
            if (shown.length) leaks.push(`${caller}/${target} ${route}: ${key} = ${JSON.stringify(shown[0]).slice(0, 80)} (${rule})`);
          }
        }),
      );
    }
    recordProof('authz', 'rest-fields', { cells, leaks: leaks.length });
    expect(leaks).toEqual([]);
    expect(cells).toBeGreaterThan(100);
    // Wages, travel costs and passenger time were really there to hide (the registration and cash-flow
    // fields are refused as whole paths to those without the right: the matrix's cells).
    expect({ wage: seen.wage > 0, travelCosts: seen.travelCosts > 0, passenger: seen.passenger > 0 }).toEqual({ wage: true, travelCosts: true, passenger: true });
  });

  it('rows filtered to the caller: the employee list, the accounting overview and another employee\'s tasks', async () => {
    for (const c of ['teamleiter', 'mitarbeiter', 'none'] as const) {
      const own = f.own[c];
      const list = (await clients[c].request('GET', '/api/v2/employees?size=1000')).json._embedded.employees.map((e: any) => e.id);
      expect(list, c).toEqual([own]);
      const acc = (await clients[c].request('GET', `/api/accounting/employees?yearMonth=${f.month}`)).json._embedded.employees.map((e: any) => e.employee.id);
      expect(acc.every((id: number) => id === own), c).toBe(true);
    }
    // none is on no order and holds no task: another employee's tasks are not his to see.
    const tasks = await clients.none.request('GET', `/api/order-task/employee/${f.other}?date=${f.myOrderDate}`);
    expect(tasks.json).toEqual([]);
    // Settings beyond the two readable ones are not found for anyone.
    for (const c of ['buero', 'none'] as const) expect((await clients[c].request('GET', '/api/settings/name/payrollExportProfile')).status).toBe(404);
    // The tasks tab's narrow order list stays open to the team leader; a range is the list right's.
    expect((await clients.teamleiter.request('GET', `/api/v2/orders?from=${f.myOrderDate}&to=${f.myOrderDate}&orderType=INV&size=5`)).status).toBe(200);
    expect((await clients.teamleiter.request('GET', `/api/v2/orders?from=${f.month}-01&to=${f.myOrderDate}&size=5`)).status).toBe(403);
  });
});

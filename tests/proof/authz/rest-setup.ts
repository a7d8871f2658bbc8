/**
 * The records the REST matrix cells use: read from the demo data as admin, or created by this test
 * (deny targets of destructive calls) and removed again afterwards.
 */
import { DateTime } from 'luxon';
import { Client, type Answer } from '../../../server/src/test/http-client.js';
import { completeRegistrationFlow, issueCode, uploadFile } from '../../../server/src/test/registration-client.js';
import { OWN_EMPLOYEE } from '../sessions.js';
import type { Caller } from './rest-matrix.js';
import type { Fixtures, Req } from './rest-cells.js';

export type { Answer } from '../../../server/src/test/http-client.js';

/** One request as a caller's client: JSON, merge-patch, form or multipart. */
export async function send(client: Client, r: Req): Promise<Answer> {
  const path = '/api' + r.path;
  if (r.stream) {
    // An event stream answers 200 and never ends: the status and headers are the cell, the body is not.
    const abort = new AbortController();
    const res = await fetch(client.base + path, { method: r.method, headers: client.cookie ? { cookie: client.cookie } : {}, signal: abort.signal });
    const streaming = res.status === 200 && /^text\/event-stream/.test(res.headers.get('content-type') ?? '');
    const text = streaming ? '' : await res.text();
    abort.abort();
    return { status: res.status, headers: res.headers, text, json: undefined };
  }
  if (r.multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries(r.multipart)) {
      if (v === undefined) continue;
      if (typeof v === 'string') form.append(k, v);
      else form.append(k, new Blob([typeof v.content === 'string' ? v.content : new Uint8Array(v.content)], { type: v.type }), v.fileName);
    }
    return client.multipart(r.method, path, form);
  }
  return client.request(r.method, path, r.body, r.merge ? { 'content-type': 'application/merge-patch+json' } : {});
}

function must<T>(what: string, v: T | undefined | null): T {
  if (v === undefined || v === null) throw new Error(`fixture missing: ${what}`);
  return v;
}

async function ok(a: Client, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await a.request(method, '/api' + path, body);
  if (res.status >= 300) throw new Error(`fixture ${method} ${path}: ${res.status} ${res.text.slice(0, 300)}`);
  return res;
}

export interface Created {
  cleanup(): Promise<void>;
}

export async function buildFixtures(admin: Client, buero: Client, noneEmployeeId: number): Promise<Fixtures & Created> {
  const base = admin.base;
  const undo: (() => Promise<unknown>)[] = [];
  const del = (p: string) => undo.push(() => admin.request('DELETE', '/api' + p).catch(() => undefined));
  const cleanup = async () => {
    for (const u of undo.reverse()) await u();
    undo.length = 0;
  };
  try {
  const today = DateTime.now().setZone('Europe/Berlin');
  const own = { ...OWN_EMPLOYEE, none: noneEmployeeId };
  const ownIds = new Set(Object.values(own));
  const other = [2003, 2004, 2005, 2006].find((id) => !ownIds.has(id))!;

  // A worklog of the other employee in this or the previous month (the "other" record), on a day that is
  // still open: this test books its own entries beside it (a closed month refuses them).
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  // A worklog the matrix reads and writes as a record: closed, and no passenger entry — a passenger entry
  // does not exist (404) for callers who may not see passenger times, whatever the route's gate says
  // (rest-fields.test.ts checks that case with an entry of its own). The demo's rotation decides which
  // entry of a month comes first.
  const recordTarget = (w: any) => !w.open && w.worklogType !== 'PASSENGER';
  let month = '';
  let worklogOther: any;
  let myWorklog = 0;
  let slot = 0;
  for (const ym of [today.toFormat('yyyy-MM'), today.minus({ months: 1 }).toFormat('yyyy-MM')]) {
    const wl = (await ok(admin, 'GET', `/v2/employees/${other}/worklogs?yearMonth=${ym}`)).json._embedded.worklogs;
    for (const candidate of wl.filter(recordTarget).reverse()) {
      const taken = wl.filter((w: any) => w.date === candidate.date).map((w: any) => [w.start, w.end ?? '24:00']);
      const free = [...Array(200).keys()].map((i) => i * 7).find((m) => taken.every(([b, e]: string[]) => hhmm(m + 20) <= b || hhmm(m) >= e));
      if (free === undefined) continue;
      const res = await admin.request('POST', '/api/worklogs', { employeeId: other, orderId: candidate.orderId, date: candidate.date, start: hhmm(free), end: hhmm(free + 5), worklogType: 'WORK', comment: 'proof authz' });
      if (res.status !== 201) continue;
      [month, worklogOther, myWorklog, slot] = [ym, candidate, res.json.id, free];
      del(`/worklogs/${myWorklog}`);
      break;
    }
    if (worklogOther) break;
  }
  must('a worklog of the other employee on an open day', worklogOther);
  const worklogOwn: Fixtures['worklogOwn'] = {};
  for (const c of ['admin', 'buero', 'teamleiter', 'mitarbeiter', 'none'] as const) {
    const mine = (await ok(admin, 'GET', `/v2/employees/${own[c]}/worklogs?yearMonth=${month}`)).json._embedded.worklogs.filter(recordTarget);
    if (mine[0]) worklogOwn[c] = mine[0];
  }

  // An order of the demo (read-only) and one of this test (deny target of writes), 60 days ahead.
  const order = worklogOther.orderId;
  const myOrderDate = today.plus({ days: 61 }).toISODate()!;
  const myOrder = (await ok(admin, 'POST', '/orders', { name: 'Proof Rechte REST', address: 'Am Markt 3', zip: '04109', city: 'Leipzig', orderType: 'INV', validFrom: myOrderDate, validTo: myOrderDate, startTime: '06:30', positions: 1 })).json.id as number;
  del(`/v2/orders/${myOrder}`);
  const confirmations = (await ok(admin, 'GET', `/confirmations?from=${myOrderDate}&to=${myOrderDate}`)).json._embedded.confirmations;
  const myConfirmationUuid = must('confirmation of the test order', confirmations.find((c: any) => c.orderId === myOrder)?.uuid) as string;
  const anyConfirmation = (await ok(admin, 'GET', `/confirmations?from=${today.toISODate()}&to=${today.plus({ days: 90 }).toISODate()}`)).json._embedded.confirmations;
  const confirmationUuid = (anyConfirmation.find((c: any) => c.orderId !== myOrder) ?? { uuid: myConfirmationUuid }).uuid;

  // Callers without a worklog of their own this month get one (own cells need a real own record).
  for (const c of ['admin', 'buero', 'teamleiter', 'mitarbeiter', 'none'] as const) {
    if (worklogOwn[c]) continue;
    const res = await admin.request('POST', '/api/worklogs', { employeeId: own[c], orderId: worklogOther.orderId, date: worklogOther.date, start: hhmm(slot + 10), end: hhmm(slot + 15), worklogType: 'WORK', comment: 'proof authz' });
    if (res.status !== 201) continue;
    worklogOwn[c] = res.json;
    del(`/worklogs/${res.json.id}`);
  }
  // A crashed earlier run may have left its 2099 entries: remove them first.
  const emp = (await ok(admin, 'GET', `/employees/${other}`)).json;
  for (const w of emp.wages ?? []) if (String(w.validFrom).startsWith('2099')) await admin.request('DELETE', `/api/employees/${other}/wages/${w.id}`);
  for (const e of emp.employments ?? []) if (String(e.validFrom).startsWith('2099')) await admin.request('DELETE', `/api/employees/${other}/employments/${e.id}`);
  const myWage = (await ok(admin, 'POST', `/employees/${other}/wages`, { wage: 99, wageType: 'WAG', validFrom: '2099-01' })).json.id as number;
  del(`/employees/${other}/wages/${myWage}`);
  const myEmployment = (await ok(admin, 'POST', `/employees/${other}/employments`, { employmentType: 'MIN', validFrom: '2099-01-01' })).json.id as number;
  del(`/employees/${other}/employments/${myEmployment}`);
  const comp = (await ok(admin, 'GET', `/v2/employees/${other}/competencies`)).json;
  const { id: compId, employeeId: _e, firstName: _f, lastName: _l, companyLocationId: _c, companyLocationName: _n, ...flags } = comp ?? {};

  const customer = (await ok(admin, 'GET', '/customers?size=1')).json._embedded.customers[0];
  const myCustomer = (await ok(admin, 'POST', '/customers', { name: 'Proof Rechte Kunde', customerTypeId: customer.customerTypeId, address: { street: 'Weg 1', zip: '20259', city: 'Hamburg' } })).json.id as number;
  del(`/customers/${myCustomer}`);
  const location = (await ok(admin, 'GET', '/inventories/company-locations?size=1')).json._embedded.companyLocations[0];
  const tt = (await ok(admin, 'POST', '/customer-travel-times', { customerId: myCustomer, companyLocationId: location.id, travelTime: 60 })).json;
  const myLocation = (await ok(admin, 'POST', '/inventories/company-locations', { name: 'Proof Rechte Ort', street: 'Weg 1', zip: '24103', city: 'Kiel' })).json.id as number;
  del(`/inventories/company-locations/${myLocation}`);
  const areas = (await ok(admin, 'GET', '/inventories/market-areas-with-categories?size=1000')).json._embedded.marketAreas;
  const marketArea = areas[0];
  const category = must('market area category', areas.flatMap((a: any) => a.categories)[0]);
  const myMarketArea = (await ok(admin, 'POST', '/inventories/market-areas', { name: 'Proof Rechte Bereich', countingSpeedDeviation: 1 })).json.id as number;
  del(`/inventories/market-areas/${myMarketArea}`);
  const myCategory = (await ok(admin, 'POST', '/inventories/market-area-categories', { name: 'Proof Rechte Kategorie', countingSpeedDeviation: -1, marketArea: { id: myMarketArea } })).json.id as number;
  del(`/inventories/market-area-categories/${myCategory}`);

  const roles = (await ok(admin, 'GET', '/rights/roles')).json._embedded.roles;
  const role = roles.find((r: any) => r.name === 'Aushilfe')?.id ?? roles[0].id;
  const myRole = (await ok(admin, 'POST', '/rights/roles', { name: `Proof Rechte REST ${Date.now()}` })).json.id as number;
  del(`/rights/roles/${myRole}`);
  const users = (await ok(admin, 'GET', '/rights/users?size=1000')).json._embedded.users;
  const userOf = (employeeId: number) => must(`account of ${employeeId}`, users.find((u: any) => u.employeeId === employeeId)?.id) as number;
  const user = { admin: userOf(own.admin), buero: userOf(own.buero), teamleiter: userOf(own.teamleiter), mitarbeiter: userOf(own.mitarbeiter), none: userOf(own.none) };
  const otherUser = userOf(2062);

  // Registrations: an open one (the applicant's, public by uuid) with an upload, and a finished one of this test.
  const applicant = new Client(base);
  const started = await applicant.request('POST', '/api/registrations', { registrationCode: await issueCode(buero, 'SHORT_TERM') });
  const regOpen = must('open registration', started.json?.uuid) as string;
  const up = await uploadFile(applicant, regOpen, 'MISC', 'proof.png', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), 'image/png');
  const regOpenFile = (up.json?.key as string) ?? 'kein-schluessel';
  const { uuid: myRegFinished } = await completeRegistrationFlow(new Client(base), await issueCode(buero, 'SHORT_TERM'), 'SHORT_TERM');
  del(`/registrations/${myRegFinished}`);
  const finished = (await ok(admin, 'GET', '/registrations')).json._embedded.registrations.find((r: any) => r.uuid === myRegFinished);
  const regFinishedFile = must('upload of the finished registration', finished?.files?.find((x: any) => x.context)?.key) as string;

  // An employee assigned to the test order (deny target of unassign).
  const assigned = [2004, 2005, 2006, 2007].find((id) => !ownIds.has(id) && id !== other)!;
  await ok(admin, 'POST', `/orders/${myOrder}/assignEmployee`, { assignmentType: 'EMP', id: assigned });
  const myTask = (await ok(admin, 'POST', '/order-task', { orderId: myOrder, label: 'Proof Rechte', positions: 1, employeeId: other, priority: 1, date: myOrderDate })).json.id as number;
  del(`/order-task/${myTask}`);
  const ownTaskId = (await ok(admin, 'POST', '/order-task', { orderId: myOrder, label: 'Proof eigene Aufgabe', positions: 1, employeeId: own.mitarbeiter, priority: 1, date: myOrderDate })).json.id as number;
  del(`/order-task/${ownTaskId}`);
  const form = new FormData();
  form.append('orderId', String(myOrder));
  form.append('date', myOrderDate);
  form.append('file', new Blob([`label;positions;employeeName;employeeId;priority\r\nProof Import;1;X;${other};1\r\n`], { type: 'text/csv' }), 'aufgaben.csv');
  const imp = await fetch(`${base}/api/order-task/import`, { method: 'POST', body: form, headers: { cookie: admin.cookie } });
  const myImport = must('task import', ((await imp.json()) as any).id) as number;
  del(`/order-task/import/${myImport}`);
  const cf = (await ok(admin, 'POST', `/statistics/orders/${myOrder}/cashflow`, { date: myOrderDate.slice(0, 7), amount: 1, type: 'IN', description: 'proof authz' })).json;
  const myCashflow = must('cash flow', (cf.cashFlows ?? cf._embedded?.cashFlows ?? []).at(-1)?.id ?? cf.id) as number;
  del(`/statistics/orders/${myOrder}/cashflow/${myCashflow}`);
  const opRes = await ok(admin, 'POST', `/v2/orders/${myOrder}/operators`, { employeeId: other, operatorNumber: 2155, numberOfPositions: 1 });
  const myOperator = Number(must('operator Location', opRes.headers.get('location')).split('/').at(-1));
  del(`/v2/orders/${myOrder}/operators/${myOperator}`);
  const days = (await ok(admin, 'GET', '/calendar-data')).json._embedded.calendarData;
  const calendarDay = (days.find((d: any) => d.id !== null)?.id ?? 1) as number;

  const firstKey = async (employeeId: number) => ((await admin.request('GET', `/api/archive/${employeeId}`)).json ?? []).flatMap((f: any) => f.files ?? [])[0]?.path as string | undefined;
  const archiveKeyOther = must('archive file of the other employee', await firstKey(other));
  const archiveKeyOwn: Fixtures['archiveKeyOwn'] = {};
  for (const c of ['admin', 'buero', 'teamleiter', 'mitarbeiter', 'none'] as const) {
    const k = await firstKey(own[c]);
    if (k) archiveKeyOwn[c] = k;
  }
  const monthEndKey = must('month-end document', (await ok(admin, 'GET', '/monthendclosing/list')).json._embedded.documents[0]?.key) as string;
  const taxFactors = (await ok(admin, 'GET', '/statistics/payroll-tax-factors')).json;

  return {
    other, own, order, passengerSlot: { start: hhmm(slot + 10), end: hhmm(slot + 20) }, myOrder, myOrderDate, myConfirmationUuid, worklogOther, worklogOwn, myWorklog, myWage, myEmployment,
    otherWage: { id: myWage, wage: 99 }, otherEmployment: { id: myEmployment, employmentType: 'MIN' },
    competencyOther: { id: compId, flags },
    customer, myCustomer, travelTime: { id: tt.id, customerId: myCustomer, travelTime: tt.travelTime ?? 60 },
    location, myLocation, marketArea, myMarketArea, category, myCategory, role, myRole, user, otherUser,
    regOpen, regOpenFile, regFinished: myRegFinished, regFinishedFile, myRegFinished,
    task: { id: myTask, completed: false }, ownTask: { id: ownTaskId, completed: false, employeeId: own.mitarbeiter, caller: 'mitarbeiter' as Caller },
    assigned, myTask, myImport, myCashflow, myOperator, calendarDay, archiveKeyOther, archiveKeyOwn, monthEndKey, confirmationUuid, month, taxFactors,
    cleanup,
  };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/**
 * How each REST matrix row is CALLED (the expectations live in rest-matrix.ts, the reviewed file).
 *
 * - An expected-allow cell sends input that passes the gate but is refused later or changes nothing
 *   lasting (nonexistent ids, invalid bodies, records this test created), so shared demo data survives.
 * - An expected-deny cell uses real records and a body that would act (a write of the record's current
 *   values, or a record this test created for a destructive call), so a missing gate would really act.
 */
import type { Caller, Target } from './rest-matrix.js';

export interface Fixtures {
  /** An employee that is no caller's own (the "other" employee). */
  other: number;
  own: Record<Exclude<Caller, 'anon'>, number>;
  /** A free span on worklogOther's day (after the test's own entry of the other employee). */
  passengerSlot: { start: string; end: string };
  /** A real order of the demo (read-only use). */
  order: number;
  /** An order this test created (deny target of writes). */
  myOrder: number;
  myOrderDate: string;
  myConfirmationUuid: string;
  worklogOther: { id: number; date: string; start: string; end: string; worklogType: string; comment: string | null; orderId: number };
  worklogOwn: Partial<Record<Exclude<Caller, 'anon'>, { id: number; date: string; start: string; end: string; worklogType: string; comment: string | null }>>;
  myWorklog: number;
  myWage: number;
  myEmployment: number;
  otherWage: { id: number; wage: number };
  otherEmployment: { id: number; employmentType: string };
  competencyOther: { id: number; flags: Record<string, boolean> };
  customer: Record<string, any>;
  myCustomer: number;
  travelTime: { id: number; customerId: number; travelTime: number };
  location: Record<string, any>;
  myLocation: number;
  marketArea: Record<string, any>;
  myMarketArea: number;
  category: Record<string, any>;
  myCategory: number;
  role: number;
  myRole: number;
  user: Record<Exclude<Caller, 'anon'>, number>;
  otherUser: number;
  regOpen: string;
  regOpenFile: string;
  regFinished: string;
  regFinishedFile: string;
  myRegFinished: string;
  task: { id: number; completed: boolean };
  ownTask?: { id: number; completed: boolean; employeeId: number; caller: Caller };
  myTask: number;
  /** An employee (EMP) assigned to myOrder. */
  assigned: number;
  myImport: number;
  myCashflow: number;
  myOperator: number;
  calendarDay: number;
  archiveKeyOther: string;
  archiveKeyOwn: Partial<Record<Exclude<Caller, 'anon'>, string>>;
  monthEndKey: string;
  confirmationUuid: string;
  month: string;
  taxFactors: Record<string, number>;
}

export interface Req {
  method: string;
  path: string;
  body?: unknown;
  merge?: true;
  /** multipart parts (files as {name, type, content}) */
  multipart?: Record<string, string | undefined | { fileName: string; type: string; content: string | Buffer }>;
  /** a throwaway session of the caller (logout) */
  fresh?: true;
  /** an answer that does not end (server-sent events): the status is read, then the request aborted */
  stream?: true;
}

export interface CellCtx {
  f: Fixtures;
  caller: Caller;
  target: Target;
  /** what the cell expects: allow → harmless input; deny → real records. */
  mode: 'allow' | 'deny';
}

const NOPE = 987654;
const ownId = (x: CellCtx) => (x.caller === 'anon' ? x.f.other : x.f.own[x.caller]);
/** The employee a cell names: own or the other one. */
const emp = (x: CellCtx) => (x.target === 'own' ? ownId(x) : x.f.other);
const get = (path: string): Req => ({ method: 'GET', path });
const TINY_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

export const REQUESTS: Record<string, (x: CellCtx) => Req> = {
  'GET /auth': () => get('/auth'),
  'POST /login': () => ({ method: 'POST', path: '/login', body: new URLSearchParams({ username: '', password: '' }) }),
  'POST /logout': () => ({ method: 'POST', path: '/logout', fresh: true }),
  'PATCH /auth/password': () => ({ method: 'PATCH', path: '/auth/password', body: { currentPassword: 'falsch-falsch-1', newPassword: 'x' } }),
  'GET /defaults': () => get('/defaults'),
  'POST /logger': () => ({ method: 'POST', path: '/logger', body: { level: 'INFO', msg: 'proof authz' } }),

  'GET /v2/employees': () => get('/v2/employees?size=5'),
  'GET /employees/search': () => get('/employees/search?term=Meyer'),
  'GET /employees/default': () => get('/employees/default'),
  'GET /employees/{id}': (x) => get(`/employees/${emp(x)}`),
  'GET /v2/employees/{id}': (x) => get(`/v2/employees/${emp(x)}`),
  'GET /employees/{id}/summary': (x) => get(`/employees/${emp(x)}/summary`),
  'POST /employees': (x) =>
    x.mode === 'allow'
      ? { method: 'POST', path: '/employees', body: { employeeId: 'kein' } }
      : { method: 'POST', path: '/employees', body: { employeeId: 9801 + ['admin', 'buero', 'teamleiter', 'mitarbeiter', 'none', 'anon'].indexOf(x.caller), firstName: 'Proof', lastName: 'Rechte', birthdate: '1990-01-01', email: 'proof@example.de', employment: { employmentType: 'MIN', validFrom: `${x.f.month}-01` }, wage: { wageType: 'WAG', wage: 13, validFrom: `${x.f.month}-01` } } },
  'POST /employees/{id}/welcome': (x) => ({ method: 'POST', path: `/employees/${x.mode === 'allow' ? NOPE : emp(x)}/welcome` }),
  'PUT /employees/{id}': (x) => ({ method: 'PUT', path: `/employees/${x.mode === 'allow' ? NOPE : emp(x)}`, body: { email: 'kein-mail' } }),
  'PATCH /employees/{id}': (x) => ({ method: 'PATCH', path: `/employees/${x.mode === 'allow' ? NOPE : emp(x)}`, body: { temporary: false }, merge: true }),
  'POST /v2/employees/{id}/reactivate': (x) => ({ method: 'POST', path: `/v2/employees/${x.mode === 'allow' ? NOPE : emp(x)}/reactivate`, body: { wage: 14, wageType: 'WAG', validFrom: `${x.f.month}-01` } }),
  'GET /employees/{id}/wages': (x) => get(`/employees/${emp(x)}/wages`),
  'POST /employees/{id}/wages': (x) => ({ method: 'POST', path: `/employees/${x.mode === 'allow' ? NOPE : emp(x)}/wages`, body: { wage: 99, wageType: 'WAG', validFrom: '2099-01-01' } }),
  'PATCH /employees/{id}/wages/{wageId}': (x) =>
    x.mode === 'allow'
      ? { method: 'PATCH', path: `/employees/${emp(x)}/wages/${NOPE}`, body: { wage: 1 } }
      : { method: 'PATCH', path: `/employees/${emp(x)}/wages/${x.target === 'own' ? NOPE : x.f.myWage}`, body: { wage: 98 } },
  'DELETE /employees/{id}/wages/{wageId}': (x) => ({ method: 'DELETE', path: `/employees/${emp(x)}/wages/${x.mode === 'allow' || x.target === 'own' ? NOPE : x.f.myWage}` }),
  'POST /employees/{id}/employments': (x) => ({ method: 'POST', path: `/employees/${x.mode === 'allow' ? NOPE : emp(x)}/employments`, body: { employmentType: 'MIN', validFrom: '2099-01-01' } }),
  'PATCH /employees/{id}/employments/{employmentId}': (x) => ({ method: 'PATCH', path: `/employees/${emp(x)}/employments/${x.mode === 'allow' || x.target === 'own' ? NOPE : x.f.myEmployment}`, body: { employmentType: 'MIN' } }),
  'DELETE /employees/{id}/employments/{employmentId}': (x) => ({ method: 'DELETE', path: `/employees/${emp(x)}/employments/${x.mode === 'allow' || x.target === 'own' ? NOPE : x.f.myEmployment}` }),
  'GET /v2/employees/{id}/worklogs': (x) => get(`/v2/employees/${emp(x)}/worklogs?yearMonth=${x.f.month}`),
  'GET /v2/employees/{id}/perdiems': (x) => get(`/v2/employees/${emp(x)}/perdiems?yearMonth=${x.f.month}`),
  'GET /v2/employees/{id}/competencies': (x) => get(`/v2/employees/${emp(x)}/competencies`),
  'POST /v2/employees/{id}/competencies': (x) => ({ method: 'POST', path: `/v2/employees/${x.mode === 'allow' ? NOPE : emp(x)}/competencies`, body: x.f.competencyOther.flags }),
  'PUT /v2/employees/{id}/competencies/{competencyId}': (x) => ({ method: 'PUT', path: `/v2/employees/${emp(x)}/competencies/${x.mode === 'allow' ? NOPE : x.f.competencyOther.id}`, body: x.f.competencyOther.flags }),
  'GET /v2/employees/{id}/counting-performances': (x) => get(`/v2/employees/${emp(x)}/counting-performances?yearMonth=${x.f.month}&size=1000`),
  'GET /employee-competencies': () => get('/employee-competencies?size=5'),
  'POST /employee-competencies/{employeeId}': (x) => ({ method: 'POST', path: `/employee-competencies/${x.mode === 'allow' ? NOPE : emp(x)}`, body: x.f.competencyOther.flags }),
  'PUT /employee-competencies/{id}': (x) => ({ method: 'PUT', path: `/employee-competencies/${x.mode === 'allow' ? NOPE : x.f.competencyOther.id}`, body: x.f.competencyOther.flags }),
  'GET /inventories/company-locations': () => get('/inventories/company-locations?size=1000'),

  'GET /worklogs/{id}': (x) => get(`/worklogs/${x.target === 'own' ? x.f.worklogOwn[x.caller as 'admin']?.id ?? NOPE : x.f.worklogOther.id}`),
  'POST /worklogs': (x) =>
    x.mode === 'allow'
      ? { method: 'POST', path: '/worklogs', body: { employeeId: emp(x), orderId: NOPE, date: 'kein Datum', start: '25:00', end: '26:00', worklogType: 'WORK' } }
      : { method: 'POST', path: '/worklogs', body: { employeeId: emp(x), orderId: x.f.myOrder, date: x.f.myOrderDate, start: '03:00', end: '03:10', worklogType: 'WORK', comment: 'proof authz' } },
  'PUT /worklogs/{id}': (x) => {
    const w = x.target === 'own' ? x.f.worklogOwn[x.caller as 'admin'] : x.f.worklogOther;
    if (!w) return { method: 'PUT', path: `/worklogs/${NOPE}`, body: {} };
    return x.mode === 'allow'
      ? { method: 'PUT', path: `/worklogs/${w.id}`, body: { start: '25:61', end: '26:00', worklogType: w.worklogType } }
      : { method: 'PUT', path: `/worklogs/${w.id}`, body: { start: w.start, end: w.end, worklogType: w.worklogType, comment: w.comment ?? '' } };
  },
  'DELETE /worklogs/{id}': (x) => ({ method: 'DELETE', path: `/worklogs/${x.mode === 'allow' ? NOPE : x.f.myWorklog}` }),
  'GET /accounting/worklog/availableOrders': (x) => get(`/accounting/worklog/availableOrders?date=${x.f.myOrderDate}`),
  'GET /accounting/employees': (x) => get(`/accounting/employees?yearMonth=${x.f.month}`),
  'GET /accounting/worklog/employees': () => get('/accounting/worklog/employees?term=Meyer'),
  'PUT /perdiems/employee/{employeeId}': (x) =>
    x.mode === 'allow'
      ? { method: 'PUT', path: `/perdiems/employee/${emp(x)}`, body: { orderId: NOPE, date: 'kein', misc: 3 } }
      : { method: 'PUT', path: `/perdiems/employee/${emp(x)}`, body: { orderId: x.f.myOrder, date: x.f.myOrderDate, misc: 0, catering: 0, breakfast: false } },
  'PUT /perdiems/order/{orderId}': (x) =>
    x.mode === 'allow'
      ? { method: 'PUT', path: `/perdiems/order/${NOPE}`, body: { date: 'kein', employees: [] } }
      : { method: 'PUT', path: `/perdiems/order/${x.f.myOrder}`, body: { orderId: x.f.myOrder, date: x.f.myOrderDate, misc: 0, catering: 0, breakfast: false, employees: [x.f.other] } },

  'POST /registrations': () => ({ method: 'POST', path: '/registrations', body: { registrationCode: 'KEIN-CODE' } }),
  'GET /registrations': () => get('/registrations'),
  'GET /registrations/{uuid}': (x) => get(`/registrations/${x.target === 'own' ? x.f.regOpen : x.f.regFinished}`),
  'PATCH /registrations/{uuid}': (x) => ({ method: 'PATCH', path: `/registrations/${x.target === 'own' ? x.f.regOpen : x.f.regFinished}`, body: { personal: { firstName: 'Proof' } }, merge: true }),
  'DELETE /registrations/{uuid}': (x) => ({ method: 'DELETE', path: `/registrations/${x.mode === 'allow' ? '00000000-0000-4000-8000-000000000000' : x.f.myRegFinished}` }),
  'POST /registrations/{uuid}/finish': (x) => ({ method: 'POST', path: `/registrations/${x.target === 'own' ? x.f.regOpen : x.f.regFinished}/finish`, body: {} }),
  'GET /registrations/{uuid}/files': (x) => get(`/registrations/${x.target === 'own' ? x.f.regOpen : x.f.regFinished}/files`),
  'POST /registrations/{uuid}/files': (x) => ({ method: 'POST', path: `/registrations/${x.target === 'own' ? x.f.regOpen : x.f.regFinished}/files`, multipart: { context: 'MISC' } }),
  'GET /registrations/{uuid}/files/{fileId}': (x) => get(x.target === 'own' ? `/registrations/${x.f.regOpen}/files/${x.f.regOpenFile}` : `/registrations/${x.f.regFinished}/files/${x.f.regFinishedFile}`),
  'DELETE /registrations/{uuid}/files/{context}/{fileName}': (x) => ({ method: 'DELETE', path: `/registrations/${x.target === 'own' ? x.f.regOpen : x.f.regFinished}/files/MISC/gibt-es-nicht.pdf` }),

  'GET /timeclock': (x) => get(`/timeclock?date=${x.f.myOrderDate}`),
  'GET /timeclock/{orderId}': (x) => get(`/timeclock/${x.f.order}`),
  'GET /timeclock/{orderId}/employees': (x) => get(`/timeclock/${x.f.order}/employees?term=Meyer`),
  'POST /timeclock/{orderId}/clock': (x) =>
    x.mode === 'allow'
      ? { method: 'POST', path: `/timeclock/${NOPE}/clock`, body: { date: 'kein', time: '99:99', employees: [] } }
      : { method: 'POST', path: `/timeclock/${x.f.myOrder}/clock`, body: { orderId: x.f.myOrder, date: x.f.myOrderDate, time: '04:00', employees: [{ employeeId: x.f.other, worklogType: 'WORK', clockingAction: 'IN' }] } },

  'GET /orders/{id}': (x) => get(`/orders/${x.f.order}`),
  'POST /orders': (x) => (x.mode === 'allow' ? { method: 'POST', path: '/orders', body: { name: '' } } : { method: 'POST', path: '/orders', body: { name: 'Proof Rechte', address: 'Am Markt 3', zip: '04109', city: 'Leipzig', orderType: 'DRY', validFrom: x.f.myOrderDate, validTo: x.f.myOrderDate, positions: 1 } }),
  'PUT /orders/{id}': (x) => ({ method: 'PUT', path: `/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}`, body: { name: 'Proof Rechte (geändert)', address: 'Am Markt 3', zip: '04109', city: 'Leipzig', orderType: 'INV', validFrom: x.f.myOrderDate, validTo: x.f.myOrderDate, positions: 1 } }),
  'GET /orders': () => get('/orders?term=Markt'),
  'GET /v2/orders/{id}': (x) => get(`/v2/orders/${x.f.order}`),
  'PATCH /v2/orders/{id}': (x) => ({ method: 'PATCH', path: `/v2/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}`, body: { notes: 'proof authz' }, merge: true }),
  'DELETE /v2/orders/{id}': (x) => ({ method: 'DELETE', path: `/v2/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}` }),
  'GET /v2/orders': (x) => get(`/v2/orders?from=${x.f.myOrderDate}&to=${x.f.myOrderDate}&size=5`),
  'GET /v2/orders/export': (x) => get(`/v2/orders/export?from=${x.f.myOrderDate}&to=${x.f.myOrderDate}`),
  'GET /v2/orders/{id}/worklogs': (x) => get(`/v2/orders/${x.f.worklogOther.orderId}/worklogs?yearMonth=${x.f.worklogOther.date.slice(0, 7)}`),
  'GET /v2/orders/{id}/assignments': (x) => get(`/v2/orders/${x.f.order}/assignments`),
  'POST /orders/{id}/assignEmployee': (x) => ({ method: 'POST', path: `/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}/assignEmployee`, body: { assignmentType: 'EMP', id: x.f.other } }),
  'POST /orders/{id}/unassignEmployee/{employeeId}': (x) => ({ method: 'POST', path: `/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}/unassignEmployee/${x.f.assigned}` }),
  'POST /orders/{id}/assignTeamLeader/{employeeId}': (x) => ({ method: 'POST', path: `/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}/assignTeamLeader/${x.f.other}` }),
  'POST /orders/{id}/assignCustomer': (x) => ({ method: 'POST', path: `/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}/assignCustomer`, body: { id: x.f.myCustomer } }),
  'POST /orders/{id}/unassignCustomer/{customerId}': (x) => ({ method: 'POST', path: `/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}/unassignCustomer/${x.f.customer.id}` }),
  'GET /orders/{id}/findEmployee': (x) => get(`/orders/${x.f.order}/findEmployee?term=Meyer&assignmentType=EMP`),
  'GET /orders/{id}/perdiems': (x) => get(`/orders/${x.f.worklogOther.orderId}/perdiems?yearMonth=${x.f.worklogOther.date.slice(0, 7)}`),
  'GET /orders/{id}/perdiems/recent': (x) => get(`/orders/${x.f.worklogOther.orderId}/perdiems/recent`),
  'POST /orders/{id}/checklist': (x) => ({ method: 'POST', path: `/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}/checklist`, body: [] }),
  'GET /v2/orders/{id}/operators': (x) => get(`/v2/orders/${x.f.myOrder}/operators`),
  'POST /v2/orders/{id}/operators': (x) => ({ method: 'POST', path: `/v2/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}/operators`, body: { employeeId: x.f.other, operatorNumber: 2177, numberOfPositions: 1 } }),
  'PUT /v2/orders/{id}/operators/{operatorId}': (x) => ({ method: 'PUT', path: `/v2/orders/${x.f.myOrder}/operators/${x.mode === 'allow' ? NOPE : x.f.myOperator}`, body: { operatorNumber: 2155, numberOfPositions: 1 } }),
  'DELETE /v2/orders/{id}/operators/{operatorId}': (x) => ({ method: 'DELETE', path: `/v2/orders/${x.f.myOrder}/operators/${x.mode === 'allow' ? NOPE : x.f.myOperator}` }),
  'GET /v2/orders/{id}/operators/worklogs': (x) => get(`/v2/orders/${x.f.myOrder}/operators/worklogs`),
  'GET /order-history/{orderId}': (x) => get(`/order-history/${x.f.order}`),
  'GET /clockingHistory/{employeeId}/{date}': (x) => get(`/clockingHistory/${emp(x)}/${x.f.worklogOther.date}`),
  'GET /clockingHistory/{employeeId}/{date}/{orderId}': (x) => get(`/clockingHistory/${emp(x)}/${x.f.worklogOther.date}/${x.f.worklogOther.orderId}`),
  'GET /timecontrolling/clocked-in': () => get('/timecontrolling/clocked-in'),
  'GET /timecontrolling/without-teamlead': () => get('/timecontrolling/without-teamlead'),

  'GET /calendar-data': () => get('/calendar-data'),
  'GET /calendar-data/{id}': (x) => get(`/calendar-data/${x.f.calendarDay}`),
  'POST /calendar-data': (x) => (x.mode === 'allow' ? { method: 'POST', path: '/calendar-data', body: { maxPositions: 5 } } : { method: 'POST', path: '/calendar-data', body: { date: '2099-12-30', note: 'proof authz', maxPositions: 1 } }),
  'GET /settings/{id}': () => get('/settings/1'),
  'GET /settings/name/{name}': () => get('/settings/name/defaultMaxPos'),
  'GET /confirmations': (x) => get(`/confirmations?from=${x.f.myOrderDate}&to=${x.f.myOrderDate}`),
  'GET /confirmations/{uuid}': (x) => get(`/confirmations/${x.f.confirmationUuid}`),
  'GET /me/calendar-feed': () => get('/me/calendar-feed'),
  'POST /me/calendar-feed': () => ({ method: 'POST', path: '/me/calendar-feed' }),
  'DELETE /me/calendar-feed': () => ({ method: 'DELETE', path: '/me/calendar-feed' }),
  'GET /orders/calendar-feed': () => get('/orders/calendar-feed'),
  'POST /orders/calendar-feed': () => ({ method: 'POST', path: '/orders/calendar-feed' }),
  'DELETE /orders/calendar-feed': () => ({ method: 'DELETE', path: '/orders/calendar-feed' }),
  'GET /calendar-feed/{token}.ics': () => get(`/calendar-feed/${'A'.repeat(43)}.ics`),
  'POST /confirmations/{uuid}/confirm': (x) => ({ method: 'POST', path: `/confirmations/${x.mode === 'allow' ? '00000000-0000-4000-8000-000000000000' : x.f.myConfirmationUuid}/confirm`, body: { comment: 'proof authz', confirm: false } }),
  'POST /confirmations/{uuid}': () => ({ method: 'POST', path: '/confirmations/00000000-0000-4000-8000-000000000000', body: { confirm: true } }),

  'POST /inventories/company-locations': (x) => (x.mode === 'allow' ? { method: 'POST', path: '/inventories/company-locations', body: { name: '' } } : { method: 'POST', path: '/inventories/company-locations', body: { name: `Proof ${x.caller}`, street: 'Weg 1', zip: '24103', city: 'Kiel' } }),
  'GET /inventories/company-locations/{id}': (x) => get(`/inventories/company-locations/${x.f.location.id}`),
  'PUT /inventories/company-locations/{id}': (x) => ({ method: 'PUT', path: `/inventories/company-locations/${x.mode === 'allow' ? NOPE : x.f.myLocation}`, body: { name: 'Proof Ort', street: 'Weg 1', zip: '24103', city: 'Kiel' } }),
  'DELETE /inventories/company-locations/{id}': (x) => ({ method: 'DELETE', path: `/inventories/company-locations/${x.mode === 'allow' ? NOPE : x.f.myLocation}` }),
  'GET /inventories/market-areas': () => get('/inventories/market-areas?size=1000'),
  'POST /inventories/market-areas': (x) => (x.mode === 'allow' ? { method: 'POST', path: '/inventories/market-areas', body: { name: null } } : { method: 'POST', path: '/inventories/market-areas', body: { name: `Proof ${x.caller}`, countingSpeedDeviation: 1 } }),
  'PUT /inventories/market-areas/{id}': (x) => ({ method: 'PUT', path: `/inventories/market-areas/${x.mode === 'allow' ? NOPE : x.f.myMarketArea}`, body: { name: 'Proof Bereich', countingSpeedDeviation: 2, active: true } }),
  'DELETE /inventories/market-areas/{id}': (x) => ({ method: 'DELETE', path: `/inventories/market-areas/${x.mode === 'allow' ? NOPE : x.f.myMarketArea}` }),
  'GET /inventories/market-areas-with-categories': () => get('/inventories/market-areas-with-categories?size=1000'),
  'GET /inventories/market-area-categories': () => get('/inventories/market-area-categories'),
  'POST /inventories/market-area-categories': (x) => ({ method: 'POST', path: '/inventories/market-area-categories', body: x.mode === 'allow' ? { name: '' } : { name: `Proof ${x.caller}`, countingSpeedDeviation: -1, marketArea: { id: x.f.myMarketArea } } }),
  'PUT /inventories/market-area-categories': (x) => ({ method: 'PUT', path: '/inventories/market-area-categories', body: { id: x.mode === 'allow' ? NOPE : x.f.myCategory, name: 'Proof Kategorie', countingSpeedDeviation: -2 } }),
  'GET /inventories/market-area-categories/{id}': (x) => get(`/inventories/market-area-categories/${x.f.category.id}`),
  'DELETE /inventories/market-area-categories/{id}': (x) => ({ method: 'DELETE', path: `/inventories/market-area-categories/${x.mode === 'allow' ? NOPE : x.f.myCategory}` }),
  'GET /order-task': (x) => get(`/order-task?date=${x.f.myOrderDate}`),
  'GET /order-task/employee/{id}': (x) => get(`/order-task/employee/${emp(x)}?date=${x.f.myOrderDate}`),
  'POST /order-task': (x) => ({ method: 'POST', path: '/order-task', body: x.mode === 'allow' ? { orderId: NOPE, label: '' } : { orderId: x.f.myOrder, label: `Proof ${x.caller}`, positions: 1, employeeId: x.f.other, priority: 1, date: x.f.myOrderDate } }),
  'PUT /order-task/{id}': (x) => {
    if (x.target === 'own') {
      const t = x.f.ownTask && x.f.ownTask.caller === x.caller ? x.f.ownTask : undefined;
      return { method: 'PUT', path: `/order-task/${t?.id ?? NOPE}`, body: { completed: t?.completed ?? false } };
    }
    return { method: 'PUT', path: `/order-task/${x.mode === 'allow' ? NOPE : x.f.myTask}`, body: { label: 'Proof geändert', completed: false } };
  },
  'GET /order-task/import': () => get('/order-task/import?size=1000&sort=name,asc'),
  'GET /order-task/import/order/{orderId}': (x) => get(`/order-task/import/order/${x.f.myOrder}`),
  'POST /order-task/import': (x) => ({
    method: 'POST',
    path: '/order-task/import',
    multipart: x.mode === 'allow' ? { orderId: String(NOPE) } : { orderId: String(x.f.myOrder), date: x.f.myOrderDate, file: { fileName: 'aufgaben.csv', type: 'text/csv', content: `label;positions;employeeName;employeeId;priority\r\nProof;1;X;${x.f.other};1\r\n` } },
  }),
  'DELETE /order-task/import/{id}': (x) => ({ method: 'DELETE', path: `/order-task/import/${x.mode === 'allow' ? NOPE : x.f.myImport}` }),

  'GET /statistics/orders': (x) => get(`/statistics/orders?yearMonth=${x.f.month}`),
  'GET /statistics/orders/{id}/monthly-summaries': (x) => get(`/statistics/orders/${x.f.worklogOther.orderId}/monthly-summaries`),
  'POST /statistics/orders/refresh': (x) => ({ method: 'POST', path: `/statistics/orders/refresh?yearMonth=${x.mode === 'allow' ? 'kein' : x.f.month}` }),
  'POST /statistics/orders/{id}/refresh': (x) => ({ method: 'POST', path: `/statistics/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}/refresh?yearMonth=${x.f.myOrderDate.slice(0, 7)}` }),
  'GET /statistics/employees': (x) => get(`/statistics/employees?from=${x.f.month}&to=${x.f.month}`),
  'GET /statistics/employee-performances': (x) => get(`/statistics/employee-performances?yearMonth=${x.f.month}`),
  'GET /statistics/employees/daily': (x) => get(`/statistics/employees/daily?date=${x.f.worklogOther.date}&employeeIds=${emp(x)}`),
  'GET /statistics/orders/{id}/cashflows': (x) => get(`/statistics/orders/${x.f.myOrder}/cashflows`),
  'GET /statistics/orders/{id}/cashflow/default': (x) => get(`/statistics/orders/${x.f.myOrder}/cashflow/default`),
  'POST /statistics/orders/{id}/cashflow': (x) => ({ method: 'POST', path: `/statistics/orders/${x.mode === 'allow' ? NOPE : x.f.myOrder}/cashflow`, body: { date: x.f.myOrderDate.slice(0, 7), amount: 1, type: 'IN', description: 'proof authz' } }),
  'PUT /statistics/orders/{id}/cashflow/{cashflowId}': (x) => ({ method: 'PUT', path: `/statistics/orders/${x.f.myOrder}/cashflow/${x.mode === 'allow' ? NOPE : x.f.myCashflow}`, body: { date: x.f.myOrderDate.slice(0, 7), amount: 2, type: 'IN', description: 'proof authz' } }),
  'DELETE /statistics/orders/{id}/cashflow/{cashflowId}': (x) => ({ method: 'DELETE', path: `/statistics/orders/${x.f.myOrder}/cashflow/${x.mode === 'allow' ? NOPE : x.f.myCashflow}` }),
  'POST /v1/reports/inventory-performances': (x) => ({ method: 'POST', path: '/v1/reports/inventory-performances', body: x.mode === 'allow' ? { from: 'kein' } : { from: `${x.f.month}-01`, to: `${x.f.month}-02` } }),
  'POST /v1/reports/working-hours': (x) => ({ method: 'POST', path: '/v1/reports/working-hours', body: x.mode === 'allow' ? { month: 'kein' } : { month: x.f.month, orderType: 'INV' } }),
  'GET /v1/cost-centers': () => get('/v1/cost-centers'),

  'GET /customers': () => get('/customers?size=5'),
  'GET /customers/types': () => get('/customers/types'),
  'GET /customers/{id}': (x) => get(`/customers/${x.f.customer.id}`),
  'GET /customers/search': () => get('/customers/search?term=REWE'),
  'POST /customers': (x) => ({ method: 'POST', path: '/customers', body: x.mode === 'allow' ? { name: '' } : { name: `Proof ${x.caller}`, customerTypeId: x.f.customer.customerTypeId, address: { street: 'Weg 1', zip: '20259', city: 'Hamburg' } } }),
  'PUT /customers/{id}': (x) => ({ method: 'PUT', path: `/customers/${x.mode === 'allow' ? NOPE : x.f.myCustomer}`, body: { name: 'Proof Kunde', customerTypeId: x.f.customer.customerTypeId } }),
  'DELETE /customers/{id}': (x) => ({ method: 'DELETE', path: `/customers/${x.mode === 'allow' ? NOPE : x.f.myCustomer}` }),
  'GET /customers/{id}/orders': (x) => get(`/customers/${x.f.customer.id}/orders`),
  'GET /customers/{id}/travel-times': (x) => get(`/customers/${x.f.customer.id}/travel-times?size=1000`),
  'POST /customer-travel-times': (x) => ({ method: 'POST', path: '/customer-travel-times', body: { customerId: x.mode === 'allow' ? NOPE : x.f.myCustomer, companyLocationId: x.f.location.id, travelTime: 61 } }),
  'PUT /customer-travel-times/{id}': (x) => ({ method: 'PUT', path: `/customer-travel-times/${x.mode === 'allow' ? NOPE : x.f.travelTime.id}`, body: { travelTime: x.f.travelTime.travelTime } }),

  'GET /archive/{employeeId}': (x) => get(`/archive/${emp(x)}`),
  'GET /archive/download': (x) => get(`/archive/download?key=${x.target === 'own' ? x.f.archiveKeyOwn[x.caller as 'admin'] ?? 'kein-schluessel' : x.f.archiveKeyOther}`),
  'POST /monthendclosing/sage': (x) => ({ method: 'POST', path: `/monthendclosing/sage?yearMonth=${x.mode === 'allow' ? '2024-3' : '2020-01'}` }),
  'GET /monthendclosing/list': () => get('/monthendclosing/list'),
  'GET /monthendclosing/download': (x) => get(`/monthendclosing/download?key=${x.f.monthEndKey}`),
  'POST /monthendclosing/upload': (x) => ({ method: 'POST', path: '/monthendclosing/upload', multipart: x.mode === 'allow' ? { yearMonth: 'kein' } : { yearMonth: '2020-01', documentType: 'PAYROLL', file: { fileName: 'proof.pdf', type: 'application/pdf', content: TINY_PDF } } }),

  'GET /rights/users': () => get('/rights/users?size=5'),
  'GET /rights/users/{id}': (x) => get(`/rights/users/${x.f.otherUser}`),
  'POST /rights/users/{id}/assignRole/{roleId}': (x) => ({ method: 'POST', path: `/rights/users/${x.target === 'own' ? x.f.user[x.caller as 'admin'] : x.f.otherUser}/assignRole/${x.mode === 'allow' ? NOPE : x.f.myRole}` }),
  'POST /rights/users/{id}/unassignRole/{roleId}': (x) => ({ method: 'POST', path: `/rights/users/${x.target === 'own' ? x.f.user[x.caller as 'admin'] : x.f.otherUser}/unassignRole/${x.mode === 'allow' ? NOPE : x.f.myRole}` }),
  'GET /rights/roles': () => get('/rights/roles'),
  'GET /rights/authorities': () => get('/rights/authorities'),
  'GET /rights/roles/{id}': (x) => get(`/rights/roles/${x.f.role}`),
  'GET /rights/roles/{id}/users': (x) => get(`/rights/roles/${x.f.role}/users`),
  'PUT /rights/roles/{roleId}/assign/{rightId}': (x) => ({ method: 'PUT', path: `/rights/roles/${x.mode === 'allow' ? NOPE : x.f.myRole}/assign/Statistic` }),
  'PUT /rights/roles/{roleId}/unassign/{rightId}': (x) => ({ method: 'PUT', path: `/rights/roles/${x.mode === 'allow' ? NOPE : x.f.myRole}/unassign/Customer_ViewCustomers` }),
  'POST /rights/roles/{roleId}/authorities/{authority}': (x) => ({ method: 'POST', path: `/rights/roles/${x.mode === 'allow' ? NOPE : x.f.myRole}/authorities/Statistic` }),
  'DELETE /rights/roles/{roleId}/authorities/{authority}': (x) => ({ method: 'DELETE', path: `/rights/roles/${x.mode === 'allow' ? NOPE : x.f.myRole}/authorities/Customer_ViewCustomers` }),

  'POST /auth/second-factor': () => ({ method: 'POST', path: '/auth/second-factor', fresh: true }),
  'POST /auth/second-factor/confirm': () => ({ method: 'POST', path: '/auth/second-factor/confirm', body: { code: '000000' }, fresh: true }),
  'DELETE /auth/second-factor': () => ({ method: 'DELETE', path: '/auth/second-factor', body: { code: 'x' } }),
  'GET /audit-events': () => get('/audit-events?size=5'),
  'POST /rights/roles': (x) => ({ method: 'POST', path: '/rights/roles', body: x.mode === 'allow' ? { name: '' } : { name: `Proof Rolle ${x.caller}` } }),
  'PUT /rights/roles/{id}': (x) => ({ method: 'PUT', path: `/rights/roles/${x.mode === 'allow' ? NOPE : x.f.myRole}`, body: { name: 'Proof Rolle', description: 'proof authz' } }),
  'DELETE /rights/roles/{id}': (x) => ({ method: 'DELETE', path: `/rights/roles/${x.mode === 'allow' ? NOPE : x.f.myRole}` }),
  'GET /search': () => get('/search?term=Meyer'),
  'DELETE /order-task/{id}': (x) => ({ method: 'DELETE', path: `/order-task/${x.mode === 'allow' ? NOPE : x.f.myTask}` }),
  'GET /statistics/payroll-tax-factors': () => get('/statistics/payroll-tax-factors'),
  'GET /compliance/findings': (x) => get(`/compliance/findings?yearMonth=${x.f.month}`),
  'POST /compliance/findings/{id}/acknowledge': (x) => ({
    method: 'POST',
    path: '/compliance/findings/ARBZG_RUHEZEIT:1:2000-01-01/acknowledge',
    body: x.mode === 'allow' ? { yearMonth: x.f.month, reason: '' } : { yearMonth: x.f.month, reason: 'Prüfung der Rechte' },
  }),
  'GET /compliance/legal-values': () => get('/compliance/legal-values'),
  'PUT /compliance/legal-values': (x) => ({ method: 'PUT', path: '/compliance/legal-values', body: x.mode === 'allow' ? { minimumWage: [] } : { shortTermMaxDays: [{ validFrom: '2019-01-01', value: 70 }] } }),
  'GET /monthendclosing/preview': () => get('/monthendclosing/preview?yearMonth=2020-01'),
  'GET /monthendclosing/preview/xlsx': () => get('/monthendclosing/preview/xlsx?yearMonth=2020-01'),
  'GET /monthendclosing/settings': () => get('/monthendclosing/settings'),
  'PUT /monthendclosing/settings': (x) => ({ method: 'PUT', path: '/monthendclosing/settings', body: x.mode === 'allow' ? { processingKeys: { hourlyWork: 'kein' } } : { exportSalary: false } }),
  'GET /perdiems/settings': () => get('/perdiems/settings'),
  'GET /outbox': () => get('/outbox?size=1'),
  'GET /outbox/{id}': () => get(`/outbox/${NOPE}`),
  'POST /outbox/{id}/resend': () => ({ method: 'POST', path: `/outbox/${NOPE}/resend` }),
  'GET /messages/settings': () => get('/messages/settings'),
  'PUT /messages/settings': (x) => ({ method: 'PUT', path: '/messages/settings', body: x.mode === 'allow' ? { officeEmail: 'keine-adresse' } : {} }),
  'PUT /perdiems/settings': (x) => ({ method: 'PUT', path: '/perdiems/settings', body: x.mode === 'allow' ? { cateringChoices: [8] } : { breakfastDeduction: 4.8 } }),
  'GET /live/timeclock': () => ({ method: 'GET', path: '/live/timeclock', stream: true }),
  'PUT /statistics/payroll-tax-factors': (x) => ({ method: 'PUT', path: '/statistics/payroll-tax-factors', body: x.mode === 'allow' ? { FUL: 'kein' } : x.f.taxFactors }),
};

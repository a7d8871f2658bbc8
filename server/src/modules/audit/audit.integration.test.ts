import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { completeRegistrationFlow, issueCode } from '../../test/registration-client.js';
import { Customer } from '../customers/customer.entity.js';
import { AuditEvent } from './audit-event.entity.js';

let app: TestApp;
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const now = DateTime.now().setZone('Europe/Berlin');
const today = now.toISODate()!;
const thisMonth = now.startOf('month');
const month = (offset: number) => thisMonth.plus({ months: offset }).toISODate()!;
let orderId: number;
let adminId: number;
let bueroId: number;

beforeAll(async () => {
  app = await startTestApp();
  ({ clients, gql } = await loginDemoUsers(app));
  const users = (await app.pool.query(`select id, username from app_user where username in ('admin', 'buero')`)).rows;
  adminId = users.find((u) => u.username === 'admin').id;
  bueroId = users.find((u) => u.username === 'buero').id;
  orderId = (await gql('buero', `mutation { createOrder(input: { name: "Audit-Test", address: "Weg 1", zip: "20095", city: "Hamburg", orderType: MOD, validFrom: "${thisMonth.toISODate()}", validTo: "${now.plus({ days: 1 }).toISODate()}" }) { id } }`)).data.createOrder.id;
});
afterAll(async () => app?.close());

interface Row {
  id: string;
  at: Date;
  actor_user_id: number | null;
  actor_username: string | null;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  changes: { field: string; from: unknown; to: unknown }[] | null;
  request_id: string | null;
  client_address: string | null;
}

/** Events of one record, oldest first. */
async function eventsOf(entityType: string, entityId: string | number): Promise<Row[]> {
  return (await app.pool.query(`select * from audit_event where entity_type = $1 and entity_id = $2 order by id`, [entityType, String(entityId)])).rows;
}
const change = (row: Row | undefined, field: string) => row?.changes?.find((c) => c.field === field);
const actions = (rows: Row[]) => rows.map((r) => r.action);

describe('security: audit trail: create, update and delete of every audited record', () => {
  it('an employee: created and changed, with the acting user, request id and client address', async () => {
    const r = await gql('buero', `mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { id } }`, {
      input: {
        employee: { employeeId: 3901, firstName: 'Jana', lastName: 'Audit', birthdate: '1999-04-12', email: 'jana@example.de', companyLocationId: 1 },
        wage: { wage: 14.5, wageType: 'WAG', validFrom: thisMonth.toFormat('yyyy-MM') },
        employment: { employmentType: 'MIN', validFrom: thisMonth.toISODate() },
      },
    });
    expect(r.errors).toBeUndefined();
    await gql('buero', `mutation { updateEmployee(id: 3901, input: { lastName: "Geändert" }) { id } }`);
    const rows = await eventsOf('Employee', 3901);
    expect(actions(rows)).toEqual(['CREATE', 'UPDATE']);
    expect(rows[0]).toMatchObject({ actor_user_id: bueroId, actor_username: 'buero' });
    expect(rows[0].request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0].client_address).toMatch(/127\.0\.0\.1/);
    expect(change(rows[0], 'lastName')).toEqual({ field: 'lastName', from: null, to: 'Audit' });
    expect(rows[1].changes).toEqual([{ field: 'lastName', from: 'Audit', to: 'Geändert' }]);
    // The wage and the employment of the new employee were recorded with it, in the same request.
    const wage = (await app.pool.query(`select * from audit_event where entity_type = 'WageEntry' and action = 'CREATE' and request_id = $1`, [rows[0].request_id])).rows;
    expect(wage).toHaveLength(1);
    expect(change(wage[0], 'employee')?.to).toBe(3901);
  });

  it('a wage and an employment: add, change, delete with before/after values', async () => {
    const wage = (await gql('admin', `mutation { addWage(employeeId: 3901, input: { wage: 15, wageType: WAG, validFrom: "${month(2).slice(0, 7)}" }) { id } }`)).data.addWage;
    await gql('admin', `mutation { updateWage(employeeId: 3901, wageId: ${wage.id}, input: { wage: 15.5 }) { id } }`);
    await gql('admin', `mutation { deleteWage(employeeId: 3901, wageId: ${wage.id}) }`);
    const w = await eventsOf('WageEntry', wage.id);
    expect(actions(w)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(w.every((e) => e.actor_username === 'admin' && e.actor_user_id === adminId)).toBe(true);
    expect(change(w[1], 'wage')).toEqual({ field: 'wage', from: 15, to: 15.5 });
    expect(change(w[2], 'wage')).toEqual({ field: 'wage', from: 15.5, to: null });

    const emp = (await gql('admin', `mutation { addEmployment(employeeId: 3901, input: { employmentType: FUL, validFrom: "${month(1)}" }) { id } }`)).data.addEmployment;
    await gql('admin', `mutation { updateEmployment(employeeId: 3901, employmentId: ${emp.id}, input: { employmentType: SHO }) { id } }`);
    await gql('admin', `mutation { deleteEmployment(employeeId: 3901, employmentId: ${emp.id}) }`);
    const e = await eventsOf('EmploymentEntry', emp.id);
    expect(actions(e)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(change(e[1], 'employmentType')).toEqual({ field: 'employmentType', from: 'FUL', to: 'SHO' });
  });

  it('a worklog from accounting and one from the time clock: create, update, delete', async () => {
    const wl = (await gql('buero', `mutation { createWorklog(input: { date: "${today}", start: "05:00", end: "06:00", worklogType: WORK, orderId: ${orderId}, employeeId: 2011 }) { id } }`)).data.createWorklog;
    await gql('buero', `mutation { updateWorklog(id: ${wl.id}, input: { end: "06:30" }) { id } }`);
    await gql('buero', `mutation { deleteWorklog(id: ${wl.id}) }`);
    const rows = await eventsOf('Worklog', wl.id);
    expect(actions(rows)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(change(rows[0], 'employee')?.to).toBe(2011);
    expect(change(rows[0], 'date')?.to).toBe(today);
    expect(rows[1].changes).toEqual([{ field: 'end', from: '06:00', to: '06:30' }]);

    // The clocking history of that employee-day: the deleted entry's whole story, not the current state.
    const H = `query($d: String!, $o: Int) { clockingAuditHistory(employeeId: 2011, date: $d, orderId: $o) { action entityId actorUsername changes { field from to } } }`;
    const history = (await gql('buero', H, { d: today, o: orderId })).data.clockingAuditHistory.filter((e: any) => e.entityId === String(wl.id));
    expect(history.map((e: any) => e.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(history[1].changes).toEqual([{ field: 'end', from: '06:00', to: '06:30' }]);
    const passenger = (await gql('buero', `mutation { createWorklog(input: { date: "${today}", start: "07:00", end: "07:30", worklogType: PASSENGER, orderId: ${orderId}, employeeId: 2011 }) { id } }`)).data.createWorklog;
    const seen = async (who: 'buero' | 'teamleiter') => (await gql(who, H, { d: today, o: orderId })).data.clockingAuditHistory.some((e: any) => e.entityId === String(passenger.id));
    expect(await seen('buero')).toBe(true);
    expect(await seen('teamleiter')).toBe(false);
    expect(codeOf(await gql('mitarbeiter', H, { d: today, o: orderId }))).toBe('FORBIDDEN');

    const before = (await app.pool.query(`select max(id)::bigint as id from audit_event`)).rows[0].id;
    const free = (await app.pool.query(`select id from employee where active and id > 2002 and id not in (select employee_id from worklog where open or date >= $1) order by id desc limit 1`, [today])).rows[0].id;
    const clocked = await gql('admin', `mutation($input: ClockInput!) { clockEmployees(input: $input) { success validationErrors { path message } } }`, {
      input: { orderId, employees: [{ employeeId: free, clockingAction: 'IN', worklogType: 'WORK' }] },
    });
    expect(clocked.errors).toBeUndefined();
    expect(clocked.data.clockEmployees.validationErrors).toEqual([]);
    const after = (await app.pool.query(`select * from audit_event where id > $1 and entity_type = 'Worklog'`, [before])).rows as Row[];
    expect(after.map((r) => r.action)).toContain('CREATE');
    expect(after.every((r) => r.actor_username === 'admin')).toBe(true);
  });

  it('the clocking history shows address and request id to the Superadmin only (clockingAuditHistory)', async () => {
    const wl = (await gql('buero', `mutation { createWorklog(input: { date: "${today}", start: "09:00", end: "09:30", worklogType: WORK, orderId: ${orderId}, employeeId: 2011 }) { id } }`)).data.createWorklog;
    const H = `query($d: String!, $o: Int) { clockingAuditHistory(employeeId: 2011, date: $d, orderId: $o) { entityId actorUsername requestId clientAddress } }`;
    const event = async (who: 'admin' | 'buero' | 'teamleiter') =>
      (await gql(who, H, { d: today, o: orderId })).data.clockingAuditHistory.find((e: any) => e.entityId === String(wl.id));
    expect(await event('admin')).toMatchObject({ actorUsername: 'buero', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), clientAddress: expect.stringMatching(/127\.0\.0\.1/) });
    for (const who of ['buero', 'teamleiter'] as const) {
      expect(await event(who), who).toEqual({ entityId: String(wl.id), actorUsername: 'buero', requestId: null, clientAddress: null });
    }
    // The audit trail itself stays the Superadmin's, with both.
    const trail = (await gql('admin', `{ auditEvents(filter: { entityType: "Worklog", entityId: "${wl.id}" }) { items { entityId requestId clientAddress } } }`)).data.auditEvents.items;
    expect(trail.find((e: any) => e.entityId === String(wl.id))?.clientAddress).toMatch(/127\.0\.0\.1/);
    await gql('buero', `mutation { deleteWorklog(id: ${wl.id}) }`);
  });

  it('per diems set for several employees at once', async () => {
    const r = await gql('buero', `mutation { setPerDiems(employeeIds: [2015, 2016], input: { orderId: ${orderId}, date: "${today}", catering: 16, misc: 8 }) { id } }`);
    expect(r.errors).toBeUndefined();
    const ids = r.data.setPerDiems.map((p: any) => p.id);
    for (const id of ids) expect(actions(await eventsOf('PerDiem', id))).toEqual(['CREATE']);
    await gql('buero', `mutation { setPerDiems(employeeIds: [2015], input: { orderId: ${orderId}, date: "${today}", catering: 8, misc: 8 }) { id } }`);
    const first = await eventsOf('PerDiem', ids[0]);
    const changed = first.find((e) => e.action === 'UPDATE') ?? first.find((e) => e.action === 'DELETE');
    expect(changed).toBeDefined();
  });

  it('an order: create, update, delete (the delete bypasses the unit of work)', async () => {
    const o = (await gql('buero', `mutation { createOrder(input: { name: "Wird gelöscht", address: "Weg 2", zip: "20095", city: "Hamburg", orderType: INV, validFrom: "${today}", validTo: "${today}" }) { id } }`)).data.createOrder;
    await gql('buero', `mutation { updateOrder(id: ${o.id}, input: { name: "Umbenannt", address: "Weg 2", zip: "20095", city: "Hamburg", orderType: INV, validFrom: "${today}", validTo: "${today}" }) { id } }`);
    expect((await gql('buero', `mutation { deleteOrder(id: ${o.id}) }`)).errors).toBeUndefined();
    const rows = await eventsOf('Order', o.id);
    expect(actions(rows)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(change(rows[1], 'name')).toEqual({ field: 'name', from: 'Wird gelöscht', to: 'Umbenannt' });
    expect(change(rows[2], 'name')).toEqual({ field: 'name', from: 'Umbenannt', to: null });
  });

  it('a customer: create, update, delete', async () => {
    const c = (await gql('buero', `mutation { createCustomer(input: { name: "Audit-Markt", customerTypeId: 1 }) { id customerTypeId } }`)).data.createCustomer;
    await gql('buero', `mutation { updateCustomer(id: ${c.id}, input: { name: "Audit-Markt Nord", customerTypeId: ${c.customerTypeId} }) { id } }`);
    await gql('buero', `mutation { deleteCustomer(id: ${c.id}) { id } }`);
    const rows = await eventsOf('Customer', c.id);
    expect(actions(rows)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(change(rows[1], 'name')).toEqual({ field: 'name', from: 'Audit-Markt', to: 'Audit-Markt Nord' });
  });

  it('a registration: started and filled in anonymously, deleted by the office; IBAN and tax id masked', async () => {
    const applicant = new Client(app.url);
    const code = await issueCode(clients.buero, 'SOCIAL_SECURITY');
    const { uuid } = await completeRegistrationFlow(applicant, code, 'SOCIAL_SECURITY');
    expect((await gql('admin', `mutation { deleteRegistration(uuid: "${uuid}") }`)).errors).toBeUndefined();
    const rows = await eventsOf('Registration', uuid);
    expect(actions(rows)[0]).toBe('CREATE');
    expect(actions(rows)).toContain('UPDATE');
    expect(actions(rows).at(-1)).toBe('DELETE');
    expect(rows[0]).toMatchObject({ actor_user_id: null, actor_username: null });
    expect(rows.at(-1)).toMatchObject({ actor_username: 'admin' });
    const all = JSON.stringify(rows.map((r) => r.changes));
    expect(all).not.toContain('370400440532013000');
    expect(all).not.toContain('65 929 970 489');
    expect(all).not.toContain('65929970489');
    const iban = rows.map((r) => change(r, 'data.banking.iban')).find((c) => c && c.to);
    expect(iban?.to).toBe('DE89 **** **** **** **30 00');
    const tax = rows.map((r) => change(r, 'data.tax.taxIdentNumber')).find((c) => c && c.to);
    expect(tax?.to).toBe('********489');
    expect(change(rows.at(-1), 'data.banking.iban')?.from).toBe('DE89 **** **** **** **30 00');
  });
});

describe('security: audit trail: logins, 403s, welcome letters', () => {
  it('a successful login names the user; a failed one the attempted name; a lockout is recorded', async () => {
    const start = (await app.pool.query(`select coalesce(max(id), 0)::bigint as id from audit_event`)).rows[0].id;
    expect((await new Client(app.url).login('teamleiter')).status).toBe(200);
    expect((await new Client(app.url).login('teamleiter', 'falsch-falsch')).status).toBe(401);
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++) status = (await new Client(app.url).login('niemand-audit', 'falsch')).status;
    expect(status).toBe(429);
    const rows = (await app.pool.query(`select * from audit_event where id > $1 and action like 'LOGIN%' order by id`, [start])).rows as Row[];
    const ok = rows.find((r) => r.action === 'LOGIN');
    expect(ok).toMatchObject({ actor_username: 'teamleiter', entity_type: 'User' });
    expect(ok?.actor_user_id).toEqual(expect.any(Number));
    const failed = rows.filter((r) => r.action === 'LOGIN_FAILED');
    expect(failed.map((r) => change(r, 'username')?.to)).toContain('teamleiter');
    expect(failed.every((r) => r.actor_user_id === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('falsch-falsch');
    expect(rows.some((r) => r.action === 'LOGIN_LOCKED' && change(r, 'username')?.to === 'niemand-audit')).toBe(true);
  });

  it('a 403 on GraphQL and on REST is recorded with the user and the operation, outside the refused request', async () => {
    expect(codeOf(await gql('mitarbeiter', `{ customers { totalElements } }`))).toBe('FORBIDDEN');
    const rest = await clients.mitarbeiter.request('GET', '/api/customers');
    expect(rest.status).toBe(403);
    await expect
      .poll(async () => (await app.pool.query(`select changes from audit_event where action = 'FORBIDDEN' and actor_username = 'mitarbeiter'`)).rows.map((r) => r.changes.map((c: any) => c.to).join(' ')))
      .toEqual(expect.arrayContaining([expect.stringContaining('customers POST /graphql'), expect.stringContaining('customers GET /api/customers')]));
  });

  it('a welcome letter (a password reset) is recorded in the same flush as the new password', async () => {
    const r = await gql('admin', `mutation { issueWelcomeLetter(id: 3901) { fileName } }`);
    expect(r.errors).toBeUndefined();
    const rows = (await eventsOf('Employee', 3901)).filter((e) => e.action === 'WELCOME_LETTER');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_username: 'admin', changes: [{ field: 'username', from: null, to: '3901' }] });
    expect(JSON.stringify(rows)).not.toMatch(/password|\$argon/i);
  });
});

describe('security: audit trail: integrity', () => {
  it('a rolled-back change leaves no event', async () => {
    const em = app.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        const c = tx.create(Customer, { name: 'Rollback-Markt', customerType: 1 } as never);
        await tx.flush();
        expect(((await tx.getConnection().execute(`select count(*)::int as n from audit_event where entity_type = 'Customer' and entity_id = ?`, [String(c.id)], 'get', tx.getTransactionContext())) as { n: number }).n).toBe(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await app.pool.query(`select count(*)::int as n from audit_event where changes::text like '%Rollback-Markt%'`)).rows[0].n).toBe(0);
    // Through the API: a refused save (duplicate new customer type) records nothing either.
    const dup = await gql('buero', `mutation { createCustomer(input: { name: "Doppelt-Markt", customerTypeId: -1, newCustomerType: "rewe" }) { id } }`);
    expect(fieldErrors(dup)?.[0].path).toBe('newCustomerType');
    expect((await app.pool.query(`select count(*)::int as n from audit_event where changes::text like '%Doppelt-Markt%'`)).rows[0].n).toBe(0);
  });

  it('UPDATE, DELETE and TRUNCATE on audit_event are refused by the database, also through the ORM', async () => {
    await expect(app.pool.query(`update audit_event set action = 'X'`)).rejects.toThrow(/append-only/);
    await expect(app.pool.query(`delete from audit_event`)).rejects.toThrow(/append-only/);
    await expect(app.pool.query(`truncate audit_event`)).rejects.toThrow(/append-only/);
    await expect(app.orm.em.fork().nativeDelete(AuditEvent, {})).rejects.toThrow(/append-only/);
    await expect(app.orm.em.fork().nativeUpdate(AuditEvent, {}, { action: 'X' })).rejects.toThrow(/append-only/);
    expect((await app.pool.query(`select count(*)::int as n from audit_event where action = 'X'`)).rows[0].n).toBe(0);
  });
});

describe('security: audit trail: reading (Superadmin only, paged, filtered)', () => {
  const Q = `query($f: AuditFilterInput, $page: Int, $size: Int) { auditEvents(filter: $f, page: $page, size: $size) { number size totalElements totalPages items { id at actorUserId actorUsername action entityType entityId requestId clientAddress changes { field from to } } } }`;

  it('filters by user, record, action and day; pages are capped at 100', async () => {
    const byRecord = (await gql('admin', Q, { f: { entityType: 'Employee', entityId: '3901' } })).data.auditEvents;
    expect(byRecord.items.map((i: any) => i.action)).toEqual(['WELCOME_LETTER', 'UPDATE', 'CREATE']);
    expect(byRecord.items[1].changes).toEqual([{ field: 'lastName', from: 'Audit', to: 'Geändert' }]);
    const byUser = (await gql('admin', Q, { f: { userId: bueroId, action: 'update' }, size: 5 })).data.auditEvents;
    expect(byUser.items.length).toBeGreaterThan(0);
    expect(byUser.items.every((i: any) => i.actorUsername === 'buero' && i.action === 'UPDATE')).toBe(true);
    expect((await gql('admin', Q, { f: { from: today, to: today }, size: 100000 })).data.auditEvents.size).toBe(100);
    expect((await gql('admin', Q, { size: 0 })).data.auditEvents.size).toBe(25);
    const tomorrow = now.plus({ days: 1 }).toISODate();
    expect((await gql('admin', Q, { f: { from: tomorrow } })).data.auditEvents.totalElements).toBe(0);
  });

  it('bad dates are 422 with German messages; others than Superadmin get 403', async () => {
    expect(fieldErrors(await gql('admin', Q, { f: { from: '2026-13-01', to: '1.1.2026' } }))).toEqual([
      { path: 'from', message: 'Ungültiges Datum' },
      { path: 'to', message: 'Ungültiges Datum' },
    ]);
    expect(fieldErrors(await gql('admin', Q, { f: { from: '2026-02-02', to: '2026-02-01' } }))).toEqual([{ path: 'to', message: 'Das Bis-Datum darf nicht vor dem Von-Datum liegen.' }]);
    expect(codeOf(await gql('buero', Q, {}))).toBe('FORBIDDEN');
    expect(codeOf((await new Client(app.url).gql(Q, {})).json)).toBe('UNAUTHENTICATED');
  });
});

/**
 * The compliance findings against real PostgreSQL: each rule's case is created through the API (employees,
 * orders, worklogs) and found in the month; a worklog correction and a change of the legal values change
 * the findings at once; acknowledging (reason, 404, 409, audit); the open findings kept with a closing;
 * the warnings of an assignment and of a clock-in. Dates are fixed in November 2026 (the month the demo
 * runs in) and October 2026 (the month the closing closes); each case has an employee of its own.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const today = DateTime.now().setZone('Europe/Berlin').toISODate()!;
const NOV = '2026-11';
const OCT = '2026-10';

const CREATE_EMPLOYEE = `mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { id } }`;
const CREATE_ORDER = `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`;
const CREATE_WORKLOG = `mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }`;
const UPDATE_WORKLOG = `mutation($id: Int!, $input: WorklogInput!) { updateWorklog(id: $id, input: $input) { id } }`;
const FINDINGS = `query($ym: String!, $rule: String, $e: Int) { complianceFindings(yearMonth: $ym, rule: $rule, employeeId: $e) {
  id rule severity employeeId employeeName date message figures acknowledged acknowledgedBy acknowledgedAt acknowledgeReason } }`;
const ACK = `mutation($id: String!, $ym: String!, $reason: String!) { acknowledgeComplianceFinding(id: $id, yearMonth: $ym, reason: $reason) { id acknowledged acknowledgedBy acknowledgedAt acknowledgeReason } }`;
const LEGAL = `{ legalValues { minimumWage { validFrom value } minijobLimit { validFrom value } shortTermMaxDays { validFrom value } shortTermWarningDays { validFrom value } workingStudentWeekHours { validFrom value } } }`;
const UPDATE_LEGAL = `mutation($input: LegalValuesInput!) { updateLegalValues(input: $input) { minimumWage { validFrom value } } }`;

interface Finding {
  id: string;
  rule: string;
  severity: string;
  employeeId: number;
  employeeName: string;
  date: string;
  message: string;
  figures: string;
  acknowledged: boolean;
}

const findings = async (e: number, ym = NOV, rule?: string): Promise<Finding[]> => {
  const r = await gql('buero', FINDINGS, { ym, e, rule: rule ?? null });
  expect(r.errors).toBeUndefined();
  return r.data.complianceFindings;
};
const rules = async (e: number, ym = NOV) => [...new Set((await findings(e, ym)).map((f) => f.rule))].sort();

async function employee(id: number, opts: { employmentType?: string; wage?: number; birthdate?: string; lastName?: string } = {}) {
  const r = await gql('buero', CREATE_EMPLOYEE, {
    input: {
      employee: { employeeId: id, firstName: 'Erik', lastName: opts.lastName ?? `Prüfung${id}`, birthdate: opts.birthdate ?? '1990-05-05', email: `p${id}@example.de`, companyLocationId: 1 },
      wage: { wage: opts.wage ?? 15, wageType: 'WAG', validFrom: OCT },
      employment: { employmentType: opts.employmentType ?? 'FUL', validFrom: `${OCT}-01` },
    },
  });
  expect(r.errors).toBeUndefined();
}

async function order(zip: string, city: string, validFrom = `${OCT}-01`, startTime = '07:00'): Promise<number> {
  const validTo = validFrom > `${NOV}-30` ? validFrom : `${NOV}-30`;
  const r = await gql('buero', CREATE_ORDER, { input: { name: `Prüfung ${city}`, address: 'Weg 1', zip, city, orderType: 'MOD', validFrom, validTo, startTime } });
  expect(r.errors).toBeUndefined();
  return r.data.createOrder.id;
}

async function work(orderId: number, employeeId: number, date: string, start: string, end: string): Promise<number> {
  const r = await gql('buero', CREATE_WORKLOG, { input: { orderId, employeeId, date, start, end, worklogType: 'WORK' } });
  expect(r.errors).toBeUndefined();
  return r.data.createWorklog.id;
}

let hamburg: number;
let longShift: number;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  // October and November 2026 stay open whenever the file runs (the seed's boundary follows the day).
  await app.pool.query(`insert into app_setting (name, value, updated_at) values ('earliestValidFrom', $1, now()) on conflict (name) do update set value = $1`, [`${OCT}-01`]);
  hamburg = await order('20095', 'Hamburg');
});
afterAll(async () => app?.close());

describe('findings of the stored records', () => {
  it('MINIJOB_MONATSGRENZE: a minijobber with 50 hours at 13,90 € (695,00 €) is above the 603 € of 2026, a warning', async () => {
    await employee(3801, { employmentType: 'MIN', wage: 13.9 });
    for (const day of ['02', '03', '04', '05', '06', '09', '10', '11', '12', '13']) await work(hamburg, 3801, `${NOV}-${day}`, '08:00', '13:00');
    const [f] = await findings(3801, NOV, 'MINIJOB_MONATSGRENZE');
    expect(f).toMatchObject({ id: `MINIJOB_MONATSGRENZE:3801:${NOV}-01`, severity: 'WARNING', date: `${NOV}-01`, employeeName: 'Prüfung3801, Erik' });
    expect(JSON.parse(f.figures)).toMatchObject({ earnedCents: 69500, limitCents: 60300 });
    expect(f.message).toContain('603,00 €');
  });

  it('KURZFRISTIG_70_TAGE: 60 days elsewhere and 5 here are 65, a warning from 60', async () => {
    await employee(3802, { employmentType: 'SHO' });
    // Days given for last year do not count in this one.
    await app.pool.query('update employee set short_term_days_elsewhere = 60, short_term_days_elsewhere_year = 2025 where id = 3802');
    for (const day of ['02', '03', '04', '05', '06']) await work(hamburg, 3802, `${NOV}-${day}`, '08:00', '12:00');
    expect(await findings(3802, NOV, 'KURZFRISTIG_70_TAGE')).toEqual([]);
    await app.pool.query('update employee set short_term_days_elsewhere_year = 2026 where id = 3802');
    const [f] = await findings(3802, NOV, 'KURZFRISTIG_70_TAGE');
    expect(f).toMatchObject({ severity: 'WARNING', date: `${NOV}-02` });
    expect(JSON.parse(f.figures)).toMatchObject({ daysHere: 5, daysElsewhere: 60, days: 65, maxDays: 70 });
  });

  it('ARBZG_HOECHSTARBEITSZEIT: 10:30 h of work in a shift; a correction of the worklog removes the finding at once', async () => {
    await employee(3803);
    longShift = await work(hamburg, 3803, `${NOV}-10`, '06:00', '17:15');
    expect(await rules(3803)).toContain('ARBZG_HOECHSTARBEITSZEIT');
    const [f] = await findings(3803, NOV, 'ARBZG_HOECHSTARBEITSZEIT');
    expect(JSON.parse(f.figures)).toMatchObject({ workMinutes: 630, limitMinutes: 600 });
    // The system booked the 45 minutes' pause the shift lacked: that is found too.
    expect(await rules(3803)).toContain('ARBZG_PAUSE');
    const r = await gql('buero', UPDATE_WORKLOG, { id: longShift, input: { orderId: hamburg, employeeId: 3803, date: `${NOV}-10`, start: '06:00', end: '15:00', worklogType: 'WORK' } });
    expect(r.errors).toBeUndefined();
    expect(await rules(3803)).not.toContain('ARBZG_HOECHSTARBEITSZEIT');
  });

  it('ARBZG_RUHEZEIT: 9 hours between the end of one shift and the start of the next', async () => {
    await employee(3804);
    await work(hamburg, 3804, `${NOV}-11`, '12:00', '22:00');
    await work(hamburg, 3804, `${NOV}-12`, '07:00', '12:00');
    const [f] = await findings(3804, NOV, 'ARBZG_RUHEZEIT');
    expect(f).toMatchObject({ id: `ARBZG_RUHEZEIT:3804:${NOV}-12`, severity: 'VIOLATION', date: `${NOV}-12` });
    expect(JSON.parse(f.figures)).toMatchObject({ restMinutes: 540, requiredMinutes: 660 });
  });

  it('JUGENDSCHUTZ: a minor working until 21:00 (JArbSchG §14)', async () => {
    await employee(3805, { birthdate: '2010-03-01' });
    await work(hamburg, 3805, `${NOV}-12`, '17:00', '21:00');
    const list = await findings(3805, NOV, 'JUGENDSCHUTZ');
    expect(list.map((f) => JSON.parse(f.figures).section)).toEqual(['§14']);
    expect(list[0].message).toContain('JArbSchG');
  });

  it('MINDESTLOHN: a wage of 12,00 € is below the 13,90 € of 2026', async () => {
    await employee(3806, { wage: 12 });
    await work(hamburg, 3806, `${NOV}-13`, '08:00', '12:00');
    const [f] = await findings(3806, NOV, 'MINDESTLOHN');
    expect(f).toMatchObject({ severity: 'VIOLATION', date: `${NOV}-13` });
    expect(JSON.parse(f.figures)).toMatchObject({ hourlyPayCents: 1200, minimumWageCents: 1390, minutes: 240 });
  });

  it('ARBZG_SONNTAG: work on a Sunday', async () => {
    await employee(3807);
    await work(hamburg, 3807, `${NOV}-22`, '08:00', '12:00');
    expect(await rules(3807)).toEqual(['ARBZG_SONNTAG']);
  });

  it('ARBZG_FEIERTAG by the order\'s zip: Allerheiligen in Köln (NRW) but not in Berlin; Buß- und Bettag in Dresden (Sachsen)', async () => {
    const koeln = await order('50667', 'Köln');
    const berlin = await order('10115', 'Berlin');
    const dresden = await order('01067', 'Dresden');
    await employee(3808);
    await employee(3809);
    await work(koeln, 3808, `${NOV}-01`, '08:00', '12:00');
    await work(dresden, 3808, `${NOV}-18`, '08:00', '12:00');
    await work(berlin, 3809, `${NOV}-01`, '08:00', '12:00');
    await work(berlin, 3809, `${NOV}-18`, '08:00', '12:00');
    expect((await findings(3808, NOV, 'ARBZG_FEIERTAG')).map((f) => f.date)).toEqual([`${NOV}-01`, `${NOV}-18`]);
    expect(await findings(3809, NOV, 'ARBZG_FEIERTAG')).toEqual([]);
    // 2026-11-01 is a Sunday: the Berlin employee's day is found as that only.
    expect(await rules(3809)).toEqual(['ARBZG_SONNTAG']);
  });

  it('sorted by date, employee name and rule; the rule filter; a bad month is 422 on "yearMonth"; without the rights 403', async () => {
    const all = (await gql('buero', FINDINGS, { ym: NOV, e: null, rule: null })).data.complianceFindings as Finding[];
    const collator = new Intl.Collator('de');
    const sorted = [...all].sort((a, b) => a.date.localeCompare(b.date) || collator.compare(a.employeeName, b.employeeName) || a.rule.localeCompare(b.rule));
    expect(all.map((f) => f.id)).toEqual(sorted.map((f) => f.id));
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
    const sundays = (await gql('buero', FINDINGS, { ym: NOV, e: null, rule: 'ARBZG_SONNTAG' })).data.complianceFindings as Finding[];
    expect(sundays.length).toBeGreaterThan(0);
    expect(sundays.every((f) => f.rule === 'ARBZG_SONNTAG')).toBe(true);
    for (const ym of ['2026-13', '2026-1', 'kein', '']) {
      const r = await gql('buero', FINDINGS, { ym, e: null, rule: null });
      expect(codeOf(r)).toBe('VALIDATION');
      expect(fieldErrors(r)).toEqual([{ path: 'yearMonth', message: 'Monat muss im Format JJJJ-MM angegeben werden' }]);
    }
    for (const who of ['teamleiter', 'mitarbeiter'] as const) expect(codeOf(await gql(who, FINDINGS, { ym: NOV, e: null, rule: null }))).toBe('FORBIDDEN');
  });
});

describe('acknowledging', () => {
  it('with a reason: shown with who and when, audited; a second time 409; an unknown id 404; no reason 422', async () => {
    const [f] = await findings(3807, NOV, 'ARBZG_SONNTAG');
    const empty = await gql('buero', ACK, { id: f.id, ym: NOV, reason: '  ' });
    expect(fieldErrors(empty)).toEqual([{ path: 'reason', message: 'Begründung ist erforderlich.' }]);
    expect(fieldErrors(await gql('buero', ACK, { id: f.id, ym: NOV, reason: 'x'.repeat(501) }))?.[0].path).toBe('reason');
    const r = await gql('buero', ACK, { id: f.id, ym: NOV, reason: 'Inventur mit Ausnahmebewilligung (§ 13 ArbZG)' });
    expect(r.errors).toBeUndefined();
    expect(r.data.acknowledgeComplianceFinding).toMatchObject({ id: f.id, acknowledged: true, acknowledgedBy: 'buero', acknowledgeReason: 'Inventur mit Ausnahmebewilligung (§ 13 ArbZG)' });
    const [after] = await findings(3807, NOV, 'ARBZG_SONNTAG');
    expect(after).toMatchObject({ acknowledged: true, acknowledgedBy: 'buero' });
    expect(codeOf(await gql('buero', ACK, { id: f.id, ym: NOV, reason: 'noch einmal' }))).toBe('CONFLICT');
    expect(codeOf(await gql('buero', ACK, { id: 'ARBZG_SONNTAG:3807:2026-11-21', ym: NOV, reason: 'gibt es nicht' }))).toBe('NOT_FOUND');
    // In another month the same id is no finding.
    expect(codeOf(await gql('buero', ACK, { id: f.id, ym: OCT, reason: 'falscher Monat' }))).toBe('NOT_FOUND');
    const audit = await app.pool.query(`select actor_username from audit_event where entity_type = 'ComplianceAcknowledgement' and action = 'CREATE'`);
    expect(audit.rows).toEqual([{ actor_username: 'buero' }]);
  });

  it('security: a user with only timeclock rights gets 403 on the findings and on acknowledging', async () => {
    const [f] = await findings(3806, NOV, 'MINDESTLOHN');
    expect(codeOf(await gql('teamleiter', ACK, { id: f.id, ym: NOV, reason: 'darf nicht' }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', FINDINGS, { ym: NOV, e: 3806, rule: null }))).toBe('FORBIDDEN');
    expect((await findings(3806, NOV, 'MINDESTLOHN'))[0].acknowledged).toBe(false);
  });
});

describe('pay amounts', () => {
  const GRANT = `mutation($r: Int!, $a: String!) { grantAuthority(roleId: $r, authority: $a) { id } }`;
  const REVOKE = `mutation($r: Int!, $a: String!) { revokeAuthority(roleId: $r, authority: $a) { id } }`;

  it('security: whoever sees the findings through the accounting overview but may not see wages gets the pay findings without amounts', async () => {
    const role = (await app.pool.query(`select id from app_role where name = 'Aushilfe'`)).rows[0].id as number;
    expect((await gql('admin', GRANT, { r: role, a: 'Accounting_Overview_ViewOther' })).errors).toBeUndefined();
    try {
      const r = await gql('aushilfe', FINDINGS, { ym: NOV, e: 3806, rule: 'MINDESTLOHN' });
      expect(r.errors).toBeUndefined();
      const [f] = r.data.complianceFindings as Finding[];
      expect(f.message).toBe('Der Lohn liegt unter dem gesetzlichen Mindestlohn (§ 1 MiLoG). Die Beträge sieht, wer Löhne sehen darf.');
      expect(f.message).not.toMatch(/€/);
      expect(JSON.parse(f.figures)).toEqual({});
      // The office holds the wage right: the amounts.
      expect((await findings(3806, NOV, 'MINDESTLOHN'))[0].message).toContain('12,00 €');
    } finally {
      await gql('admin', REVOKE, { r: role, a: 'Accounting_Overview_ViewOther' });
    }
  });
});

describe('legal values', () => {
  it('the defaults in euros; a Superadmin\'s new minimum wage changes the minimum-wage finding at once; audited', async () => {
    const view = (await gql('buero', LEGAL)).data.legalValues;
    expect(view.minimumWage).toContainEqual({ validFrom: '2026-01-01', value: 13.9 });
    expect(view.minijobLimit).toContainEqual({ validFrom: '2026-01-01', value: 603 });
    expect(view.shortTermMaxDays).toEqual([{ validFrom: '2019-01-01', value: 70 }]);
    expect(view.workingStudentWeekHours).toEqual([{ validFrom: '2017-01-01', value: 20 }]);

    await employee(3810, { wage: 14 });
    await work(hamburg, 3810, `${NOV}-16`, '08:00', '12:00');
    expect(await findings(3810, NOV, 'MINDESTLOHN')).toEqual([]);
    const raised = [...view.minimumWage, { validFrom: '2026-11-01', value: 14.5 }];
    expect(codeOf(await gql('buero', UPDATE_LEGAL, { input: { minimumWage: raised } }))).toBe('FORBIDDEN');
    const r = await gql('admin', UPDATE_LEGAL, { input: { minimumWage: raised } });
    expect(r.errors).toBeUndefined();
    const [f] = await findings(3810, NOV, 'MINDESTLOHN');
    expect(JSON.parse(f.figures)).toMatchObject({ hourlyPayCents: 1400, minimumWageCents: 1450 });
    // The other tables kept their values.
    expect((await gql('buero', LEGAL)).data.legalValues.minijobLimit).toEqual(view.minijobLimit);
    const audit = await app.pool.query(`select changes from audit_event where entity_type = 'LegalValues' and action = 'SETTINGS_CHANGE'`);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].changes[0].field).toBe('minimumWage');
    // Back to the law's values.
    expect((await gql('admin', UPDATE_LEGAL, { input: { minimumWage: view.minimumWage } })).errors).toBeUndefined();
    expect(await findings(3810, NOV, 'MINDESTLOHN')).toEqual([]);
  });

  it('422 per path: a bad date, a value not above 0, a date twice, an empty table, days not whole', async () => {
    const r = await gql('admin', UPDATE_LEGAL, {
      input: {
        minimumWage: [
          { validFrom: '2026-01-01', value: 13.9 },
          { validFrom: '2026-02-30', value: 14 },
          { validFrom: '2026-01-01', value: 0 },
        ],
        minijobLimit: [],
        shortTermMaxDays: [{ validFrom: '2019-01-01', value: 70.5 }],
      },
    });
    expect(codeOf(r)).toBe('VALIDATION');
    expect(fieldErrors(r)).toEqual([
      { path: 'minimumWage.1.validFrom', message: 'Datum muss im Format JJJJ-MM-TT angegeben werden' },
      { path: 'minimumWage.2.validFrom', message: 'Dieses Gültig-ab-Datum kommt in der Tabelle mehrfach vor' },
      { path: 'minimumWage.2.value', message: 'Wert muss größer als 0 sein' },
      { path: 'minijobLimit', message: 'Mindestens ein Eintrag ist erforderlich' },
      { path: 'shortTermMaxDays.0.value', message: 'Wert muss eine ganze Zahl sein' },
    ]);
  });
});

describe('warnings before the fact', () => {
  it('assigning an employee to an order starting 9 hours after their last shift: a rest-time warning on that assignment', async () => {
    const next = await order('20095', 'Hamburg', `${NOV}-12`, '07:00');
    const r = await gql('buero', `mutation($o: Int!, $e: Int) { assignEmployee(orderId: $o, employeeId: $e, assignmentType: EMP) { employee { id } warnings { employeeId rule severity message } } }`, { o: next, e: 3804 });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const mine = r.data.assignEmployee.find((a: any) => a.employee.id === 3804);
    expect(mine.warnings).toEqual([expect.objectContaining({ employeeId: 3804, rule: 'ARBZG_RUHEZEIT', severity: 'WARNING' })]);
    expect(mine.warnings[0].message).toContain('ArbZG §5');
  });

  it('clocking in 7 hours after the last shift: the clock answer carries the rest-time warning; back from a pause, no warning again', async () => {
    // Yesterday, so the times lie in the past at any hour of the run.
    const day = DateTime.fromISO(today).minus({ days: 1 }).toISODate()!;
    await employee(3812);
    const todays = await order('20095', 'Hamburg', day);
    await work(todays, 3812, day, '00:00', '03:00');
    const clock = (time: string, clockingAction: string) =>
      gql('teamleiter', `mutation($input: ClockInput!) { clockEmployees(input: $input) { success warnings { employeeId rule severity message } } }`, {
        input: { orderId: todays, date: day, time, employees: [{ employeeId: 3812, clockingAction, worklogType: 'WORK' }] },
      });
    const r = await clock('10:00', 'IN');
    expect(r.errors).toBeUndefined();
    expect(r.data.clockEmployees.success).toBe(true);
    expect(r.data.clockEmployees.warnings).toEqual([expect.objectContaining({ employeeId: 3812, rule: 'ARBZG_RUHEZEIT', severity: 'WARNING' })]);
    expect((await clock('12:00', 'PAUSE')).data.clockEmployees.success).toBe(true);
    const back = await clock('12:30', 'IN');
    expect(back.data.clockEmployees.success).toBe(true);
    expect(back.data.clockEmployees.warnings).toEqual([]);
  });
});

describe('month end', () => {
  it('the status counts the open findings of the month to close, and the closing keeps that number', async () => {
    await employee(3811);
    await work(hamburg, 3811, `${OCT}-18`, '08:00', '12:00');
    const october = (await gql('buero', FINDINGS, { ym: OCT, e: null, rule: null })).data.complianceFindings as Finding[];
    expect(october.some((f) => f.employeeId === 3811 && f.rule === 'ARBZG_SONNTAG')).toBe(true);
    const open = october.filter((f) => !f.acknowledged).length;
    const status = (await gql('buero', '{ monthEndStatus { nextMonth openFindings } }')).data.monthEndStatus;
    expect(status).toEqual({ nextMonth: OCT, openFindings: open });
    const [first] = october;
    expect((await gql('buero', ACK, { id: first.id, ym: OCT, reason: 'geprüft' })).errors).toBeUndefined();
    expect((await gql('buero', '{ monthEndStatus { openFindings } }')).data.monthEndStatus.openFindings).toBe(open - 1);
    const closed = await gql('buero', `mutation { closeMonth(yearMonth: "${OCT}") { fileName } }`);
    expect(closed.errors).toBeUndefined();
    const closings = (await gql('buero', '{ monthEndClosings { yearMonth openFindings reopenedAt } }')).data.monthEndClosings;
    expect(closings.find((c: any) => c.yearMonth === OCT && c.reopenedAt === null)).toMatchObject({ openFindings: open - 1 });
  });
});

describe('demo data', () => {
  it('holds one case of each rule the office should see (employees 2901–2908), in the current month or, early in a month, the previous one', async () => {
    const now = DateTime.now().setZone('Europe/Berlin');
    const months = [now.toFormat('yyyy-MM'), now.minus({ months: 1 }).toFormat('yyyy-MM')];
    let month = months[0];
    if ((await findings(2901, month)).length === 0) month = months[1];
    const expected: [number, string][] = [
      [2901, 'MINIJOB_MONATSGRENZE'],
      [2902, 'KURZFRISTIG_70_TAGE'],
      [2903, 'ARBZG_HOECHSTARBEITSZEIT'],
      [2904, 'ARBZG_RUHEZEIT'],
      [2905, 'JUGENDSCHUTZ'],
      [2906, 'MINDESTLOHN'],
      [2907, 'ARBZG_SONNTAG'],
    ];
    for (const [e, rule] of expected) expect({ e, rules: await rules(e, month) }).toEqual({ e, rules: expect.arrayContaining([rule]) });
    // The Saxon holiday exists where the month has one (Buß- und Bettag in November).
    if (month.endsWith('-11')) expect(await rules(2908, month)).toContain('ARBZG_FEIERTAG');
  });
});

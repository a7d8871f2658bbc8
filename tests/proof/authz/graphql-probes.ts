/**
 * The probes both GraphQL authorization tests send: the demo records they aim at, each
 * operation's arguments (real records for deny cells, harmless ones for allow cells), and the one-field
 * documents. Kept apart from the tests so the matrix test and the field test share them.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isLeafType, isNonNullType, type GraphQLField, type GraphQLSchema } from 'graphql';
import pg from 'pg';
import { appDatabase } from '../../fixtures/accounts.js';
import { OWN_EMPLOYEE, type Caller } from '../sessions.js';
import type { GqlRow, Which } from './graphql-matrix.js';

const SCHEMA_FILE = new URL('../../../schema.graphql', import.meta.url);
export const schema: GraphQLSchema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
export const fieldOf = (op: string): GraphQLField<unknown, unknown> | undefined => {
  const [root, name] = op.split('.');
  return (root === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields()[name];
};

// ---------------------------------------------------------------------------------------------- fixtures

/** Nonexistent ids and keys: they pass any gate and are refused afterwards (404 / 422). */
export const NO_ID = 987_654;
export const NO_UUID = '00000000-0000-4000-8000-000000000000';
export const NO_KEY = 'ffffffffffffffffffffffffffffffff';

export interface Fixture {
  own: Record<Exclude<Caller, 'anon'>, number>;
  /** The account id of each logged-in caller (rights operations take accounts). */
  userOf: Record<Exclude<Caller, 'anon'>, number>;
  other: number;
  worklogOf: Map<number, number>;
  docOf: Map<number, string>;
  taskOf: Map<number, number>;
  orderId: number;
  /** A day of `other` with a passenger entry in `orderId`. */
  witnessDate: string;
  /** That passenger entry. */
  passengerWorklogId: number;
  customerId: number;
  locationId: number;
  marketAreaId: number;
  categoryId: number;
  travelTimeId: number;
  operatorId: number;
  wageId: number;
  employmentId: number;
  competencyId: number;
  registrationUuid: string;
  registrationCode: string;
  confirmationUuid: string;
  calendarDayId: number;
  payrollPageId: number;
  monthEndFileKey: string;
  cashFlowId: number;
  cashFlowOrderId: number;
  roleId: number;
  otherUserId: number;
  taskImportId: number;
  today: string;
  yearMonth: string;
}

export async function loadFixture(noneEmployeeId: number): Promise<Fixture> {
  const c = new pg.Client({ connectionString: appDatabase() });
  await c.connect();
  const one = async (sql: string, params: unknown[] = []) => (await c.query(sql, params)).rows[0];
  try {
    const own = { ...OWN_EMPLOYEE, none: noneEmployeeId };
    const callers = Object.values(own);
    // Another employee, holding no caller's account: active, and — where the demo data has one — with
    // worklogs (passenger entries too), a document, wages and a bonus date, so every cell has something to hide.
    const other = (
      await one(
        `select e.id from employee e where e.active and e.id <> all($1::int[])
         order by exists (select 1 from worklog w where w.employee_id = e.id and w.worklog_type = 'PASSENGER') desc,
                  exists (select 1 from employee_document d where d.employee_id = e.id) desc,
                  exists (select 1 from wage_entry x where x.employee_id = e.id) desc,
                  (e.is_inventory_bonus_eligible_since is not null) desc,
                  e.id
         limit 1`,
        [callers],
      )
    ).id as number;
    const people = [...callers, other];
    const accounts = (await c.query(`select id, username from app_user where username = any($1::text[])`, [['admin', 'buero', 'teamleiter', 'mitarbeiter', 'proof-ohne-rechte']])).rows;
    const account = (u: string) => accounts.find((a) => a.username === u)!.id as number;
    const userOf = { admin: account('admin'), buero: account('buero'), teamleiter: account('teamleiter'), mitarbeiter: account('mitarbeiter'), none: account('proof-ohne-rechte') };
    const map = async (sql: string) => new Map<number, any>((await c.query(sql, [people])).rows.map((r) => [r.employee_id, r.v]));
    const worklogOf = await map(`select employee_id, min(id) v from worklog where employee_id = any($1::int[]) and worklog_type <> 'PASSENGER' group by 1`);
    const docOf = await map(`select employee_id, min(file_key) v from employee_document where employee_id = any($1::int[]) group by 1`);
    const taskOf = await map(`select employee_id, min(id) v from order_task where employee_id = any($1::int[]) group by 1`);
    // The order and day of another's passenger entry: the field test's witness that passenger data exists there.
    const order =
      (await one(`select order_id id, to_char(date, 'YYYY-MM-DD') d, id w from worklog where employee_id = $1 and worklog_type = 'PASSENGER' order by date desc limit 1`, [other])) ??
      (await one(`select order_id id, to_char(date, 'YYYY-MM-DD') d, id w from worklog where id = $1`, [worklogOf.get(other)])) ??
      (await one(`select id, to_char(valid_from, 'YYYY-MM-DD') d, ${NO_ID} w from orders order by id limit 1`));
    const cash = (await one(`select id, order_id from cash_flow order by id limit 1`)) ?? { id: NO_ID, order_id: NO_ID };
    return {
      own,
      userOf,
      other,
      worklogOf,
      docOf,
      taskOf,
      orderId: order.id,
      witnessDate: order.d,
      passengerWorklogId: order.w,
      customerId: (await one(`select id from customer order by id limit 1`))?.id ?? NO_ID,
      locationId: (await one(`select id from company_location order by id limit 1`))?.id ?? NO_ID,
      marketAreaId: (await one(`select id from market_area order by id limit 1`))?.id ?? NO_ID,
      categoryId: (await one(`select id from market_area_category order by id limit 1`))?.id ?? NO_ID,
      travelTimeId: (await one(`select id from customer_travel_time order by id limit 1`))?.id ?? NO_ID,
      operatorId: (await one(`select id from order_operator order by id limit 1`))?.id ?? NO_ID,
      wageId: (await one(`select id from wage_entry where employee_id = $1 order by id limit 1`, [other]))?.id ?? NO_ID,
      employmentId: (await one(`select id from employment_entry where employee_id = $1 order by id limit 1`, [other]))?.id ?? NO_ID,
      competencyId: (await one(`select id from employee_competency order by id limit 1`))?.id ?? NO_ID,
      registrationUuid: (await one(`select uuid from registration order by created_at limit 1`))?.uuid ?? NO_UUID,
      registrationCode: (await one(`select code from registration_code where used_at is null order by id limit 1`))?.code ?? 'ABCD',
      confirmationUuid: (await one(`select uuid from inventory_confirmation order by created_at limit 1`))?.uuid ?? NO_UUID,
      calendarDayId: (await one(`select id from calendar_data order by id limit 1`))?.id ?? NO_ID,
      payrollPageId: (await one(`select id from unassigned_payroll_page order by id limit 1`))?.id ?? NO_ID,
      monthEndFileKey: (await one(`select file_key from month_end_closing order by id limit 1`))?.file_key ?? NO_KEY,
      cashFlowId: cash.id,
      cashFlowOrderId: cash.order_id,
      roleId: (await one(`select id from app_role where name = 'Aushilfe'`)).id,
      otherUserId: (await one(`select id from app_user where employee_id = $1`, [other]))?.id ?? NO_ID,
      taskImportId: (await one(`select id from order_task_import order by id limit 1`))?.id ?? NO_ID,
      today: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }),
      yearMonth: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }).slice(0, 7),
    };
  } finally {
    await c.end();
  }
}

// ---------------------------------------------------------------------------------------------- arguments

/**
 * One cell's arguments. `real`: the deny cells' existing records (a missing gate would act on them).
 * `safe`: what the allow cells send — passes the gate, then is refused (nonexistent, invalid) or reads.
 * `subject`: the value of the row's subject argument for this cell (own or another's), or null when the
 * caller has no such record (the cell is skipped and counted as not applicable).
 */
export interface ArgCtx {
  f: Fixture;
  real: boolean;
  subject: any;
}
type ArgFn = (x: ArgCtx) => Record<string, unknown>;
const id = (x: ArgCtx, real: number) => (x.real ? real : NO_ID);

export const ARGS: Record<string, ArgFn> = {
  // auth
  // One username per cell: concurrent attempts of one username take the limiter's points before verifying.
  'Mutation.login': (x) => ({ username: x.subject, password: 'demo1234' }),
  'Mutation.changePassword': () => ({ input: { currentPassword: '', newPassword: 'x' } }),
  'Mutation.confirmSecondFactorEnrolment': () => ({ code: '000000' }),
  'Mutation.disableSecondFactor': () => ({ code: '000000' }),
  'Mutation.logClientEvent': () => ({ input: { level: 'INFO', message: 'authz matrix probe' } }),
  // employees
  'Query.employeeLookup': () => ({ term: 'Mül' }),
  'Query.employee': (x) => ({ id: x.subject }),
  'Query.employeeSummary': (x) => ({ id: x.subject }),
  'Mutation.createEmployee': () => ({ input: { employee: {}, wage: {}, employment: {} } }),
  'Mutation.updateEmployee': (x) => ({ id: x.real ? x.subject : NO_ID, input: { firstName: x.real ? undefined : 'X' }, replace: false }),
  'Mutation.reactivateEmployee': (x) => ({ id: x.real ? x.subject : NO_ID, input: {} }),
  'Mutation.issueWelcomeLetter': (x) => ({ id: x.real ? x.subject : NO_ID }),
  'Mutation.addWage': (x) => ({ employeeId: x.real ? x.subject : NO_ID, input: { wage: 1, wageType: 'WAG', validFrom: x.f.yearMonth } }),
  'Mutation.updateWage': (x) => ({ employeeId: x.real ? x.subject : NO_ID, wageId: id(x, x.f.wageId), input: {} }),
  'Mutation.deleteWage': (x) => ({ employeeId: x.real ? x.subject : NO_ID, wageId: id(x, x.f.wageId) }),
  'Mutation.addEmployment': (x) => ({ employeeId: x.real ? x.subject : NO_ID, input: { employmentType: 'FUL', validFrom: x.f.today } }),
  'Mutation.updateEmployment': (x) => ({ employeeId: x.real ? x.subject : NO_ID, employmentId: id(x, x.f.employmentId), input: {} }),
  'Mutation.deleteEmployment': (x) => ({ employeeId: x.real ? x.subject : NO_ID, employmentId: id(x, x.f.employmentId) }),
  'Query.employeeCompetency': (x) => ({ employeeId: x.subject }),
  'Mutation.saveEmployeeCompetency': (x) => ({ employeeId: x.real ? x.subject : NO_ID, input: {} }),
  'Mutation.updateEmployeeCompetency': (x) => ({ id: id(x, x.f.competencyId), input: {} }),
  // inventories administration
  'Query.companyLocation': (x) => ({ id: x.f.locationId }),
  'Mutation.saveCompanyLocation': (x) => ({ id: id(x, x.f.locationId), input: {} }),
  'Mutation.deleteCompanyLocation': (x) => ({ id: id(x, x.f.locationId) }),
  'Query.marketAreaCategory': (x) => ({ id: x.f.categoryId }),
  'Mutation.saveMarketArea': (x) => ({ id: id(x, x.f.marketAreaId), input: {} }),
  'Mutation.deleteMarketArea': (x) => ({ id: id(x, x.f.marketAreaId) }),
  'Mutation.saveMarketAreaCategory': (x) => ({ id: id(x, x.f.categoryId), input: {} }),
  'Mutation.deleteMarketAreaCategory': (x) => ({ id: id(x, x.f.categoryId) }),
  // customers
  'Query.customerSearch': () => ({ term: 'Markt' }),
  'Query.customer': (x) => ({ id: x.f.customerId }),
  'Query.customerOrders': (x) => ({ id: x.f.customerId }),
  'Query.customerTravelTimes': (x) => ({ customerId: x.f.customerId }),
  'Mutation.createCustomer': () => ({ input: {} }),
  'Mutation.updateCustomer': (x) => ({ id: id(x, x.f.customerId), input: {} }),
  'Mutation.deleteCustomer': (x) => ({ id: id(x, x.f.customerId) }),
  'Mutation.createCustomerTravelTime': (x) => ({ customerId: id(x, x.f.customerId), companyLocationId: id(x, x.f.locationId), travelTime: 10 }),
  'Mutation.updateCustomerTravelTime': (x) => ({ id: id(x, x.f.travelTimeId), travelTime: 10 }),
  // orders
  'Query.order': (x) => ({ id: x.f.orderId }),
  'Query.orderAssignments': (x) => ({ orderId: x.f.orderId }),
  'Query.orderFindEmployee': (x) => ({ orderId: x.f.orderId, term: 'Mül' }),
  'Query.orderHistory': (x) => ({ orderId: x.f.orderId }),
  'Query.ordersExport': (x) => ({ from: x.f.today, to: x.f.today }),
  'Mutation.createOrder': () => ({ input: {} }),
  'Mutation.updateOrder': (x) => ({ id: id(x, x.f.orderId), input: {} }),
  'Mutation.patchOrder': (x) => ({ id: id(x, x.f.orderId), input: { notes: 'authz matrix probe' } }),
  'Mutation.deleteOrder': (x) => ({ id: id(x, x.f.orderId) }),
  'Mutation.assignEmployee': (x) => ({ orderId: id(x, x.f.orderId), employeeId: x.f.other, assignmentType: 'EMP' }),
  'Mutation.unassignEmployee': (x) => ({ orderId: id(x, x.f.orderId), employeeId: x.f.other }),
  'Mutation.assignTeamLeader': (x) => ({ orderId: id(x, x.f.orderId), employeeId: x.f.other }),
  'Mutation.assignCustomer': (x) => ({ orderId: id(x, x.f.orderId), customerId: x.f.customerId }),
  'Mutation.unassignCustomer': (x) => ({ orderId: id(x, x.f.orderId), customerId: x.f.customerId }),
  'Mutation.updateChecklist': (x) => ({ orderId: id(x, x.f.orderId), items: [] }),
  'Query.orderOperators': (x) => ({ orderId: x.f.orderId }),
  'Query.orderOperatorWorklogs': (x) => ({ orderId: x.f.orderId }),
  'Mutation.createOrderOperator': (x) => ({ orderId: id(x, x.f.orderId), input: {} }),
  'Mutation.updateOrderOperator': (x) => ({ orderId: id(x, x.f.orderId), operatorId: id(x, x.f.operatorId), input: {} }),
  'Mutation.deleteOrderOperator': (x) => ({ orderId: id(x, x.f.orderId), operatorId: id(x, x.f.operatorId) }),
  // worklogs and per diems
  'Query.worklog': (x) => ({ id: x.subject }),
  'Query.employeeWorklogs': (x) => ({ employeeId: x.subject }),
  'Query.orderWorklogs': (x) => ({ orderId: x.f.orderId }),
  'Query.clockingHistory': (x) => ({ employeeId: x.subject, date: x.f.today }),
  'Query.clockingAuditHistory': (x) => ({ employeeId: x.subject, date: x.f.today }),
  'Query.availableOrders': (x) => ({ date: x.f.today }),
  'Mutation.createWorklog': (x) => ({ input: x.real ? { employeeId: x.f.other, orderId: x.f.orderId, date: x.f.today, start: '03:00', end: '03:01', worklogType: 'WORK' } : {} }),
  'Mutation.updateWorklog': (x) => ({ id: x.real ? x.subject : NO_ID, input: {} }),
  'Mutation.deleteWorklog': (x) => ({ id: x.real ? x.subject : NO_ID }),
  'Query.employeePerDiems': (x) => ({ employeeId: x.subject }),
  'Query.orderPerDiems': (x) => ({ orderId: x.f.orderId }),
  'Query.orderPerDiemDays': (x) => ({ orderId: x.f.orderId }),
  'Query.recentOrderPerDiems': (x) => ({ orderId: x.f.orderId }),
  'Mutation.setPerDiems': (x) => ({ employeeIds: x.real ? [x.f.other] : [NO_ID], input: x.real ? { orderId: x.f.orderId, date: x.f.today, catering: 0, misc: 0 } : {} }),
  'Mutation.setPerDiemBatches': (x) => ({ batches: [{ employeeIds: x.real ? [x.f.other] : [NO_ID], input: x.real ? { orderId: x.f.orderId, date: x.f.today, catering: 0, misc: 0 } : {} }] }),
  // timeclock
  'Query.timeclockOrder': (x) => ({ orderId: x.f.orderId }),
  'Query.timeclockEmployeeSearch': (x) => ({ orderId: x.f.orderId, term: 'Mül' }),
  'Mutation.clockEmployees': (x) => ({ input: { orderId: id(x, x.f.orderId), employees: [] } }),
  // settings, calendar, confirmations
  'Query.setting': () => ({ id: 3 }),
  'Query.settingByName': () => ({ name: 'earliestValidFrom' }),
  'Query.calendarDays': (x) => ({ from: x.f.today, to: x.f.today }),
  'Query.calendarDay': (x) => ({ id: x.f.calendarDayId }),
  'Mutation.saveCalendarDay': (x) => ({ input: x.real ? { id: x.f.calendarDayId } : { id: NO_ID } }),
  'Query.orderConfirmation': (x) => ({ orderId: x.f.orderId }),
  'Mutation.confirmInventory': (x) => ({ uuid: x.real ? x.f.confirmationUuid : NO_UUID, input: { confirm: false } }),
  'Query.publicConfirmation': () => ({ uuid: NO_UUID }),
  'Mutation.savePublicConfirmation': () => ({ uuid: NO_UUID, input: {} }),
  'Query.calendarFeedIcs': () => ({ token: 'A'.repeat(43) }),
  // registrations
  'Query.registration': () => ({ uuid: NO_UUID }),
  'Query.registrationFiles': () => ({ uuid: NO_UUID }),
  'Query.registrationFile': (x) => ({ uuid: x.f.registrationUuid, key: NO_KEY }),
  'Mutation.startRegistration': () => ({ registrationCode: '!' }),
  'Mutation.updateRegistration': () => ({ uuid: NO_UUID, input: {} }),
  'Mutation.finishRegistration': () => ({ uuid: NO_UUID }),
  'Mutation.uploadRegistrationFile': () => ({ uuid: NO_UUID }),
  'Mutation.deleteRegistrationFile': () => ({ uuid: NO_UUID, context: 'MISC', fileName: 'x.pdf' }),
  'Query.registrationCodes': () => ({ includeUsed: false }),
  'Mutation.createRegistrationCode': () => ({ registrationType: 'SHORT_TERM' }),
  'Mutation.deleteRegistrationCode': (x) => ({ code: x.real ? x.f.registrationCode : 'ZZZZ' }),
  'Mutation.deleteRegistration': (x) => ({ uuid: x.real ? x.f.registrationUuid : NO_UUID }),
  // month end and archive
  'Query.monthEndFile': (x) => ({ key: x.f.monthEndFileKey }),
  'Query.complianceFindings': (x) => ({ yearMonth: x.real ? '2026-11' : '2000-13' }),
  'Mutation.acknowledgeComplianceFinding': (x) => ({ id: 'ARBZG_RUHEZEIT:1:2000-01-01', yearMonth: '2000-01', reason: x.real ? 'Prüfung der Rechte' : '' }),
  'Mutation.updateLegalValues': (x) => ({ input: x.real ? { shortTermMaxDays: [{ validFrom: '2019-01-01', value: 70 }] } : { minimumWage: [] } }),
  'Mutation.closeMonth': (x) => ({ yearMonth: x.real ? null : '2000-13' }),
  'Mutation.reopenMonth': (x) => ({ yearMonth: x.real ? x.f.yearMonth : '2000-13' }),
  'Mutation.updatePayrollExportSettings': (x) => ({ input: x.real ? {} : { consultantNumber: 'x' } }),
  'Query.payrollPreview': (x) => ({ yearMonth: x.real ? x.f.yearMonth : '2000-13' }),
  'Query.payrollPreviewFile': (x) => ({ yearMonth: x.real ? x.f.yearMonth : '2000-13' }),
  // e-mail outbox
  'Query.outboxMessage': () => ({ id: NO_ID }),
  'Mutation.resendOutboxMessage': () => ({ id: NO_ID }),
  'Mutation.updateMessageSettings': (x) => ({ input: x.real ? {} : { officeEmail: 'keine-adresse' } }),
  'Mutation.updatePerDiemSettings': (x) => ({ input: x.real ? {} : { breakfastDeduction: -1 } }),
  'Query.unassignedPayrollPageFile': (x) => ({ id: x.f.payrollPageId }),
  'Mutation.uploadPayrollDocument': () => ({}),
  'Mutation.assignPayrollPage': (x) => ({ id: id(x, x.f.payrollPageId), employeeId: x.f.other }),
  'Query.archive': (x) => ({ employeeId: x.subject }),
  'Query.archiveFile': (x) => ({ key: x.subject }),
  // rights
  'Query.rightsUser': (x) => ({ id: x.f.otherUserId }),
  'Query.role': (x) => ({ id: x.f.roleId }),
  'Query.roleUsers': (x) => ({ id: x.f.roleId }),
  'Mutation.assignRole': (x) => ({ roleId: x.f.roleId, userId: x.real ? x.subject : NO_ID }),
  'Mutation.unassignRole': (x) => ({ roleId: x.f.roleId, userId: x.real ? x.subject : NO_ID }),
  'Mutation.createRole': (x) => ({ input: x.real ? { name: 'Authz-Probe' } : {} }),
  'Mutation.updateRole': (x) => ({ id: id(x, x.f.roleId), input: {} }),
  'Mutation.deleteRole': (x) => ({ id: id(x, x.f.roleId) }),
  'Mutation.grantAuthority': (x) => ({ roleId: id(x, x.f.roleId), authority: 'Statistic' }),
  'Mutation.revokeAuthority': (x) => ({ roleId: id(x, x.f.roleId), authority: 'Statistic' }),
  'Query.globalSearch': () => ({ term: 'Mül' }),
  // tasks and performance
  'Query.orderTasks': (x) => ({ orderId: x.f.orderId }),
  'Mutation.createOrderTask': (x) => ({ input: x.real ? { orderId: x.f.orderId, date: x.f.today, label: 'Authz-Probe', employeeId: x.f.other } : {} }),
  'Mutation.updateOrderTask': (x) => ({ id: x.real ? x.subject : NO_ID, input: { completed: true } }),
  'Mutation.deleteOrderTask': (x) => ({ id: id(x, x.f.taskOf.get(x.f.other) ?? NO_ID) }),
  'Mutation.importOrderTasks': () => ({}),
  'Mutation.deleteOrderTaskImport': (x) => ({ id: id(x, x.f.taskImportId) }),
  'Query.countingPerformances': (x) => ({ employeeId: x.subject }),
  'Query.dailyStatistic': (x) => ({ employeeIds: x.subject }),
  // statistics
  'Query.orderMonthlySummaries': (x) => ({ orderId: x.f.orderId }),
  'Query.orderCashFlows': (x) => ({ orderId: x.f.cashFlowOrderId }),
  'Query.cashFlowDefault': (x) => ({ orderId: x.f.cashFlowOrderId }),
  'Mutation.saveCashFlow': (x) => ({ orderId: id(x, x.f.cashFlowOrderId), id: id(x, x.f.cashFlowId), input: {} }),
  'Mutation.deleteCashFlow': (x) => ({ orderId: id(x, x.f.cashFlowOrderId), id: id(x, x.f.cashFlowId) }),
  'Mutation.refreshOrderSummaries': (x) => ({ yearMonth: x.real ? x.f.yearMonth : '2000-13' }),
  'Mutation.refreshOrderSummary': (x) => ({ orderId: id(x, x.f.orderId), yearMonth: x.f.yearMonth }),
  'Mutation.savePayrollTaxFactors': (x) => ({ input: x.real ? {} : { FUL: 99 } }),
};

/** The subject value of a cell: the caller's own record or another's; null when the caller has none. */
export function subjectOf(row: GqlRow, f: Fixture, caller: Caller, which: Which): any {
  if (row.op === 'Mutation.login') return { admin: 'admin', buero: 'buero', teamleiter: 'teamleiter', mitarbeiter: 'mitarbeiter', none: 'aushilfe', anon: 'mitarbeiter' }[caller];
  if (!row.subject || !which) return undefined;
  // anon's "own" record: a real one (mitarbeiter's), so a missing login check would really answer it.
  const emp = which === 'self' ? (caller === 'anon' ? f.own.mitarbeiter : f.own[caller]) : f.other;
  if (!emp) return null; // the none account may have no employee
  switch (row.op) {
    case 'Query.worklog':
    case 'Mutation.updateWorklog':
    case 'Mutation.deleteWorklog':
      return f.worklogOf.get(emp) ?? null;
    case 'Query.archiveFile':
      return f.docOf.get(emp) ?? null;
    case 'Mutation.updateOrderTask':
      return f.taskOf.get(emp) ?? null;
    case 'Query.dailyStatistic':
      return [emp];
    case 'Mutation.assignRole':
    case 'Mutation.unassignRole':
      return which === 'self' ? f.userOf[caller === 'anon' ? 'mitarbeiter' : caller] : f.otherUserId;
    default:
      return emp;
  }
}

// ---------------------------------------------------------------------------------------------- documents

/** `query($a: Int!) { op(a: $a) { __typename } }` with exactly the variables given (nulls included). */
export function documentFor(op: string, vars: Record<string, unknown>): string {
  const [root, name] = op.split('.');
  const field = fieldOf(op)!;
  const used = field.args.filter((a) => a.name in vars && vars[a.name] !== undefined);
  const missing = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined && !used.includes(a));
  if (missing.length) throw new Error(`${op}: no value for required ${missing.map((a) => a.name).join(', ')}`);
  const decl = used.length ? `(${used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ')})` : '';
  const call = used.length ? `(${used.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const named = getNamedType(field.type);
  const selection = isLeafType(named) ? '' : ' { __typename }';
  return `${root === 'Query' ? 'query' : 'mutation'} Probe${decl} { ${name}${call}${selection} }`;
}

/** Drops undefined members (GraphQL input objects must not carry them as keys with no value). */
export function clean(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(clean);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => [k, clean(x)]));
  return v;
}

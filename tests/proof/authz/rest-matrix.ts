/**
 * The REST face's authorization matrix: the ONE reviewed place that says who may call which
 * `/api` path. One row per documented path (spec/rest-paths.txt, copied as tests/proof/rest-paths.txt) and per
 * path the server registers beyond it (`undocumented: true`).
 *
 * Where the expectations come from (not from observing the server):
 * - spec 1 §2.1/§6, spec 2 §2/§6, spec 3 §2.1/§6 (route requirements and the authority tables);
 * - where the spec is silent, the project's written decisions (docs/decisions/; the area is named
 *   in the row's note) — each such row says `decided:` in its note;
 * - the demo roles' authorities (server/src/db/seeds/demo-accounts.ts); "none" holds no role, "anon"
 *   has no session. Administrator holds every authority (grantsAll).
 * - spec README: a check passes by exact name or by group prefix (a requirement without underscore is
 *   a group and admits any authority of that group).
 *
 * Reading a row:
 *   by      any one of these admits the caller; 'A&B' needs both. [] = nobody by authority.
 *   login   any logged-in caller (no authority needed).
 *   public  anyone, also without a session.
 *   takes   the path (or body) names an employee ('employee') or a record ('record'): cells run with
 *           ANOTHER employee's / someone else's record ('other'), and — when `self` is set — also with
 *           the caller's own ('own').
 *   self    'allow': one's own record passes without `by` (`byOwn` when own needs other rights);
 *           'deny': one's own record is refused even with `by`.
 *   hides   a refused 'other' cell may answer 404 (the server hides whether the record exists).
 *   gone    a refused cell may answer 410 (a finished registration is closed for everybody).
 *
 * `npx vitest run --config tests/proof/vitest.config.ts authz/rest-matrix` prints the expanded table
 * with PROOF_PRINT=1 (and on any failure).
 */
import { DEMO_ROLES, DEMO_USERS } from '../../../server/src/db/seeds/demo-accounts.js';

export const CALLERS = ['admin', 'buero', 'teamleiter', 'mitarbeiter', 'none', 'anon'] as const;
export type Caller = (typeof CALLERS)[number];
export type Target = 'own' | 'other' | 'any';
export type Expected = 'allow' | 'deny';

export interface RestRow {
  /** "METHOD /path" exactly as in rest-paths.txt ({name} parameters, no /api prefix). */
  route: string;
  by?: readonly string[];
  byOwn?: readonly string[];
  login?: true;
  public?: true;
  takes?: 'employee' | 'record';
  self?: 'allow' | 'deny';
  hides?: true;
  gone?: true;
  /** Registered by the server but not in the spec's list. */
  undocumented?: true;
  note?: string;
}

const SA = 'Superadmin';
const VIEW_WORKLOGS = ['Accounting_Overview_ViewOther', 'Accounting_Employee_ViewWorklogs', 'Order_Worklogs', SA];
const LOOKUP = ['Employee', SA, 'Accounting', 'Order', 'Inventory', 'Authorization', 'Timeclock', 'Statistic', 'Registration'];
const READ_EMPLOYEES = ['Employee', SA];
const READ_COMPETENCIES = ['Employee', SA, 'Inventory_EditEmployeeCompetencies'];
const EDIT_COMPETENCIES = ['Inventory_EditEmployeeCompetencies', 'Employee_EditOther_Edit', SA];
const READ_ORDERS = ['Order', 'Timeclock', SA];
const LIST_ORDERS = ['Order_Overview_ListOrders', SA];
const EDIT_ORDERS = ['Order_Overview_EditOrders', SA];
const READ_CUSTOMERS = ['Customer', 'Order', SA];
/** The whole list and its search: the customer area and the order editors' picker (spec 3 §6; not the team leader's). */
const LIST_CUSTOMERS = ['Customer', 'Order_Overview_CreateOrders', 'Order_Overview_EditOrders', SA];
const EDIT_CUSTOMERS = ['Customer_EditCustomers', SA];
const INV_ADMIN = ['Inventory_EditAdministration', SA];
const READ_MARKET_AREAS = ['Inventory', 'Order', 'Customer', SA];
const TASK_MANAGER = ['Inventory_ViewTasksManager', SA];
const STAT = ['Statistic', SA];
const CASHFLOW = ['Statistic&Accounting_Overview_ViewWageAndCosts', SA];
const MONTH_END = ['MonthEndClosing', SA];
const VIEW_USERS = ['Authorization_ViewUsers', SA];
const VIEW_ROLES = ['Authorization_ViewRoles', 'Authorization_ViewUsers', SA];
const EDIT_USERS = ['Authorization_EditUsers', SA];
const EDIT_ROLES = ['Authorization_EditRoles', SA];
const OPERATORS_VIEW = ['Order_Overview_EditOrders', 'Timeclock', SA];
const OPERATORS_EDIT = ['Order_Overview_EditOrders', 'Timeclock_Clocking', SA];
const PER_DIEM_EDIT = ['PerDiem_Edit_Edit', SA];
const REGISTRATION = ['Registration', SA];

export const REST_MATRIX: readonly RestRow[] = [
  // ---------------------------------------------------------------- spec 1: session, defaults, logger
  { route: 'GET /auth', public: true, note: 'who am I: answers authenticated false without a session (decisions: FND-1)' },
  { route: 'POST /login', public: true },
  { route: 'POST /logout', public: true },
  { route: 'PATCH /auth/password', login: true, note: 'always the own password (no id in the path)' },
  { route: 'GET /defaults', login: true, note: 'spec 1 §7: fetched after authentication' },
  { route: 'POST /logger', public: true, note: 'decided: the public registration pages log errors too (PUBLIC_OPERATIONS)' },
  // ---------------------------------------------------------------- spec 1: employees
  { route: 'GET /v2/employees', login: true, note: 'spec 1 §2.3: without Employee only the own record is listed (rows checked in rest-fields)' },
  { route: 'GET /employees/search', by: LOOKUP, note: 'decided (employee.policy canLookUp): name lookups for the orders, accounting, rights, timeclock, statistics, registration and inventories screens' },
  { route: 'GET /employees/default', by: ['Employee_Create_Create', 'Registration_EditRegistrations'], note: 'spec 1 §6 / spec 2 §6: the create dialog, also from a registration' },
  { route: 'GET /employees/{id}', by: READ_EMPLOYEES, takes: 'employee', self: 'allow', note: 'spec 1 §2.3: everybody reaches the own employee page; others need the Employee group (decided)' },
  { route: 'GET /v2/employees/{id}', by: READ_EMPLOYEES, takes: 'employee', self: 'allow' },
  { route: 'GET /employees/{id}/summary', by: READ_EMPLOYEES, takes: 'employee', self: 'allow' },
  { route: 'POST /employees', by: ['Employee_Create_Create', 'Registration_EditRegistrations'], note: 'spec 1 §6, spec 2 §6' },
  { route: 'POST /employees/{id}/welcome', by: [SA, 'Employee_Create_Create'], takes: 'employee', note: 'spec 1 §4: a welcome PDF after every creation from a new form; spec 1 §2.5/§6 name Superadmin for RE-creating. Decided (no account takeover, tests/api/account-takeover): Employee_Create_Create issues the first letter of an account never used whose authorities it holds itself; re-creating it for a used account is for the Superadmin only' },
  { route: 'PUT /employees/{id}', by: ['Employee_EditOther_Edit', 'Employee_EditInventoryBonusEligible', SA], takes: 'employee', note: 'spec 1 §6; the bonus right alone changes only the bonus fields (field rule, not this gate)' },
  { route: 'PATCH /employees/{id}', by: ['Employee_EditOther_Edit', 'Employee_EditInventoryBonusEligible', SA], takes: 'employee' },
  { route: 'POST /v2/employees/{id}/reactivate', by: [SA], takes: 'employee', note: 'spec 1 §6' },
  { route: 'GET /employees/{id}/wages', by: READ_EMPLOYEES, takes: 'employee', self: 'allow', note: 'the wage figures themselves are field cells (rest-fields)' },
  { route: 'POST /employees/{id}/wages', by: ['Superadmin&Accounting_Overview_ViewWageAndCosts'], takes: 'employee', self: 'deny', note: 'spec 1 §6 + decided (no account takeover): nobody changes the own wage' },
  { route: 'PATCH /employees/{id}/wages/{wageId}', by: ['Employee_EditOther_Edit&Accounting_Overview_ViewWageAndCosts', 'Superadmin&Accounting_Overview_ViewWageAndCosts'], takes: 'employee', self: 'deny' },
  { route: 'DELETE /employees/{id}/wages/{wageId}', by: ['Superadmin&Accounting_Overview_ViewWageAndCosts'], takes: 'employee', self: 'deny' },
  { route: 'POST /employees/{id}/employments', by: [SA], takes: 'employee', note: 'spec 1 §6: add/delete entries is Superadmin' },
  { route: 'PATCH /employees/{id}/employments/{employmentId}', by: ['Employee_EditOther_Edit', SA], takes: 'employee' },
  { route: 'DELETE /employees/{id}/employments/{employmentId}', by: [SA], takes: 'employee' },
  { route: 'GET /v2/employees/{id}/worklogs', by: ['Accounting_Overview_ViewOther', 'Accounting_Employee_ViewWorklogs', SA], takes: 'employee', self: 'allow', note: 'spec 2 §2.7 own hours overview; another\'s month: the accounting rights (spec 1 §6). Order_Worklogs is the order tab (spec 3 §6), it does not open a colleague\'s month' },
  { route: 'GET /v2/employees/{id}/perdiems', by: ['PerDiem_View_Order', 'Accounting_Employee_ViewPerDiems', SA], takes: 'employee', self: 'allow' },
  { route: 'GET /v2/employees/{id}/competencies', by: READ_COMPETENCIES, takes: 'employee', self: 'allow' },
  { route: 'POST /v2/employees/{id}/competencies', by: EDIT_COMPETENCIES, takes: 'employee', note: 'spec 3 §2.6 competencies tab (Inventory_EditEmployeeCompetencies); decided: the employee editor too' },
  { route: 'PUT /v2/employees/{id}/competencies/{competencyId}', by: EDIT_COMPETENCIES, takes: 'employee' },
  { route: 'GET /v2/employees/{id}/counting-performances', by: STAT, takes: 'employee', self: 'allow', note: 'spec 3 §2.6: another employee only with Statistic; decided: the own always' },
  { route: 'GET /employee-competencies', by: READ_COMPETENCIES },
  { route: 'POST /employee-competencies/{employeeId}', by: EDIT_COMPETENCIES, takes: 'employee' },
  { route: 'PUT /employee-competencies/{id}', by: EDIT_COMPETENCIES, takes: 'record' },
  { route: 'GET /inventories/company-locations', login: true, note: 'decided (Customers, company locations): every form picks from them' },
  // ---------------------------------------------------------------- spec 1: worklogs, accounting, per diems
  { route: 'GET /worklogs/{id}', by: VIEW_WORKLOGS, takes: 'record', self: 'allow', note: 'one entry: also the order worklogs tab\'s edit dialog (Order_Worklogs)' },
  { route: 'POST /worklogs', by: ['Accounting_Employee_CreateWorklogs', SA], takes: 'employee', note: 'spec 1 §6; decided (Worklogs): booking needs Accounting_Employee_CreateWorklogs, Order_Worklogs_CreateWorklog (spec 3 §6) only shows the order tab\'s button; employee id in the body' },
  {
    route: 'PUT /worklogs/{id}',
    by: ['Accounting_Overview_EditOther', 'Order_Worklogs_OtherEdit', 'Accounting_Employee_EditWorklogs', SA],
    byOwn: ['Accounting_Overview_EditSelf', 'Order_Worklogs_SelfEdit', 'Accounting_Employee_EditWorklogs', SA],
    takes: 'record',
    self: 'allow',
    note: 'spec 1 §6 / spec 3 §6: SelfEdit for one\'s own, OtherEdit for others\'',
  },
  { route: 'DELETE /worklogs/{id}', by: ['Accounting_Employee_DeleteWorklogs', 'Order_Worklogs_DeleteWorklog', SA], takes: 'record' },
  { route: 'GET /accounting/worklog/availableOrders', by: ['Accounting_Employee_CreateWorklogs', 'Accounting_Overview_EditSelf', 'Order_Worklogs_SelfEdit', 'Accounting_Employee_EditWorklogs', 'PerDiem_Edit_Edit', SA], note: 'decided (worklog.policy canListDayOrders): the worklog and per-diem dialogs' },
  { route: 'GET /accounting/employees', login: true, note: 'spec 1 §2.6: without Accounting_Overview_ViewOther only the own row (same data as the own hours overview; rows checked in rest-fields)' },
  { route: 'GET /accounting/worklog/employees', by: LOOKUP },
  { route: 'PUT /perdiems/employee/{employeeId}', by: PER_DIEM_EDIT, takes: 'employee', note: 'spec 1 §6' },
  { route: 'PUT /perdiems/order/{orderId}', by: PER_DIEM_EDIT, takes: 'record' },
  // ---------------------------------------------------------------- spec 2: registration
  { route: 'POST /registrations', public: true, note: 'spec 2 §6: by code, no login' },
  { route: 'GET /registrations', by: REGISTRATION, note: 'spec 2 §2.3 finished list; decided: the Registration group' },
  { route: 'GET /registrations/{uuid}', public: true, by: [], takes: 'record', self: 'allow', gone: true, note: 'own = an unfinished registration (the applicant\'s, public by uuid); other = a finished one: 410 for everybody (spec 2 §7; the office reads it through the list)' },
  { route: 'PATCH /registrations/{uuid}', public: true, by: [], takes: 'record', self: 'allow', gone: true, note: 'finished: closed for everybody (410)' },
  { route: 'DELETE /registrations/{uuid}', by: ['Registration_DeleteRegistrations'], takes: 'record', note: 'spec 2 §2.3 delete icon; decided: Registration_DeleteRegistrations' },
  { route: 'POST /registrations/{uuid}/finish', public: true, by: [], takes: 'record', self: 'allow', gone: true },
  { route: 'GET /registrations/{uuid}/files', public: true, by: REGISTRATION, takes: 'record', self: 'allow', gone: true, note: 'finished: the Registration group (the office opens the uploads)' },
  { route: 'POST /registrations/{uuid}/files', public: true, by: [], takes: 'record', self: 'allow', gone: true },
  { route: 'GET /registrations/{uuid}/files/{fileId}', public: true, by: REGISTRATION, takes: 'record', self: 'allow', gone: true, hides: true, note: 'other = an upload of a finished registration (generated documents stay public 60 minutes after finishing: decided, Registration)' },
  { route: 'DELETE /registrations/{uuid}/files/{context}/{fileName}', public: true, by: [], takes: 'record', self: 'allow', gone: true },
  // ---------------------------------------------------------------- spec 2: timeclock
  { route: 'GET /timeclock', by: ['Timeclock', SA], note: 'decided (Timeclock): the Timeclock group' },
  { route: 'GET /timeclock/{orderId}', by: ['Timeclock', SA], takes: 'record' },
  { route: 'GET /timeclock/{orderId}/employees', by: ['Timeclock_Clocking', SA], takes: 'record', note: 'spec 2 §2.5: the clock tabs need Timeclock_Clocking' },
  { route: 'POST /timeclock/{orderId}/clock', by: ['Timeclock_Clocking', SA], takes: 'record' },
  // ---------------------------------------------------------------- spec 3: orders
  { route: 'GET /orders/{id}', by: READ_ORDERS, takes: 'record', note: 'spec 3 §2.1 Order_Overview; spec 2: the timeclock loads the order (Timeclock)' },
  { route: 'POST /orders', by: ['Order_Overview_CreateOrders', SA], note: 'spec 3 §6' },
  { route: 'PUT /orders/{id}', by: EDIT_ORDERS, takes: 'record' },
  { route: 'GET /orders', by: READ_ORDERS, note: 'order search by term' },
  { route: 'GET /v2/orders/{id}', by: READ_ORDERS, takes: 'record' },
  { route: 'PATCH /v2/orders/{id}', by: EDIT_ORDERS, takes: 'record' },
  { route: 'DELETE /v2/orders/{id}', by: EDIT_ORDERS, takes: 'record' },
  { route: 'GET /v2/orders', by: LIST_ORDERS, note: 'spec 3 §2.2 "Tabs (shown with Order_Overview_ListOrders): overview, calendar, planning"; the tasks tab\'s one-day INV list for task managers is a narrower call (rest-fields)' },
  { route: 'GET /v2/orders/export', by: LIST_ORDERS },
  { route: 'GET /v2/orders/{id}/worklogs', by: ['Order_Worklogs', SA], takes: 'record', note: 'spec 3 §6 worklogs tab' },
  { route: 'GET /v2/orders/{id}/assignments', by: ['Order_OrderAssignment_View', 'Order_Overview_EditOrders', SA], takes: 'record' },
  { route: 'POST /orders/{id}/assignEmployee', by: ['Order_OrderAssignment_CreateEmployeeAssignment', SA], takes: 'record', note: 'assignmentType EMP' },
  { route: 'POST /orders/{id}/unassignEmployee/{employeeId}', by: ['Order_OrderAssignment_DeleteEmployeeAssignment', SA], takes: 'record' },
  { route: 'POST /orders/{id}/assignTeamLeader/{employeeId}', by: ['Order_Overview_EditOrders', 'Order_OrderAssignment_CreateEmployeeAssignment', SA], takes: 'record', note: 'decided (order.policy canSetTeamLeader)' },
  { route: 'POST /orders/{id}/assignCustomer', by: EDIT_ORDERS, takes: 'record' },
  { route: 'POST /orders/{id}/unassignCustomer/{customerId}', by: EDIT_ORDERS, takes: 'record' },
  { route: 'GET /orders/{id}/findEmployee', by: ['Order_OrderAssignment_CreateEmployeeAssignment', 'Order_OrderAssignment_CreateAdminAssignment', SA], takes: 'record', note: 'spec 2 §7 / 3 §7: the assignment picker (the timeclock searches through /timeclock/{orderId}/employees)' },
  { route: 'GET /orders/{id}/perdiems', by: ['PerDiem_View_Order', SA], takes: 'record', note: 'spec 3 §6 per-diems tab' },
  { route: 'GET /orders/{id}/perdiems/recent', by: ['PerDiem_View_Order', 'PerDiem_Edit_Edit', SA], takes: 'record' },
  { route: 'POST /orders/{id}/checklist', by: ['Timeclock_Clocking', 'Order_Overview_EditOrders', SA], takes: 'record', note: 'spec 2 §2.4 (timeclock) and the order screen' },
  { route: 'GET /v2/orders/{id}/operators', by: OPERATORS_VIEW, takes: 'record', note: 'spec 3 §6 operators tab; decided: the timeclock shows them' },
  { route: 'POST /v2/orders/{id}/operators', by: OPERATORS_EDIT, takes: 'record' },
  { route: 'PUT /v2/orders/{id}/operators/{operatorId}', by: OPERATORS_EDIT, takes: 'record' },
  { route: 'DELETE /v2/orders/{id}/operators/{operatorId}', by: OPERATORS_EDIT, takes: 'record' },
  { route: 'GET /v2/orders/{id}/operators/worklogs', by: OPERATORS_VIEW, takes: 'record' },
  { route: 'GET /order-history/{orderId}', by: ['Order_Overview', SA], takes: 'record', note: 'spec 3 §2.1 editHistory child needs Order_Overview' },
  { route: 'GET /clockingHistory/{employeeId}/{date}', by: ['Order_Worklogs_ClockingHistory', SA], takes: 'employee', note: 'spec 3 §6' },
  { route: 'GET /clockingHistory/{employeeId}/{date}/{orderId}', by: ['Order_Worklogs_ClockingHistory', SA], takes: 'employee' },
  { route: 'GET /timecontrolling/clocked-in', by: [SA], note: 'spec 1 §2.1, spec 3 §6' },
  { route: 'GET /timecontrolling/without-teamlead', by: [SA] },
  // ---------------------------------------------------------------- spec 3: calendar, settings, confirmations
  { route: 'GET /calendar-data', by: LIST_ORDERS, note: 'decided (Calendar rights)' },
  { route: 'GET /calendar-data/{id}', by: LIST_ORDERS, takes: 'record' },
  { route: 'POST /calendar-data', by: ['Order_Overview_CreateOrders', 'Order_Overview_EditOrders', SA] },
  { route: 'GET /settings/{id}', login: true, takes: 'record', note: 'decided (calendar.service READABLE_SETTINGS): only defaultMaxPos and earliestValidFrom (also in /defaults) are readable, by every logged-in user; any other setting is 404 (rest-fields)' },
  { route: 'GET /settings/name/{name}', login: true },
  { route: 'GET /confirmations', by: LIST_ORDERS, note: 'decided: planning tab' },
  { route: 'GET /confirmations/{uuid}', public: true, note: 'spec 3 §2.5: public by uuid' },
  { route: 'POST /confirmations/{uuid}/confirm', by: EDIT_ORDERS, takes: 'record', note: 'decided (Calendar and confirmations): staff confirm' },
  { route: 'POST /confirmations/{uuid}', public: true },
  // ---------------------------------------------------------------- spec 3: inventories
  { route: 'POST /inventories/company-locations', by: INV_ADMIN, note: 'spec 3 §2.6 administration tab' },
  { route: 'GET /inventories/company-locations/{id}', login: true, takes: 'record' },
  { route: 'PUT /inventories/company-locations/{id}', by: INV_ADMIN, takes: 'record' },
  { route: 'DELETE /inventories/company-locations/{id}', by: INV_ADMIN, takes: 'record' },
  { route: 'GET /inventories/market-areas', by: READ_MARKET_AREAS, note: 'decided (Customers, company locations, market areas)' },
  { route: 'POST /inventories/market-areas', by: INV_ADMIN },
  { route: 'PUT /inventories/market-areas/{id}', by: INV_ADMIN, takes: 'record' },
  { route: 'DELETE /inventories/market-areas/{id}', by: INV_ADMIN, takes: 'record' },
  { route: 'GET /inventories/market-areas-with-categories', by: READ_MARKET_AREAS },
  { route: 'GET /inventories/market-area-categories', by: READ_MARKET_AREAS },
  { route: 'POST /inventories/market-area-categories', by: INV_ADMIN },
  { route: 'PUT /inventories/market-area-categories', by: INV_ADMIN, takes: 'record', note: 'id in the body' },
  { route: 'GET /inventories/market-area-categories/{id}', by: READ_MARKET_AREAS, takes: 'record' },
  { route: 'DELETE /inventories/market-area-categories/{id}', by: INV_ADMIN, takes: 'record' },
  { route: 'GET /order-task', login: true, note: 'decided (Inventories: tasks): everyone sees the tasks of their own orders; managers all' },
  { route: 'GET /order-task/employee/{id}', login: true, takes: 'employee', note: 'decided (Inventories: tasks): everyone sees the tasks of the orders they are assigned to or hold a task on (also a colleague\'s there); managers all — the filtering is checked in rest-fields' },
  { route: 'POST /order-task', by: TASK_MANAGER, note: 'spec 3 §6 Inventory_ViewTasksManager' },
  { route: 'PUT /order-task/{id}', by: TASK_MANAGER, takes: 'record', self: 'allow', note: 'decided: the own task may be checked/unchecked by its holder' },
  { route: 'GET /order-task/import', by: TASK_MANAGER },
  { route: 'GET /order-task/import/order/{orderId}', by: TASK_MANAGER, takes: 'record' },
  { route: 'POST /order-task/import', by: TASK_MANAGER },
  { route: 'DELETE /order-task/import/{id}', by: TASK_MANAGER, takes: 'record' },
  // ---------------------------------------------------------------- spec 3: statistics, reports
  { route: 'GET /statistics/orders', by: STAT, note: 'spec 3 §2.1 Statistic' },
  { route: 'GET /statistics/orders/{id}/monthly-summaries', by: STAT, takes: 'record' },
  { route: 'POST /statistics/orders/refresh', by: STAT },
  { route: 'POST /statistics/orders/{id}/refresh', by: STAT, takes: 'record' },
  { route: 'GET /statistics/employees', by: STAT },
  { route: 'GET /statistics/employee-performances', by: STAT },
  { route: 'GET /statistics/employees/daily', by: TASK_MANAGER, takes: 'employee', self: 'allow', note: 'spec 3 §6 tasks summary bar: others (Statistic too) see it only for exactly themselves' },
  { route: 'GET /statistics/orders/{id}/cashflows', by: CASHFLOW, takes: 'record', note: 'decided (docs/decisions/statistics.md#STA-8): cash flows are money' },
  { route: 'GET /statistics/orders/{id}/cashflow/default', by: CASHFLOW, takes: 'record' },
  { route: 'POST /statistics/orders/{id}/cashflow', by: CASHFLOW, takes: 'record' },
  { route: 'PUT /statistics/orders/{id}/cashflow/{cashflowId}', by: CASHFLOW, takes: 'record' },
  { route: 'DELETE /statistics/orders/{id}/cashflow/{cashflowId}', by: CASHFLOW, takes: 'record' },
  { route: 'POST /v1/reports/inventory-performances', by: STAT, note: 'spec 3 §2.8 reports tab' },
  { route: 'POST /v1/reports/working-hours', by: STAT },
  { route: 'GET /v1/cost-centers', by: ['Order', SA], note: 'decided: the order forms pick a cost centre' },
  // ---------------------------------------------------------------- spec 3: customers
  { route: 'GET /customers', by: LIST_CUSTOMERS, note: 'decided: spec 3 §6 shows the customer screens only with the Customer rights; order editors pick an order\'s customer from it; a team leader reads the customer of an order by id (GET /customers/{id}), not the list' },
  { route: 'GET /customers/types', by: READ_CUSTOMERS },
  { route: 'GET /customers/{id}', by: READ_CUSTOMERS, takes: 'record' },
  { route: 'GET /customers/search', by: LIST_CUSTOMERS },
  { route: 'POST /customers', by: EDIT_CUSTOMERS },
  { route: 'PUT /customers/{id}', by: EDIT_CUSTOMERS, takes: 'record' },
  { route: 'DELETE /customers/{id}', by: EDIT_CUSTOMERS, takes: 'record' },
  { route: 'GET /customers/{id}/orders', by: READ_CUSTOMERS, takes: 'record' },
  { route: 'GET /customers/{id}/travel-times', by: READ_CUSTOMERS, takes: 'record' },
  { route: 'POST /customer-travel-times', by: EDIT_CUSTOMERS, takes: 'record', note: 'customer id in the body' },
  { route: 'PUT /customer-travel-times/{id}', by: EDIT_CUSTOMERS, takes: 'record' },
  // ---------------------------------------------------------------- spec 3: month end, archive
  { route: 'GET /archive/{employeeId}', by: ['Documentation_ViewDocuments'], takes: 'employee', self: 'allow', note: 'spec 3 §2.1; decided (Foundation): the own archive needs no authority' },
  { route: 'GET /archive/download', by: ['Documentation_ViewDocuments'], takes: 'record', self: 'allow', hides: true, note: 'key of another employee\'s file: 403 (decided: Archive)' },
  { route: 'POST /monthendclosing/sage', by: MONTH_END, note: 'spec 3 §2.1' },
  { route: 'GET /monthendclosing/list', by: MONTH_END },
  { route: 'GET /monthendclosing/download', by: MONTH_END, takes: 'record' },
  { route: 'POST /monthendclosing/upload', by: MONTH_END },
  // ---------------------------------------------------------------- spec 3: rights
  { route: 'GET /rights/users', by: VIEW_USERS, note: 'spec 3 §6; decided (Rights administration): exact names' },
  { route: 'GET /rights/users/{id}', by: VIEW_USERS, takes: 'record' },
  { route: 'POST /rights/users/{id}/assignRole/{roleId}', by: EDIT_USERS, takes: 'record', self: 'deny', note: 'decided: own roles 403, also for a Superadmin' },
  { route: 'POST /rights/users/{id}/unassignRole/{roleId}', by: EDIT_USERS, takes: 'record', self: 'deny' },
  { route: 'GET /rights/roles', by: VIEW_ROLES },
  { route: 'GET /rights/authorities', by: VIEW_ROLES },
  { route: 'GET /rights/roles/{id}', by: VIEW_ROLES, takes: 'record' },
  { route: 'GET /rights/roles/{id}/users', by: VIEW_ROLES, takes: 'record' },
  { route: 'PUT /rights/roles/{roleId}/assign/{rightId}', by: EDIT_ROLES, takes: 'record' },
  { route: 'PUT /rights/roles/{roleId}/unassign/{rightId}', by: EDIT_ROLES, takes: 'record' },
  { route: 'POST /rights/roles/{roleId}/authorities/{authority}', by: EDIT_ROLES, takes: 'record' },
  { route: 'DELETE /rights/roles/{roleId}/authorities/{authority}', by: EDIT_ROLES, takes: 'record' },
  // ---------------------------------------------------------------- registered beyond the spec's list
  { route: 'POST /auth/second-factor', login: true, undocumented: true, note: 'decided (Security: second factor): the own enrolment' },
  { route: 'POST /auth/second-factor/confirm', login: true, undocumented: true },
  { route: 'DELETE /auth/second-factor', login: true, undocumented: true },
  { route: 'GET /me/calendar-feed', login: true, undocumented: true, note: 'decided (calendar feeds): the own assignments' },
  { route: 'POST /me/calendar-feed', login: true, undocumented: true },
  { route: 'DELETE /me/calendar-feed', login: true, undocumented: true },
  { route: 'GET /orders/calendar-feed', by: LIST_ORDERS, undocumented: true, note: 'decided (calendar feeds): the office feed with the order list' },
  { route: 'POST /orders/calendar-feed', by: LIST_ORDERS, undocumented: true },
  { route: 'DELETE /orders/calendar-feed', by: LIST_ORDERS, undocumented: true },
  { route: 'GET /calendar-feed/{token}.ics', public: true, undocumented: true, note: 'the token is the credential' },
  { route: 'GET /audit-events', by: [SA], undocumented: true, note: 'decided (audit trail): Superadmin only' },
  { route: 'POST /rights/roles', by: EDIT_ROLES, undocumented: true, note: 'decided (Rights administration)' },
  { route: 'PUT /rights/roles/{id}', by: EDIT_ROLES, takes: 'record', undocumented: true },
  { route: 'DELETE /rights/roles/{id}', by: EDIT_ROLES, takes: 'record', undocumented: true },
  { route: 'GET /search', by: [SA], undocumented: true, note: 'spec 3 §2.12 global search, Superadmin' },
  { route: 'DELETE /order-task/{id}', by: TASK_MANAGER, takes: 'record', undocumented: true },
  { route: 'GET /statistics/payroll-tax-factors', by: ['Accounting_Overview_ViewWageAndCosts', SA], undocumented: true, note: 'decided (Statistics): wage data' },
  { route: 'PUT /statistics/payroll-tax-factors', by: ['Accounting_Overview_ViewWageAndCosts', SA], undocumented: true },
  { route: 'GET /compliance/findings', by: ['Accounting_Overview_ViewOther', 'MonthEndClosing', SA], undocumented: true, note: 'decided (compliance): the findings for the office and the month end' },
  { route: 'POST /compliance/findings/{id}/acknowledge', by: ['Accounting_Overview_ViewOther', 'MonthEndClosing', SA], undocumented: true, note: 'an unknown finding: 404 behind the right' },
  { route: 'GET /compliance/legal-values', by: ['Accounting_Overview_ViewOther', 'MonthEndClosing', SA], undocumented: true },
  { route: 'PUT /compliance/legal-values', by: [SA], undocumented: true, note: 'decided (compliance): the legal values are law, Superadmin only' },
  { route: 'GET /outbox', by: [SA], undocumented: true, note: 'decided (messages): the e-mail outbox is the Superadmin\'s' },
  { route: 'GET /outbox/{id}', by: [SA], undocumented: true, note: 'an unknown message: 404 behind the right' },
  { route: 'POST /outbox/{id}/resend', by: [SA], undocumented: true, note: 'an unknown message: 404 behind the right' },
  { route: 'GET /messages/settings', by: [SA], undocumented: true },
  { route: 'PUT /messages/settings', by: [SA], undocumented: true, note: 'decided (messages): which mails go out, Superadmin only' },
  { route: 'GET /monthendclosing/preview', by: MONTH_END, undocumented: true, note: 'decided (month end): the payroll preview for the office that closes the month' },
  { route: 'GET /monthendclosing/preview/xlsx', by: MONTH_END, undocumented: true },
  { route: 'GET /monthendclosing/settings', by: MONTH_END, undocumented: true },
  { route: 'PUT /monthendclosing/settings', by: MONTH_END, undocumented: true },
  { route: 'GET /perdiems/settings', login: true, undocumented: true, note: 'decided (month end): the per-diem dialogs of every user offer the stored choices' },
  { route: 'PUT /perdiems/settings', by: MONTH_END, undocumented: true, note: 'decided (month end): the office that pays the per diems sets them' },
  { route: 'GET /live/timeclock', by: ['Timeclock', SA], undocumented: true, note: 'decided: the event stream of worklog changes for the clocked-in tab (Superadmin) and the timeclock (Timeclock group); a streaming 200, read and aborted (rest-cells stream)' },
];

// ---------------------------------------------------------------- expansion (small and obvious)

/** The authorities each caller holds (demo seed); `'ALL'` for the grantsAll Administrator. */
export function authoritiesOf(caller: Caller): readonly string[] | 'ALL' {
  if (caller === 'none' || caller === 'anon') return [];
  const roleName = DEMO_USERS.find((u) => u.username === caller)!.role;
  const role = DEMO_ROLES.find((r) => r.name === roleName)!;
  return role.grantsAll ? 'ALL' : role.authorities;
}

/** Spec README: exact name, or a group requirement (no underscore) held through any of its authorities. */
export function holds(held: readonly string[] | 'ALL', required: string): boolean {
  if (held === 'ALL') return true;
  return required.split('&').every((r) => held.includes(r) || (!r.includes('_') && held.some((h) => h.split('_')[0] === r)));
}

/** The cells of a row: 'any' when it names no id, 'other' (and 'own' with a self rule) when it does. */
export function targetsOf(row: RestRow, caller: Caller): Target[] {
  if (!row.takes) return ['any'];
  if (row.self && (caller !== 'anon' || row.public)) return ['own', 'other'];
  return ['other'];
}

export function expected(row: RestRow, caller: Caller, target: Target): Expected {
  const held = authoritiesOf(caller);
  if (target === 'own' && row.self === 'allow' && row.public) return 'allow';
  if (row.public && !row.self) return 'allow';
  if (caller === 'anon') return 'deny';
  if (row.login) return 'allow';
  if (target === 'own' && row.self === 'deny') return 'deny';
  if (target === 'own' && row.self === 'allow') return row.byOwn ? (row.byOwn.some((r) => holds(held, r)) ? 'allow' : 'deny') : 'allow';
  return (row.by ?? []).some((r) => holds(held, r)) ? 'allow' : 'deny';
}

/** The expanded table, one line per row: route, then per caller its outcome(s) (own/other where they differ). */
export function printable(rows: readonly RestRow[] = REST_MATRIX): string {
  const cell = (row: RestRow, c: Caller) => {
    const ts = targetsOf(row, c);
    const outs = ts.map((t) => `${t === 'any' ? '' : t + ':'}${row.public && expected(row, c, t) === 'allow' && (t !== 'other' || !row.self) ? 'public' : expected(row, c, t)}`);
    return outs.join(' ');
  };
  const lines = rows.map((r) => [r.route + (r.undocumented ? ' (undocumented)' : ''), ...CALLERS.map((c) => cell(r, c))]);
  const widths = [0, 1, 2, 3, 4, 5, 6].map((i) => Math.max(...lines.map((l) => l[i].length), (['route', ...CALLERS][i] as string).length));
  const fmt = (l: string[]) => l.map((s, i) => s.padEnd(widths[i])).join(' | ');
  return [fmt(['route', ...CALLERS]), ...lines.map(fmt)].join('\n');
}

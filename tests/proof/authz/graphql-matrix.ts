/**
 * The reviewed GraphQL authorization matrix: every field of `type Query` and `type Mutation`
 * in schema.graphql, one line each, with who passes the gate. Written from the spec (spec 1 §2.1 and §6,
 * spec 2 §6, spec 3 §2.1 and §6) and the project's recorded decisions (docs/decisions/, the
 * descriptions in schema.graphql) — never from watching the server. `expand()` turns a row into the
 * expected outcome per caller; printed by
 * `AUTHZ_PRINT=1 npx vitest run --config tests/proof/vitest.config.ts authz/graphql-matrix.test.ts -t print`.
 *
 * - `need`: 'public' (no login), 'login' (any logged-in account), 'nobody' (refused to everyone on
 *   /graphql), or a list of authorities of which any one passes (exact name, or group by prefix).
 * - `subject`: the argument naming an employee (or a record owned by one). Such rows run twice per
 *   caller: with the caller's own employee / record and with another's.
 * - `self: 'allow'`: the own employee / record passes for every logged-in caller (self-service);
 *   `self: 'deny'`: the own one is refused even with the authority (own wage, own roles).
 * - `anyEmployee`: the operation takes an employee, but whose does not change the outcome (the reason).
 *   Operations on orders, customers and other records nobody owns have no "other record" cells.
 * - `hides`: a refused "other" cell may also answer NOT_FOUND (the server hides the record's existence).
 * - A `// decided:` comment marks where the spec is silent and the project's decision is the rule.
 */
import { CALLERS, type Caller } from '../sessions.js';
import { CALLER_AUTHORITIES, holdsAny, table, type Expected } from './outcome.js';

// Customers: read with any Customer or Order authority (docs/decisions/customers.md#CUS-1): order planning
// picks them. The spec's Customer_ViewCustomers gates the *link* from an order or the timeclock to the
// customer screen (web), not the data an order already shows.

export type Need = 'public' | 'login' | 'nobody' | readonly string[];
export interface GqlRow {
  op: `Query.${string}` | `Mutation.${string}`;
  need: Need;
  subject?: string;
  self?: 'allow' | 'deny';
  hides?: true;
  /** An employee argument that does not change the outcome: why (a test makes every such operation say so). */
  anyEmployee?: string;
  note?: string;
}

// Authority sets used by several rows (spec names; decided ones marked in domain/src/authorities.ts).
const SA = 'Superadmin';
const EMPLOYEE_READ = ['Employee', SA]; // spec 1 §2.4/§2.5: the employee administration
const LOOKUP = ['Employee', SA, 'Accounting', 'Order', 'Inventory', 'Authorization', 'Timeclock', 'Statistic', 'Registration']; // decided: name pickers of every area
const COMPETENCY_READ = ['Employee', SA, 'Inventory_EditEmployeeCompetencies'];
const COMPETENCY_EDIT = ['Inventory_EditEmployeeCompetencies', 'Employee_EditOther_Edit', SA];
const INV_ADMIN = ['Inventory_EditAdministration', SA];
const MARKET_READ = ['Inventory', 'Order', 'Customer', SA]; // decided: market areas feed orders and customers too
const CUSTOMER_READ = ['Customer', 'Order', SA]; // spec 3 §6: customers open from an order
const CUSTOMER_LIST = ['Customer', 'Order_Overview_CreateOrders', 'Order_Overview_EditOrders', SA]; // decided: the list is not the team leader's
const CUSTOMER_EDIT = ['Customer_EditCustomers', SA];
const ORDER_READ = ['Order', 'Timeclock', SA]; // spec 3 §2.1 Order_Overview; the timeclock shows its orders
const ORDER_LIST = ['Order_Overview_ListOrders', SA];
const ORDER_EDIT = ['Order_Overview_EditOrders', SA];
const ASSIGN_VIEW = ['Order_OrderAssignment_View', 'Order_Overview_EditOrders', SA];
const WORKLOG_VIEW_OTHER = ['Accounting_Overview_ViewOther', 'Accounting_Employee_ViewWorklogs', 'Order_Worklogs', SA];
const PERDIEM_VIEW_OTHER = ['PerDiem_View_Order', 'Accounting_Employee_ViewPerDiems', SA];
const PERDIEM_EDIT = ['PerDiem_Edit_Edit', SA];
const DAY_ORDERS = ['Accounting_Employee_CreateWorklogs', 'Accounting_Overview_EditSelf', 'Order_Worklogs_SelfEdit', 'Accounting_Employee_EditWorklogs', 'PerDiem_Edit_Edit', SA];
const TIMECLOCK = ['Timeclock', SA];
const CLOCKING = ['Timeclock_Clocking', SA];
const OPERATORS_VIEW = ['Order_Overview_EditOrders', 'Timeclock', SA];
const OPERATORS_EDIT = ['Order_Overview_EditOrders', 'Timeclock_Clocking', SA];
const REGISTRATION = ['Registration'];
const MONTH_END = ['MonthEndClosing'];
const COMPLIANCE = ['Accounting_Overview_ViewOther', 'MonthEndClosing', SA]; // decided: the office and the month end see the findings
const STATISTIC = ['Statistic', SA];
const MONEY = ['Accounting_Overview_ViewWageAndCosts'];
const TASK_MANAGER = ['Inventory_ViewTasksManager', SA];
const RIGHTS_USERS = ['Authorization_ViewUsers', SA];
const RIGHTS_ROLES = ['Authorization_ViewRoles', 'Authorization_ViewUsers', SA];
const RIGHTS_EDIT_USERS = ['Authorization_EditUsers', SA];
const RIGHTS_EDIT_ROLES = ['Authorization_EditRoles', SA];

export const GQL_MATRIX: readonly GqlRow[] = [
  // ------------------------------------------------------------------ auth (spec 1 §2.2, §2.3)
  { op: 'Query.me', need: 'public', note: 'anonymous state for anon' },
  { op: 'Mutation.login', need: 'public' },
  { op: 'Mutation.logout', need: 'public' },
  { op: 'Mutation.changePassword', need: 'login', note: 'own password (profile dialog)' },
  { op: 'Mutation.startSecondFactorEnrolment', need: 'login', note: 'own account' },
  { op: 'Mutation.confirmSecondFactorEnrolment', need: 'login', note: 'own account' },
  { op: 'Mutation.disableSecondFactor', need: 'login', note: 'own account' },
  { op: 'Mutation.logClientEvent', need: 'public', note: 'decided: the web app reports errors before login too' },

  // ------------------------------------------------------------------ employees (spec 1 §2.4, §2.5, §6)
  { op: 'Query.employees', need: 'login', anyEmployee: 'a list filter; without Employee rights only oneself (checked in graphql-fields)' },
  { op: 'Query.employeeLookup', need: LOOKUP },
  { op: 'Query.employee', need: EMPLOYEE_READ, subject: 'id', self: 'allow', hides: true, note: 'own employee page for everyone (menu link)' },
  { op: 'Query.employeeSummary', need: EMPLOYEE_READ, subject: 'id', self: 'allow', hides: true },
  { op: 'Query.employeeDefaults', need: ['Employee_Create_Create', 'Registration_EditRegistrations'] },
  { op: 'Mutation.createEmployee', need: ['Employee_Create_Create', 'Registration_EditRegistrations'], anyEmployee: 'a new personnel number', note: 'from a registration: Registration_EditRegistrations' },
  { op: 'Mutation.updateEmployee', need: ['Employee_EditOther_Edit', 'Employee_EditInventoryBonusEligible', SA], subject: 'id' },
  { op: 'Mutation.reactivateEmployee', need: [SA], subject: 'id' },
  { op: 'Mutation.issueWelcomeLetter', need: [SA, 'Employee_Create_Create'], subject: 'id', note: 'decided: the creator downloads it after creating; re-creating it for a used account is for the Superadmin only (spec 1 §6, tests/api/account-takeover)' },
  { op: 'Mutation.addWage', need: [SA], subject: 'employeeId', self: 'deny', note: 'own wage read-only (403) even for a Superadmin (decided: nobody changes the own wage)' },
  { op: 'Mutation.updateWage', need: ['Employee_EditOther_Edit', SA], subject: 'employeeId', self: 'deny', note: 'own wage read-only (403) even with the right' },
  { op: 'Mutation.deleteWage', need: [SA], subject: 'employeeId', self: 'deny' },
  { op: 'Mutation.addEmployment', need: [SA], subject: 'employeeId' },
  { op: 'Mutation.updateEmployment', need: ['Employee_EditOther_Edit', SA], subject: 'employeeId' },
  { op: 'Mutation.deleteEmployment', need: [SA], subject: 'employeeId' },
  { op: 'Query.employeeCompetency', need: COMPETENCY_READ, subject: 'employeeId', self: 'allow' },
  { op: 'Query.employeeCompetencies', need: COMPETENCY_READ, anyEmployee: 'a list filter of the competencies tab' },
  { op: 'Mutation.saveEmployeeCompetency', need: COMPETENCY_EDIT, subject: 'employeeId' },
  { op: 'Mutation.updateEmployeeCompetency', need: COMPETENCY_EDIT },

  // ------------------------------------------------------------------ inventories administration (spec 3 §2.6)
  { op: 'Query.companyLocations', need: 'login', note: 'decided: employee forms and filters of every area pick a location' },
  { op: 'Query.companyLocation', need: 'login' },
  { op: 'Mutation.saveCompanyLocation', need: INV_ADMIN },
  { op: 'Mutation.deleteCompanyLocation', need: INV_ADMIN },
  { op: 'Query.marketAreas', need: MARKET_READ },
  { op: 'Query.marketAreaCategories', need: MARKET_READ },
  { op: 'Query.marketAreaCategory', need: MARKET_READ },
  { op: 'Mutation.saveMarketArea', need: INV_ADMIN },
  { op: 'Mutation.deleteMarketArea', need: INV_ADMIN },
  { op: 'Mutation.saveMarketAreaCategory', need: INV_ADMIN },
  { op: 'Mutation.deleteMarketAreaCategory', need: INV_ADMIN },

  // ------------------------------------------------------------------ customers (spec 3 §2.7, §6)
  { op: 'Query.customers', need: CUSTOMER_LIST, note: 'spec 3 §6: the customer screens with the Customer rights; the order editors\' customer picker' },
  { op: 'Query.customerSearch', need: CUSTOMER_LIST, note: 'the picker of an order\'s customer card (editors only)' },
  { op: 'Query.customer', need: CUSTOMER_READ, note: 'without Customer rights or the list: only the customer of an order (404 otherwise)' },
  { op: 'Query.customerTypes', need: CUSTOMER_READ },
  { op: 'Query.customerOrders', need: CUSTOMER_READ },
  { op: 'Query.customerTravelTimes', need: CUSTOMER_READ },
  { op: 'Mutation.createCustomer', need: CUSTOMER_EDIT },
  { op: 'Mutation.updateCustomer', need: CUSTOMER_EDIT },
  { op: 'Mutation.deleteCustomer', need: CUSTOMER_EDIT },
  { op: 'Mutation.createCustomerTravelTime', need: CUSTOMER_EDIT },
  { op: 'Mutation.updateCustomerTravelTime', need: CUSTOMER_EDIT },

  // ------------------------------------------------------------------ orders (spec 3 §2.1–2.4, §6)
  { op: 'Query.orders', need: ORDER_LIST, note: 'spec 3 §2.2: the range list is a tab shown with Order_Overview_ListOrders; a term search and the tasks tab\'s one-day INV list are narrower calls (order.policy.ts)' },
  { op: 'Query.order', need: ORDER_READ },
  { op: 'Query.costCenters', need: ORDER_READ },
  { op: 'Query.orderAssignments', need: ASSIGN_VIEW },
  { op: 'Query.orderFindEmployee', need: ASSIGN_VIEW, note: 'with assignmentType: the matching create-assignment right' },
  { op: 'Query.orderHistory', need: ORDER_READ },
  { op: 'Query.ordersExport', need: ORDER_LIST, note: 'the export of the range list (spec 3 §2.2)' },
  { op: 'Mutation.createOrder', need: ['Order_Overview_CreateOrders', SA] },
  { op: 'Mutation.updateOrder', need: ORDER_EDIT },
  { op: 'Mutation.patchOrder', need: ['Order_Overview_EditOrders', 'Order_OrderAssignment_CreateEmployeeAssignment', SA], note: 'notes/cost centre: EditOrders; team leader: also the assignment right' },
  { op: 'Mutation.deleteOrder', need: ORDER_EDIT },
  { op: 'Mutation.assignEmployee', need: ['Order_OrderAssignment_CreateEmployeeAssignment', SA], anyEmployee: 'whom to assign; the right is the same for anyone', note: 'type EMP' },
  { op: 'Mutation.unassignEmployee', need: ['Order_OrderAssignment_DeleteEmployeeAssignment', 'Order_OrderAssignment_DeleteAdminAssignment', SA], anyEmployee: 'whom to remove', note: 'the right of the assignment’s type' },
  { op: 'Mutation.assignTeamLeader', need: ['Order_Overview_EditOrders', 'Order_OrderAssignment_CreateEmployeeAssignment', SA], anyEmployee: 'an assigned employee of the order' },
  { op: 'Mutation.assignCustomer', need: ORDER_EDIT },
  { op: 'Mutation.unassignCustomer', need: ORDER_EDIT },
  { op: 'Mutation.updateChecklist', need: ['Timeclock_Clocking', 'Order_Overview_EditOrders', SA] },
  { op: 'Query.orderOperators', need: OPERATORS_VIEW },
  { op: 'Query.orderOperatorWorklogs', need: OPERATORS_VIEW },
  { op: 'Mutation.createOrderOperator', need: OPERATORS_EDIT, anyEmployee: 'an employee of the order' },
  { op: 'Mutation.updateOrderOperator', need: OPERATORS_EDIT, anyEmployee: 'an employee of the order' },
  { op: 'Mutation.deleteOrderOperator', need: OPERATORS_EDIT },

  // ------------------------------------------------------------------ worklogs and per diems (spec 1 §2.6, §6; spec 2 hours overview)
  { op: 'Query.worklog', need: WORKLOG_VIEW_OTHER, subject: 'id', self: 'allow', note: 'subject = a worklog of the caller / of another employee' },
  { op: 'Query.employeeWorklogs', need: ['Accounting_Overview_ViewOther', 'Accounting_Employee_ViewWorklogs', SA], subject: 'employeeId', self: 'allow', note: 'own hours overview for everyone; a colleague\'s month needs the accounting rights — Order_Worklogs is the order\'s tab (spec 3 §6)' },
  { op: 'Query.orderWorklogs', need: WORKLOG_VIEW_OTHER },
  { op: 'Query.clockingHistory', need: WORKLOG_VIEW_OTHER, subject: 'employeeId', self: 'allow', note: 'decided: same rights as the day itself' },
  { op: 'Query.clockingAuditHistory', need: WORKLOG_VIEW_OTHER, subject: 'employeeId', self: 'allow' },
  { op: 'Query.availableOrders', need: DAY_ORDERS, note: 'feeds the worklog and per-diem dialogs' },
  { op: 'Query.accountingEmployees', need: 'login', note: 'without Accounting_Overview_ViewOther only oneself (spec 1 §6)' },
  { op: 'Mutation.createWorklog', need: ['Accounting_Employee_CreateWorklogs', SA], anyEmployee: 'spec 3 §6: creating needs the create right for oneself as for others' },
  { op: 'Mutation.updateWorklog', need: ['Accounting_Overview_EditOther', 'Order_Worklogs_OtherEdit', 'Accounting_Employee_EditWorklogs', SA], subject: 'id', note: 'own: _EditSelf/_SelfEdit; demo roles hold both or neither' },
  { op: 'Mutation.deleteWorklog', need: ['Accounting_Employee_DeleteWorklogs', 'Order_Worklogs_DeleteWorklog', SA], subject: 'id' },
  { op: 'Query.employeePerDiems', need: PERDIEM_VIEW_OTHER, subject: 'employeeId', self: 'allow' },
  { op: 'Query.orderPerDiems', need: PERDIEM_VIEW_OTHER },
  { op: 'Query.orderPerDiemDays', need: PERDIEM_VIEW_OTHER },
  { op: 'Query.recentOrderPerDiems', need: PERDIEM_VIEW_OTHER },
  { op: 'Mutation.setPerDiems', need: PERDIEM_EDIT, anyEmployee: 'spec 1 §4: PerDiem_Edit_Edit, own or not' },
  { op: 'Mutation.setPerDiemBatches', need: PERDIEM_EDIT, anyEmployee: 'same' },

  // ------------------------------------------------------------------ timeclock and time controlling (spec 2, spec 3 §2.12)
  { op: 'Query.timeclockOrders', need: TIMECLOCK },
  { op: 'Query.myClockedInOrder', need: TIMECLOCK },
  { op: 'Query.timeclockOrder', need: TIMECLOCK },
  { op: 'Query.timeclockEmployeeSearch', need: CLOCKING },
  { op: 'Mutation.clockEmployees', need: CLOCKING, anyEmployee: 'the team leader clocks the crew, themself included' },
  { op: 'Query.timeControllingClockedIn', need: [SA] },
  { op: 'Query.timeControllingWithoutTeamLeader', need: [SA] },

  // ------------------------------------------------------------------ settings, calendar, confirmations (spec 3 §7)
  { op: 'Query.defaults', need: 'login', note: 'earliest valid date etc. after login (spec 1 §4)' },
  { op: 'Query.setting', need: 'login', note: 'whitelisted settings only' },
  { op: 'Query.settingByName', need: 'login' },
  { op: 'Query.calendarDays', need: ORDER_LIST },
  { op: 'Query.calendarDay', need: ORDER_LIST },
  { op: 'Mutation.saveCalendarDay', need: ['Order_Overview_CreateOrders', 'Order_Overview_EditOrders', SA] },
  { op: 'Query.confirmations', need: ORDER_LIST },
  { op: 'Query.orderConfirmation', need: ['Order_Overview', SA] },
  { op: 'Mutation.confirmInventory', need: ORDER_EDIT },
  { op: 'Query.publicConfirmation', need: 'public' },
  { op: 'Mutation.savePublicConfirmation', need: 'public' },
  // decided: calendar subscriptions — the own assignments for every account (all callers have an employee
  // record), the office's inventories with the order list; the feed itself by its token, without a session.
  { op: 'Query.myCalendarFeed', need: 'login', note: 'own assignments' },
  { op: 'Mutation.renewMyCalendarFeed', need: 'login' },
  { op: 'Mutation.revokeMyCalendarFeed', need: 'login' },
  { op: 'Query.officeCalendarFeed', need: ORDER_LIST },
  { op: 'Mutation.renewOfficeCalendarFeed', need: ORDER_LIST },
  { op: 'Mutation.revokeOfficeCalendarFeed', need: ORDER_LIST },
  { op: 'Query.calendarFeedIcs', need: 'public', note: 'the token is the credential' },

  // ------------------------------------------------------------------ registrations (spec 2)
  { op: 'Query.registrationInfo', need: 'public' },
  { op: 'Query.registration', need: 'public', note: 'by uuid; finished: Registration rights (else 410)' },
  { op: 'Query.registrationFiles', need: 'public' },
  { op: 'Query.registrationFile', need: 'nobody', note: 'only through GET /api/registrations/{uuid}/files/{key}' },
  { op: 'Mutation.startRegistration', need: 'public' },
  { op: 'Mutation.updateRegistration', need: 'public' },
  { op: 'Mutation.finishRegistration', need: 'public' },
  { op: 'Mutation.uploadRegistrationFile', need: 'public' },
  { op: 'Mutation.deleteRegistrationFile', need: 'public' },
  { op: 'Query.registrations', need: REGISTRATION },
  { op: 'Query.registrationCodes', need: ['Registration_ViewRegistrations'] },
  { op: 'Mutation.createRegistrationCode', need: ['Registration_ViewRegistrations'] },
  { op: 'Mutation.deleteRegistrationCode', need: ['Registration_ViewRegistrations'] },
  { op: 'Mutation.deleteRegistration', need: ['Registration_DeleteRegistrations'] },

  // ------------------------------------------------------------------ audit (decided: Superadmin)
  { op: 'Query.auditEvents', need: [SA], anyEmployee: 'a filter of the audit trail' },
  { op: 'Query.auditUsers', need: [SA] },

  // ------------------------------------------------------------------ e-mail outbox (decided: Superadmin, the installation's operator)
  { op: 'Query.outboxMessages', need: [SA] },
  { op: 'Query.outboxMessage', need: [SA] },
  { op: 'Mutation.resendOutboxMessage', need: [SA] },
  { op: 'Query.messageSettings', need: [SA] },
  { op: 'Mutation.updateMessageSettings', need: [SA] },

  // ------------------------------------------------------------------ month end and archive (spec 3 §2.9, §2.10)
  { op: 'Query.monthEndStatus', need: MONTH_END },
  { op: 'Query.complianceFindings', need: COMPLIANCE, anyEmployee: 'a filter of the findings list' },
  { op: 'Mutation.acknowledgeComplianceFinding', need: COMPLIANCE },
  { op: 'Query.legalValues', need: COMPLIANCE },
  { op: 'Mutation.updateLegalValues', need: [SA], note: 'decided: the legal values are law, Superadmin only' },
  { op: 'Query.monthEndClosings', need: MONTH_END },
  { op: 'Query.payrollExportSettings', need: MONTH_END },
  { op: 'Query.monthEndFile', need: MONTH_END },
  { op: 'Mutation.closeMonth', need: MONTH_END },
  { op: 'Mutation.reopenMonth', need: [SA] },
  { op: 'Mutation.updatePayrollExportSettings', need: MONTH_END },
  { op: 'Query.payrollPreview', need: MONTH_END },
  { op: 'Query.payrollPreviewFile', need: MONTH_END },
  // decided: every per-diem dialog offers the company's amounts, so anyone logged in reads them; the office that pays them changes them
  { op: 'Query.perDiemSettings', need: 'login' },
  { op: 'Mutation.updatePerDiemSettings', need: MONTH_END },
  { op: 'Query.payrollUploads', need: MONTH_END },
  { op: 'Query.unassignedPayrollPages', need: MONTH_END },
  { op: 'Query.unassignedPayrollPageFile', need: MONTH_END },
  { op: 'Mutation.uploadPayrollDocument', need: MONTH_END },
  { op: 'Mutation.assignPayrollPage', need: MONTH_END, anyEmployee: 'the archive the page goes to' },
  { op: 'Query.archive', need: ['Documentation_ViewDocuments'], subject: 'employeeId', self: 'allow', note: 'own documents need no authority (spec 1 §2.3)' },
  { op: 'Query.archiveFile', need: ['Documentation_ViewDocuments'], subject: 'key', self: 'allow', hides: true, note: 'subject = a document key of the caller / another' },

  // ------------------------------------------------------------------ rights (spec 3 §2.11; decided: exact names)
  { op: 'Query.rightsUsers', need: RIGHTS_USERS },
  { op: 'Query.rightsUser', need: RIGHTS_USERS },
  { op: 'Query.roles', need: RIGHTS_ROLES },
  { op: 'Query.role', need: RIGHTS_ROLES },
  { op: 'Query.roleUsers', need: RIGHTS_ROLES },
  { op: 'Query.authorityCatalogue', need: RIGHTS_ROLES },
  // The gate; what the actor holds decides further (the four rules, rights-rules.test.ts).
  { op: 'Mutation.assignRole', need: RIGHTS_EDIT_USERS, subject: 'userId', self: 'deny', note: 'subject = an account; not one’s own roles (403); only accounts and roles holding nothing the actor lacks' },
  { op: 'Mutation.unassignRole', need: RIGHTS_EDIT_USERS, subject: 'userId', self: 'deny', note: 'same' },
  { op: 'Mutation.createRole', need: RIGHTS_EDIT_ROLES },
  { op: 'Mutation.updateRole', need: RIGHTS_EDIT_ROLES },
  { op: 'Mutation.deleteRole', need: RIGHTS_EDIT_ROLES },
  { op: 'Mutation.grantAuthority', need: RIGHTS_EDIT_ROLES },
  { op: 'Mutation.revokeAuthority', need: RIGHTS_EDIT_ROLES },
  { op: 'Query.globalSearch', need: [SA] },

  // ------------------------------------------------------------------ tasks and counting performance (spec 3 §2.6, §6)
  { op: 'Query.orderTasks', need: 'login', anyEmployee: 'a filter; non-managers see only the tasks of their orders (checked in graphql-fields)' },
  { op: 'Query.orderTaskImports', need: TASK_MANAGER },
  { op: 'Mutation.createOrderTask', need: TASK_MANAGER, anyEmployee: 'whom the task is for' },
  { op: 'Mutation.updateOrderTask', need: TASK_MANAGER, subject: 'id', self: 'allow', note: 'probe ticks the task done: one’s own task anyone may tick (spec 3 §6 "check any task" is the managers’), another’s only a manager' },
  { op: 'Mutation.deleteOrderTask', need: TASK_MANAGER },
  { op: 'Mutation.importOrderTasks', need: TASK_MANAGER },
  { op: 'Mutation.deleteOrderTaskImport', need: TASK_MANAGER },
  { op: 'Query.countingPerformances', need: STATISTIC, subject: 'employeeId', self: 'allow', note: 'spec 3 §2.6: another employee only with Statistic' },
  { op: 'Query.dailyStatistic', need: TASK_MANAGER, subject: 'employeeIds', self: 'allow', note: 'spec 3 §6: others (Statistic too) only when exactly themselves' },

  // ------------------------------------------------------------------ statistics and reports (spec 3 §2.8, §6)
  { op: 'Query.orderSummaries', need: STATISTIC },
  { op: 'Query.orderMonthlySummaries', need: STATISTIC },
  { op: 'Query.orderCashFlows', need: ['Statistic'], note: 'and Accounting_Overview_ViewWageAndCosts (decided: cash flows are money)' },
  { op: 'Query.cashFlowDefault', need: ['Statistic'] },
  { op: 'Mutation.saveCashFlow', need: ['Statistic'] },
  { op: 'Mutation.deleteCashFlow', need: ['Statistic'] },
  { op: 'Mutation.refreshOrderSummaries', need: STATISTIC },
  { op: 'Mutation.refreshOrderSummary', need: STATISTIC },
  { op: 'Query.employeeStatistics', need: STATISTIC },
  { op: 'Query.payrollTaxFactors', need: MONEY },
  { op: 'Mutation.savePayrollTaxFactors', need: MONEY },
  { op: 'Query.employeePerformances', need: STATISTIC },
  { op: 'Query.workingHoursReport', need: STATISTIC },
  { op: 'Query.inventoryPerformanceReport', need: STATISTIC },
];

/** Rows whose second condition the demo roles cannot split (all holders of Statistic also hold the money right). */
export const ALSO_NEEDS: Partial<Record<string, readonly string[]>> = {
  'Query.orderCashFlows': MONEY,
  'Query.cashFlowDefault': MONEY,
  'Mutation.saveCashFlow': MONEY,
  'Mutation.deleteCashFlow': MONEY,
};

export type Which = 'self' | 'other' | null;

/** The expected outcome of one cell. */
export function expand(row: GqlRow, caller: Caller, which: Which = null): Expected {
  if (row.need === 'public') return 'public';
  if (row.need === 'nobody') return 'deny';
  if (caller === 'anon') return 'deny';
  if (row.need === 'login') return 'allow';
  if (which === 'self' && row.self) return row.self;
  const held = CALLER_AUTHORITIES[caller];
  const also = ALSO_NEEDS[row.op];
  return holdsAny(held, row.need) && (!also || holdsAny(held, also)) ? 'allow' : 'deny';
}

/** The cells of one row: per caller, and per self/other where the row has a subject. */
export function cellsOf(row: GqlRow): { caller: Caller; which: Which; expected: Expected }[] {
  const whiches: Which[] = row.subject ? ['self', 'other'] : [null];
  return CALLERS.flatMap((caller) => whiches.map((which) => ({ caller, which, expected: expand(row, caller, which) })));
}

/** The expanded table, one line per operation and variant. */
export function printable(): string {
  const rows: Record<string, string>[] = [];
  for (const row of GQL_MATRIX) {
    for (const which of row.subject ? (['self', 'other'] as const) : [null]) {
      const line: Record<string, string> = { op: row.op + (which ? ` (${which})` : '') };
      for (const c of CALLERS) line[c] = expand(row, c, which);
      rows.push(line);
    }
  }
  return table(rows);
}

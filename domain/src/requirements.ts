/**
 * Every requirement of the product, named by the ability it gives, stated once. The server's resolver
 * guards (`@Authorized(...REQUIRES.editOrders)`) and policies (`can(user, 'editOrders')`) read it, the
 * session hands the client the names it satisfies (`abilitiesOf`), and the web's gates and routes ask
 * for those names — so no authority list is written twice. Any one authority of a list admits (exact
 * name, or any authority of a group named without underscore; spec 1 §6).
 *
 * Abilities marked "screen" gate only what the web shows (a tab, a link, a route) where the spec names an
 * authority for it; every other one is what the server demands for an operation.
 */
import type { AuthorityRequirement } from './authorities.js';
import { hasAnyAuthority } from './permissions.js';

const SA = 'Superadmin';

export const REQUIRES = {
  superadmin: [SA],

  // ---------------------------------------------------------------- employees (spec 1 §2.4, §2.5, §6)
  readEmployees: ['Employee', SA],
  /** Screen: the employee routes. */
  openEmployees: ['Employee'],
  /** Name pickers of every area need less than the employee administration. */
  lookUpEmployees: ['Employee', SA, 'Accounting', 'Order', 'Inventory', 'Authorization', 'Timeclock', 'Statistic', 'Registration'],
  createEmployees: ['Employee_Create_Create'],
  /** The create operations' gate: a new employee, or one from a finished registration (checked inside). */
  createEmployeesOrFromRegistration: ['Employee_Create_Create', 'Registration_EditRegistrations'],
  editEmployees: ['Employee_EditOther_Edit'],
  /** The personal card's gate: the fields each right may change are checked inside. */
  editEmployeeCard: ['Employee_EditOther_Edit', 'Employee_EditInventoryBonusEligible', SA],
  editEmployeeEntries: ['Employee_EditOther_Edit', SA],
  issueWelcomeLetters: [SA, 'Employee_Create_Create'],
  seeWages: ['Accounting_Overview_ViewWageAndCosts'],
  seeInactiveEmployees: ['Employee_ViewOther_InactiveEmployees'],
  seeBonusEligibility: ['Employee_ViewInventoryBonusEligible'],
  editBonusEligibility: ['Employee_EditInventoryBonusEligible'],
  readCompetencies: ['Employee', SA, 'Inventory_EditEmployeeCompetencies'],
  editCompetencies: ['Inventory_EditEmployeeCompetencies', 'Employee_EditOther_Edit', SA],

  // ---------------------------------------------------------------- worklogs and per diems (spec 1 §6, spec 3 §6)
  viewOthersWorklogs: ['Accounting_Overview_ViewOther', 'Accounting_Employee_ViewWorklogs', 'Order_Worklogs', SA],
  /** Another employee's whole month; the order's worklogs tab reads only that order's entries. */
  viewOthersMonth: ['Accounting_Overview_ViewOther', 'Accounting_Employee_ViewWorklogs', SA],
  seeAllEmployeesInAccounting: ['Accounting_Overview_ViewOther', SA],
  createWorklogs: ['Accounting_Employee_CreateWorklogs', SA],
  editOwnWorklogs: ['Accounting_Overview_EditSelf', 'Order_Worklogs_SelfEdit', 'Accounting_Employee_EditWorklogs', SA],
  editOthersWorklogs: ['Accounting_Overview_EditOther', 'Order_Worklogs_OtherEdit', 'Accounting_Employee_EditWorklogs', SA],
  deleteWorklogs: ['Accounting_Employee_DeleteWorklogs', 'Order_Worklogs_DeleteWorklog', SA],
  seePassengerTimes: ['Accounting_Employee_ViewPassengerTimes'],
  viewOthersPerDiems: ['PerDiem_View_Order', 'Accounting_Employee_ViewPerDiems', SA],
  editPerDiems: ['PerDiem_Edit_Edit', SA],

  // ---------------------------------------------------------------- orders, calendar, confirmations (spec 3 §2.2, §2.4, §6)
  readOrders: ['Order', 'Timeclock', SA],
  listOrders: ['Order_Overview_ListOrders', SA],
  /** The tasks tab's order filter: the INV orders of one day, for task managers without the list right. */
  listDayInventoryOrders: ['Inventory_ViewTasksManager'],
  createOrders: ['Order_Overview_CreateOrders', SA],
  editOrders: ['Order_Overview_EditOrders', SA],
  viewAssignments: ['Order_OrderAssignment_View', 'Order_Overview_EditOrders', SA],
  assignEmployees: ['Order_OrderAssignment_CreateEmployeeAssignment', SA],
  assignAdmins: ['Order_OrderAssignment_CreateAdminAssignment', SA],
  unassignEmployees: ['Order_OrderAssignment_DeleteEmployeeAssignment', SA],
  unassignAdmins: ['Order_OrderAssignment_DeleteAdminAssignment', SA],
  setTeamLeader: ['Order_Overview_EditOrders', 'Order_OrderAssignment_CreateEmployeeAssignment', SA],
  tickChecklist: ['Timeclock_Clocking', 'Order_Overview_EditOrders', SA],
  writeCalendar: ['Order_Overview_CreateOrders', 'Order_Overview_EditOrders', SA],
  readOrderConfirmation: ['Order_Overview', 'Order_Overview_ListOrders', 'Order_Overview_CreateOrders', 'Order_Overview_EditOrders', SA],
  /** Screen: the order area's routes and the links into them (spec 1 §2.1). */
  openOrders: ['Order_Overview'],
  /** Screen: the order's worklogs tab (spec 3 §6). */
  openOrderWorklogsTab: ['Order_Worklogs'],
  /** Screen: the order's assignments tab (spec 3 §6). */
  openAssignmentsTab: ['Order_OrderAssignment_View'],
  /** Screen: the per-diem tab of an order and of an employee's accounting (spec 3 §6, spec 1 §2.6). */
  openPerDiemsTab: ['PerDiem_View_Order'],
  /**
   * Screen: the create button of the order's worklogs tab (spec 3 §2.4), which needs this AND
   * createWorklogs (the operation's own requirement).
   */
  offerOrderWorklogCreate: ['Order_Worklogs_CreateWorklog', SA],
  /** Screen: the clocking history of the order's worklogs tab (spec 3 §2.4, §6). */
  openOrderClockingHistory: ['Order_Worklogs_ClockingHistory', SA],
  /**
   * Screen: edit and delete in the order's worklogs tab (spec 3 §2.4: "Edit needs
   * Order_Worklogs_SelfEdit (own) or Order_Worklogs_OtherEdit (others'). Delete needs
   * Order_Worklogs_DeleteWorklog"). Each lies inside the operation's wider rule (editOwnWorklogs,
   * editOthersWorklogs, deleteWorklogs), which the accounting screens offer.
   */
  offerOrderWorklogEditOwn: ['Order_Worklogs_SelfEdit', SA],
  offerOrderWorklogEditOther: ['Order_Worklogs_OtherEdit', SA],
  offerOrderWorklogDelete: ['Order_Worklogs_DeleteWorklog', SA],

  // ---------------------------------------------------------------- customers (spec 3 §6)
  /** The whole list: the customer area and the order editors' customer picker. */
  listCustomers: ['Customer', 'Order_Overview_CreateOrders', 'Order_Overview_EditOrders', SA],
  readCustomers: ['Customer', 'Order', SA],
  editCustomers: ['Customer_EditCustomers', SA],
  /** Screen: the customer routes. */
  openCustomers: ['Customer'],
  /** Screen: the link from an order or the timeclock to the customer screen. */
  openCustomerLink: ['Customer_ViewCustomers'],

  // ---------------------------------------------------------------- inventories and tasks (spec 3 §2.6)
  readMarketAreas: ['Inventory', 'Order', 'Customer', SA],
  editInventoryAdministration: ['Inventory_EditAdministration', SA],
  manageTasks: ['Inventory_ViewTasksManager', SA],
  /** Another employee's counting performance. */
  seeOthersPerformance: ['Statistic', SA],
  /** Screen: the counting-performance tab (the statistics table links to it for any employee). */
  openPerformanceTab: ['Inventory_ViewPerformance', 'Statistic', SA],
  /** Screen: the competencies tab. */
  openCompetenciesTab: ['Inventory_EditEmployeeCompetencies', SA],
  /** Screen: the edit icon of the competencies table (spec 3 §6), together with editCompetencies. */
  showCompetencyEditIcon: ['Accounting_Employee_ViewWorklogs', SA],

  // ---------------------------------------------------------------- timeclock and time controlling (spec 2 §6, spec 3 §6)
  useTimeclock: ['Timeclock', SA],
  clock: ['Timeclock_Clocking', SA],
  viewOperators: ['Order_Overview_EditOrders', 'Timeclock', SA],
  editOperators: ['Order_Overview_EditOrders', 'Timeclock_Clocking', SA],
  /** Screen: landing at the timeclock and its routes (spec 1 §2.1). */
  openTimeclock: ['Timeclock'],

  // ---------------------------------------------------------------- accounting, month end, archive (spec 1 §2.1, spec 3 §2.9, §2.10)
  /** Screen: the accounting routes. */
  openAccounting: ['Accounting'],
  manageMonthEnd: ['MonthEndClosing'],
  /** The compliance findings and the legal values they compare against (read); acknowledging a finding. */
  viewComplianceFindings: ['Accounting_Overview_ViewOther', 'MonthEndClosing', SA],
  /** The legal values are law: only a Superadmin changes them. */
  editLegalValues: [SA],
  readOthersArchive: ['Documentation_ViewDocuments'],

  // ---------------------------------------------------------------- registrations (spec 2 §2.3, §6)
  readRegistrations: ['Registration'],
  issueRegistrationCodes: ['Registration_ViewRegistrations'],
  deleteRegistrations: ['Registration_DeleteRegistrations'],
  createEmployeesFromRegistrations: ['Registration_EditRegistrations'],

  // ---------------------------------------------------------------- statistics (spec 3 §2.8)
  useStatistics: ['Statistic', SA],
  /** Screen: the statistics routes. */
  openStatistics: ['Statistic'],
  /** The cash-flow operations' gate; the money right (seeMoney) is checked inside. */
  useCashFlows: ['Statistic'],
  /** Costs, earnings, profit, wages in the statistics and the payroll-tax factors' neighbours. */
  seeMoney: ['Accounting_Overview_ViewWageAndCosts', SA],
  /** Travel and passenger cost columns (together with seeMoney). */
  seeTravelCosts: ['Statistic_ViewTravelCosts', SA],

  // ---------------------------------------------------------------- e-mail outbox (beyond the spec)
  /** The outbox (what was sent to whom, its contents) and the message settings: the installation's operator. */
  manageMessages: [SA],

  // ---------------------------------------------------------------- rights (spec 3 §2.11, §6)
  viewUsers: ['Authorization_ViewUsers', SA],
  /** The user screen offers the available roles, so viewing users implies viewing roles. */
  viewRoles: ['Authorization_ViewRoles', 'Authorization_ViewUsers', SA],
  editUsers: ['Authorization_EditUsers', SA],
  editRoles: ['Authorization_EditRoles', SA],
  /** Screen: the rights routes. */
  openRights: ['Authorization_ViewUsers', 'Authorization_ViewRoles'],
} as const satisfies Record<string, readonly AuthorityRequirement[]>;

/** The name of one requirement, as the server checks it and the client receives it. */
export type Ability = keyof typeof REQUIRES;

export const ALL_ABILITIES = Object.keys(REQUIRES) as Ability[];

/** Whether authorities satisfy a named requirement (any one of its list). */
export const satisfies = (held: readonly string[], ability: Ability): boolean => hasAnyAuthority(held, REQUIRES[ability]);

/** The requirements these authorities satisfy, in the table's order: what the client receives as `abilities`. */
export const abilitiesOf = (held: readonly string[]): Ability[] => ALL_ABILITIES.filter((ability) => satisfies(held, ability));

/** Whether a holder of authorities (a session user) has an ability. */
export const can = (user: { readonly authorities: readonly string[] }, ability: Ability): boolean => satisfies(user.authorities, ability);

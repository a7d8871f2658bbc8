/**
 * The demo roles and accounts: plain data, read by the seed and by the web app's tests (which check the
 * menu and guards against exactly these authorities).
 */
export const DEMO_PASSWORD = 'demo1234';

export const ADMINISTRATOR = { name: 'Administrator', description: 'Superadmin: hält alle Rechte, auch künftig hinzukommende; Zeitkontrolle und globale Suche', grantsAll: true, authorities: [] };

/** Demo roles exercising the permission model (README: "Demo-Daten"). */
export const DEMO_ROLES = [
  ADMINISTRATOR,
  {
    name: 'Büro',
    description: 'Büro und Personalabteilung: Mitarbeiter, Abrechnung, Zuschüsse, Aufträge, Kunden, Registrierungen, Monatsabschluss und Archiv',
    grantsAll: false,
    authorities: [
      'Employee_Create_Create',
      'Employee_EditOther_Edit',
      'Employee_ViewOther_InactiveEmployees',
      'Employee_ViewInventoryBonusEligible',
      'Employee_EditInventoryBonusEligible',
      'Accounting_Overview_ViewOther',
      'Accounting_Overview_ViewWageAndCosts',
      'Statistic',
      'Accounting_Overview_EditSelf',
      'Accounting_Overview_EditOther',
      'Accounting_Employee_CreateWorklogs',
      'Accounting_Employee_EditWorklogs',
      'Accounting_Employee_DeleteWorklogs',
      'Accounting_Employee_ViewWorklogs',
      'Accounting_Employee_ViewPerDiems',
      'Accounting_Employee_ViewPassengerTimes',
      'PerDiem_View_Order',
      'PerDiem_Edit_Edit',
      'Order_Overview',
      'Order_Overview_ListOrders',
      'Order_Overview_CreateOrders',
      'Order_Overview_EditOrders',
      'Order_Worklogs',
      'Order_Worklogs_CreateWorklog',
      'Order_Worklogs_SelfEdit',
      'Order_Worklogs_OtherEdit',
      'Order_Worklogs_DeleteWorklog',
      'Order_Worklogs_ClockingHistory',
      'Order_OrderAssignment_View',
      'Order_OrderAssignment_CreateEmployeeAssignment',
      'Order_OrderAssignment_CreateAdminAssignment',
      'Order_OrderAssignment_DeleteEmployeeAssignment',
      'Order_OrderAssignment_DeleteAdminAssignment',
      'Customer_ViewCustomers',
      'Customer_EditCustomers',
      'Registration_ViewRegistrations',
      'Registration_EditRegistrations',
      'Registration_DeleteRegistrations',
      'MonthEndClosing',
      'Documentation_ViewDocuments',
    ],
  },
  {
    name: 'Teamleiter',
    description: 'Teamleitung vor Ort: stempelt das Team ein und aus, pflegt die Arbeitszeiten der eigenen Aufträge und verteilt die Zählaufgaben',
    grantsAll: false,
    authorities: [
      'Timeclock',
      'Timeclock_Clocking',
      'Order_Overview',
      'Order_Worklogs',
      'Order_Worklogs_SelfEdit',
      'Order_Worklogs_OtherEdit',
      'Order_Worklogs_ClockingHistory',
      'Inventory_ViewTasksManager',
      'Inventory_ViewPerformance',
    ],
  },
  {
    name: 'Mitarbeiter',
    description: 'Außendienst: sieht die eigene Stundenübersicht, die eigenen Aufgaben und die eigene Zählleistung',
    grantsAll: false,
    authorities: ['Inventory_ViewPerformance'],
  },
  { name: 'Aushilfe', description: 'Aushilfe: sieht nur die eigene Stundenübersicht und die eigenen Dokumente, ohne Sonderrechte', grantsAll: false, authorities: [] },
];

/** Demo accounts, each bound to its employee record. */
export const DEMO_USERS = [
  { username: 'admin', employeeId: 1001, firstName: 'Sabine', lastName: 'Krüger', role: 'Administrator' },
  { username: 'buero', employeeId: 1002, firstName: 'Thomas', lastName: 'Becker', role: 'Büro' },
  { username: 'teamleiter', employeeId: 2001, firstName: 'Markus', lastName: 'Schneider', role: 'Teamleiter' },
  { username: 'mitarbeiter', employeeId: 2002, firstName: 'Lena', lastName: 'Hoffmann', role: 'Mitarbeiter' },
] as const;

/**
 * Demo logins bound to generated employees (names from the employee). `aushilfe` exists for the rights
 * e2e test, which gives it a role for a moment: the other logins' menus stay exactly as the shell test
 * expects while that test runs in parallel.
 */
export const DEMO_EXTRA_USERS = [{ username: 'aushilfe', employeeId: 2062, role: 'Aushilfe' }] as const;


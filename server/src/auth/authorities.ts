/**
 * The authority catalogue: every authority the three specification documents name, plus the few the
 * project decided where the specification says "exact name not shown" (marked `decided`).
 * Authorities are plain strings; the group is the part before the first underscore.
 */
export interface AuthorityInfo {
  name: string;
  title: string;
  decided?: true;
}

const a = (name: string, title: string, decided?: true): AuthorityInfo => ({ name, title, ...(decided && { decided }) });

export const AUTHORITY_CATALOGUE: readonly AuthorityInfo[] = [
  a('Superadmin', 'Superadmin: alle Sonderrechte, Zeitkontrolle, globale Suche'),

  a('Accounting_Overview_ViewOther', 'Abrechnung: alle Mitarbeiter sehen'),
  a('Accounting_Overview_ViewWageAndCosts', 'Abrechnung: Lohnart, Lohn und Kosten sehen'),
  a('Accounting_Overview_EditSelf', 'Abrechnung: eigene Arbeitszeiten bearbeiten'),
  a('Accounting_Overview_EditOther', 'Abrechnung: Arbeitszeiten anderer bearbeiten'),
  a('Accounting_Employee_CreateWorklogs', 'Abrechnung: Arbeitszeiten anlegen'),
  a('Accounting_Employee_EditWorklogs', 'Abrechnung: Arbeitszeiten bearbeiten'),
  a('Accounting_Employee_DeleteWorklogs', 'Abrechnung: Arbeitszeiten löschen'),
  a('Accounting_Employee_ViewWorklogs', 'Abrechnung: Arbeitszeiten sehen'),
  a('Accounting_Employee_ViewPerDiems', 'Abrechnung: Zuschüsse sehen'),
  a('Accounting_Employee_ViewPassengerTimes', 'Abrechnung: Beifahrerzeiten sehen'),

  a('Authorization_ViewUsers', 'Rechte: Benutzer sehen'),
  a('Authorization_ViewRoles', 'Rechte: Rollen sehen'),
  a('Authorization_EditUsers', 'Rechte: Rollen zuweisen und entfernen'),
  a('Authorization_EditRoles', 'Rechte: Berechtigungen von Rollen ändern', true),

  a('Customer_ViewCustomers', 'Kunden: Kunden sehen'),
  a('Customer_EditCustomers', 'Kunden: Kunden anlegen, bearbeiten und löschen', true),

  a('Documentation_ViewDocuments', 'Archiv: Dokumente anderer Mitarbeiter sehen'),

  a('Employee_Create_Create', 'Mitarbeiter: anlegen'),
  a('Employee_EditOther_Edit', 'Mitarbeiter: bearbeiten'),
  a('Employee_ViewOther_InactiveEmployees', 'Mitarbeiter: inaktive Mitarbeiter sehen'),
  a('Employee_ViewInventoryBonusEligible', 'Mitarbeiter: Inventurbonus-Berechtigung sehen'),
  a('Employee_EditInventoryBonusEligible', 'Mitarbeiter: Inventurbonus-Berechtigung ändern'),

  a('Inventory_ViewTasksManager', 'Inventuren: Aufgaben verwalten'),
  a('Inventory_EditEmployeeCompetencies', 'Inventuren: Kompetenzen bearbeiten'),
  a('Inventory_EditAdministration', 'Inventuren: Standorte und Marktbereiche verwalten'),
  a('Inventory_ViewPerformance', 'Inventuren: Zählleistung sehen'),

  a('MonthEndClosing', 'Monatsabschluss'),

  a('Order_Overview', 'Aufträge: Auftragsbereich öffnen'),
  a('Order_Overview_ListOrders', 'Aufträge: Liste, Kalender und Planung'),
  a('Order_Overview_CreateOrders', 'Aufträge: anlegen'),
  a('Order_Overview_EditOrders', 'Aufträge: bearbeiten und löschen'),
  a('Order_Worklogs', 'Aufträge: Arbeitszeiten-Tab'),
  a('Order_Worklogs_CreateWorklog', 'Aufträge: Arbeitszeiten anlegen'),
  a('Order_Worklogs_SelfEdit', 'Aufträge: eigene Arbeitszeiten bearbeiten'),
  a('Order_Worklogs_OtherEdit', 'Aufträge: Arbeitszeiten anderer bearbeiten'),
  a('Order_Worklogs_DeleteWorklog', 'Aufträge: Arbeitszeiten löschen'),
  a('Order_Worklogs_ClockingHistory', 'Aufträge: Stempelhistorie'),
  a('Order_OrderAssignment_View', 'Aufträge: Zuweisungen sehen'),
  a('Order_OrderAssignment_CreateEmployeeAssignment', 'Aufträge: Mitarbeiter zuweisen'),
  a('Order_OrderAssignment_CreateAdminAssignment', 'Aufträge: Marktverantwortliche zuweisen'),
  a('Order_OrderAssignment_DeleteEmployeeAssignment', 'Aufträge: Mitarbeiterzuweisung entfernen'),
  a('Order_OrderAssignment_DeleteAdminAssignment', 'Aufträge: Marktverantwortlichen-Zuweisung entfernen'),

  a('PerDiem_View_Order', 'Zuschüsse: Tab im Auftrag'),
  a('PerDiem_Edit_Edit', 'Zuschüsse: bearbeiten'),

  a('Registration_EditRegistrations', 'Registrierungen: Mitarbeiter aus Registrierung anlegen'),
  a('Registration_ViewRegistrations', 'Registrierungen: abgeschlossene Registrierungen sehen und Codes ausgeben', true),
  a('Registration_DeleteRegistrations', 'Registrierungen: löschen', true),

  a('Statistic', 'Statistik'),
  a('Statistic_ViewTravelCosts', 'Statistik: Fahrt- und Beifahrerkosten sehen', true),

  a('Timeclock', 'Zeiterfassung'),
  a('Timeclock_Clocking', 'Zeiterfassung: Ein-, Aus- und Pausenstempeln'),

  a('TimeControlling_View', 'Zeitkontrolle', true),
];

export const ALL_AUTHORITIES: readonly string[] = AUTHORITY_CATALOGUE.map((x) => x.name);

export const AUTHORITY_GROUPS = [
  'Accounting',
  'Authorization',
  'Customer',
  'Documentation',
  'Employee',
  'MonthEndClosing',
  'Order',
  'PerDiem',
  'Registration',
  'Statistic',
  'Timeclock',
  'TimeControlling',
  'Inventory',
] as const;

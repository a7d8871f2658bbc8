/**
 * The authority catalogue: every authority the three specification documents name, plus the few the
 * project decided where the specification says "exact name not shown" (marked `decided`).
 * Authorities are plain strings in the database; in code their names form the union `Authority`, so a
 * misspelt name is a compile error. The group is the part before the first underscore.
 */
export interface AuthorityInfo<N extends string = string> {
  name: N;
  title: string;
  /** One German sentence: what the authority allows (rights administration, spec 3 §2.11). */
  description: string;
  decided?: true;
}

const a = <N extends string>(name: N, title: string, description: string, decided?: true): AuthorityInfo<N> => ({ name, title, description, ...(decided && { decided }) });

export const AUTHORITY_CATALOGUE = [
  a('Superadmin', 'Superadmin: alle Sonderrechte, Zeitkontrolle, globale Suche', 'Öffnet Zeitkontrolle und globale Suche, erlaubt Sonderrechte wie das Wiedereröffnen eines Monatsabschlusses und das Vergeben jedes Rechts.'),

  a('Accounting_Overview_ViewOther', 'Abrechnung: alle Mitarbeiter sehen', 'Zeigt in der Abrechnung die Arbeitszeiten aller Mitarbeiter, nicht nur die eigenen.'),
  a('Accounting_Overview_ViewWageAndCosts', 'Abrechnung: Lohnart, Lohn und Kosten sehen', 'Zeigt Lohnart, Lohn, Kosten und die daraus berechneten Spalten in Abrechnung und Statistik.'),
  a('Accounting_Overview_EditSelf', 'Abrechnung: eigene Arbeitszeiten bearbeiten', 'Erlaubt, die eigenen Arbeitszeiten in der Abrechnung zu bearbeiten.'),
  a('Accounting_Overview_EditOther', 'Abrechnung: Arbeitszeiten anderer bearbeiten', 'Erlaubt, die Arbeitszeiten anderer Mitarbeiter in der Abrechnung zu bearbeiten.'),
  a('Accounting_Employee_CreateWorklogs', 'Abrechnung: Arbeitszeiten anlegen', 'Erlaubt, für Mitarbeiter neue Arbeitszeiten anzulegen.'),
  a('Accounting_Employee_EditWorklogs', 'Abrechnung: Arbeitszeiten bearbeiten', 'Erlaubt, Arbeitszeiten von Mitarbeitern zu bearbeiten.'),
  a('Accounting_Employee_DeleteWorklogs', 'Abrechnung: Arbeitszeiten löschen', 'Erlaubt, Arbeitszeiten von Mitarbeitern zu löschen.'),
  a('Accounting_Employee_ViewWorklogs', 'Abrechnung: Arbeitszeiten sehen', 'Zeigt die Arbeitszeiten eines Mitarbeiters und das Bearbeiten-Symbol bei den Kompetenzen.'),
  a('Accounting_Employee_ViewPerDiems', 'Abrechnung: Zuschüsse sehen', 'Zeigt die Zuschüsse (Spesen) eines Mitarbeiters.'),
  a('Accounting_Employee_ViewPassengerTimes', 'Abrechnung: Beifahrerzeiten sehen', 'Zeigt die Beifahrerzeiten bei Arbeitszeiten.'),

  a('Authorization_ViewUsers', 'Rechte: Benutzer sehen', 'Öffnet die Rechteverwaltung mit der Benutzerliste und den Rollen der Benutzer.'),
  a('Authorization_ViewRoles', 'Rechte: Rollen sehen', 'Öffnet die Rechteverwaltung mit den Rollen, ihren Rechten und Mitgliedern.'),
  a('Authorization_EditUsers', 'Rechte: Rollen zuweisen und entfernen', 'Erlaubt, Benutzern Rollen zuzuweisen und Rollen zu entfernen (nur mit Rechten, die man selbst besitzt).'),
  a('Authorization_EditRoles', 'Rechte: Berechtigungen von Rollen ändern', 'Erlaubt, Rollen anzulegen, umzubenennen, zu löschen und ihre Rechte zu ändern.', true),

  a('Customer_ViewCustomers', 'Kunden: Kunden sehen', 'Zeigt die Kunden und öffnet den Kunden aus einem Auftrag.'),
  a('Customer_EditCustomers', 'Kunden: Kunden anlegen, bearbeiten und löschen', 'Erlaubt, Kunden anzulegen, zu bearbeiten und zu löschen.', true),

  a('Documentation_ViewDocuments', 'Archiv: Dokumente anderer Mitarbeiter sehen', 'Öffnet das Archiv mit den Dokumenten anderer Mitarbeiter.'),

  a('Employee_Create_Create', 'Mitarbeiter: anlegen', 'Erlaubt, neue Mitarbeiter anzulegen.'),
  a('Employee_EditOther_Edit', 'Mitarbeiter: bearbeiten', 'Erlaubt, die Daten anderer Mitarbeiter zu bearbeiten.'),
  a('Employee_ViewOther_InactiveEmployees', 'Mitarbeiter: inaktive Mitarbeiter sehen', 'Zeigt auch inaktive Mitarbeiter in Listen und Suchen.'),
  a('Employee_ViewInventoryBonusEligible', 'Mitarbeiter: Inventurbonus-Berechtigung sehen', 'Zeigt, ob ein Mitarbeiter für den Inventurbonus berechtigt ist.'),
  a('Employee_EditInventoryBonusEligible', 'Mitarbeiter: Inventurbonus-Berechtigung ändern', 'Erlaubt, die Inventurbonus-Berechtigung eines Mitarbeiters zu ändern.'),

  a('Inventory_ViewTasksManager', 'Inventuren: Aufgaben verwalten', 'Erlaubt, Inventuraufgaben anzulegen, zu bearbeiten und jede Aufgabe zu prüfen.'),
  a('Inventory_EditEmployeeCompetencies', 'Inventuren: Kompetenzen bearbeiten', 'Öffnet den Tab Kompetenzen und erlaubt, Kompetenzen der Mitarbeiter zu bearbeiten.'),
  a('Inventory_EditAdministration', 'Inventuren: Standorte und Marktbereiche verwalten', 'Öffnet die Verwaltung der Standorte, Marktbereiche und Kategorien.'),
  a('Inventory_ViewPerformance', 'Inventuren: Zählleistung sehen', 'Öffnet den Tab Zählleistung mit der Leistung aller Mitarbeiter.'),

  a('MonthEndClosing', 'Monatsabschluss', 'Öffnet den Monatsabschluss und erlaubt, einen Monat abzuschließen.'),

  a('Order_Overview', 'Aufträge: Auftragsbereich öffnen', 'Öffnet den Auftragsbereich und die Auftragsseiten.'),
  a('Order_Overview_ListOrders', 'Aufträge: Liste, Kalender und Planung', 'Zeigt die Auftragsliste, den Kalender und die Planung.'),
  a('Order_Overview_CreateOrders', 'Aufträge: anlegen', 'Erlaubt, Aufträge anzulegen (auch über das Plus im Kalender).'),
  a('Order_Overview_EditOrders', 'Aufträge: bearbeiten und löschen', 'Erlaubt, Aufträge zu bearbeiten und zu löschen, einschließlich Bediener-Tab und Inventurfeldern.'),
  a('Order_Worklogs', 'Aufträge: Arbeitszeiten-Tab', 'Zeigt den Tab Arbeitszeiten eines Auftrags.'),
  a('Order_Worklogs_CreateWorklog', 'Aufträge: Arbeitszeiten anlegen', 'Erlaubt, in einem Auftrag Arbeitszeiten anzulegen.'),
  a('Order_Worklogs_SelfEdit', 'Aufträge: eigene Arbeitszeiten bearbeiten', 'Erlaubt, die eigenen Arbeitszeiten in einem Auftrag zu bearbeiten.'),
  a('Order_Worklogs_OtherEdit', 'Aufträge: Arbeitszeiten anderer bearbeiten', 'Erlaubt, die Arbeitszeiten anderer in einem Auftrag zu bearbeiten.'),
  a('Order_Worklogs_DeleteWorklog', 'Aufträge: Arbeitszeiten löschen', 'Erlaubt, Arbeitszeiten in einem Auftrag zu löschen.'),
  a('Order_Worklogs_ClockingHistory', 'Aufträge: Stempelhistorie', 'Zeigt die Stempelhistorie mit allen Änderungen der Stempelungen.'),
  a('Order_OrderAssignment_View', 'Aufträge: Zuweisungen sehen', 'Zeigt die Mitarbeiter- und Marktverantwortlichen-Zuweisungen eines Auftrags.'),
  a('Order_OrderAssignment_CreateEmployeeAssignment', 'Aufträge: Mitarbeiter zuweisen', 'Erlaubt, Mitarbeiter einem Auftrag zuzuweisen.'),
  a('Order_OrderAssignment_CreateAdminAssignment', 'Aufträge: Marktverantwortliche zuweisen', 'Erlaubt, Marktverantwortliche einem Auftrag zuzuweisen.'),
  a('Order_OrderAssignment_DeleteEmployeeAssignment', 'Aufträge: Mitarbeiterzuweisung entfernen', 'Erlaubt, Mitarbeiterzuweisungen eines Auftrags zu entfernen.'),
  a('Order_OrderAssignment_DeleteAdminAssignment', 'Aufträge: Marktverantwortlichen-Zuweisung entfernen', 'Erlaubt, Marktverantwortlichen-Zuweisungen eines Auftrags zu entfernen.'),

  a('PerDiem_View_Order', 'Zuschüsse: Tab im Auftrag', 'Zeigt den Tab Zuschüsse eines Auftrags.'),
  a('PerDiem_Edit_Edit', 'Zuschüsse: bearbeiten', 'Erlaubt, Zuschüsse zu bearbeiten.'),

  a('Registration_EditRegistrations', 'Registrierungen: Mitarbeiter aus Registrierung anlegen', 'Erlaubt, aus einer abgeschlossenen Registrierung einen Mitarbeiter anzulegen.'),
  a('Registration_ViewRegistrations', 'Registrierungen: abgeschlossene Registrierungen sehen und Codes ausgeben', 'Zeigt abgeschlossene Registrierungen und erlaubt, Registrierungscodes auszugeben.', true),
  a('Registration_DeleteRegistrations', 'Registrierungen: löschen', 'Erlaubt, Registrierungen zu löschen.', true),

  a('Statistic', 'Statistik', 'Öffnet die Statistik und die Zählleistung anderer Mitarbeiter.'),
  a('Statistic_ViewTravelCosts', 'Statistik: Fahrt- und Beifahrerkosten sehen', 'Zeigt in der Statistik die Spalten Fahrt- und Beifahrerkosten.', true),

  a('Timeclock', 'Zeiterfassung', 'Öffnet die Zeiterfassung.'),
  a('Timeclock_Clocking', 'Zeiterfassung: Ein-, Aus- und Pausenstempeln', 'Erlaubt, Mitarbeiter ein-, aus- und in die Pause zu stempeln.'),

  a('TimeControlling_View', 'Zeitkontrolle', 'Öffnet die Zeitkontrolle (Eingestempelte und Zeiten ohne Teamleiter).', true),
] as const;

/** An authority of the catalogue by its exact name. */
export type Authority = (typeof AUTHORITY_CATALOGUE)[number]['name'];

export const ALL_AUTHORITIES: readonly Authority[] = AUTHORITY_CATALOGUE.map((x) => x.name);

const KNOWN = new Set<string>(ALL_AUTHORITIES);

/** A stored or submitted name is one of the catalogue. */
export const isAuthority = (name: string): name is Authority => KNOWN.has(name);

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

/** A group name (spec 1 §6): as a requirement it admits any authority of the group. */
export type AuthorityGroup = (typeof AUTHORITY_GROUPS)[number];

/** What a requirement may name: one authority exactly, or a whole group. */
export type AuthorityRequirement = Authority | AuthorityGroup;

/**
 * The groups in the order the rights screens show them (spec 3 §9 "Authority groups"): the catalogue's
 * groups, Superadmin last.
 */
export const AUTHORITY_GROUP_ORDER = [...AUTHORITY_GROUPS, 'Superadmin'] as const;

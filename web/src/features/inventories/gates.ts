import { type Abilities, can } from '@/shared/session/abilities';

/**
 * The tabs of /inventories (spec 3 §2.6) by their fixed index in the query parameter `tab`. Index 1 is
 * the counting performance because the statistics performance table links to /inventories?tab=1.
 */
export const INVENTORY_TABS = ['tasks', 'performance', 'competencies', 'administration'] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

export function inventoryTabs(abilities: Abilities): InventoryTab[] {
  const allowed: Record<InventoryTab, boolean> = {
    tasks: true,
    // Statistic opens it too: the statistics performance table links here for any employee (spec 3 §2.6,
    // §2.8), and the counting performance honours employeeId exactly for Statistic holders.
    performance: can(abilities, 'openPerformanceTab'),
    competencies: can(abilities, 'openCompetenciesTab'),
    administration: can(abilities, 'editInventoryAdministration'),
  };
  return INVENTORY_TABS.filter((tab) => allowed[tab]);
}

/** The tab a `tab` query value selects: a known, allowed index, otherwise the first allowed tab. */
export function selectedTab(param: string | null, allowed: readonly InventoryTab[]): InventoryTab | null {
  const index = param !== null && /^\d$/.test(param) ? Number(param) : -1;
  const wanted = INVENTORY_TABS[index];
  return wanted && allowed.includes(wanted) ? wanted : (allowed[0] ?? null);
}

export const tabIndex = (tab: InventoryTab) => INVENTORY_TABS.indexOf(tab);

/** Company-location search (spec 3 §5, §9): from 3 characters; shorter terms list everything. */
export const LOCATION_SEARCH_MIN = 3;
export const locationTerm = (term: string) => (term.trim().length >= LOCATION_SEARCH_MIN ? term.trim() : undefined);

/** Market-area search (spec 3 §2.6): only when the term is empty or longer than 2 characters. */
export const marketAreaSearchApplies = (term: string) => term.trim().length === 0 || term.trim().length > 2;

export const SEARCH_DEBOUNCE_MS = 200;

// ------------------------------------------------------------------ counting performance (spec 3 §2.6, §5)

/** Another employee's counting performance needs Statistic (spec 3 §6) or Superadmin. */
export const canViewOthersPerformance = (abilities: Abilities) => can(abilities, 'seeOthersPerformance');

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The `date` query parameter (YYYY-MM) when valid and not after `max` (the current month); otherwise `max`. */
export function performanceMonth(param: string | null, max: string): string {
  return param && YEAR_MONTH.test(param) && param <= max ? param : max;
}

/**
 * Whose performance is shown: the `employeeId` query parameter only with Statistic (or Superadmin),
 * otherwise the user's own employee id; null when there is none (an account without employee).
 */
export function performanceEmployeeId(param: string | null, abilities: Abilities, ownId: number | null | undefined): number | null {
  const wanted = param !== null && /^\d{1,9}$/.test(param) ? Number(param) : null;
  if (wanted !== null && wanted > 0 && canViewOthersPerformance(abilities)) return wanted;
  return ownId ?? null;
}

// ------------------------------------------------------------------ competencies (spec 3 §2.6, §6)

/**
 * The edit icon of the competencies table: the spec shows it with Accounting_Employee_ViewWorklogs (or
 * Superadmin), and saving needs the server's competency-edit rule, so both.
 */
export const canEditCompetencyRow = (abilities: Abilities) => can(abilities, 'showCompetencyEditIcon') && can(abilities, 'editCompetencies');

/** A tri-state flag filter: '' (alle) → no filter, 'yes' → true, 'no' → false. */
export function triState(value: string | undefined): boolean | undefined {
  return value === 'yes' ? true : value === 'no' ? false : undefined;
}

/** A whole-number filter value; anything else filters nothing. */
export function wholeNumber(value: string | undefined): number | undefined {
  const v = value?.trim() ?? '';
  return /^\d{1,9}$/.test(v) ? Number(v) : undefined;
}

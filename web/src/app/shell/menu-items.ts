import { type Ability, type AuthorityRequirement, hasAuthority } from '@inv/domain';
import { PATHS } from '@/shared/paths';
import { can } from '@/shared/session/abilities';
import type { Auth } from '@/shared/session/auth';

export type NavKey =
  | 'timeclock'
  | 'hourOverview'
  | 'customers'
  | 'employees'
  | 'accounting'
  | 'inventories'
  | 'orders'
  | 'timeControlling'
  | 'monthEndClosing'
  | 'compliance'
  | 'statistics'
  | 'registrations'
  | 'rights'
  | 'auditLog'
  | 'outbox'
  | 'documents'
  | 'sickLeave'
  | 'workwear'
  | 'vacation';

export interface MenuItem {
  key: NavKey;
  /** Internal path, or an external URL opened in a new tab. */
  to: string;
  external: boolean;
  /** Desktop-only entries are hidden below the `lg` breakpoint (spec 1 §2.3). */
  webOnly: boolean;
}

export interface FormUrls {
  sickLeaveFormUrl: string | null;
  workwearFormUrl: string | null;
  vacationFormUrl: string | null;
}

type MenuAuth = Pick<Auth, 'authorities' | 'abilities' | 'employeeId'>;

interface Entry {
  key: NavKey;
  /** Authority group filtering the entry; null: everyone. */
  group: AuthorityRequirement | null;
  /** A named requirement the entry needs besides (or instead of) the group. */
  ability?: Ability;
  to: (auth: MenuAuth, urls: FormUrls) => string | null;
  external?: boolean;
  webOnly?: boolean;
}

const own = (auth: MenuAuth, path: (id: number) => string) => (auth.employeeId != null ? path(auth.employeeId) : null);

/** 'Mitarbeiter' leads to the list for Superadmin or holders of Employee_Create_Create, else to the own page. */
export function employeesLink(auth: MenuAuth): string | null {
  const list = can(auth.abilities, 'superadmin') || can(auth.abilities, 'createEmployees');
  return list ? '/employees' : own(auth, (id) => `/employees/${id}`);
}

const ENTRIES: readonly Entry[] = [
  { key: 'timeclock', group: 'Timeclock', to: () => PATHS.timeclock },
  { key: 'hourOverview', group: null, to: (a) => own(a, PATHS.hourOverview) },
  { key: 'customers', group: 'Customer', to: () => '/customers' },
  { key: 'employees', group: 'Employee', to: employeesLink },
  { key: 'accounting', group: 'Accounting', to: () => '/accounting/employees' },
  { key: 'inventories', group: 'Inventory', to: () => '/inventories' },
  { key: 'orders', group: 'Order', to: () => '/v2/orders' },
  { key: 'timeControlling', group: 'Superadmin', to: () => '/timecontrolling' },
  { key: 'monthEndClosing', group: 'MonthEndClosing', to: () => '/monthendclosing', webOnly: true },
  { key: 'compliance', group: null, ability: 'viewComplianceFindings', to: () => PATHS.compliance },
  { key: 'statistics', group: 'Statistic', to: () => '/statistic', webOnly: true },
  { key: 'registrations', group: 'Registration', to: () => '/registrations', webOnly: true },
  { key: 'rights', group: 'Authorization', to: () => '/rights', webOnly: true },
  { key: 'auditLog', group: 'Superadmin', to: () => '/auditlog' },
  { key: 'outbox', group: 'Superadmin', to: () => '/outbox' },
  { key: 'documents', group: null, to: (a) => own(a, (id) => `/archive/${id}`) },
  { key: 'sickLeave', group: null, to: (_a, u) => u.sickLeaveFormUrl, external: true },
  { key: 'workwear', group: null, to: (_a, u) => u.workwearFormUrl, external: true },
  { key: 'vacation', group: null, to: (_a, u) => u.vacationFormUrl, external: true },
];

/** The side menu for a user: entries filtered by authority group; links without a target are left out. */
export function menuItems(auth: MenuAuth, urls: FormUrls): MenuItem[] {
  return ENTRIES.flatMap((e) => {
    if (!hasAuthority(auth.authorities, e.group) || (e.ability && !can(auth.abilities, e.ability))) return [];
    const to = e.to(auth, urls);
    return to ? [{ key: e.key, to, external: Boolean(e.external), webOnly: Boolean(e.webOnly) }] : [];
  });
}

import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { RouteRule } from '@/shared/route-handle';

/**
 * Every route of spec 1 §2.1 with its requirement, a name of the domain's table (REQUIRES).
 * Pages load lazily so the login form stays small; the guard in front of each is in app/root-layout.
 */
export interface AppRoute extends RouteRule {
  /** Inside the shell (header, side menu, footer) or on its own (login, public forms). */
  shell: boolean;
  Page: LazyExoticComponent<ComponentType> | null;
}

/** A lazy page that can start loading before it renders (router.tsx preloadRoute). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };
function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { preload: load });
}

const Login = lazyPage(() => import('@/features/auth/login.page'));
const Password = lazyPage(() => import('@/features/auth/password.page'));
const SecondFactor = lazyPage(() => import('@/features/second-factor/second-factor.page'));
const AccessDenied = lazyPage(() => import('./access-denied.page'));
const Register = lazyPage(() => import('@/features/registrations/register.page'));
const Registrations = lazyPage(() => import('@/features/registrations/registrations.page'));
const Confirmation = lazyPage(() => import('@/features/confirmations/confirmation.page'));
const Customers = lazyPage(() => import('@/features/customers/customers.page'));
const Archive = lazyPage(() => import('@/features/archive/archive.page'));
const Timeclock = lazyPage(() => import('@/features/timeclock/timeclock.page'));
const ClockingHistory = lazyPage(() => import('@/features/timeclock/clocking-history.page'));
const Accounting = lazyPage(() => import('@/features/worklogs/accounting.page'));
const HourOverview = lazyPage(() => import('@/features/worklogs/hour-overview.page'));
const Inventories = lazyPage(() => import('@/features/inventories/inventories.page'));
const Employees = lazyPage(() => import('@/features/employees/employees.page'));
const EmployeeDetails = lazyPage(() => import('@/features/employees/employee-details.page'));
const Orders = lazyPage(() => import('@/features/orders/orders.page'));
const MonthEndClosing = lazyPage(() => import('@/features/monthend/month-end-closing.page'));
const Rights = lazyPage(() => import('@/features/rights/rights.page'));
const RightsUsers = lazyPage(() => import('@/features/rights/rights-users.page'));
const RightsUser = lazyPage(() => import('@/features/rights/rights-user.page'));
const RightsRoles = lazyPage(() => import('@/features/rights/rights-roles.page'));
const RightsRole = lazyPage(() => import('@/features/rights/rights-role.page'));
const RightsRoleUsers = lazyPage(() => import('@/features/rights/rights-role-users.page'));
const TimeControlling = lazyPage(() => import('@/features/timecontrolling/time-controlling.page'));
const Search = lazyPage(() => import('@/features/search/search.page'));
const Statistics = lazyPage(() => import('@/features/statistics/statistics.page'));
const OrderStatistic = lazyPage(() => import('@/features/statistics/order-statistic/order-statistic.page'));
const AuditLog = lazyPage(() => import('@/features/audit/audit-log.page'));
const Outbox = lazyPage(() => import('@/features/outbox/outbox.page'));
const Compliance = lazyPage(() => import('@/features/compliance/compliance.page'));

const CUSTOMER = 'openCustomers';
const ACCOUNTING = 'openAccounting';
const ORDER = 'openOrders';
const RIGHTS = 'openRights';
const STATISTIC = 'openStatistics';
const SUPERADMIN = 'superadmin';

type Def = Omit<AppRoute, 'access' | 'shell'> & Partial<Pick<AppRoute, 'access' | 'shell'>>;
const r = (def: Def): AppRoute => ({ access: 'auth', shell: true, ...def });
const publicRoute = (def: Omit<Def, 'access' | 'shell'>): AppRoute => r({ ...def, access: 'public', shell: false });

const ORDER_TABS = [
  ['info', 'orderInfo'],
  ['worklogs', 'orderWorklogs'],
  ['assignments', 'orderAssignments'],
  ['perdiems', 'orderPerDiems'],
  ['operators', 'orderOperators'],
  ['editHistory', 'orderEditHistory'],
] as const;

export const ROUTES: readonly AppRoute[] = [
  // '/' never renders: the guard always forwards it to the landing page.
  r({ id: 'home', path: '/', titleKey: 'timeclock', landing: true, shell: false, Page: null }),
  r({ id: 'login', path: '/login', access: 'guest', shell: false, titleKey: 'login', Page: Login }),
  r({ id: 'password', path: '/password', titleKey: 'password', Page: Password }),
  r({ id: 'secondFactor', path: '/second-factor', titleKey: 'secondFactor', Page: SecondFactor }),
  r({ id: 'accessDenied', path: '/accessDenied', titleKey: 'accessDenied', Page: AccessDenied }),

  publicRoute({ id: 'register', path: '/register', titleKey: 'register', Page: Register }),
  publicRoute({ id: 'registerUuid', path: '/register/:registrationUuid', titleKey: 'register', Page: Register }),
  publicRoute({ id: 'confirmation', path: '/confirmations/:uuid', titleKey: 'confirmation', Page: Confirmation }),
  r({ id: 'registrations', path: '/registrations', titleKey: 'registrations', requires: 'readRegistrations', Page: Registrations }),

  r({ id: 'customers', path: '/customers', titleKey: 'customers', requires: CUSTOMER, Page: Customers }),
  r({ id: 'customer', path: '/customers/:customerId', titleKey: 'customerInfo', requires: CUSTOMER, Page: Customers }),
  r({ id: 'customerInfo', path: '/customers/:customerId/info', titleKey: 'customerInfo', requires: CUSTOMER, Page: Customers }),
  r({ id: 'customerOrders', path: '/customers/:customerId/orders', titleKey: 'customerOrders', requires: CUSTOMER, Page: Customers }),

  // Project decision: the menu offers "Dokumente" without authority, so one's own archive is always open.
  r({
    id: 'archive',
    path: '/archive/:employeeId',
    titleKey: 'archive',
    requires: 'readOthersArchive',
    ownEmployeeParam: 'employeeId',
    Page: Archive,
  }),

  r({ id: 'timeclock', path: '/timeclock', titleKey: 'timeclock', requires: 'openTimeclock', landing: true, Page: Timeclock }),
  r({ id: 'timeclockOrder', path: '/timeclock/:orderId', titleKey: 'timeclockOrder', requires: 'openTimeclock', Page: Timeclock }),

  r({ id: 'accounting', path: '/accounting', titleKey: 'accounting', requires: ACCOUNTING, Page: Accounting }),
  r({ id: 'accountingEmployees', path: '/accounting/employees', titleKey: 'accountingEmployees', requires: ACCOUNTING, Page: Accounting }),
  r({
    id: 'accountingEmployee',
    path: '/accounting/employees/:employeeId',
    titleKey: 'accountingWorklogs',
    requires: ACCOUNTING,
    Page: Accounting,
  }),
  r({
    id: 'accountingWorklogs',
    path: '/accounting/employees/:employeeId/worklogs',
    titleKey: 'accountingWorklogs',
    requires: ACCOUNTING,
    Page: Accounting,
  }),
  r({
    id: 'accountingPerDiems',
    path: '/accounting/employees/:employeeId/perdiems',
    titleKey: 'accountingPerDiems',
    requires: ACCOUNTING,
    Page: Accounting,
  }),

  r({ id: 'inventories', path: '/inventories', titleKey: 'inventories', Page: Inventories }),
  r({ id: 'hourOverview', path: '/houroverview/:employeeId', titleKey: 'hourOverview', Page: HourOverview }),
  r({ id: 'clockingHistory', path: '/clockingHistory', titleKey: 'clockingHistory', Page: ClockingHistory }),

  r({ id: 'employees', path: '/employees', titleKey: 'employees', requires: 'openEmployees', Page: Employees }),
  r({
    id: 'employeeDetails',
    path: '/employees/:employeeId',
    titleKey: 'employeeDetails',
    requires: 'openEmployees',
    ownEmployeeParam: 'employeeId',
    Page: EmployeeDetails,
  }),

  r({ id: 'ordersV2', path: '/v2/orders', titleKey: 'orders', requires: ORDER, Page: Orders }),
  r({ id: 'orders', path: '/orders', titleKey: 'orders', requires: ORDER, Page: Orders }),
  r({ id: 'orderNew', path: '/orders/new', titleKey: 'orderNew', requires: ORDER, Page: Orders }),
  r({ id: 'order', path: '/orders/:orderId', titleKey: 'orderInfo', requires: ORDER, Page: Orders }),
  ...ORDER_TABS.map(([tab, titleKey]) =>
    r({ id: titleKey, path: `/orders/:orderId/${tab}`, titleKey, requires: ORDER, Page: Orders }),
  ),
  r({ id: 'orderWorklogsDay', path: '/orders/:orderId/worklogs/:date', titleKey: 'orderWorklogsDay', requires: ORDER, Page: Orders }),
  r({ id: 'orderPerDiemsDay', path: '/orders/:orderId/perdiems/:date', titleKey: 'orderPerDiemsDay', requires: ORDER, Page: Orders }),

  r({ id: 'monthEndClosing', path: '/monthendclosing', titleKey: 'monthEndClosing', requires: 'manageMonthEnd', Page: MonthEndClosing }),
  r({ id: 'compliance', path: '/compliance', titleKey: 'compliance', requires: 'viewComplianceFindings', Page: Compliance }),

  r({ id: 'rights', path: '/rights', titleKey: 'rights', requires: RIGHTS, Page: Rights }),
  r({ id: 'rightsUsers', path: '/rights/users', titleKey: 'rightsUsers', requires: RIGHTS, Page: RightsUsers }),
  r({ id: 'rightsUser', path: '/rights/user/:employeeId', titleKey: 'rightsUser', requires: RIGHTS, Page: RightsUser }),
  r({ id: 'rightsRoles', path: '/rights/roles', titleKey: 'rightsRoles', requires: RIGHTS, Page: RightsRoles }),
  r({ id: 'rightsRole', path: '/rights/role/:roleId', titleKey: 'rightsRole', requires: RIGHTS, Page: RightsRole }),
  r({ id: 'rightsRoleUsers', path: '/rights/role/:roleId/users', titleKey: 'rightsRoleUsers', requires: RIGHTS, Page: RightsRoleUsers }),

  r({ id: 'timeControlling', path: '/timecontrolling', titleKey: 'timeControlling', requires: SUPERADMIN, Page: TimeControlling }),
  r({ id: 'search', path: '/search', titleKey: 'search', requires: SUPERADMIN, Page: Search }),
  r({ id: 'auditLog', path: '/auditlog', titleKey: 'auditLog', requires: SUPERADMIN, Page: AuditLog }),
  r({ id: 'outbox', path: '/outbox', titleKey: 'outbox', requires: SUPERADMIN, Page: Outbox }),

  r({ id: 'statistic', path: '/statistic', titleKey: 'statistic', requires: STATISTIC, Page: Statistics }),
  r({ id: 'statisticOrder', path: '/statistic/:orderId', titleKey: 'statisticOrder', requires: STATISTIC, Page: OrderStatistic }),
];

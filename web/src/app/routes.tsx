import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { RouteRule } from '@/shared/route-handle';

/**
 * Every route of spec 1 §2.1 with its requirement. Several authorities admit a user holding any one.
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

const CUSTOMER = ['Customer'];
const ACCOUNTING = ['Accounting'];
const ORDER = ['Order_Overview'];
const RIGHTS = ['Authorization_ViewUsers', 'Authorization_ViewRoles'];
const STATISTIC = ['Statistic'];
const SUPERADMIN = ['Superadmin'];

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
  r({ id: 'registrations', path: '/registrations', titleKey: 'registrations', authorities: ['Registration'], Page: Registrations }),

  r({ id: 'customers', path: '/customers', titleKey: 'customers', authorities: CUSTOMER, Page: Customers }),
  r({ id: 'customer', path: '/customers/:customerId', titleKey: 'customerInfo', authorities: CUSTOMER, Page: Customers }),
  r({ id: 'customerInfo', path: '/customers/:customerId/info', titleKey: 'customerInfo', authorities: CUSTOMER, Page: Customers }),
  r({ id: 'customerOrders', path: '/customers/:customerId/orders', titleKey: 'customerOrders', authorities: CUSTOMER, Page: Customers }),

  // Project decision: the menu offers "Dokumente" without authority, so one's own archive is always open.
  r({
    id: 'archive',
    path: '/archive/:employeeId',
    titleKey: 'archive',
    authorities: ['Documentation_ViewDocuments'],
    ownEmployeeParam: 'employeeId',
    Page: Archive,
  }),

  r({ id: 'timeclock', path: '/timeclock', titleKey: 'timeclock', authorities: ['Timeclock'], landing: true, Page: Timeclock }),
  r({ id: 'timeclockOrder', path: '/timeclock/:orderId', titleKey: 'timeclockOrder', authorities: ['Timeclock'], Page: Timeclock }),

  r({ id: 'accounting', path: '/accounting', titleKey: 'accounting', authorities: ACCOUNTING, Page: Accounting }),
  r({ id: 'accountingEmployees', path: '/accounting/employees', titleKey: 'accountingEmployees', authorities: ACCOUNTING, Page: Accounting }),
  r({
    id: 'accountingEmployee',
    path: '/accounting/employees/:employeeId',
    titleKey: 'accountingWorklogs',
    authorities: ACCOUNTING,
    Page: Accounting,
  }),
  r({
    id: 'accountingWorklogs',
    path: '/accounting/employees/:employeeId/worklogs',
    titleKey: 'accountingWorklogs',
    authorities: ACCOUNTING,
    Page: Accounting,
  }),
  r({
    id: 'accountingPerDiems',
    path: '/accounting/employees/:employeeId/perdiems',
    titleKey: 'accountingPerDiems',
    authorities: ACCOUNTING,
    Page: Accounting,
  }),

  r({ id: 'inventories', path: '/inventories', titleKey: 'inventories', Page: Inventories }),
  r({ id: 'hourOverview', path: '/houroverview/:employeeId', titleKey: 'hourOverview', Page: HourOverview }),
  r({ id: 'clockingHistory', path: '/clockingHistory', titleKey: 'clockingHistory', Page: ClockingHistory }),

  r({ id: 'employees', path: '/employees', titleKey: 'employees', authorities: ['Employee'], Page: Employees }),
  r({
    id: 'employeeDetails',
    path: '/employees/:employeeId',
    titleKey: 'employeeDetails',
    authorities: ['Employee'],
    ownEmployeeParam: 'employeeId',
    Page: EmployeeDetails,
  }),

  r({ id: 'ordersV2', path: '/v2/orders', titleKey: 'orders', authorities: ORDER, Page: Orders }),
  r({ id: 'orders', path: '/orders', titleKey: 'orders', authorities: ORDER, Page: Orders }),
  r({ id: 'orderNew', path: '/orders/new', titleKey: 'orderNew', authorities: ORDER, Page: Orders }),
  r({ id: 'order', path: '/orders/:orderId', titleKey: 'orderInfo', authorities: ORDER, Page: Orders }),
  ...ORDER_TABS.map(([tab, titleKey]) =>
    r({ id: titleKey, path: `/orders/:orderId/${tab}`, titleKey, authorities: ORDER, Page: Orders }),
  ),
  r({ id: 'orderWorklogsDay', path: '/orders/:orderId/worklogs/:date', titleKey: 'orderWorklogsDay', authorities: ORDER, Page: Orders }),
  r({ id: 'orderPerDiemsDay', path: '/orders/:orderId/perdiems/:date', titleKey: 'orderPerDiemsDay', authorities: ORDER, Page: Orders }),

  r({ id: 'monthEndClosing', path: '/monthendclosing', titleKey: 'monthEndClosing', authorities: ['MonthEndClosing'], Page: MonthEndClosing }),

  r({ id: 'rights', path: '/rights', titleKey: 'rights', authorities: RIGHTS, Page: Rights }),
  r({ id: 'rightsUsers', path: '/rights/users', titleKey: 'rightsUsers', authorities: RIGHTS, Page: RightsUsers }),
  r({ id: 'rightsUser', path: '/rights/user/:employeeId', titleKey: 'rightsUser', authorities: RIGHTS, Page: RightsUser }),
  r({ id: 'rightsRoles', path: '/rights/roles', titleKey: 'rightsRoles', authorities: RIGHTS, Page: RightsRoles }),
  r({ id: 'rightsRole', path: '/rights/role/:roleId', titleKey: 'rightsRole', authorities: RIGHTS, Page: RightsRole }),
  r({ id: 'rightsRoleUsers', path: '/rights/role/:roleId/users', titleKey: 'rightsRoleUsers', authorities: RIGHTS, Page: RightsRoleUsers }),

  r({ id: 'timeControlling', path: '/timecontrolling', titleKey: 'timeControlling', authorities: SUPERADMIN, Page: TimeControlling }),
  r({ id: 'search', path: '/search', titleKey: 'search', authorities: SUPERADMIN, Page: Search }),
  r({ id: 'auditLog', path: '/auditlog', titleKey: 'auditLog', authorities: SUPERADMIN, Page: AuditLog }),

  r({ id: 'statistic', path: '/statistic', titleKey: 'statistic', authorities: STATISTIC, Page: Statistics }),
  r({ id: 'statisticOrder', path: '/statistic/:orderId', titleKey: 'statisticOrder', authorities: STATISTIC, Page: OrderStatistic }),
];

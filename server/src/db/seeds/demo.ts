import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords.js';
import { seedDemoEmployees } from './demo-employees.js';
import { Role } from '../../modules/auth/role.entity.js';
import { User } from '../../modules/auth/user.entity.js';

export const DEMO_PASSWORD = 'demo1234';

const ADMINISTRATOR = { name: 'Administrator', description: 'Superadmin mit allen Berechtigungen', grantsAll: true, authorities: [] };

/** Demo roles exercising the permission model (README: "Demo-Daten"). */
export const DEMO_ROLES = [
  ADMINISTRATOR,
  {
    name: 'Büro',
    description: 'Büro: Mitarbeiter, Abrechnung, Zuschüsse, Aufträge, Kunden, Registrierungen',
    grantsAll: false,
    authorities: [
      'Employee_Create_Create',
      'Employee_EditOther_Edit',
      'Employee_ViewOther_InactiveEmployees',
      'Employee_ViewInventoryBonusEligible',
      'Employee_EditInventoryBonusEligible',
      'Accounting_Overview_ViewOther',
      'Accounting_Overview_ViewWageAndCosts',
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
    ],
  },
  {
    name: 'Teamleiter',
    description: 'Teamleitung: Zeiterfassung mit Stempeln, Arbeitszeiten der eigenen Aufträge',
    grantsAll: false,
    authorities: [
      'Timeclock',
      'Timeclock_Clocking',
      'Order_Overview',
      'Order_Worklogs',
      'Order_Worklogs_SelfEdit',
      'Order_Worklogs_OtherEdit',
      'Order_Worklogs_ClockingHistory',
    ],
  },
  { name: 'Mitarbeiter', description: 'Außendienst: nur die eigene Stundenübersicht', grantsAll: false, authorities: [] },
];

/** Demo accounts, each bound to its employee record. */
export const DEMO_USERS = [
  { username: 'admin', employeeId: 1001, role: 'Administrator' },
  { username: 'buero', employeeId: 1002, role: 'Büro' },
  { username: 'teamleiter', employeeId: 2001, role: 'Teamleiter' },
  { username: 'mitarbeiter', employeeId: 2002, role: 'Mitarbeiter' },
];

/** Seeds roles, company locations, employees and their accounts into an empty database; false when users exist. */
export async function seedDemo(em: EntityManager): Promise<boolean> {
  if ((await em.count(User)) > 0) return false;
  await em.transactional(async (tx) => {
    const roles = new Map(DEMO_ROLES.map((r) => [r.name, tx.create(Role, r)]));
    const employees = await seedDemoEmployees(tx);
    const demoHash = await hashPassword(DEMO_PASSWORD);
    // Accounts of the other employees get an unusable password until a welcome letter issues one.
    const lockedHash = await hashPassword(randomBytes(32).toString('hex'));
    for (const employee of employees) {
      const demo = DEMO_USERS.find((u) => u.employeeId === employee.id);
      const user = tx.create(User, {
        username: demo?.username ?? String(employee.id),
        employee,
        firstName: employee.firstName,
        lastName: employee.lastName,
        passwordHash: demo ? demoHash : lockedHash,
        enabled: employee.active,
        mustChangePassword: !demo,
      });
      if (demo) user.roles.add(roles.get(demo.role)!);
    }
  });
  return true;
}

/** A production start on an empty database: one admin whose initial password must be changed. */
export async function ensureInitialAdmin(em: EntityManager, password: string): Promise<boolean> {
  if ((await em.count(User)) > 0) return false;
  await em.transactional(async (tx) => {
    const role = (await tx.findOne(Role, { name: ADMINISTRATOR.name })) ?? tx.create(Role, ADMINISTRATOR);
    const admin = tx.create(User, {
      username: 'admin',
      firstName: 'Admin',
      lastName: 'Administrator',
      passwordHash: await hashPassword(password),
      enabled: true,
      mustChangePassword: true,
    });
    admin.roles.add(role);
  });
  return true;
}

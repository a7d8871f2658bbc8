import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { hashPassword, isCommonPassword } from '../../modules/auth/passwords.js';
import { msg } from '../../messages.js';
import { seedDemoEmployees } from './demo-employees.js';
import { seedDemoCustomers } from './demo-customers.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoCalendar } from './demo-calendar.js';
import { seedDemoWorklogs } from './demo-worklogs.js';
import { seedDemoCompliance } from './demo-compliance.js';
import { seedDemoTimeclock } from './demo-timeclock.js';
import { seedDemoTasks } from './demo-tasks.js';
import { seedDemoStatistics } from './demo-statistics.js';
import { ADMINISTRATOR, DEMO_EXTRA_USERS, DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from './demo-accounts.js';

export { DEMO_EXTRA_USERS, DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS };
import { Role } from '../../modules/auth/role.entity.js';
import { User } from '../../modules/auth/user.entity.js';

/** Seeds roles, company locations, employees and their accounts into an empty database; false when users exist. */
export async function seedDemo(em: EntityManager): Promise<boolean> {
  if ((await em.count(User)) > 0) return false;
  await em.transactional(async (tx) => {
    const roles = new Map(DEMO_ROLES.map((r) => [r.name, tx.create(Role, r)]));
    const { employees, locations } = await seedDemoEmployees(tx);
    await seedDemoCustomers(tx, locations);
    await seedDemoOrders(tx);
    await seedDemoCalendar(tx);
    await seedDemoWorklogs(tx);
    employees.push(...(await seedDemoCompliance(tx, locations)));
    await seedDemoTimeclock(tx);
    await seedDemoTasks(tx);
    await seedDemoStatistics(tx);
    const demoHash = await hashPassword(DEMO_PASSWORD);
    // Accounts of the other employees get an unusable password until a welcome letter issues one.
    const lockedHash = await hashPassword(randomBytes(32).toString('hex'));
    for (const employee of employees) {
      const demo = [...DEMO_USERS, ...DEMO_EXTRA_USERS].find((u) => u.employeeId === employee.id);
      const user = tx.create(User, {
        username: demo?.username ?? String(employee.id),
        employee,
        firstName: employee.firstName,
        lastName: employee.lastName,
        passwordHash: demo ? demoHash : lockedHash,
        // Marks the demo accounts: they are demo accounts while they keep exactly this hash.
        demoPasswordHash: demo ? demoHash : null,
        enabled: employee.active,
        mustChangePassword: !demo,
      });
      if (demo) user.roles.add(roles.get(demo.role)!);
    }
  });
  return true;
}

/** Hours an INITIAL_ADMIN_PASSWORD works before the first login must have replaced it. */
export const INITIAL_ADMIN_PASSWORD_HOURS = 24;

/**
 * A start on an empty database without demo data: one admin whose initial password must be changed at
 * first login and stops working after 24 hours. There is no default password: without
 * INITIAL_ADMIN_PASSWORD the start is refused with a message saying what to set.
 */
export async function ensureInitialAdmin(em: EntityManager, password: string | undefined): Promise<boolean> {
  if ((await em.count(User)) > 0) return false;
  if (!password) throw new Error(msg.initialAdminPasswordMissing);
  if (isCommonPassword(password)) throw new Error(msg.initialAdminPasswordCommon);
  await em.transactional(async (tx) => {
    const role = (await tx.findOne(Role, { name: ADMINISTRATOR.name })) ?? tx.create(Role, ADMINISTRATOR);
    const admin = tx.create(User, {
      username: 'admin',
      firstName: 'Admin',
      lastName: 'Administrator',
      passwordHash: await hashPassword(password),
      enabled: true,
      mustChangePassword: true,
      initialPasswordExpiresAt: new Date(Date.now() + INITIAL_ADMIN_PASSWORD_HOURS * 3_600_000),
    });
    admin.roles.add(role);
  });
  return true;
}

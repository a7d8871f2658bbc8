import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../../auth/current-user.js';
import { ForbiddenError } from '../../errors.js';
import { currentEntry } from '../employees/history.js';
import { Employee } from '../employees/employee.entity.js';
import { canSeeWages } from '../employees/employee.policy.js';
import { dayTotals } from './time-math.js';
import { Worklog } from './worklog.entity.js';
import * as policy from './worklog.policy.js';
import { monthRange } from './worklog.service.js';

export interface AccountingRow {
  employee: Employee;
  wageType: string | null;
  wage: number | null;
  employmentType: string | null;
  minutesWork: number;
  minutesTravel: number;
  minutesPassenger: number | null;
}

/**
 * The monthly accounting overview (GET /accounting/employees?yearMonth): every active employee, or
 * those with time booked in the month, with net work, travel and passenger minutes. Wages only with
 * Accounting_Overview_ViewWageAndCosts, passenger minutes only with Accounting_Employee_ViewPassengerTimes.
 */
export class AccountingService {
  async employees(em: EntityManager, actor: CurrentUser, yearMonth?: string | null): Promise<AccountingRow[]> {
    const all = policy.canSeeAllEmployees(actor);
    if (!all && actor.employeeId === null) throw new ForbiddenError();
    const { from, to } = monthRange(yearMonth);
    const logs = await em.find(Worklog, { date: { $gte: from, $lte: to }, end: { $ne: null }, ...(all ? {} : { employee: actor.employeeId! }) });
    const byEmployeeDay = new Map<number, Map<string, Worklog[]>>();
    for (const w of logs) {
      const days = byEmployeeDay.get(w.employee.id) ?? new Map<string, Worklog[]>();
      days.set(w.date, [...(days.get(w.date) ?? []), w]);
      byEmployeeDay.set(w.employee.id, days);
    }
    const employees = await em.find(
      Employee,
      all ? { $or: [{ active: true }, { id: { $in: [...byEmployeeDay.keys()] } }] } : { id: actor.employeeId! },
      { populate: ['wages', 'employments'], orderBy: { lastName: 'asc', firstName: 'asc' } },
    );
    const wages = canSeeWages(actor);
    const passenger = policy.canSeePassengerTimes(actor);
    return employees.map((employee) => {
      const totals = { minutesWork: 0, minutesTravel: 0, minutesPassenger: 0 };
      for (const day of byEmployeeDay.get(employee.id)?.values() ?? []) {
        const t = dayTotals(day);
        totals.minutesWork += t.minutesWork;
        totals.minutesTravel += t.minutesTravel;
        totals.minutesPassenger += t.minutesPassenger;
      }
      const wage = currentEntry(employee.wages.getItems(), to);
      return {
        employee,
        wageType: wages ? (wage?.wageType ?? null) : null,
        wage: wages ? (wage?.wage ?? null) : null,
        employmentType: currentEntry(employee.employments.getItems(), to)?.employmentType ?? null,
        minutesWork: totals.minutesWork,
        minutesTravel: totals.minutesTravel,
        minutesPassenger: passenger ? totals.minutesPassenger : null,
      };
    });
  }
}

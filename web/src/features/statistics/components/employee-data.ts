import type { EmployeeStatisticsQuery } from '@/generated/statistics';
import { employeeLabel } from '@/shared/employee-label';

export type EmployeeSummary = EmployeeStatisticsQuery['employeeStatistics'][number];
export type EmployeeMonth = EmployeeSummary['months'][number];

/** "Schneider, Mia (2030)": with the personnel number, so two employees of one name are two rows one can tell apart. */
export const employeeName = (e: Pick<EmployeeSummary, 'firstName' | 'lastName' | 'employeeId'>) => employeeLabel(`${e.lastName}, ${e.firstName}`, e.employeeId);

/** Every month of the range for one employee, in range order; a month without bookings counts zero. */
export function monthsOf(e: EmployeeSummary, months: readonly string[]): EmployeeMonth[] {
  const byMonth = new Map(e.months.map((m) => [m.yearMonth, m]));
  return months.map(
    (yearMonth) => byMonth.get(yearMonth) ?? { yearMonth, workingDays: 0, minutesWork: 0, minutesTravel: 0, wage: null, wageType: null },
  );
}

export const totalMinutes = (e: EmployeeSummary) => e.months.reduce((s, m) => s + m.minutesWork, 0);

/** Hours per month over all employees (work and travel), for the chart. */
export function hoursPerMonth(rows: readonly EmployeeSummary[], months: readonly string[]) {
  return months.map((yearMonth) => {
    let work = 0;
    let travel = 0;
    for (const e of rows)
      for (const m of e.months)
        if (m.yearMonth === yearMonth) {
          work += m.minutesWork;
          travel += m.minutesTravel;
        }
    return { yearMonth, work: Math.round((work / 60) * 100) / 100, travel: Math.round((travel / 60) * 100) / 100 };
  });
}

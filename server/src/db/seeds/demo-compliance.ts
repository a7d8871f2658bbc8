import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { automaticPauseSlots, shiftsOf } from '@inv/domain';
import { EmploymentType, WageType } from '../../modules/employees/employee.enums.js';
import { Employee, EmploymentEntry, WageEntry } from '../../modules/employees/employee.entity.js';
import type { CompanyLocation } from '../../modules/inventories/company-location.entity.js';
import { AssignmentType, kindOf, Order, OrderAssignment, OrderType } from '../../modules/orders/order.entity.js';
import { AUTOMATIC_PAUSE, Worklog, WorklogType } from '../../modules/worklogs/worklog.entity.js';
import { publicHolidaysOf } from '../../shared-holidays.js';
import { ZONE } from '../../shared-dates.js';

interface Case {
  id: number;
  firstName: string;
  lastName: string;
  type: EmploymentType;
  wage: number;
  /** Years of age today (a minor below 18). */
  age?: number;
  shortTermDaysElsewhere?: number;
}

/**
 * One demo employee per compliance rule the office should see on /compliance in the current month:
 * a minijob above 603 €, a short-term employment at 65 days (60 of them elsewhere), a shift of 10:30 h,
 * a rest of 9 h, a minor in the evening, a wage of 12,00 €, Sunday work and work on a public holiday
 * valid only in Sachsen (an order in Dresden). They work on orders of their own, so the rest of the
 * demo keeps its figures. When the month has begun too recently to hold the days, the previous month
 * (still open) is used.
 */
const CASES: Case[] = [
  { id: 2901, firstName: 'Lea', lastName: 'Grenzwert', type: EmploymentType.MIN, wage: 13.9 },
  { id: 2902, firstName: 'Kai', lastName: 'Saisonal', type: EmploymentType.SHO, wage: 14.5, shortTermDaysElsewhere: 60 },
  { id: 2903, firstName: 'Ole', lastName: 'Langschicht', type: EmploymentType.FUL, wage: 15 },
  { id: 2904, firstName: 'Ina', lastName: 'Ruhelos', type: EmploymentType.FUL, wage: 15 },
  { id: 2905, firstName: 'Tim', lastName: 'Jungmann', type: EmploymentType.FUL, wage: 14, age: 16 },
  { id: 2906, firstName: 'Eva', lastName: 'Niedriglohn', type: EmploymentType.FUL, wage: 12 },
  { id: 2907, firstName: 'Jan', lastName: 'Sonntag', type: EmploymentType.FUL, wage: 15 },
  { id: 2908, firstName: 'Ute', lastName: 'Feiertag', type: EmploymentType.FUL, wage: 15 },
];

export async function seedDemoCompliance(em: EntityManager, locations: CompanyLocation[]): Promise<Employee[]> {
  const today = DateTime.now().setZone(ZONE).startOf('day');
  const daysBefore = (month: DateTime) => {
    const days: DateTime[] = [];
    for (let d = month.startOf('month'); d < today && d.hasSame(month, 'month'); d = d.plus({ days: 1 })) days.push(d);
    return days;
  };
  let days = daysBefore(today);
  const weekdaysOf = (list: DateTime[]) => list.filter((d) => d.weekday <= 5);
  if (weekdaysOf(days).length < 10 || !days.some((d) => d.weekday === 7)) days = daysBefore(today.minus({ months: 1 }));
  const weekdays = weekdaysOf(days).map((d) => d.toISODate()!);
  const sunday = days.find((d) => d.weekday === 7)!.toISODate()!;
  const first = days[0];
  const saxonHoliday = [...publicHolidaysOf('SN', first.year)].find((d) => days.some((x) => x.toISODate() === d) && !publicHolidaysOf('BE', first.year).has(d));

  const employees = CASES.map((c) => {
    const employee = em.create(Employee, {
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      birthdate: today.minus({ years: c.age ?? 30, days: 40 }).toISODate()!,
      email: `${c.firstName}.${c.lastName}${c.id}@inventur-demo.de`.toLowerCase(),
      companyLocation: locations[0],
      temporary: c.type === EmploymentType.SHO,
      shortTermDaysElsewhere: c.shortTermDaysElsewhere ?? 0,
      shortTermDaysElsewhereYear: first.year,
    });
    const hired = first.minus({ months: 3 }).startOf('month').toISODate()!;
    em.create(WageEntry, { employee, wage: c.wage, wageType: WageType.WAG, validFrom: hired });
    em.create(EmploymentEntry, { employee, employmentType: c.type, validFrom: hired });
    return employee;
  });
  const byId = new Map(employees.map((e) => [e.id, e]));

  const order = (name: string, zip: string, city: string, from: string, to: string) =>
    em.create(Order, { name, address: 'Lagerstraße 1', zip, city, orderType: OrderType.MOD, type: kindOf(OrderType.MOD), validFrom: from, validTo: to, startTime: '08:00' });
  const hamburg = order('Umbau Lager Hamburg', '20095', 'Hamburg', days[0].toISODate()!, days.at(-1)!.toISODate()!);
  const dresden = saxonHoliday ? order('Umbau Markt Dresden', '01067', 'Dresden', saxonHoliday, saxonHoliday) : null;

  const entries: { employee: Employee; order: Order; date: string; start: string; end: string; worklogType: WorklogType; automatic: boolean }[] = [];
  const work = (id: number, date: string, start: string, end: string, at = hamburg) => entries.push({ employee: byId.get(id)!, order: at, date, start, end, worklogType: WorklogType.WORK, automatic: false });
  // 50 hours at 13,90 €: 695,00 € in the month, above the minijob limit of 603 € (SGB IV §8 (1a)).
  for (const d of weekdays.slice(0, 10)) work(2901, d, '08:00', '13:00');
  // 5 days here and 60 elsewhere: 65 of 70 short-term days (SGB IV §8 (1) Nr. 2).
  for (const d of weekdays.slice(0, 5)) work(2902, d, '08:00', '12:00');
  // 10:30 h of work after the 45 minutes' pause the system books (ArbZG §3, §4).
  work(2903, weekdays[2], '06:00', '17:15');
  // 22:00 to 07:00: a rest of 9 h (ArbZG §5).
  work(2904, weekdays[3], '14:00', '22:00');
  work(2904, weekdays[4], '07:00', '12:00');
  // A minor until 21:00 (JArbSchG §14).
  work(2905, weekdays[4], '17:00', '21:00');
  // 12,00 € an hour, below the minimum wage (MiLoG §1).
  work(2906, weekdays[5], '08:00', '12:00');
  // Sunday work (ArbZG §9).
  work(2907, sunday, '08:00', '12:00');
  if (dresden && saxonHoliday) work(2908, saxonHoliday, '08:00', '12:00', dresden);

  // The crews as planned: everyone who works on an order is assigned to it; Dresden's crew of three had
  // two who did not come (every demo order has a crew of at least three).
  const crew = (o: Order, ids: number[]) => ids.forEach((id) => em.create(OrderAssignment, { order: o, employee: byId.get(id)!, assignmentType: AssignmentType.EMP }));
  crew(hamburg, [2901, 2902, 2903, 2904, 2905, 2906, 2907]);
  if (dresden) crew(dresden, [2906, 2907, 2908]);

  const insertTime = today.toJSDate();
  for (const e of entries) em.create(Worklog, { ...e, comment: '', insertUser: 'Markus Schneider', insertTime });
  // The automatic pause where a shift lacks its own (ArbZG §4), as the service books it.
  for (const employee of employees) {
    for (const shift of shiftsOf(entries.filter((e) => e.employee === employee))) {
      for (const slot of automaticPauseSlots(shift.entries)) {
        em.create(Worklog, { employee, order: slot.work.order, date: slot.date, start: slot.start, end: slot.end, worklogType: WorklogType.PAUSE, comment: AUTOMATIC_PAUSE, automatic: true, insertUser: 'Markus Schneider', insertTime });
      }
    }
  }
  await em.flush();
  return employees;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { chainValidTo, COMPETENCY_FLAGS } from '@inv/domain';
import { EmployeeCompetency } from '../../modules/employees/employee-competency.entity.js';
import { EmploymentType, WageType } from '../../modules/employees/employee.enums.js';
import { Employee, EmploymentEntry, WageEntry } from '../../modules/employees/employee.entity.js';
import { CompanyLocation } from '../../modules/inventories/company-location.entity.js';
import { ZONE } from '../../shared-dates.js';
import { DEMO_USERS } from './demo-accounts.js';

/** Deterministic pseudo-random numbers: the same demo data on every fresh start. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const DEMO_LOCATIONS = [
  { name: 'Hamburg', street: 'Wandsbeker Chaussee 42', zip: '22089', city: 'Hamburg', notes: 'Zentrale' },
  { name: 'Berlin', street: 'Storkower Straße 118', zip: '10407', city: 'Berlin', notes: '' },
  { name: 'Leipzig', street: 'Prager Straße 21', zip: '04103', city: 'Leipzig', notes: '' },
  { name: 'Köln', street: 'Aachener Straße 310', zip: '50933', city: 'Köln', notes: '' },
  { name: 'München', street: 'Landsberger Straße 155', zip: '80687', city: 'München', notes: 'Lager im Hinterhof' },
];

const FIRST = ['Anna', 'Ben', 'Clara', 'David', 'Elif', 'Felix', 'Greta', 'Hannes', 'Ida', 'Jonas', 'Kübra', 'Lukas', 'Mia', 'Niklas', 'Olga', 'Paul', 'Rieke', 'Sören', 'Tanja', 'Uwe', 'Vanessa', 'Wojciech', 'Yasemin', 'Zoe', 'Jörg', 'Maximilian', 'Leonie', 'Emre', 'Sophie', 'Tobias'];
const LAST = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Yılmaz', 'Nowak', 'Kowalski', 'Öztürk', 'Schäfer', 'Jäger', 'Groß'];

/** The four demo accounts' employees plus 60 more across all employment and wage types. */
const SHAPE: Record<number, { type: EmploymentType; sal: boolean }> = {
  1001: { type: EmploymentType.FUL, sal: true },
  1002: { type: EmploymentType.FUL, sal: true },
  2001: { type: EmploymentType.FUL, sal: false },
  2002: { type: EmploymentType.MIN, sal: false },
};
const NAMED = DEMO_USERS.map((u) => ({ id: u.employeeId, firstName: u.firstName, lastName: u.lastName, ...SHAPE[u.employeeId], location: 0 }));

export async function seedDemoEmployees(em: EntityManager): Promise<{ employees: Employee[]; locations: CompanyLocation[] }> {
  const rnd = prng(20261123);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const today = DateTime.now().setZone(ZONE).startOf('day');
  const month = (offset: number) => today.startOf('month').plus({ months: offset }).toISODate()!;
  const locations = DEMO_LOCATIONS.map((l) => em.create(CompanyLocation, l));

  const specs = [
    ...NAMED,
    ...Array.from({ length: 60 }, (_, i) => {
      const r = rnd();
      const type = r < 0.15 ? EmploymentType.FUL : r < 0.6 ? EmploymentType.MIN : r < 0.8 ? EmploymentType.SHO : EmploymentType.WORKING_STUDENT;
      return {
        id: 2003 + i,
        firstName: FIRST[(i * 7 + 3) % FIRST.length],
        lastName: LAST[(i * 11 + 5) % LAST.length],
        type,
        sal: type === EmploymentType.FUL && rnd() < 0.4,
        location: Math.floor(rnd() * locations.length),
      };
    }),
  ];

  const employees: Employee[] = [];
  for (const [i, s] of specs.entries()) {
    const hiredMonthsAgo = 2 + Math.floor(rnd() * 36);
    const hired = today.minus({ months: hiredMonthsAgo }).startOf('month');
    const inactive = i >= NAMED.length && i % 10 === 9; // six inactive ones
    const employee = em.create(Employee, {
      id: s.id,
      firstName: s.firstName,
      lastName: s.lastName,
      birthdate: today.minus({ years: 18 + Math.floor(rnd() * 45), days: Math.floor(rnd() * 365) }).toISODate()!,
      email: `${s.firstName}.${s.lastName}`.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i').replace(/[^a-z.]/g, '') + `${s.id}@inventur-demo.de`,
      companyLocation: locations[s.location],
      active: !inactive,
      temporary: s.type === EmploymentType.SHO,
      export: true,
      operatorNumber: i % 3 === 0 ? 1010 + i * 17 : null,
      manager: s.id === 1002,
      teamleadSince: s.id === 2001 ? hired.plus({ months: 1 }).toISODate()! : null,
      firstAidCourseDate: i % 4 === 0 ? hired.plus({ days: 20 }).toISODate()! : null,
      firstAidValidUntil: i % 4 === 0 ? hired.plus({ days: 20, years: 2 }).toISODate()! : null,
      contractExpiryDate: s.type === EmploymentType.SHO ? today.plus({ months: 2 }).endOf('month').toISODate()! : inactive ? today.minus({ months: 1 }).endOf('month').toISODate()! : null,
      inventoryBonusEligible: i % 5 === 0,
      isInventoryBonusEligibleSince: i % 5 === 0 ? hired.plus({ months: 6 }).toISODate()! : null,
    });

    const base = s.sal ? 3200 + Math.round(rnd() * 10) * 100 : 13.9 + Math.round(rnd() * 10) * 0.25;
    const wageType = s.sal ? WageType.SAL : WageType.WAG;
    const targetHours = s.sal ? pick([160, 173.33]) : null;
    const wages = [em.create(WageEntry, { employee, wage: base, wageType, targetHours, validFrom: hired.toISODate()! })];
    if (hiredMonthsAgo > 12) {
      wages.push(em.create(WageEntry, { employee, wage: round2(base * 1.04), wageType, targetHours, validFrom: today.minus({ months: hiredMonthsAgo - 12 }).startOf('month').toISODate()! }));
    }
    if (!inactive && i % 7 === 1) {
      // A raise already agreed for next month (a "next" entry), sometimes one more later (a "future" one).
      wages.push(em.create(WageEntry, { employee, wage: round2(wages.at(-1)!.wage * 1.03), wageType, targetHours, validFrom: month(1) }));
      if (i % 14 === 1) wages.push(em.create(WageEntry, { employee, wage: round2(wages.at(-1)!.wage * 1.03), wageType, targetHours, validFrom: month(7) }));
    }
    chainValidTo(wages);
    if (inactive) wages.at(-1)!.validTo = employee.contractExpiryDate;

    const employments = [em.create(EmploymentEntry, { employee, employmentType: s.type, validFrom: hired.toISODate()! })];
    if (s.type === EmploymentType.FUL && hiredMonthsAgo > 18) {
      employments[0].employmentType = EmploymentType.MIN;
      employments.push(em.create(EmploymentEntry, { employee, employmentType: EmploymentType.FUL, validFrom: hired.plus({ months: 6 }).toISODate()! }));
    }
    chainValidTo(employments);
    if (inactive) employments.at(-1)!.validTo = employee.contractExpiryDate;

    if (i % 3 !== 2) {
      const competency = em.create(EmployeeCompetency, { employee });
      for (const flag of COMPETENCY_FLAGS) competency[flag] = rnd() < 0.35;
      competency.allrounder = i % 6 === 0;
    }
    employees.push(employee);
  }
  await em.flush();
  return { employees, locations };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

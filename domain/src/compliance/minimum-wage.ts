/**
 * MINDESTLOHN: the pay of a month's worked hours against the minimum wage valid on each day worked
 * (MiLoG §1 (1), (2); the amounts in legal-values.ts). An hourly wage (WAG) is compared as it is; a
 * monthly salary (SAL) as its effective hourly pay, salary ÷ hours worked in the month. The rule only
 * finds: a wage below the minimum is legal for people MiLoG §22 exempts (minors without vocational
 * training, mandatory internships, the long-term unemployed in their first six months), so the caller
 * lets such findings be acknowledged rather than refusing the wage.
 */
import { currentEntry, type Dated } from '../history.js';
import type { ComplianceFinding } from './finding.js';
import { DEFAULT_LEGAL_VALUES, formatDay, formatEuro, formatHours, formatMonth, valueOn, type LegalValues } from './legal-values.js';

/** The minutes one employee worked on a day (the time that counts as working time under MiLoG). */
export interface WorkedDay {
  date: string; // YYYY-MM-DD
  minutes: number;
}

/** A wage history entry: `wageCents` per hour (WAG) or per month (SAL). */
export interface WageEntry extends Dated {
  wageCents: number;
  wageType: 'WAG' | 'SAL';
}

const daysInMonth = (yearMonth: string) => new Date(Date.UTC(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)), 0)).getUTCDate();

/** Calendar days of the month an entry is in effect (a salary changing mid-month is paid pro rata by calendar days). */
function coveredDays(yearMonth: string, entry: Dated): number {
  const first = `${yearMonth}-01`;
  const last = `${yearMonth}-${String(daysInMonth(yearMonth)).padStart(2, '0')}`;
  const from = entry.validFrom > first ? entry.validFrom : first;
  const to = entry.validTo !== null && entry.validTo < last ? entry.validTo : last;
  return from > to ? 0 : Number(to.slice(8, 10)) - Number(from.slice(8, 10)) + 1;
}

interface Group {
  entry: WageEntry;
  days: { date: string; minutes: number; minimum: number }[];
}

/**
 * The MINDESTLOHN findings of one employee's month `yearMonth` (YYYY-MM) from the minutes worked per
 * day and the wage entries in effect that month. Days of other months, days without minutes, without
 * a wage entry or before the first minimum wage are left out; a month without hours finds nothing.
 * One finding per wage entry (and, for an hourly wage, per minimum wage in effect) whose pay is below.
 */
export function minimumWageFindings(yearMonth: string, days: readonly WorkedDay[], wages: readonly WageEntry[], values: LegalValues = DEFAULT_LEGAL_VALUES): ComplianceFinding[] {
  const groups = new Map<WageEntry, Group>();
  const sorted = days.filter((d) => d.date.startsWith(`${yearMonth}-`) && d.minutes > 0).sort((a, b) => a.date.localeCompare(b.date));
  for (const d of sorted) {
    const entry = currentEntry(wages, d.date);
    const minimum = valueOn(values.minimumWageCents, d.date);
    if (!entry || minimum === undefined) continue;
    const group = groups.get(entry) ?? { entry, days: [] };
    group.days.push({ ...d, minimum });
    groups.set(entry, group);
  }
  const findings: ComplianceFinding[] = [];
  for (const { entry, days: worked } of groups.values()) {
    if (entry.wageType === 'WAG') findings.push(...hourlyFindings(entry, worked));
    else {
      const finding = salaryFinding(yearMonth, entry, worked);
      if (finding) findings.push(finding);
    }
  }
  return findings.sort((a, b) => a.date.localeCompare(b.date));
}

function hourlyFindings(entry: WageEntry, worked: Group['days']): ComplianceFinding[] {
  const byMinimum = new Map<number, Group['days']>();
  for (const d of worked) byMinimum.set(d.minimum, [...(byMinimum.get(d.minimum) ?? []), d]);
  const findings: ComplianceFinding[] = [];
  for (const [minimum, list] of byMinimum) {
    if (entry.wageCents >= minimum) continue;
    const minutes = list.reduce((m, d) => m + d.minutes, 0);
    findings.push({
      rule: 'MINDESTLOHN',
      severity: 'VIOLATION',
      date: list[0].date,
      message: `Der Stundenlohn von ${formatEuro(entry.wageCents)} liegt unter dem gesetzlichen Mindestlohn von ${formatEuro(minimum)} (§ 1 MiLoG): ${list.length} Arbeitstag(e) ab ${formatDay(list[0].date)}, ${formatHours(minutes)}.`,
      figures: {
        wageType: 'WAG',
        hourlyPayCents: entry.wageCents,
        minimumWageCents: minimum,
        days: list.length,
        minutes,
        shortfallCents: Math.round(((minimum - entry.wageCents) * minutes) / 60),
      },
    });
  }
  return findings;
}

function salaryFinding(yearMonth: string, entry: WageEntry, worked: Group['days']): ComplianceFinding | null {
  const minutes = worked.reduce((m, d) => m + d.minutes, 0);
  const monthDays = daysInMonth(yearMonth);
  const covered = coveredDays(yearMonth, entry);
  // Pay per hour below the minimum ⇔ salary × covered/monthDays × 60 < minimum × minutes: compared in integers, no rounding edge.
  const below = worked.filter((d) => entry.wageCents * covered * 60 < d.minimum * minutes * monthDays);
  if (below.length === 0) return null;
  const minimum = Math.max(...below.map((d) => d.minimum));
  const salaryCents = Math.round((entry.wageCents * covered) / monthDays);
  // Rounded down, so a pay a fraction of a cent below the minimum never shows as equal to it.
  const hourlyPayCents = Math.floor((entry.wageCents * covered * 60) / (minutes * monthDays));
  return {
    rule: 'MINDESTLOHN',
    severity: 'VIOLATION',
    date: below[0].date,
    message: `Das Gehalt von ${formatEuro(salaryCents)} für ${formatHours(minutes)} Arbeit im ${formatMonth(yearMonth)} ergibt ${formatEuro(hourlyPayCents)} je Stunde und liegt damit unter dem gesetzlichen Mindestlohn von ${formatEuro(minimum)} (§ 1 MiLoG).`,
    figures: {
      wageType: 'SAL',
      salaryCents,
      minutes,
      hourlyPayCents,
      minimumWageCents: minimum,
      shortfallCents: Math.max(0, Math.round((minimum * minutes) / 60 - salaryCents)),
    },
  };
}

/**
 * The warning for an hourly wage (WAG) entered for `validFrom` (YYYY-MM-DD) below the minimum wage
 * (MiLoG §1): null when it is at or above the minimum on that day and — with `validTo`, null for open —
 * on every later change of the minimum wage while the entry lasts. Only a warning: the wage is stored
 * anyway, because MiLoG §22 exempts minors without vocational training and mandatory internships.
 */
export function minimumWageWarning(wageCents: number, validFrom: string, values: LegalValues = DEFAULT_LEGAL_VALUES, validTo?: string | null): string | null {
  const atStart = valueOn(values.minimumWageCents, validFrom);
  if (atStart !== undefined && wageCents < atStart) {
    return `Der Stundenlohn von ${formatEuro(wageCents)} liegt unter dem Mindestlohn von ${formatEuro(atStart)} (MiLoG §1).`;
  }
  if (validTo === undefined) return null;
  // A raise of the minimum wage inside the entry's period: the wage falls below it from that day.
  const later = [...values.minimumWageCents]
    .filter((e) => e.validFrom > validFrom && (validTo === null || e.validFrom <= validTo))
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom))
    .find((e) => wageCents < e.value);
  return later
    ? `Ab ${formatDay(later.validFrom)} liegt der Stundenlohn von ${formatEuro(wageCents)} unter dem Mindestlohn von ${formatEuro(later.value)} (MiLoG §1).`
    : null;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import {
  can,
  currentEntry,
  dayTotals,
  isMinorOn,
  minijobMonthFinding,
  minijobYearFinding,
  minimumWageFindings,
  mondayOf,
  nextDay,
  previousDay,
  projectedMinijobMonth,
  restSinceLastShift,
  shortTermDaysFinding,
  shortTermWorkingDays,
  toHHMM,
  toMinutes,
  workingStudentWeekFindings,
  workingTimeFindings,
  youthProtectionFindings,
  DAY_MINUTES,
  type ComplianceFinding as DomainFinding,
  type ComplianceRule,
  type DatedSpan,
  type LegalValues,
  type MonthEarnings,
  type WageEntry as DomainWage,
  type WorkedDay,
} from '@inv/domain';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { publicHolidaysOfZip } from '../../shared-holidays.js';
import type { CurrentUser } from '../auth/current-user.js';
import type { SettingsService } from '../settings/settings.service.js';
import { ComplianceAcknowledgement } from './compliance-acknowledgement.entity.js';
import { loadComplianceData, type ComplianceData, type EmployeeRow, type EmploymentRow, type EntryRow, type WageRow } from './compliance-data.js';

/** A finding as the API answers it: the domain's finding with its employee, stable id and acknowledgement. */
export interface FindingView {
  id: string;
  rule: ComplianceRule;
  severity: 'WARNING' | 'VIOLATION';
  employeeId: number;
  employeeName: string;
  date: string;
  message: string;
  figures: Record<string, number | string>;
  acknowledged: boolean;
  acknowledgedBy: string | null;
  acknowledgedAt: Date | null;
  acknowledgeReason: string | null;
}

export interface ComplianceWarningView {
  employeeId: number;
  rule: ComplianceRule;
  severity: 'WARNING' | 'VIOLATION';
  message: string;
}

/** A planned start of work: an assignment (the order's first day and start time) or a clock-in (now). */
export interface PlannedStart {
  employeeId: number;
  date: string;
  startTime: string;
  /** The planned length of work; PLANNED_SHIFT_MINUTES when the caller knows none. */
  minutes?: number;
}

/**
 * The length of a planned shift for the warnings before the fact: orders carry a start time but no
 * planned duration, so a warning reckons with a full working day of eight hours (ArbZG §3 sentence 1).
 */
export const PLANNED_SHIFT_MINUTES = 8 * 60;

export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const REASON_MAX = 500;

/**
 * The minijob projection names the month's earnings in euros: wage data. Whoever may neither see wages
 * nor the findings gets the warning without the amounts.
 */
export function redactWarnings(viewer: CurrentUser, warnings: ComplianceWarningView[]): ComplianceWarningView[] {
  if (can(viewer, 'seeWages') || can(viewer, 'viewComplianceFindings')) return warnings;
  return warnings.map((w) => (w.rule === 'MINIJOB_MONATSGRENZE' ? { ...w, message: msg.minijobProjectionWithoutAmounts } : w));
}

export const canViewFindings = (u: CurrentUser) => can(u, 'viewComplianceFindings');

/**
 * Who may read the amounts behind the pay findings (an hourly wage, a salary, a month's earnings): the
 * wage right of the accounting overview, the month-end closing (its payroll file carries the wages) and
 * the Superadmin. The findings themselves are also granted to Accounting_Overview_ViewOther, which does
 * not show wages; those viewers get the rule without the amounts and without figures.
 */
const canSeePayAmounts = (u: CurrentUser) => can(u, 'seeWages') || can(u, 'manageMonthEnd') || can(u, 'editLegalValues');

export function redactFindings(viewer: CurrentUser, findings: FindingView[]): FindingView[] {
  if (canSeePayAmounts(viewer)) return findings;
  return findings.map((f) => {
    const text = msg.complianceWithoutAmounts[f.rule];
    return text ? { ...f, message: text, figures: {} } : f;
  });
}

const lastDayOf = (yearMonth: string) => new Date(Date.UTC(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)), 0)).toISOString().slice(0, 10);
const nameOf = (e: Pick<EmployeeRow, 'first_name' | 'last_name'>) => `${e.last_name}, ${e.first_name}`;
const cents = (euros: string | number) => Math.round(Number(euros) * 100);
const monthsOfYear = (yearMonth: string) => Array.from({ length: Number(yearMonth.slice(5, 7)) }, (_, i) => `${yearMonth.slice(0, 4)}-${String(i + 1).padStart(2, '0')}`);
const sundayAfter = (date: string) => {
  let d = mondayOf(date);
  for (let i = 0; i < 6; i++) d = nextDay(d);
  return d;
};

function groupBy<T>(rows: readonly T[], key: (r: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const list = map.get(key(r));
    if (list) list.push(r);
    else map.set(key(r), [r]);
  }
  return map;
}

const domainWages = (rows: readonly WageRow[]): DomainWage[] => rows.map((w) => ({ validFrom: w.valid_from, validTo: w.valid_to, wageCents: cents(w.wage), wageType: w.wage_type }));
const employmentOn = (rows: readonly EmploymentRow[], day: string) => currentEntry(rows.map((r) => ({ ...r, validFrom: r.valid_from, validTo: r.valid_to })), day)?.employment_type ?? null;
const isMinijobMonth = (rows: readonly EmploymentRow[], yearMonth: string) =>
  rows.some((r) => r.employment_type === 'MIN' && r.valid_from <= lastDayOf(yearMonth) && (r.valid_to === null || r.valid_to >= `${yearMonth}-01`));

/**
 * A month's earnings for the minijob limits: the month's paid time (net work, travel and passenger
 * time, each paid at the hourly wage like the payroll export does: docs/decisions/month-end-and-payroll.md#MON-10)
 * × the hourly wage in effect on the month's last day (the first day for a wage that ended within the
 * month), or the monthly salary — all of it Arbeitsentgelt (SGB IV §14 (1)). Per diems are tax-free allowances, no earnings
 * (SGB IV §14 (1) sentence 3 with SvEV §1): they do not count.
 */
function monthEarningsCents(yearMonth: string, minutes: number, wages: readonly DomainWage[]): number {
  const wage = currentEntry(wages, lastDayOf(yearMonth)) ?? currentEntry(wages, `${yearMonth}-01`);
  if (!wage) return 0;
  return wage.wageType === 'SAL' ? wage.wageCents : Math.round((minutes * wage.wageCents) / 60);
}

/**
 * The compliance rules over the stored records (the rules themselves are @inv/domain's): the findings
 * of a month, their acknowledgements, and the warnings before the fact when an employee is assigned or
 * clocked in. Nothing is stored but the acknowledgements, so a corrected worklog or wage changes the
 * findings at once.
 */
export class ComplianceService {
  constructor(private readonly settings: SettingsService) {}

  legalValues(em: EntityManager): Promise<LegalValues> {
    return this.settings.legalValues(em);
  }

  /** The findings of `yearMonth` (YYYY-MM), sorted by date, employee name and rule; 422 on a bad month. */
  async findings(em: EntityManager, actor: CurrentUser, yearMonth: string, filters: { rule?: string | null; employeeId?: number | null } = {}): Promise<FindingView[]> {
    if (!canViewFindings(actor)) throw new ForbiddenError();
    if (typeof yearMonth !== 'string' || !YEAR_MONTH.test(yearMonth)) new FieldErrors().add('yearMonth', msg.complianceYearMonthInvalid).throwIfAny();
    const all = await this.monthFindings(em, yearMonth, filters.employeeId ?? null);
    return redactFindings(actor, filters.rule ? all.filter((f) => f.rule === filters.rule) : all);
  }

  /** The unacknowledged findings of a month (the month-end card's number and the closing's record). */
  async openFindings(em: EntityManager, yearMonth: string): Promise<number> {
    return (await this.monthFindings(em, yearMonth, null)).filter((f) => !f.acknowledged).length;
  }

  /** Acknowledges a finding of `yearMonth` with a reason (audited through the acknowledgement's CREATE event). */
  async acknowledge(em: EntityManager, actor: CurrentUser, id: string, yearMonth: string, reason: string): Promise<FindingView> {
    if (!canViewFindings(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    if (typeof yearMonth !== 'string' || !YEAR_MONTH.test(yearMonth)) errors.add('yearMonth', msg.complianceYearMonthInvalid);
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text) errors.add('reason', msg.complianceReasonRequired);
    else if (text.length > REASON_MAX) errors.add('reason', msg.complianceReasonTooLong(REASON_MAX));
    errors.throwIfAny();
    const employeeId = Number(String(id).split(':')[1]);
    const finding = Number.isInteger(employeeId) ? (await this.monthFindings(em, yearMonth, employeeId)).find((f) => f.id === id) : undefined;
    if (!finding) throw new NotFoundError(msg.complianceFindingNotFound);
    if (finding.acknowledged) throw new ConflictError(msg.complianceFindingAcknowledged);
    return em.transactional(async (tx) => {
      const existing = await tx.findOne(ComplianceAcknowledgement, { findingKey: id });
      if (existing) throw new ConflictError(msg.complianceFindingAcknowledged);
      const ack = tx.create(ComplianceAcknowledgement, { findingKey: id, yearMonth, employeeId: finding.employeeId, rule: finding.rule, reason: text, acknowledgedBy: actor.username });
      try {
        await tx.flush();
      } catch (err) {
        // A parallel acknowledgement of the same finding won the unique key.
        if ((err as { code?: string }).code === '23505') throw new ConflictError(msg.complianceFindingAcknowledged);
        throw err;
      }
      return redactFindings(actor, [{ ...finding, acknowledged: true, acknowledgedBy: ack.acknowledgedBy, acknowledgedAt: ack.acknowledgedAt, acknowledgeReason: ack.reason }])[0];
    });
  }

  private async monthFindings(em: EntityManager, yearMonth: string, employeeId: number | null): Promise<FindingView[]> {
    const first = `${yearMonth}-01`;
    const last = lastDayOf(yearMonth);
    // The day before (a rest, a night shift into the month) and after (a night shift out of it); the
    // week of the month's last Monday to its Sunday (the working-student week).
    const to = [nextDay(last), sundayAfter(last)].sort().at(-1)!;
    const [values, data] = await Promise.all([
      this.settings.legalValues(em),
      loadComplianceData(em, { from: previousDay(first), to, yearStart: `${yearMonth.slice(0, 4)}-01-01`, until: last, employeeIds: employeeId === null ? null : [employeeId], yearMonth }),
    ]);
    return this.evaluate(data, values, yearMonth);
  }

  /** The rules over the loaded records: every employee's findings dated within the month, with ids and acknowledgements. */
  private evaluate(data: ComplianceData, values: LegalValues, yearMonth: string): FindingView[] {
    const first = `${yearMonth}-01`;
    const last = lastDayOf(yearMonth);
    const entries = groupBy(data.entries, (r) => r.employee_id);
    const wages = groupBy(data.wages, (r) => r.employee_id);
    const employments = groupBy(data.employments, (r) => r.employee_id);
    const months = groupBy(data.monthMinutes, (r) => r.employee_id);
    const shortTerm = groupBy(data.shortTermDays, (r) => r.employee_id);
    const acks = new Map(data.acknowledgements.map((a) => [a.finding_key, a]));
    const holidayCache = new Map<string, ReadonlySet<string>>();
    const holidaysOf = (zip: string, year: number) => {
      const key = `${zip}:${year}`;
      let set = holidayCache.get(key);
      if (!set) holidayCache.set(key, (set = publicHolidaysOfZip(zip, year)));
      return set;
    };

    const views: FindingView[] = [];
    for (const employee of data.employees) {
      const own = entries.get(employee.id) ?? [];
      const wageList = domainWages(wages.get(employee.id) ?? []);
      const employmentList = employments.get(employee.id) ?? [];
      const found: DomainFinding[] = [];

      if (own.length) {
        const holidays = new Set(own.filter((e) => holidaysOf(e.zip, Number(e.date.slice(0, 4))).has(e.date)).map((e) => e.date));
        const spans = own.map((e) => ({ date: e.date, start: e.start, end: e.end, worklogType: e.type, automatic: e.automatic }));
        found.push(...workingTimeFindings(spans, { birthDate: employee.birthdate, holidays }));
        const days = workedDays(own);
        found.push(...minimumWageFindings(yearMonth, days, wageList, values));
        const studentDays = days.filter((d) => employmentOn(employmentList, d.date) === 'WORKING_STUDENT');
        found.push(...workingStudentWeekFindings(studentDays, values));
      }

      if (isMinijobMonth(employmentList, yearMonth)) {
        const minutes = new Map((months.get(employee.id) ?? []).map((m) => [m.year_month, Number(m.minutes_paid)]));
        const year: MonthEarnings[] = monthsOfYear(yearMonth)
          .filter((m) => isMinijobMonth(employmentList, m))
          .map((m) => ({ yearMonth: m, earnedCents: monthEarningsCents(m, minutes.get(m) ?? 0, wageList) }));
        const month = year.find((m) => m.yearMonth === yearMonth)!;
        const monthFinding = minijobMonthFinding(month, values);
        if (monthFinding) found.push(monthFinding);
        const yearFinding = minijobYearFinding(year, values);
        if (yearFinding) found.push(yearFinding);
      }

      const shortTermRows = shortTerm.get(employee.id);
      if (shortTermRows?.length) {
        const workDates = shortTermWorkingDays(shortTermRows.map((d) => ({ date: d.date, start: d.start, end: d.end, worklogType: d.has_work ? 'WORK' : 'TRAVEL' })));
        const finding = shortTermDaysFinding(Number(yearMonth.slice(0, 4)), workDates, employee.short_term_days_elsewhere, values);
        // Beyond the limit, every month with short-term days worked shows it again (from its first such day).
        const firstThisMonth = workDates.find((d) => d >= first && d <= last);
        if (finding && finding.date < first && finding.severity === 'VIOLATION' && firstThisMonth) found.push({ ...finding, date: firstThisMonth });
        else if (finding) found.push(finding);
      }

      const counts = new Map<string, number>();
      for (const f of found) {
        if (f.date < first || f.date > last) continue;
        const base = `${f.rule}:${employee.id}:${f.date}`;
        const n = (counts.get(base) ?? 0) + 1;
        counts.set(base, n);
        const id = n === 1 ? base : `${base}:${n}`;
        const ack = acks.get(id);
        views.push({
          id,
          rule: f.rule,
          severity: f.severity,
          employeeId: employee.id,
          employeeName: nameOf(employee),
          date: f.date,
          message: f.message,
          figures: f.figures,
          acknowledged: !!ack,
          acknowledgedBy: ack?.acknowledged_by ?? null,
          acknowledgedAt: ack ? new Date(ack.acknowledged_at) : null,
          acknowledgeReason: ack?.reason ?? null,
        });
      }
    }
    const collator = new Intl.Collator('de');
    return views.sort((a, b) => a.date.localeCompare(b.date) || collator.compare(a.employeeName, b.employeeName) || a.rule.localeCompare(b.rule) || a.id.localeCompare(b.id));
  }

  /**
   * Before the fact: what starting work at `startTime` on `date` would cause, per employee — rest since
   * the last shift under 11 h (ArbZG §5), a minor at night or on a Sunday (JArbSchG §14, §17), a
   * minijob month projected above the limit (SGB IV §8 (1a)), a short-term employment reaching the
   * warning or the maximum count of days with this day (SGB IV §8 (1) Nr. 2). Warnings, never refusals.
   * All employees in one read.
   */
  async warningsFor(em: EntityManager, planned: readonly PlannedStart[]): Promise<Map<number, ComplianceWarningView[]>> {
    const result = new Map<number, ComplianceWarningView[]>();
    const valid = planned.filter((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.date) && /^\d{2}:\d{2}$/.test(p.startTime));
    if (valid.length === 0) return result;
    const dates = valid.map((p) => p.date).sort();
    const ids = [...new Set(valid.map((p) => p.employeeId))];
    const yearStart = `${dates[0].slice(0, 4)}-01-01`;
    const until = dates.at(-1)!;
    const [values, data] = await Promise.all([
      this.settings.legalValues(em),
      loadComplianceData(em, { from: previousDay(previousDay(dates[0])), to: until, yearStart, until, employeeIds: ids, yearMonth: null }),
    ]);
    const employees = new Map(data.employees.map((e) => [e.id, e]));
    const entries = groupBy(data.entries, (r) => r.employee_id);
    const wages = groupBy(data.wages, (r) => r.employee_id);
    const employments = groupBy(data.employments, (r) => r.employee_id);
    const months = groupBy(data.monthMinutes, (r) => r.employee_id);
    const shortTerm = groupBy(data.shortTermDays, (r) => r.employee_id);

    for (const p of valid) {
      const employee = employees.get(p.employeeId);
      if (!employee) continue;
      const minutes = p.minutes ?? PLANNED_SHIFT_MINUTES;
      const found: DomainFinding[] = [];
      const own: DatedSpan[] = (entries.get(p.employeeId) ?? []).map((e) => ({ date: e.date, start: e.start, end: e.end, worklogType: e.type }));
      const rest = restSinceLastShift(own, { date: p.date, time: p.startTime }).finding;
      if (rest) found.push(rest);
      if (isMinorOn(employee.birthdate, p.date)) {
        // The planned shift as entries (split at midnight), judged by the youth rules of the domain.
        const start = toMinutes(p.startTime);
        const end = start + minutes;
        const plan: DatedSpan[] = [{ date: p.date, start: p.startTime, end: toHHMM(Math.min(end, DAY_MINUTES)), worklogType: 'WORK' }];
        if (end > DAY_MINUTES) plan.push({ date: nextDay(p.date), start: '00:00', end: toHHMM(Math.min(end - DAY_MINUTES, DAY_MINUTES - 1)), worklogType: 'WORK' });
        found.push(...youthProtectionFindings(plan, employee.birthdate).filter((f) => f.figures.section !== '§8'));
      }
      const employmentList = employments.get(p.employeeId) ?? [];
      const type = employmentOn(employmentList, p.date);
      const wageList = domainWages(wages.get(p.employeeId) ?? []);
      if (type === 'MIN') {
        const wage = currentEntry(wageList, p.date);
        if (wage?.wageType === 'WAG') {
          const ym = p.date.slice(0, 7);
          const monthMinutes = Number((months.get(p.employeeId) ?? []).find((m) => m.year_month === ym)?.minutes_paid ?? 0);
          const projected = projectedMinijobMonth(monthEarningsCents(ym, monthMinutes, wageList), minutes, wage.wageCents, p.date, values);
          if (projected) found.push(projected);
        }
      }
      if (type === 'SHO') {
        const rows = (shortTerm.get(p.employeeId) ?? []).filter((d) => d.date.slice(0, 4) === p.date.slice(0, 4) && d.date <= p.date);
        const days = shortTermWorkingDays(rows.map((d) => ({ date: d.date, start: d.start, end: d.end, worklogType: d.has_work ? 'WORK' : 'TRAVEL' })));
        if (!days.includes(p.date)) {
          const finding = shortTermDaysFinding(Number(p.date.slice(0, 4)), [...days, p.date], employee.short_term_days_elsewhere, values);
          if (finding) found.push(finding);
        }
      }
      const list = result.get(p.employeeId) ?? [];
      for (const f of found) list.push({ employeeId: p.employeeId, rule: f.rule, severity: f.severity === 'VIOLATION' && f.rule !== 'KURZFRISTIG_70_TAGE' ? 'WARNING' : f.severity, message: f.message });
      result.set(p.employeeId, list);
    }
    return result;
  }
}

/** Paid minutes (net work, travel, passenger) per calendar day of one employee's entries — MiLoG §1 counts the hours worked, and travel and passenger time are paid working time here (docs/decisions/month-end-and-payroll.md#MON-10). */
function workedDays(entries: readonly EntryRow[]): WorkedDay[] {
  const byDate = new Map<string, { worklogType: EntryRow['type']; start: string; end: string }[]>();
  for (const e of entries) {
    const list = byDate.get(e.date);
    const span = { worklogType: e.type, start: e.start, end: e.end };
    if (list) list.push(span);
    else byDate.set(e.date, [span]);
  }
  return [...byDate]
    .map(([date, spans]) => {
      const t = dayTotals(date, spans);
      return { date, minutes: t.minutesWork + t.minutesTravel + t.minutesPassenger };
    })
    .filter((d) => d.minutes > 0);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../../auth/current-user.js';
import { FieldErrors, ForbiddenError } from '../../../errors.js';
import type { GeneratedFile } from '../../../graphql-shared.js';
import { msg } from '../../../messages.js';
import { ZONE } from '../../../shared-dates.js';
import { blank, isIsoDate } from '../../../shared-validation.js';
import { ORDER_TYPE_LABELS } from '../../orders/order-export.js';
import { canSeePassengerTimes } from '../../worklogs/worklog.policy.js';
import { OrderType } from '../../orders/order.entity.js';
import { median, positionsPerHour, standardDeviation } from '../../tasks/performance-math.js';
import { byName, loadInventoryFacts, loadInventoryPerformance, loadNames, loadWorkingHours, type InventoryPerformanceRow, type WorkingHoursRow } from './report-data.js';
import { CSV_TYPE, writeCsv } from './report-csv.js';
import { hoursOf, type ReportTable } from '../../../documents/report-table.js';
import { XLSX_TYPE, writeWorkbook } from '../../../documents/report-workbook.js';
import { canUseReports } from './report.policy.js';
import { ReportFormat, type EmployeePerformance } from './report.types.js';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The working-hours report's columns (docs/decisions/statistics.md#STA-14): no money, only time. Passenger time only for
 * those who may see it elsewhere too (Accounting_Employee_ViewPassengerTimes, as in the accounting overview).
 */
const workingHoursColumns: ReportTable<WorkingHoursRow>['columns'] = [
  { key: 'employeeId', header: 'Personalnummer', kind: 'int', width: 15, value: (r) => r.employeeId },
  { key: 'lastName', header: 'Nachname', kind: 'text', width: 20, value: (r) => r.lastName },
  { key: 'firstName', header: 'Vorname', kind: 'text', width: 18, value: (r) => r.firstName },
  { key: 'order', header: 'Auftrag', kind: 'text', width: 36, value: (r) => r.orderName },
  { key: 'orderType', header: 'Auftragsart', kind: 'text', width: 18, value: (r) => ORDER_TYPE_LABELS[r.orderType] ?? r.orderType },
  { key: 'city', header: 'Ort', kind: 'text', width: 18, value: (r) => r.city },
  { key: 'days', header: 'Tage', kind: 'int', width: 8, value: (r) => r.days, total: 'sum' },
  { key: 'work', header: 'Arbeitszeit (Std.)', kind: 'hours', width: 18, value: (r) => hoursOf(r.minutesWork), total: 'sum' },
  { key: 'travel', header: 'Fahrzeit (Std.)', kind: 'hours', width: 16, value: (r) => hoursOf(r.minutesTravel), total: 'sum' },
  { key: 'passenger', header: 'Beifahrerzeit (Std.)', kind: 'hours', width: 20, value: (r) => hoursOf(r.minutesPassenger), total: 'sum' },
];

const workingHoursTable = (rows: WorkingHoursRow[], withPassenger: boolean): ReportTable<WorkingHoursRow> => ({
  sheetName: 'Arbeitszeiten',
  sumLabel: 'Summe',
  rows,
  columns: workingHoursColumns.filter((c) => withPassenger || c.key !== 'passenger'),
});

/** The inventory performance report's columns; its sum row's positions per hour is the quotient of the sums. */
const inventoryTable = (rows: InventoryPerformanceRow[]): ReportTable<InventoryPerformanceRow> => ({
  sheetName: 'Zählleistung',
  sumLabel: 'Summe',
  rows,
  columns: [
    { key: 'employeeId', header: 'Personalnummer', kind: 'int', width: 15, value: (r) => r.employeeId },
    { key: 'name', header: 'Name', kind: 'text', width: 28, value: (r) => `${r.lastName}, ${r.firstName}` },
    { key: 'location', header: 'Standort', kind: 'text', width: 20, value: (r) => r.companyLocation ?? '' },
    { key: 'date', header: 'Datum', kind: 'date', width: 12, value: (r) => r.date },
    { key: 'order', header: 'Auftrag', kind: 'text', width: 36, value: (r) => r.orderName },
    { key: 'hours', header: 'Arbeitszeit (Std.)', kind: 'hours', width: 18, value: (r) => hoursOf(r.minutes), total: 'sum' },
    { key: 'positions', header: 'Positionen', kind: 'int', width: 12, value: (r) => r.positions, total: 'sum' },
    {
      key: 'pph',
      header: 'Positionen/Std.',
      kind: 'int',
      width: 16,
      value: (r) => positionsPerHour(r.positions, r.minutes),
      total: {
        formula: (ref) => `IF(${ref('hours')}>0,ROUND(${ref('positions')}/${ref('hours')},0),0)`,
        value: (t) => (t('hours') > 0 ? Math.round(t('positions') / t('hours')) : 0),
      },
    },
  ],
});

async function render<R>(table: ReportTable<R>, format: ReportFormat | null | undefined, baseName: string): Promise<GeneratedFile> {
  const csv = format === ReportFormat.CSV;
  const content = csv ? writeCsv(table) : await writeWorkbook(table);
  return { fileName: `${baseName}.${csv ? 'csv' : 'xlsx'}`, contentType: csv ? CSV_TYPE : XLSX_TYPE, contentBase64: content.toString('base64') };
}

/** The reports and the performance table of the statistics (spec 3 §2.8, §5, §9; docs/decisions/statistics.md#STA-8, STA-13, STA-14). */
export class ReportService {
  /** POST /v1/reports/working-hours: time per employee and order of a month, for all order types or one. */
  async workingHoursReport(em: EntityManager, actor: CurrentUser, month?: string | null, orderType?: string | null, format?: ReportFormat | null): Promise<GeneratedFile> {
    if (!canUseReports(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    const ym = month?.trim() ?? '';
    const type = orderType?.trim().toUpperCase() ?? '';
    if (blank(ym)) errors.add('month', msg.reportMonthRequired);
    else if (!YEAR_MONTH.test(ym)) errors.add('month', msg.reportMonthInvalid);
    if (blank(type)) errors.add('orderType', msg.reportOrderTypeRequired);
    else if (type !== 'ALL' && !(Object.values(OrderType) as string[]).includes(type)) errors.add('orderType', msg.reportOrderTypeInvalid);
    errors.throwIfAny();
    const start = DateTime.fromFormat(ym, 'yyyy-MM', { zone: ZONE });
    const rows = await loadWorkingHours(em, start.toISODate()!, start.endOf('month').toISODate()!, type === 'ALL' ? null : type);
    return render(workingHoursTable(rows, canSeePassengerTimes(actor)), format, `Arbeitszeiten_${ym}_${type}`);
  }

  /** POST /v1/reports/inventory-performances: minutes and positions per employee and inventory of a range (≤ 1 year). */
  async inventoryPerformanceReport(em: EntityManager, actor: CurrentUser, from?: string | null, to?: string | null, format?: ReportFormat | null): Promise<GeneratedFile> {
    if (!canUseReports(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    const f = from?.trim() ?? '';
    const t = to?.trim() ?? '';
    if (blank(f)) errors.add('from', msg.reportFromRequired);
    else if (!isIsoDate(f)) errors.add('from', msg.reportDateInvalid);
    if (blank(t)) errors.add('to', msg.reportToRequired);
    else if (!isIsoDate(t)) errors.add('to', msg.reportDateInvalid);
    if (isIsoDate(f) && isIsoDate(t)) {
      if (t < f) errors.add('to', msg.reportToBeforeFrom);
      else if (DateTime.fromISO(t).diff(DateTime.fromISO(f), 'days').days + 1 > 366) errors.add('to', msg.reportRangeTooLong);
    }
    errors.throwIfAny();
    const rows = await loadInventoryPerformance(em, f, t);
    return render(inventoryTable(rows), format, `Zaehlleistung_${f}_${t}`);
  }

  /**
   * GET /statistics/employee-performances?yearMonth: every employee with inventory work in the month —
   * minutes, positions (the counting-performance rule), positions per hour, and the spread of the daily
   * positions per hour (days with minutes only). Sorted by employee name.
   */
  async employeePerformances(em: EntityManager, actor: CurrentUser, yearMonth?: string | null): Promise<EmployeePerformance[]> {
    if (!canUseReports(actor)) throw new ForbiddenError();
    const ym = blank(yearMonth) ? DateTime.now().setZone(ZONE).toFormat('yyyy-MM') : yearMonth!.trim();
    if (!YEAR_MONTH.test(ym)) new FieldErrors().add('yearMonth', msg.reportMonthInvalid).throwIfAny();
    const start = DateTime.fromFormat(ym, 'yyyy-MM', { zone: ZONE });
    const facts = await loadInventoryFacts(em, start.toISODate()!, start.endOf('month').toISODate()!);

    const perEmployee = new Map<number, { minutes: number; positions: number; days: Map<string, { minutes: number; positions: number }> }>();
    for (const f of facts) {
      let e = perEmployee.get(f.employeeId);
      if (!e) perEmployee.set(f.employeeId, (e = { minutes: 0, positions: 0, days: new Map() }));
      e.minutes += f.minutes;
      e.positions += f.positions;
      const d = e.days.get(f.date) ?? { minutes: 0, positions: 0 };
      d.minutes += f.minutes;
      d.positions += f.positions;
      e.days.set(f.date, d);
    }
    const names = await loadNames(em, facts);
    const out: EmployeePerformance[] = [];
    for (const [employeeId, e] of perEmployee) {
      if (e.minutes <= 0) continue; // positions without any inventory work in the month
      const person = names.employees.get(employeeId)!;
      const daily = [...e.days.values()].filter((d) => d.minutes > 0).map((d) => d.positions / (d.minutes / 60));
      out.push({
        employeeId,
        employeeName: `${person.firstName} ${person.lastName}`,
        companyLocation: person.companyLocation,
        workingMinutes: e.minutes,
        positions: e.positions,
        positionsPerHour: positionsPerHour(e.positions, e.minutes),
        standardDeviation: standardDeviation(daily),
        median: median(daily),
      });
    }
    return out.sort((a, b) => byName(a.employeeName, b.employeeName) || a.employeeId - b.employeeId);
  }
}

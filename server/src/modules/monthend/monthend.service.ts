import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../auth/current-user.js';
import { can, LODAS_MAX_PERSONNEL_NUMBER, PAYROLL_COMPONENT_LABELS, PAYROLL_COMPONENTS } from '@inv/domain';
import { correctionLines, payrollExportFile, payrollLines, PROFILE_LABELS, type PayrollExportOptions, type PayrollLine } from '../../documents/payroll-export.js';
import type { ReportTable } from '../../documents/report-table.js';
import { writeWorkbookSheets, XLSX_TYPE } from '../../documents/report-workbook.js';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError } from '../../errors.js';
import type { FileStore } from '../../files/file-store.js';
import { msg } from '../../messages.js';
import { today } from '../../shared-dates.js';
import { writeAudit } from '../audit/audit.writer.js';
import type { ComplianceService } from '../compliance/compliance.service.js';
import { EARLIEST_VALID_FROM, type SettingsService } from '../settings/settings.service.js';
import { MonthEndClosing } from './month-end-closing.entity.js';
import { mergePayrollSettings, readPayrollSettings, writePayrollSettings } from './monthend-settings.js';
import type { MonthEndStatus, PayrollExportSettings, PayrollExportSettingsInput, PayrollPreview, PayrollPreviewProblem, PayrollPreviewRow, PayrollPreviewTotal } from './monthend.types.js';
import { loadPayrollMonth, monthBounds } from './payroll-data.js';

/** A file the month-end screen downloads: name, type, bytes. */
export interface MonthEndFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * A place monthEndFile(key) looks a key up: the closings' export files, and at merge the uploaded
 * payroll originals (archive module) through one addFileSource call. Returns null for a key it does
 * not know; the first source that knows the key answers.
 */
export type MonthEndFileSource = (em: EntityManager, actor: CurrentUser, key: string) => Promise<MonthEndFile | null>;

/** pg_advisory_xact_lock key of the closing: two closings (or a closing and a reopening) never overlap. */
export const MONTH_END_LOCK = 7_413_001;

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const KEY = /^[a-f0-9]{32}$/;

export const canCloseMonth = (u: CurrentUser) => can(u, 'manageMonthEnd');
export const canReopenMonth = (u: CurrentUser) => can(u, 'superadmin');

const monthOf = (isoDate: string) => isoDate.slice(0, 7);
const shiftMonth = (yearMonth: string, months: number) => DateTime.fromFormat(yearMonth, 'yyyy-MM', { zone: 'utc' }).plus({ months }).toFormat('yyyy-MM');
const todayIso = () => today().toISODate()!;
const nameOf = (u: CurrentUser) => `${u.firstName} ${u.lastName}`.trim() || u.username;

/**
 * Month-end closing (spec 3 §2.9, §4; docs/decisions/month-end-and-payroll.md#MON-3): the payroll export of the
 * oldest open month that has ended, written and stored in the same transaction that moves the
 * boundary (earliestValidFrom) to the next month; a Superadmin reopens the last closed month.
 */
export class MonthEndService {
  private readonly sources: MonthEndFileSource[] = [];

  constructor(
    private readonly settings: SettingsService,
    private readonly files: FileStore,
    private readonly compliance: ComplianceService,
  ) {
    this.addFileSource((em, _actor, key) => this.closingFile(em, key));
  }

  /** Another place monthEndFile / GET /monthendclosing/download finds files (e.g. uploaded payroll originals). */
  addFileSource(source: MonthEndFileSource): void {
    this.sources.push(source);
  }

  async status(em: EntityManager, actor: CurrentUser): Promise<MonthEndStatus> {
    if (!canCloseMonth(actor)) throw new ForbiddenError();
    const [evf, settings] = await Promise.all([this.settings.earliestValidFrom(em), readPayrollSettings(em)]);
    const open = monthOf(evf);
    const last = await this.reopenable(em, evf);
    const nextMonth = monthBounds(open).to < todayIso() ? open : null;
    return {
      profile: settings.profile,
      profileLabel: PROFILE_LABELS[settings.profile],
      earliestValidFrom: evf,
      nextMonth,
      lastClosedMonth: last?.yearMonth ?? null,
      canReopen: canReopenMonth(actor) && last !== null,
    };
  }

  /**
   * The unacknowledged compliance findings of the month the next closing closes (0 when none has ended).
   * Its own field: it computes the month's findings, which only the month-end card asks for.
   */
  async openFindingsOf(em: EntityManager, status: Pick<MonthEndStatus, 'nextMonth'>): Promise<number> {
    return status.nextMonth ? this.compliance.openFindings(em, status.nextMonth) : 0;
  }

  /** Every closing, reopened ones included, newest first. */
  async closings(em: EntityManager, actor: CurrentUser): Promise<MonthEndClosing[]> {
    if (!canCloseMonth(actor)) throw new ForbiddenError();
    return em.find(MonthEndClosing, {}, { orderBy: { closedAt: 'desc', id: 'desc' } });
  }

  /**
   * Closes a month and answers its payroll file. Without yearMonth: the oldest open month that has
   * ended. With it: an already closed month answers its stored file unchanged (nothing is closed
   * again); the oldest open ended month is closed; any other month is 409.
   */
  async close(em: EntityManager, actor: CurrentUser, yearMonth?: string | null): Promise<MonthEndFile & { closing: MonthEndClosing; closedNow: boolean }> {
    if (!canCloseMonth(actor)) throw new ForbiddenError();
    if (yearMonth != null && !YEAR_MONTH.test(yearMonth)) new FieldErrors().add('yearMonth', msg.monthEndYearMonthInvalid).throwIfAny();
    const written: string[] = [];
    try {
      return await em.transactional(async (tx) => {
        await tx.execute('select pg_advisory_xact_lock(?)', [MONTH_END_LOCK]);
        // Read after the lock: a closing that committed meanwhile is seen (READ COMMITTED).
        const evf = await this.settings.earliestValidFrom(tx);
        const open = monthOf(evf);
        const ended = monthBounds(open).to < todayIso();
        if (yearMonth != null) {
          const done = await tx.findOne(MonthEndClosing, { yearMonth, reopenedAt: null });
          if (done) return { ...(await this.storedFile(done)), closing: done, closedNow: false };
          if (yearMonth !== open || !ended) throw new ConflictError(ended ? msg.monthEndNotNextMonth(open) : msg.monthEndNothingToClose);
        } else if (!ended) {
          throw new ConflictError(msg.monthEndNothingToClose);
        }
        const { settings, options, lines, names } = await this.monthLines(tx, open);
        const tooLong = this.personnelNumberProblems(settings.profile, lines, names);
        if (tooLong.length) new FieldErrors().add('personnelNumbers', msg.payrollPersonnelNumbersTooLong(tooLong.map((p) => p.label).join(', '))).throwIfAny();
        // After reopening, the payroll office already has the month's earlier file: the new file carries only
        // the differences to the lines last closed (a correction), `lines` keeps the month's full new state.
        const earlier: { correction: number | null; lines: PayrollLine[] | null }[] = await tx.execute(
          'select correction, lines from month_end_closing where year_month = ? order by closed_at desc, id desc',
          [open],
        );
        const previous = earlier.find((c) => c.lines != null)?.lines ?? null;
        const correction = previous ? 1 + earlier.filter((c) => c.correction != null).length : null;
        const file = previous
          ? payrollExportFile(settings.profile, correctionLines(previous, lines), { ...options, correction })
          : payrollExportFile(settings.profile, lines, options);
        // The count the office confirmed the closing with, kept with the record (read in the closing's transaction).
        const openFindings = await this.compliance.openFindings(tx, open);
        const key = this.files.newKey();
        await this.files.put(key, file.content);
        written.push(key);
        const closing = tx.create(MonthEndClosing, {
          yearMonth: open,
          profile: settings.profile,
          fileName: file.fileName,
          contentType: file.contentType,
          fileKey: key,
          closedBy: nameOf(actor),
          openFindings,
          lines,
          correction,
        });
        const next = monthBounds(shiftMonth(open, 1)).from;
        await this.settings.set(tx, EARLIEST_VALID_FROM, next);
        await tx.flush();
        await writeAudit(tx, {
          action: 'MONTH_CLOSE',
          entityType: 'MonthEndClosing',
          entityId: closing.id,
          changes: [
            { field: 'yearMonth', from: null, to: open },
            { field: 'earliestValidFrom', from: evf, to: next },
            { field: 'fileName', from: null, to: file.fileName },
            { field: 'openFindings', from: null, to: openFindings },
            ...(correction ? [{ field: 'correction', from: null, to: correction }] : []),
          ],
          actor: { userId: actor.id, username: actor.username },
        });
        return { ...file, closing, closedNow: true };
      });
    } catch (err) {
      // Nothing half-written: a file whose closing did not commit is removed again.
      for (const key of written) await this.files.delete(key).catch(() => {});
      throw err;
    }
  }

  /**
   * Reopens the last closed month (Superadmin): the boundary moves back to its first day, the
   * closing is marked reopened (its file stays for history). Only the closing of the month right
   * before the boundary; any other month is 409.
   */
  async reopen(em: EntityManager, actor: CurrentUser, yearMonth: string): Promise<MonthEndClosing> {
    if (!canReopenMonth(actor)) throw new ForbiddenError();
    if (!YEAR_MONTH.test(yearMonth ?? '')) new FieldErrors().add('yearMonth', msg.monthEndYearMonthInvalid).throwIfAny();
    return em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [MONTH_END_LOCK]);
      const evf = await this.settings.earliestValidFrom(tx);
      const last = await this.reopenable(tx, evf);
      if (!last || last.yearMonth !== yearMonth) throw new ConflictError(msg.monthEndReopenOnlyLast);
      const back = monthBounds(yearMonth).from;
      last.reopenedAt = new Date();
      last.reopenedBy = nameOf(actor);
      await this.settings.set(tx, EARLIEST_VALID_FROM, back);
      await tx.flush();
      await writeAudit(tx, {
        action: 'MONTH_REOPEN',
        entityType: 'MonthEndClosing',
        entityId: last.id,
        changes: [
          { field: 'yearMonth', from: yearMonth, to: null },
          { field: 'earliestValidFrom', from: evf, to: back },
        ],
        actor: { userId: actor.id, username: actor.username },
      });
      return last;
    });
  }

  async exportSettings(em: EntityManager, actor: CurrentUser): Promise<PayrollExportSettings> {
    if (!canCloseMonth(actor)) throw new ForbiddenError();
    return readPayrollSettings(em);
  }

  async updateExportSettings(em: EntityManager, actor: CurrentUser, input: PayrollExportSettingsInput): Promise<PayrollExportSettings> {
    if (!canCloseMonth(actor)) throw new ForbiddenError();
    return em.transactional(async (tx) => {
      const current = await readPayrollSettings(tx);
      const next = mergePayrollSettings(current, input);
      await writePayrollSettings(tx, next);
      const changes: { field: string; from: unknown; to: unknown }[] = [
        ...(['profile', 'consultantNumber', 'clientNumber', 'exportSalary'] as const).filter((f) => current[f] !== next[f]).map((f) => ({ field: f, from: current[f], to: next[f] })),
      ];
      for (const group of ['wageTypes', 'processingKeys'] as const) {
        for (const c of PAYROLL_COMPONENTS) {
          if (current[group][c] !== next[group][c]) changes.push({ field: `${group}.${c}`, from: current[group][c], to: next[group][c] });
        }
      }
      if (changes.length) await writeAudit(tx, { action: 'SETTINGS_CHANGE', entityType: 'PayrollExportSettings', changes, actor: { userId: actor.id, username: actor.username } });
      return next;
    });
  }

  /**
   * What closing the month would write now (the month's full state, also for a closed or reopened
   * month): the rows, totals per component and wage type, the month's open compliance findings and
   * what would refuse the closing (personnel numbers LODAS cannot read).
   */
  async preview(em: EntityManager, actor: CurrentUser, yearMonth: string): Promise<PayrollPreview> {
    if (!canCloseMonth(actor)) throw new ForbiddenError();
    if (typeof yearMonth !== 'string' || !YEAR_MONTH.test(yearMonth)) new FieldErrors().add('yearMonth', msg.monthEndYearMonthInvalid).throwIfAny();
    const { settings, lines, names } = await this.monthLines(em, yearMonth);
    const openFindings = await this.compliance.openFindings(em, yearMonth);
    const rows: PayrollPreviewRow[] = lines.map((l) => ({
      employeeId: l.employeeId,
      personnelNumber: String(l.employeeId),
      employeeName: l.employeeName,
      component: l.component,
      label: PAYROLL_COMPONENT_LABELS[l.component],
      wageType: l.wageType,
      processingKey: l.processingKey,
      hours: l.hours === null ? null : l.hours / 100,
      days: l.days,
      amount: l.amountCents === null ? null : l.amountCents / 100,
      costCenter: l.costCenter,
    }));
    const problems: PayrollPreviewProblem[] = this.personnelNumberProblems(settings.profile, lines, names).map((p) => ({
      employeeId: p.employeeId,
      path: 'personnelNumbers',
      message: msg.payrollPersonnelNumbersTooLong(p.label),
    }));
    return { yearMonth, profile: settings.profile, rows, totals: previewTotals(lines), openFindings, problems };
  }

  /** The preview as an xlsx workbook: the rows on one sheet, the totals per wage type on a second. */
  async previewFile(em: EntityManager, actor: CurrentUser, yearMonth: string): Promise<MonthEndFile> {
    const preview = await this.preview(em, actor, yearMonth);
    const rows: ReportTable<PayrollPreviewRow> = {
      sheetName: 'Lohnarten',
      sumLabel: '',
      rows: preview.rows,
      columns: [
        { key: 'personnelNumber', header: 'Personalnummer', kind: 'text', width: 15, value: (r) => r.personnelNumber },
        { key: 'employeeName', header: 'Name', kind: 'text', width: 28, value: (r) => r.employeeName },
        { key: 'wageType', header: 'Lohnart', kind: 'text', width: 10, value: (r) => r.wageType },
        { key: 'label', header: 'Bezeichnung', kind: 'text', width: 26, value: (r) => r.label },
        { key: 'processingKey', header: 'BS', kind: 'text', width: 6, value: (r) => r.processingKey },
        { key: 'hours', header: 'Stunden', kind: 'hours', width: 10, value: (r) => r.hours },
        { key: 'days', header: 'Tage', kind: 'int', width: 8, value: (r) => r.days },
        { key: 'amount', header: 'Betrag', kind: 'hours', width: 12, value: (r) => r.amount },
        { key: 'costCenter', header: 'Kostenstelle', kind: 'text', width: 14, value: (r) => r.costCenter },
      ],
    };
    const totals: ReportTable<PayrollPreviewTotal> = {
      sheetName: 'Summen',
      sumLabel: '',
      rows: preview.totals,
      columns: [
        { key: 'wageType', header: 'Lohnart', kind: 'text', width: 10, value: (r) => r.wageType },
        { key: 'label', header: 'Bezeichnung', kind: 'text', width: 26, value: (r) => r.label },
        { key: 'hours', header: 'Stunden', kind: 'hours', width: 12, value: (r) => r.hours },
        { key: 'days', header: 'Tage', kind: 'int', width: 8, value: (r) => r.days },
        { key: 'amount', header: 'Betrag', kind: 'hours', width: 14, value: (r) => r.amount },
      ],
    };
    return { fileName: `Lohnvorschau_${yearMonth}.xlsx`, contentType: XLSX_TYPE, content: await writeWorkbookSheets([rows, totals]) };
  }

  /** The month's settings, writer options and full payroll lines as a closing now would compute them. */
  private async monthLines(em: EntityManager, yearMonth: string) {
    // One after another: inside the closing's transaction they share one connection.
    const settings = await readPayrollSettings(em);
    const perDiem = await this.settings.perDiemSettings(em);
    const employees = await loadPayrollMonth(em, yearMonth);
    const options: PayrollExportOptions = {
      yearMonth,
      wageTypes: settings.wageTypes,
      processingKeys: settings.processingKeys,
      exportSalary: settings.exportSalary,
      breakfastDeductionCents: Math.round(perDiem.breakfastDeduction * 100),
      consultantNumber: settings.consultantNumber,
      clientNumber: settings.clientNumber,
    };
    const names = new Map(employees.map((e) => [e.employeeId, e.employeeName]));
    return { settings, options, lines: payrollLines(employees, options), names };
  }

  /** LODAS reads personnel numbers of at most five digits (pnr); the employees among the lines with a longer one. */
  private personnelNumberProblems(profile: PayrollExportSettings['profile'], lines: readonly PayrollLine[], names: ReadonlyMap<number, string>) {
    if (profile !== 'DATEV_LODAS') return [];
    const ids = [...new Set(lines.map((l) => l.employeeId))].filter((id) => id > LODAS_MAX_PERSONNEL_NUMBER).sort((a, b) => a - b);
    return ids.map((employeeId) => ({ employeeId, label: `${employeeId} (${names.get(employeeId) ?? ''})` }));
  }

  /** A file of the month-end screen by its opaque key; anything else (bad, unknown, foreign key) is 404. */
  async file(em: EntityManager, actor: CurrentUser, key: string): Promise<MonthEndFile> {
    if (!canCloseMonth(actor)) throw new ForbiddenError();
    if (typeof key === 'string' && KEY.test(key)) {
      for (const source of this.sources) {
        const found = await source(em, actor, key);
        if (found) return found;
      }
    }
    throw new NotFoundError(msg.fileNotFound);
  }

  private async closingFile(em: EntityManager, key: string): Promise<MonthEndFile | null> {
    const closing = await em.findOne(MonthEndClosing, { fileKey: key });
    return closing ? this.storedFile(closing) : null;
  }

  private async storedFile(closing: MonthEndClosing): Promise<MonthEndFile> {
    const content = await this.files.get(closing.fileKey);
    if (!content) throw new NotFoundError(msg.monthEndFileMissing);
    return { fileName: closing.fileName, contentType: closing.contentType, content };
  }

  /** The closing a Superadmin may reopen: the non-reopened closing of the month right before the boundary. */
  private reopenable(em: EntityManager, evf: string): Promise<MonthEndClosing | null> {
    return em.findOne(MonthEndClosing, { yearMonth: shiftMonth(monthOf(evf), -1), reopenedAt: null });
  }
}

/** Sums per component and wage type, in the file's component order (hours and amounts to the cent). */
export function previewTotals(lines: readonly PayrollLine[]): PayrollPreviewTotal[] {
  const byKey = new Map<string, { component: PayrollLine['component']; wageType: string; hours: number | null; days: number | null; amountCents: number | null }>();
  const add = (a: number | null, b: number | null) => (b === null ? a : (a ?? 0) + b);
  for (const l of lines) {
    const key = `${l.component}|${l.wageType}`;
    const t = byKey.get(key) ?? { component: l.component, wageType: l.wageType, hours: null, days: null, amountCents: null };
    t.hours = add(t.hours, l.hours);
    t.days = add(t.days, l.days);
    t.amountCents = add(t.amountCents, l.amountCents);
    byKey.set(key, t);
  }
  const order = (c: PayrollLine['component']) => PAYROLL_COMPONENTS.indexOf(c);
  return [...byKey.values()]
    .sort((a, b) => order(a.component) - order(b.component) || a.wageType.localeCompare(b.wageType))
    .map((t) => ({
      component: t.component,
      label: PAYROLL_COMPONENT_LABELS[t.component],
      wageType: t.wageType,
      hours: t.hours === null ? null : t.hours / 100,
      days: t.days,
      amount: t.amountCents === null ? null : t.amountCents / 100,
    }));
}

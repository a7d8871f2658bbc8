import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../auth/current-user.js';
import { can, DEFAULT_PER_DIEM_SETTINGS, DEFAULT_PROCESSING_KEYS, DEFAULT_WAGE_TYPES } from '@inv/domain';
import { payrollExportFile, payrollLines, PROFILE_LABELS } from '../../documents/payroll-export.js';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError } from '../../errors.js';
import type { FileStore } from '../../files/file-store.js';
import { msg } from '../../messages.js';
import { today } from '../../shared-dates.js';
import { writeAudit } from '../audit/audit.writer.js';
import type { ComplianceService } from '../compliance/compliance.service.js';
import { EARLIEST_VALID_FROM, type SettingsService } from '../settings/settings.service.js';
import { MonthEndClosing } from './month-end-closing.entity.js';
import { mergePayrollSettings, readPayrollSettings, writePayrollSettings } from './monthend-settings.js';
import type { MonthEndStatus, PayrollExportSettings, PayrollExportSettingsInput } from './monthend.types.js';
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
        const settings = await readPayrollSettings(tx);
        const exportOptions = {
          yearMonth: open,
          wageTypes: { ...DEFAULT_WAGE_TYPES, ...settings.wageTypes },
          processingKeys: DEFAULT_PROCESSING_KEYS,
          exportSalary: true,
          breakfastDeductionCents: Math.round(DEFAULT_PER_DIEM_SETTINGS.breakfastDeduction * 100),
          consultantNumber: settings.consultantNumber,
          clientNumber: settings.clientNumber,
        };
        const file = payrollExportFile(settings.profile, payrollLines(await loadPayrollMonth(tx, open), exportOptions), exportOptions);
        // The count the office confirmed the closing with, kept with the record (read in the closing's transaction).
        const openFindings = await this.compliance.openFindings(tx, open);
        const key = this.files.newKey();
        await this.files.put(key, file.content);
        written.push(key);
        const closing = tx.create(MonthEndClosing, { yearMonth: open, profile: settings.profile, fileName: file.fileName, contentType: file.contentType, fileKey: key, closedBy: nameOf(actor), openFindings });
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
      const changes = [
        ...(['profile', 'consultantNumber', 'clientNumber'] as const).filter((f) => current[f] !== next[f]).map((f) => ({ field: f, from: current[f], to: next[f] })),
        ...Object.keys(next.wageTypes)
          .filter((c) => current.wageTypes[c as keyof typeof next.wageTypes] !== next.wageTypes[c as keyof typeof next.wageTypes])
          .map((c) => ({ field: `wageTypes.${c}`, from: current.wageTypes[c as keyof typeof next.wageTypes], to: next.wageTypes[c as keyof typeof next.wageTypes] })),
      ];
      if (changes.length) await writeAudit(tx, { action: 'SETTINGS_CHANGE', entityType: 'PayrollExportSettings', changes, actor: { userId: actor.id, username: actor.username } });
      return next;
    });
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

import { OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { EmploymentEntry, WageEntry } from './employee.entity.js';
import * as policy from './employee.policy.js';
import type { EmployeeService } from './employee.service.js';
import type { EmploymentInput, WageInput } from './employee.types.js';
import { chainValidTo } from '@inv/domain';

type Kind = 'wage' | 'employment';

/**
 * Wage and employment histories (spec 1 §4): adding and deleting entries is for Superadmins, changing
 * needs Employee_EditOther_Edit on an active employee; nothing starting before the earliest valid date
 * changes (409). Each change re-chains validTo so the history has no gaps or overlaps.
 */
export class HistoryService {
  constructor(private readonly employees: EmployeeService) {}

  private async load(em: EntityManager, actor: CurrentUser, employeeId: number, need: 'add' | 'edit' | 'delete', kind: Kind) {
    const allowed = need === 'edit' ? policy.canEdit(actor) || policy.isSuperadmin(actor) : policy.isSuperadmin(actor);
    if (!allowed) throw new ForbiddenError();
    // Wages are changed only by those who see them, and never by the employee concerned.
    if (kind === 'wage' && !policy.canSeeWages(actor)) throw new ForbiddenError();
    if (kind === 'wage' && actor.employeeId === employeeId) throw new ForbiddenError(msg.ownWageReadOnly);
    // Concurrent writes: chains of one employee change one after the other (the clocking takes the same lock);
    // the history is read after the lock, so each change re-chains what the previous one left.
    await em.execute('select id from employee where id = ? for no key update', [employeeId]);
    const employee = await this.employees.get(em, actor, employeeId);
    if (!employee.active) throw new ConflictError(msg.employeeInactive);
    return employee;
  }

  /**
   * One change of a chain in its own transaction on a fresh EntityManager (nothing cached from before
   * the lock). A concurrent change the lock did not order (an entry's version moved) is 409.
   */
  private async locked<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await em.fork().transactional(work);
    } catch (err) {
      if (err instanceof OptimisticLockError) throw new ConflictError(msg.staleEntry);
      throw err;
    }
  }

  private assertVersion(entry: { version: number }, sent: number | null | undefined) {
    if (sent != null && sent !== entry.version) throw new ConflictError(msg.staleEntry);
  }

  private assertNoDuplicateStart(entries: { id: number; validFrom: string }[], validFrom: string, path: string, exceptId?: number) {
    if (entries.some((x) => x.validFrom === validFrom && x.id !== exceptId)) new FieldErrors().add(path, msg.duplicateMonth).throwIfAny();
  }

  async addWage(em: EntityManager, actor: CurrentUser, employeeId: number, input: WageInput): Promise<WageEntry> {
    return this.locked(em, (tx) => this.addWageLocked(tx, actor, employeeId, input));
  }

  private async addWageLocked(em: EntityManager, actor: CurrentUser, employeeId: number, input: WageInput): Promise<WageEntry> {
    const employee = await this.load(em, actor, employeeId, 'add', 'wage');
    const errors = new FieldErrors();
    const w = this.employees.validateWage(errors, input, '', true);
    errors.throwIfAny();
    await this.employees.assertOpen(em, w.validFrom);
    this.assertNoDuplicateStart(employee.wages.getItems(), w.validFrom!, 'validFrom');
    const entry = this.employees.upsertWage(em, employee, w);
    chainValidTo(employee.wages.getItems());
    await em.flush();
    return entry;
  }

  async patchWage(em: EntityManager, actor: CurrentUser, employeeId: number, wageId: number, input: WageInput): Promise<WageEntry> {
    return this.locked(em, (tx) => this.patchWageLocked(tx, actor, employeeId, wageId, input));
  }

  private async patchWageLocked(em: EntityManager, actor: CurrentUser, employeeId: number, wageId: number, input: WageInput): Promise<WageEntry> {
    const employee = await this.load(em, actor, employeeId, 'edit', 'wage');
    const entry = this.find(employee.wages.getItems(), wageId);
    this.assertVersion(entry, input.version);
    const merged: WageInput = {
      wage: input.wage !== undefined ? input.wage : entry.wage,
      wageType: input.wageType ?? entry.wageType,
      validFrom: input.validFrom ?? entry.validFrom,
      targetHours: input.targetHours !== undefined ? input.targetHours : entry.targetHours,
    };
    const errors = new FieldErrors();
    const w = this.employees.validateWage(errors, merged, '', true);
    errors.throwIfAny();
    await this.employees.assertOpen(em, entry.validFrom, w.validFrom);
    this.assertNoDuplicateStart(employee.wages.getItems(), w.validFrom!, 'validFrom', entry.id);
    Object.assign(entry, { wage: w.wage, wageType: w.wageType, validFrom: w.validFrom, targetHours: w.targetHours ?? null });
    chainValidTo(employee.wages.getItems());
    await em.flush();
    return entry;
  }

  async addEmployment(em: EntityManager, actor: CurrentUser, employeeId: number, input: EmploymentInput): Promise<EmploymentEntry> {
    return this.locked(em, (tx) => this.addEmploymentLocked(tx, actor, employeeId, input));
  }

  private async addEmploymentLocked(em: EntityManager, actor: CurrentUser, employeeId: number, input: EmploymentInput): Promise<EmploymentEntry> {
    const employee = await this.load(em, actor, employeeId, 'add', 'employment');
    const errors = new FieldErrors();
    const m = this.employees.validateEmployment(errors, input, '', true);
    errors.throwIfAny();
    await this.employees.assertOpen(em, m.validFrom);
    this.assertNoDuplicateStart(employee.employments.getItems(), m.validFrom!, 'validFrom');
    const entry = em.create(EmploymentEntry, { employee, employmentType: m.employmentType!, validFrom: m.validFrom!, validTo: m.validTo ?? null });
    chainValidTo(employee.employments.getItems());
    await em.flush();
    return entry;
  }

  async patchEmployment(em: EntityManager, actor: CurrentUser, employeeId: number, id: number, input: EmploymentInput): Promise<EmploymentEntry> {
    return this.locked(em, (tx) => this.patchEmploymentLocked(tx, actor, employeeId, id, input));
  }

  private async patchEmploymentLocked(em: EntityManager, actor: CurrentUser, employeeId: number, id: number, input: EmploymentInput): Promise<EmploymentEntry> {
    const employee = await this.load(em, actor, employeeId, 'edit', 'employment');
    const entry = this.find(employee.employments.getItems(), id);
    this.assertVersion(entry, input.version);
    const merged: EmploymentInput = {
      employmentType: input.employmentType ?? entry.employmentType,
      validFrom: input.validFrom ?? entry.validFrom,
      validTo: input.validTo !== undefined ? input.validTo : entry.validTo,
    };
    const errors = new FieldErrors();
    const m = this.employees.validateEmployment(errors, merged, '', true);
    errors.throwIfAny();
    await this.employees.assertOpen(em, entry.validFrom, m.validFrom);
    this.assertNoDuplicateStart(employee.employments.getItems(), m.validFrom!, 'validFrom', entry.id);
    Object.assign(entry, { employmentType: m.employmentType, validFrom: m.validFrom, validTo: m.validTo ?? null });
    chainValidTo(employee.employments.getItems());
    await em.flush();
    return entry;
  }

  async delete(em: EntityManager, actor: CurrentUser, kind: Kind, employeeId: number, id: number): Promise<boolean> {
    return this.locked(em, (tx) => this.deleteLocked(tx, actor, kind, employeeId, id));
  }

  private async deleteLocked(em: EntityManager, actor: CurrentUser, kind: Kind, employeeId: number, id: number): Promise<boolean> {
    const employee = await this.load(em, actor, employeeId, 'delete', kind);
    const list: (WageEntry | EmploymentEntry)[] = kind === 'wage' ? employee.wages.getItems() : employee.employments.getItems();
    const entry = this.find(list, id);
    await this.employees.assertOpen(em, entry.validFrom);
    if (list.length === 1) throw new ConflictError(msg.lastEntry);
    const rest = list.filter((x) => x !== entry);
    // The predecessor of a deleted last entry runs open-ended again.
    const sorted = [...rest].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
    if (entry.validFrom > sorted.at(-1)!.validFrom) sorted.at(-1)!.validTo = entry.validTo;
    if (kind === 'wage') employee.wages.remove(entry as WageEntry);
    else employee.employments.remove(entry as EmploymentEntry);
    em.remove(entry);
    chainValidTo(rest);
    await em.flush();
    return true;
  }

  private find<T extends { id: number }>(list: T[], id: number): T {
    const entry = list.find((x) => x.id === id);
    if (!entry) throw new NotFoundError(msg.entryNotFound);
    return entry;
  }
}


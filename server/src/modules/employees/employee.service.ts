import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { hashPassword } from '../auth/passwords.js';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { DateTime } from 'luxon';
import { today, ZONE } from '../../shared-dates.js';
import { blank, firstOfMonth, isEmail, isIsoDate } from '../../shared-validation.js';
import type { AuthService } from '../auth/auth.service.js';
import { User } from '../auth/user.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import { CompanyLocation } from '../inventories/company-location.entity.js';
import { WageType } from './employee.enums.js';
import { Employee, EmploymentEntry, WageEntry } from './employee.entity.js';
import { queryEmployeeRows } from './employee.queries.js';
import * as policy from './employee.policy.js';
import { manageableAccountOf } from './account-guard.js';
import type { CreateEmployeeInput, EmployeeDefaults, EmployeeFieldsInput, EmployeeFilterInput, EmployeeLookupRow, EmployeePage, EmployeeRow, EmploymentInput, ReactivateEmployeeInput, WageInput } from './employee.types.js';
import { listLimit, type PageArgs } from '../../graphql-shared.js';
import { chainValidTo, shortTermDaysElsewhereProblem, shortTermDaysFromRegistration } from '@inv/domain';
import type { RegistrationData } from '../registrations/registration-data.js';
import type { Registration } from '../registrations/registration.entity.js';
import { checkColumns } from '../../db/input-limits.js';
import type { RegistrationService } from '../registrations/registration.service.js';
import { employmentTypeOf } from '../registrations/registration.enums.js';
import * as registrationPolicy from '../registrations/registration.policy.js';
import { EmploymentType } from './employee.enums.js';
import type { ArchiveService } from '../archive/archive.service.js';

const MAX_ID = 2_147_483_647;
const todayIso = () => today().toISODate()!;
const has = <T extends object>(o: T, k: keyof T) => Object.prototype.hasOwnProperty.call(o, k) && o[k] !== undefined;

/** Month-based wage start: YYYY-MM or any day of the month → the first of that month. */
function normalizeMonth(value: string | null | undefined): string | null {
  if (blank(value)) return null;
  const v = value!.trim();
  if (/^\d{4}-\d{2}$/.test(v)) return isIsoDate(`${v}-01`) ? `${v}-01` : 'invalid';
  return isIsoDate(v) ? firstOfMonth(v) : 'invalid';
}

/**
 * The registration's days of short-term employment "in the current year" as the employee's starting
 * value: only while that year lasts (a registration finished last year speaks of last year's days);
 * unreadable values give 0 (see shortTermDaysFromRegistration).
 */
function shortTermDaysOf({ registration, data }: { registration: Registration; data: RegistrationData }): number {
  const finishedYear = registration.finishedAt ? today().year === DateTime.fromJSDate(registration.finishedAt, { zone: ZONE }).year : false;
  return finishedYear ? shortTermDaysFromRegistration(data.employment.daysShortTermEmploymentC) : 0;
}

export class EmployeeService {
  constructor(
    private readonly settings: SettingsService,
    private readonly auth: AuthService,
    private readonly registrations: Pick<RegistrationService, 'finishedForEmployee' | 'employeeOf' | 'fileWithEmployee'>,
    /** Files a registration's generated documents into the new employee's archive. */
    private readonly archive?: Pick<ArchiveService, 'fileRegistrationDocuments' | 'discard'>,
  ) {}

  // ---------------------------------------------------------------- reading

  async list(em: EntityManager, actor: CurrentUser, filter: EmployeeFilterInput = {}, paging: PageArgs = {}): Promise<EmployeePage> {
    const onlySelf = !policy.canReadOthers(actor);
    if (onlySelf && actor.employeeId === null) return { items: [], number: 0, size: 0, totalElements: 0, totalPages: 0 };
    return queryEmployeeRows(em, {
      filter: { ...filter, ...(onlySelf ? { employeeId: actor.employeeId } : {}) },
      onlyActive: !policy.canSeeInactive(actor) && !onlySelf,
      paging,
      withWages: policy.canSeeWages(actor),
      today: todayIso(),
    });
  }

  /** Name lookups (employee pickers): at most 50, active ones unless inactive ones may be seen. */
  /**
   * Name pickers of every area (field workers' timeclock among them): names, number and the active
   * flag only — the contract (employment type, contract end, operator number) is the employee
   * administration's to show.
   */
  async lookup(em: EntityManager, actor: CurrentUser, term: string, size = 50): Promise<EmployeeLookupRow[]> {
    if (!policy.canLookUp(actor)) throw new ForbiddenError();
    const page = await queryEmployeeRows(em, {
      filter: { search: term },
      onlyActive: !policy.canSeeInactive(actor),
      paging: { page: 0, size: listLimit(size, 50), sort: 'lastName' },
      withWages: false,
      today: todayIso(),
    });
    return page.items.map(({ id, employeeId, firstName, lastName, fullName, active }) => ({ id, employeeId, firstName, lastName, fullName, active }));
  }

  async get(em: EntityManager, actor: CurrentUser, id: number): Promise<Employee> {
    const self = actor.employeeId === id;
    if (!self && !policy.canReadOthers(actor)) throw new ForbiddenError();
    const employee = await em.findOne(Employee, { id }, { populate: ['wages', 'employments'] });
    // An inactive employee is invisible to those who may not see inactive ones.
    if (!employee || (!employee.active && !self && !policy.canSeeInactive(actor))) throw new NotFoundError(msg.employeeNotFound);
    return employee;
  }

  async summary(em: EntityManager, actor: CurrentUser, id: number): Promise<EmployeeRow> {
    await this.get(em, actor, id);
    const page = await queryEmployeeRows(em, { filter: { employeeId: id }, paging: {}, withWages: policy.canSeeWages(actor), today: todayIso() });
    return page.items[0];
  }

  /**
   * GET /employees/default: a new employee's starting values; with registrationUuid prefilled from
   * that finished registration (needs Registration_EditRegistrations; 409 if already used).
   */
  async defaults(em: EntityManager, actor: CurrentUser, registrationUuid?: string | null): Promise<EmployeeDefaults> {
    const fromRegistration = !blank(registrationUuid);
    if (!fromRegistration && !policy.canCreate(actor)) throw new ForbiddenError();
    const registration = fromRegistration ? await this.registrations.finishedForEmployee(em, actor, registrationUuid!) : null;
    if (registration && (await this.registrations.employeeOf(em, registration.registration.uuid))) throw new ConflictError(msg.registrationHasEmployee);
    const personal = registration?.data.personal;
    const [{ max }] = await em.getConnection().execute<{ max: number | null }[]>('select max(id) as max from employee');
    const earliest = await this.settings.earliestValidFrom(em);
    const month = firstOfMonth(todayIso());
    return {
      employeeId: Math.max((max ?? 999) + 1, 1000),
      firstName: personal?.firstName ?? null,
      lastName: personal?.lastName ?? null,
      birthdate: personal?.birthdate ?? null,
      email: registration?.data.addressAndContact.email ?? null,
      export: true,
      inventoryBonusEligible: false,
      wageValidFrom: month > earliest ? month : earliest,
      employmentValidFrom: todayIso() > earliest ? todayIso() : earliest,
      wageType: WageType.WAG,
      employmentType: registration ? (employmentTypeOf(registration.registration.registrationType) as EmploymentType) : null,
      registrationUuid: registration?.registration.uuid ?? null,
      shortTermDaysElsewhere: registration ? shortTermDaysOf(registration) : 0,
    };
  }

  // ---------------------------------------------------------------- creating and changing

  /** POST /employees; with registrationUuid (a finished registration, once) under Registration_EditRegistrations. */
  async create(em: EntityManager, actor: CurrentUser, input: CreateEmployeeInput): Promise<Employee> {
    const e = input.employee ?? {};
    const fromRegistration = !blank(e.registrationUuid);
    if (fromRegistration ? !registrationPolicy.canCreateEmployeeFrom(actor) : !policy.canCreate(actor)) throw new ForbiddenError();
    let registrationUuid: string | null = null;
    let registrationDays = 0;
    if (fromRegistration) {
      try {
        const finished = await this.registrations.finishedForEmployee(em, actor, e.registrationUuid!);
        registrationUuid = finished.registration.uuid;
        registrationDays = shortTermDaysOf(finished);
      } catch (err) {
        if (!(err instanceof NotFoundError)) throw err;
        new FieldErrors().add('employee.registrationUuid', msg.registrationInvalid).throwIfAny();
      }
      if (await this.registrations.employeeOf(em, registrationUuid!)) throw new ConflictError(msg.registrationHasEmployee);
    }
    this.assertMayTouch(actor, e, undefined);
    const errors = new FieldErrors();
    this.validatePersonal(errors, e, 'employee.', true);
    checkColumns(errors, em.getMetadata().get(Employee.name), e, 'employee.');
    checkColumns(errors, em.getMetadata().get(WageEntry.name), input.wage ?? {}, 'wage.');
    checkColumns(errors, em.getMetadata().get(EmploymentEntry.name), input.employment ?? {}, 'employment.');
    if (blank(e.employeeId)) errors.add('employee.employeeId', msg.employeeIdRequired);
    else if (!Number.isInteger(e.employeeId) || e.employeeId! < 1 || e.employeeId! > MAX_ID) errors.add('employee.employeeId', msg.employeeIdInvalid);
    const wage = this.validateWage(errors, input.wage ?? {}, 'wage.', true);
    const employment = this.validateEmployment(errors, input.employment ?? {}, 'employment.', true);
    const location = await this.resolveLocation(em, errors, e.companyLocationId, 'employee.companyLocationId');
    errors.throwIfAny();

    const earliest = await this.settings.earliestValidFrom(em);
    const late = new FieldErrors();
    if (wage.validFrom! < earliest) late.add('wage.validFrom', msg.closedMonth);
    if (employment.validFrom! < earliest) late.add('employment.validFrom', msg.closedMonth);
    const idTaken = !!(await em.findOne(Employee, { id: e.employeeId! }));
    if (idTaken) late.add('employee.employeeId', msg.employeeIdTaken);
    const username = (e.username?.trim() || String(e.employeeId)).slice(0, 100);
    // The default username is the personnel number: a taken number is reported once, on employeeId.
    const checkUsername = !idTaken || !!e.username?.trim();
    if (checkUsername && (await em.findOne(User, { username: { $ilike: username.replace(/[\\%_]/g, '\\$&') } }))) late.add('employee.username', msg.usernameTaken);
    late.throwIfAny();

    // Archive copies written inside the transaction: removed again when it fails.
    const archived: string[] = [];
    try {
      const shortTermDaysElsewhere = blank(e.shortTermDaysElsewhere) ? registrationDays : e.shortTermDaysElsewhere!;
      return await this.insert(em, actor, { e: { ...e, shortTermDaysElsewhere }, wage, employment, location, username, registrationUuid, archived });
    } catch (err) {
      await this.archive?.discard(archived);
      throw err;
    }
  }

  private insert(
    em: EntityManager,
    actor: CurrentUser,
    { e, wage, employment, location, username, registrationUuid, archived }: {
      e: NonNullable<CreateEmployeeInput['employee']>;
      wage: WageInput;
      employment: EmploymentInput;
      location: CompanyLocation | null;
      username: string;
      registrationUuid: string | null;
      archived: string[];
    },
  ): Promise<Employee> {
    return em.transactional(async (tx) => {
      const employee = tx.create(Employee, {
        id: e.employeeId!,
        firstName: e.firstName!.trim(),
        lastName: e.lastName!.trim(),
        birthdate: e.birthdate!,
        email: e.email!.trim(),
        companyLocation: location,
        contractExpiryDate: e.contractExpiryDate ?? null,
        export: e.export ?? true,
        temporary: e.temporary ?? false,
        operatorNumber: e.operatorNumber ?? null,
        teamleadSince: e.teamleadSince ?? null,
        manager: e.manager ?? false,
        firstAidCourseDate: e.firstAidCourseDate ?? null,
        firstAidValidUntil: e.firstAidValidUntil ?? null,
        inventoryBonusEligible: e.inventoryBonusEligible ?? false,
        isInventoryBonusEligibleSince: e.isInventoryBonusEligibleSince ?? null,
        registrationUuid,
        shortTermDaysElsewhere: e.shortTermDaysElsewhere ?? 0,
        shortTermDaysElsewhereYear: Number(todayIso().slice(0, 4)),
      });
      tx.create(WageEntry, { employee, wage: wage.wage!, wageType: wage.wageType!, validFrom: wage.validFrom!, targetHours: wage.targetHours ?? null });
      tx.create(EmploymentEntry, { employee, employmentType: employment.employmentType!, validFrom: employment.validFrom! });
      // The account can log in only after a welcome letter has issued an initial password.
      tx.create(User, {
        username,
        employee,
        firstName: employee.firstName,
        lastName: employee.lastName,
        passwordHash: await hashPassword(randomBytes(32).toString('hex')),
        mustChangePassword: true,
      });
      await tx.flush();
      if (registrationUuid) {
        await this.registrations.fileWithEmployee(tx, registrationUuid, employee.id);
        await this.archive?.fileRegistrationDocuments(tx, registrationUuid, employee.id, actor.username, archived);
      }
      return employee;
    });
  }

  /** PUT (replace = true) or merge-PATCH of the personal data. */
  async update(em: EntityManager, actor: CurrentUser, id: number, input: EmployeeFieldsInput, replace: boolean): Promise<Employee> {
    const employee = await this.get(em, actor, id);
    if (has(input, 'employeeId') && input.employeeId !== null && input.employeeId !== id) {
      new FieldErrors().add('employeeId', msg.employeeIdImmutable).throwIfAny();
    }
    this.assertMayTouch(actor, input, employee);

    if (has(input, 'active') && input.active !== employee.active) {
      if (input.active) new FieldErrors().add('active', msg.reactivateViaDialog).throwIfAny();
      // Deactivating oneself ends one's own sessions and locks the account out (the last Superadmin
      // would leave nobody to reactivate it): another Superadmin does it (found by fuzzing).
      if (employee.id === actor.employeeId) new FieldErrors().add('active', msg.ownAccountNotDeactivated).throwIfAny();
      return this.deactivate(em, actor, employee);
    }
    if (!employee.active) throw new ConflictError(msg.employeeInactive);

    const errors = new FieldErrors();
    this.validatePersonal(errors, input, '', replace);
    const location = has(input, 'companyLocationId') || replace
      ? await this.resolveLocation(em, errors, input.companyLocationId, 'companyLocationId')
      : employee.companyLocation;
    errors.throwIfAny();

    const assign = <K extends keyof EmployeeFieldsInput & keyof Employee>(key: K, fallback?: Employee[K]) => {
      if (has(input, key)) (employee as any)[key] = typeof input[key] === 'string' ? (input[key] as string).trim() : input[key];
      else if (replace && fallback !== undefined) (employee as any)[key] = fallback;
    };
    for (const key of ['firstName', 'lastName', 'birthdate', 'email'] as const) assign(key);
    for (const key of ['contractExpiryDate', 'teamleadSince', 'firstAidCourseDate', 'firstAidValidUntil', 'isInventoryBonusEligibleSince', 'operatorNumber'] as const) {
      if (policy.SUPERADMIN_FIELDS.includes(key as never) && !policy.isSuperadmin(actor)) continue;
      if (policy.BONUS_FIELDS.includes(key as never) && !policy.canEditBonus(actor)) continue;
      assign(key, null);
    }
    if (has(input, 'shortTermDaysElsewhere') && input.shortTermDaysElsewhere !== null) {
      employee.shortTermDaysElsewhere = input.shortTermDaysElsewhere!;
      employee.shortTermDaysElsewhereYear = Number(todayIso().slice(0, 4));
    }
    for (const key of ['temporary', 'manager', 'export', 'inventoryBonusEligible'] as const) {
      if (policy.SUPERADMIN_FIELDS.includes(key as never) && !policy.isSuperadmin(actor)) continue;
      if (policy.BONUS_FIELDS.includes(key as never) && !policy.canEditBonus(actor)) continue;
      if (has(input, key) && input[key] !== null) employee[key] = input[key]!;
    }
    employee.companyLocation = location;
    await em.flush();
    if (has(input, 'firstName') || has(input, 'lastName')) await this.syncAccountName(em, employee);
    return employee;
  }

  private async deactivate(em: EntityManager, actor: CurrentUser, employee: Employee): Promise<Employee> {
    // assertMayTouch has already required Superadmin for a change of `active`; the account rule stays in force should that widen.
    const user = await manageableAccountOf(em, actor, employee);
    await em.transactional(async (tx) => {
      employee.active = false;
      if (user) user.enabled = false;
      await tx.flush();
    });
    if (user) await this.auth.endAllSessions(user.id);
    return employee;
  }

  async reactivate(em: EntityManager, actor: CurrentUser, id: number, input: ReactivateEmployeeInput): Promise<Employee> {
    if (!policy.isSuperadmin(actor)) throw new ForbiddenError();
    const employee = await this.get(em, actor, id);
    if (employee.active) throw new ConflictError(msg.employeeAlreadyActive);
    const errors = new FieldErrors();
    const wage = this.validateWage(errors, { wage: input.wage, wageType: input.wageType, targetHours: input.targetHours, validFrom: input.validFrom }, '', true);
    const start = input.validFrom;
    if (!blank(input.contractExpiryDate)) {
      if (!isIsoDate(input.contractExpiryDate)) errors.add('contractExpiryDate', msg.dateInvalid);
      else if (isIsoDate(start) && input.contractExpiryDate! <= start) errors.add('contractExpiryDate', msg.contractEndAfterStart);
    }
    errors.throwIfAny();
    await this.assertOpen(em, wage.validFrom!);

    const user = await manageableAccountOf(em, actor, employee);
    return em.transactional(async (tx) => {
      // Concurrent writes: the chains change under the employee row lock (as in HistoryService), read again after it.
      await tx.execute('select id from employee where id = ? for no key update', [employee.id]);
      await tx.populate(employee, ['wages', 'employments'], { refresh: true });
      const lastEmployment = employee.employments.getItems().sort((a, b) => a.validFrom.localeCompare(b.validFrom)).at(-1);
      this.upsertWage(tx, employee, wage);
      const employmentStart = isIsoDate(start) ? start : wage.validFrom!;
      if (lastEmployment && lastEmployment.validFrom !== employmentStart) {
        tx.create(EmploymentEntry, { employee, employmentType: lastEmployment.employmentType, validFrom: employmentStart });
      } else if (lastEmployment) {
        lastEmployment.validTo = null;
      }
      employee.active = true;
      employee.contractExpiryDate = blank(input.contractExpiryDate) ? null : input.contractExpiryDate!;
      if (user) user.enabled = true;
      await tx.flush();
      chainValidTo(employee.employments.getItems());
      chainValidTo(employee.wages.getItems());
      await tx.flush();
      return employee;
    });
  }

  // ---------------------------------------------------------------- rules shared by the above

  /** Refuses changes to fields the actor's form would not even show (the server is the authority). */
  private assertMayTouch(actor: CurrentUser, input: EmployeeFieldsInput, current: Employee | undefined) {
    const changes = (key: keyof EmployeeFieldsInput) => {
      if (!has(input, key)) return false;
      const before = current ? (current as any)[key] : key === 'export' ? true : key === 'manager' || key === 'inventoryBonusEligible' ? false : null;
      return input[key] !== before && !(input[key] === null && (before === null || before === undefined));
    };
    if (!policy.isSuperadmin(actor) && policy.SUPERADMIN_FIELDS.some(changes)) throw new ForbiddenError();
    if (!policy.canEditBonus(actor) && policy.BONUS_FIELDS.some(changes)) throw new ForbiddenError();
    if (changes('active') && !policy.isSuperadmin(actor)) throw new ForbiddenError();
    if (current) {
      const personal = (['firstName', 'lastName', 'birthdate', 'email', 'companyLocationId', 'contractExpiryDate', 'temporary', 'shortTermDaysElsewhere'] as const).some(
        (k) =>
          has(input, k) &&
          // A null count of days is "not given" (the column has no null), not a change.
          !(k === 'shortTermDaysElsewhere' && input[k] === null) &&
          (k === 'companyLocationId' ? input[k] !== (current.companyLocation?.id ?? null) : input[k] !== (current as any)[k]),
      );
      if (personal && !policy.canEdit(actor)) throw new ForbiddenError();
    }
  }

  private validatePersonal(errors: FieldErrors, e: EmployeeFieldsInput, prefix: string, required: boolean) {
    const need = (key: keyof EmployeeFieldsInput) => required || has(e, key);
    if (need('firstName') && blank(e.firstName)) errors.add(`${prefix}firstName`, msg.firstNameRequired);
    if (need('lastName') && blank(e.lastName)) errors.add(`${prefix}lastName`, msg.lastNameRequired);
    if (need('birthdate')) {
      if (blank(e.birthdate)) errors.add(`${prefix}birthdate`, msg.birthdateRequired);
      else if (!isIsoDate(e.birthdate) || e.birthdate! > todayIso()) errors.add(`${prefix}birthdate`, msg.dateInvalid);
    }
    if (need('email')) {
      if (blank(e.email)) errors.add(`${prefix}email`, msg.emailRequired);
      else if (!isEmail(e.email!.trim())) errors.add(`${prefix}email`, msg.emailInvalid);
    }
    for (const key of ['contractExpiryDate', 'teamleadSince', 'firstAidCourseDate', 'firstAidValidUntil', 'isInventoryBonusEligibleSince'] as const) {
      if (!blank(e[key]) && !isIsoDate(e[key])) errors.add(`${prefix}${key}`, msg.dateInvalid);
    }
    if (!blank(e.operatorNumber) && (!Number.isInteger(e.operatorNumber) || e.operatorNumber! < 0)) errors.add(`${prefix}operatorNumber`, msg.operatorNumberInvalid);
    const days = shortTermDaysElsewhereProblem(e.shortTermDaysElsewhere);
    if (days) errors.add(`${prefix}shortTermDaysElsewhere`, days);
  }

  validateWage(errors: FieldErrors, w: WageInput, prefix: string, required: boolean): WageInput {
    const need = (key: keyof WageInput) => required || has(w, key);
    const validFrom = normalizeMonth(w.validFrom);
    if (need('validFrom')) {
      if (validFrom === null) errors.add(`${prefix}validFrom`, msg.validFromRequired);
      else if (validFrom === 'invalid') errors.add(`${prefix}validFrom`, msg.dateInvalid);
    }
    if (need('wage')) {
      if (blank(w.wage)) errors.add(`${prefix}wage`, msg.wageRequired);
      else if (!(w.wage! > 0) || w.wage! > 99_999_999) errors.add(`${prefix}wage`, msg.wagePositive);
    }
    if (need('wageType') && blank(w.wageType)) errors.add(`${prefix}wageType`, msg.wageTypeRequired);
    if (w.wageType === WageType.SAL) {
      if (blank(w.targetHours)) errors.add(`${prefix}targetHours`, msg.targetHoursRequired);
      else if (!(w.targetHours! > 0) || w.targetHours! > 744) errors.add(`${prefix}targetHours`, msg.targetHoursPositive);
    }
    return {
      ...w,
      validFrom: validFrom === 'invalid' ? null : validFrom,
      targetHours: w.wageType === WageType.WAG ? null : w.targetHours,
    };
  }

  validateEmployment(errors: FieldErrors, m: EmploymentInput, prefix: string, required: boolean): EmploymentInput {
    const need = (key: keyof EmploymentInput) => required || has(m, key);
    if (need('validFrom')) {
      if (blank(m.validFrom)) errors.add(`${prefix}validFrom`, msg.validFromRequired);
      else if (!isIsoDate(m.validFrom)) errors.add(`${prefix}validFrom`, msg.dateInvalid);
    }
    if (need('employmentType') && blank(m.employmentType)) errors.add(`${prefix}employmentType`, msg.employmentTypeRequired);
    if (!blank(m.validTo)) {
      if (!isIsoDate(m.validTo)) errors.add(`${prefix}validTo`, msg.dateInvalid);
      else if (isIsoDate(m.validFrom) && m.validTo! < m.validFrom!) errors.add(`${prefix}validTo`, msg.validToBeforeValidFrom);
    }
    return m;
  }

  private async resolveLocation(em: EntityManager, errors: FieldErrors, id: number | null | undefined, path: string) {
    if (blank(id)) return null;
    const location = await em.findOne(CompanyLocation, { id: id! });
    if (!location) errors.add(path, msg.companyLocationInvalid);
    return location;
  }

  /** Closed months are read-only: anything dated before the earliest valid date is refused with 409. */
  async assertOpen(em: EntityManager, ...dates: (string | null | undefined)[]) {
    const earliest = await this.settings.earliestValidFrom(em);
    if (dates.some((d) => d && d < earliest)) throw new ConflictError(msg.closedMonth);
  }

  /** A wage from validFrom on: replaces an entry starting the same month (reactivation in that month). */
  upsertWage(em: EntityManager, employee: Employee, w: WageInput): WageEntry {
    const fields = { wage: w.wage!, wageType: w.wageType!, validFrom: w.validFrom!, targetHours: w.targetHours ?? null };
    const same = employee.wages.isInitialized() ? employee.wages.getItems().find((x) => x.validFrom === w.validFrom) : undefined;
    if (same) return Object.assign(same, fields, { validTo: null });
    return em.create(WageEntry, { employee, ...fields });
  }

  private async syncAccountName(em: EntityManager, employee: Employee) {
    const user = await em.findOne(User, { employee });
    if (user) {
      user.firstName = employee.firstName;
      user.lastName = employee.lastName;
      await em.flush();
    }
  }
}


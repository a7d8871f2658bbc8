import type {
  CreateEmployeeInput,
  EmployeeDetailsFieldsFragment,
  EmployeeFieldsInput,
  EmploymentInput,
  EmploymentType,
  ReactivateEmployeeInput,
  WageInput,
  WageType,
} from '@/generated/employees';
import { i18n } from '@/i18n/i18n';
import { isIsoDate, isIsoMonth, monthOf } from '@/shared/date/date-input';
import { formatDecimalInput, parseDecimal, todayIso } from '@/shared/format';
import './texts';

/**
 * Client validation of the employee forms (spec 1 §5) for instant feedback; the server repeats every
 * rule and its 422 answer lands on the same fields. Form values are strings as typed.
 */
export type Errors<T> = Partial<Record<keyof T & string, string>>;

export interface PersonalValues {
  employeeId: string;
  firstName: string;
  lastName: string;
  birthdate: string;
  email: string;
  companyLocationId: string;
  contractExpiryDate: string;
  temporary: boolean;
  operatorNumber: string;
  teamleadSince: string;
  manager: boolean;
  firstAidCourseDate: string;
  firstAidValidUntil: string;
  inventoryBonusEligible: boolean;
  isInventoryBonusEligibleSince: string;
}

export interface WageValues {
  wage: string;
  wageType: WageType | '';
  /** YYYY-MM */
  validFrom: string;
  targetHours: string;
}

export interface EmploymentValues {
  employmentType: EmploymentType | '';
  validFrom: string;
  validTo: string;
}

export interface ReactivateValues {
  wage: string;
  wageType: WageType | '';
  /** YYYY-MM-DD */
  validFrom: string;
  targetHours: string;
  contractExpiryDate: string;
}

export interface CreateValues {
  personal: PersonalValues;
  wage: WageValues;
  employment: EmploymentValues;
  export: boolean;
}

const v = (key: string) => i18n.t(`employees.validation.${key}` as 'employees.validation.firstNameRequired');
const INVALID_DATE = () => i18n.t('dates.invalidDate');
const blank = (s: string) => s.trim() === '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const hasErrors = (...all: Errors<object>[]) => all.some((e) => Object.values(e).some(Boolean));

/** An optional day: empty is fine, anything else must be a valid date. */
function optionalDate(errors: Record<string, string>, key: string, value: string) {
  if (!blank(value) && !isIsoDate(value)) errors[key] = INVALID_DATE();
}

export function validatePersonal(p: PersonalValues, opts: { requireEmployeeId: boolean }): Errors<PersonalValues> {
  const errors: Record<string, string> = {};
  if (opts.requireEmployeeId) {
    if (blank(p.employeeId)) errors.employeeId = v('employeeIdRequired');
    else if (!/^\d+$/.test(p.employeeId.trim()) || Number(p.employeeId) < 1 || Number(p.employeeId) > 2_147_483_647)
      errors.employeeId = v('employeeIdInvalid');
  }
  if (blank(p.firstName)) errors.firstName = v('firstNameRequired');
  if (blank(p.lastName)) errors.lastName = v('lastNameRequired');
  if (blank(p.birthdate)) errors.birthdate = v('birthdateRequired');
  else if (!isIsoDate(p.birthdate)) errors.birthdate = INVALID_DATE();
  else if (p.birthdate > todayIso()) errors.birthdate = v('birthdateInFuture');
  if (blank(p.email)) errors.email = v('emailRequired');
  else if (!EMAIL.test(p.email.trim())) errors.email = v('emailInvalid');
  for (const key of ['contractExpiryDate', 'teamleadSince', 'firstAidCourseDate', 'firstAidValidUntil', 'isInventoryBonusEligibleSince'] as const) {
    optionalDate(errors, key, p[key]);
  }
  if (!blank(p.operatorNumber) && !/^\d+$/.test(p.operatorNumber.trim())) errors.operatorNumber = v('operatorNumberInvalid');
  return errors;
}

/** Wage amount, type and target hours (only for SAL) as in spec 1 §5 "Wage entry". */
function validateWageAmount(w: { wage: string; wageType: string; targetHours: string }, errors: Record<string, string>) {
  const wage = parseDecimal(w.wage);
  if (wage === null) errors.wage = v('wageRequired');
  else if (Number.isNaN(wage)) errors.wage = v('wageNotANumber');
  else if (!(wage > 0)) errors.wage = v('wagePositive');
  if (!w.wageType) errors.wageType = v('wageTypeRequired');
  if (w.wageType === 'SAL') {
    const hours = parseDecimal(w.targetHours);
    if (hours === null) errors.targetHours = v('targetHoursRequired');
    else if (Number.isNaN(hours)) errors.targetHours = v('targetHoursNotANumber');
    else if (!(hours > 0)) errors.targetHours = v('targetHoursPositive');
  }
}

/** A wage entry; its month cannot lie before the earliest valid date (YYYY-MM-DD). */
export function validateWage(w: WageValues, earliestValidFrom: string): Errors<WageValues> {
  const errors: Record<string, string> = {};
  if (blank(w.validFrom)) errors.validFrom = v('validFromRequired');
  else if (!isIsoMonth(w.validFrom)) errors.validFrom = i18n.t('dates.invalidMonth');
  else if (w.validFrom < monthOf(earliestValidFrom)) errors.validFrom = v('closedMonth');
  validateWageAmount(w, errors);
  return errors;
}

export function validateEmployment(m: EmploymentValues, earliestValidFrom: string): Errors<EmploymentValues> {
  const errors: Record<string, string> = {};
  if (blank(m.validFrom)) errors.validFrom = v('validFromRequired');
  else if (!isIsoDate(m.validFrom)) errors.validFrom = INVALID_DATE();
  else if (m.validFrom < earliestValidFrom) errors.validFrom = v('closedMonth');
  if (!m.employmentType) errors.employmentType = v('employmentTypeRequired');
  if (!blank(m.validTo)) {
    if (!isIsoDate(m.validTo)) errors.validTo = INVALID_DATE();
    else if (isIsoDate(m.validFrom) && m.validTo < m.validFrom) errors.validTo = v('validToAfterValidFrom');
  }
  return errors;
}

/** Reactivation (spec 1 §5): the wage rules, a start date, and a contract end after the start if given. */
export function validateReactivation(r: ReactivateValues, earliestValidFrom: string): Errors<ReactivateValues> {
  const errors: Record<string, string> = {};
  if (blank(r.validFrom)) errors.validFrom = v('validFromRequired');
  else if (!isIsoDate(r.validFrom)) errors.validFrom = INVALID_DATE();
  else if (r.validFrom < earliestValidFrom) errors.validFrom = v('closedMonth');
  validateWageAmount(r, errors);
  if (!blank(r.contractExpiryDate)) {
    if (!isIsoDate(r.contractExpiryDate)) errors.contractExpiryDate = INVALID_DATE();
    else if (isIsoDate(r.validFrom) && r.contractExpiryDate <= r.validFrom) errors.contractExpiryDate = v('contractEndAfterStart');
  }
  return errors;
}

export interface CreateErrors {
  personal: Errors<PersonalValues>;
  wage: Errors<WageValues>;
  employment: Errors<EmploymentValues>;
}

export function validateCreate(values: CreateValues, earliestValidFrom: string): CreateErrors {
  return {
    personal: validatePersonal(values.personal, { requireEmployeeId: true }),
    wage: validateWage(values.wage, earliestValidFrom),
    employment: validateEmployment(values.employment, earliestValidFrom),
  };
}

// ------------------------------------------------------------------ values ↔ API

const orNull = (s: string) => (blank(s) ? null : s.trim());
const intOrNull = (s: string) => (blank(s) ? null : Number(s.trim()));

export const emptyPersonal = (): PersonalValues => ({
  employeeId: '',
  firstName: '',
  lastName: '',
  birthdate: '',
  email: '',
  companyLocationId: '',
  contractExpiryDate: '',
  temporary: false,
  operatorNumber: '',
  teamleadSince: '',
  manager: false,
  firstAidCourseDate: '',
  firstAidValidUntil: '',
  inventoryBonusEligible: false,
  isInventoryBonusEligibleSince: '',
});

export function personalFromEmployee(e: EmployeeDetailsFieldsFragment): PersonalValues {
  return {
    employeeId: String(e.employeeId),
    firstName: e.firstName,
    lastName: e.lastName,
    birthdate: e.birthdate,
    email: e.email,
    companyLocationId: e.companyLocation ? String(e.companyLocation.id) : '',
    contractExpiryDate: e.contractExpiryDate ?? '',
    temporary: e.temporary,
    operatorNumber: e.operatorNumber != null ? String(e.operatorNumber) : '',
    teamleadSince: e.teamleadSince ?? '',
    manager: e.manager,
    firstAidCourseDate: e.firstAidCourseDate ?? '',
    firstAidValidUntil: e.firstAidValidUntil ?? '',
    inventoryBonusEligible: e.inventoryBonusEligible ?? false,
    isInventoryBonusEligibleSince: e.isInventoryBonusEligibleSince ?? '',
  };
}

export interface FieldRights {
  personal: boolean;
  bonus: boolean;
  superadmin: boolean;
}

/** The merge-patch of the personal card: only the fields this user may change. */
export function toUpdateInput(p: PersonalValues, rights: FieldRights): EmployeeFieldsInput {
  const input: EmployeeFieldsInput = {};
  if (rights.personal) {
    Object.assign(input, {
      firstName: p.firstName.trim(),
      lastName: p.lastName.trim(),
      birthdate: p.birthdate,
      email: p.email.trim(),
      companyLocationId: intOrNull(p.companyLocationId),
      contractExpiryDate: orNull(p.contractExpiryDate),
      temporary: p.temporary,
    });
  }
  if (rights.bonus) {
    input.inventoryBonusEligible = p.inventoryBonusEligible;
    input.isInventoryBonusEligibleSince = orNull(p.isInventoryBonusEligibleSince);
  }
  if (rights.superadmin) {
    Object.assign(input, {
      operatorNumber: intOrNull(p.operatorNumber),
      teamleadSince: orNull(p.teamleadSince),
      manager: p.manager,
      firstAidCourseDate: orNull(p.firstAidCourseDate),
      firstAidValidUntil: orNull(p.firstAidValidUntil),
    });
  }
  return input;
}

export function toWageInput(w: WageValues): WageInput {
  return {
    wage: parseDecimal(w.wage),
    wageType: w.wageType || null,
    validFrom: w.validFrom,
    targetHours: w.wageType === 'SAL' ? parseDecimal(w.targetHours) : null,
  };
}

export function wageValues(w: { wage: number; wageType: WageType; validFrom: string; targetHours: number | null } | null, validFrom = ''): WageValues {
  return w
    ? { wage: formatDecimalInput(w.wage), wageType: w.wageType, validFrom: monthOf(w.validFrom), targetHours: formatDecimalInput(w.targetHours) }
    : { wage: '', wageType: 'WAG', validFrom: validFrom ? monthOf(validFrom) : '', targetHours: '' };
}

export function toEmploymentInput(m: EmploymentValues): EmploymentInput {
  return { employmentType: m.employmentType || null, validFrom: m.validFrom, validTo: orNull(m.validTo) };
}

export function toReactivateInput(r: ReactivateValues): ReactivateEmployeeInput {
  return {
    wage: parseDecimal(r.wage),
    wageType: r.wageType || null,
    validFrom: r.validFrom,
    targetHours: r.wageType === 'SAL' ? parseDecimal(r.targetHours) : null,
    contractExpiryDate: orNull(r.contractExpiryDate),
  };
}

/** The createEmployee input; fields the user may not set are left out (the server refuses them). */
export function toCreateInput(values: CreateValues, rights: { bonus: boolean; superadmin: boolean }, registrationUuid?: string | null): CreateEmployeeInput {
  const p = values.personal;
  return {
    employee: {
      employeeId: Number(p.employeeId.trim()),
      firstName: p.firstName.trim(),
      lastName: p.lastName.trim(),
      birthdate: p.birthdate,
      email: p.email.trim(),
      companyLocationId: intOrNull(p.companyLocationId),
      contractExpiryDate: orNull(p.contractExpiryDate),
      ...(rights.bonus ? { inventoryBonusEligible: p.inventoryBonusEligible } : {}),
      ...(rights.superadmin ? { operatorNumber: intOrNull(p.operatorNumber), export: values.export } : {}),
      ...(registrationUuid ? { registrationUuid } : {}),
    },
    wage: toWageInput(values.wage),
    employment: { employmentType: values.employment.employmentType || null, validFrom: values.employment.validFrom },
  };
}

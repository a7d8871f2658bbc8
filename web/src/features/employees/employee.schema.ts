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
import { day, decimalOf, decimalText, month, yup } from '@/shared/form/yup';
import { EMPLOYEE_MESSAGES, isShortTermDaysElsewhere } from '@inv/domain';
import './texts';

/**
 * The employee forms' rules (spec 1 §5) as yup schemas, for instant feedback; the server repeats every
 * rule and its 422 answer lands on the same fields. Form values are strings as typed.
 */
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
  /** Days of short-term employment with other employers this year (SGB IV §8 (1) Nr. 2), as typed. */
  shortTermDaysElsewhere: string;
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

/**
 * Server paths of the create mutation → the create form's values (spec 1 §5: 'employee.', 'wage.',
 * 'employment.' belong to their cards; the export flag sits in its own card).
 */
export const CREATE_PREFIXES = { 'employee.': 'personal.', 'employee.export': 'export', 'wage.': 'wage.', 'employment.': 'employment.' } as const;

// Schemas are built by their factories when a form renders (the texts have loaded by then).
const v = (key: string) => i18n.t(`employees.validation.${key}` as 'employees.validation.firstNameRequired');
const invalidDate = () => i18n.t('dates.invalidDate');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_INT = 2_147_483_647;

const text = () => yup.string().default('');
const flag = () => yup.boolean().default(false);

/** A start day: required, a real day, not before the earliest valid date (YYYY-MM-DD). */
const startDay = (earliestValidFrom: string) =>
  day(invalidDate())
    .required(v('validFromRequired'))
    .test('closed', v('closedMonth'), (s) => !isIsoDate(s) || s >= earliestValidFrom);

/** A positive German decimal with the spec's three messages (wage, target hours). */
const positiveDecimal = (label: string, key: 'wage' | 'targetHours') =>
  decimalText(label, v(`${key}NotANumber`))
    .trim()
    .required(v(`${key}Required`))
    .test('positive', v(`${key}Positive`), (s) => {
      const n = decimalOf(s);
      return n === null || n > 0;
    });

/** Wage amount, type and target hours (only for SAL) as in spec 1 §5 "Wage entry". */
const wageAmount = () => ({
  wage: positiveDecimal(i18n.t('employees.fields.wage'), 'wage'),
  wageType: text().required(v('wageTypeRequired')),
  targetHours: text().when('wageType', {
    is: 'SAL',
    then: () => positiveDecimal(i18n.t('employees.fields.targetHours'), 'targetHours'),
  }),
});

/** The personal fields; the personnel number is checked only where it is entered (the create form). */
export const personalSchema = ({ requireEmployeeId }: { requireEmployeeId: boolean }) =>
  yup.object({
    employeeId: requireEmployeeId
      ? text()
          .trim()
          .required(v('employeeIdRequired'))
          .test('id', v('employeeIdInvalid'), (s) => !s || (/^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= MAX_INT))
      : text(),
    firstName: text().trim().required(v('firstNameRequired')),
    lastName: text().trim().required(v('lastNameRequired')),
    birthdate: day(invalidDate())
      .required(v('birthdateRequired'))
      .test('past', v('birthdateInFuture'), (s) => !isIsoDate(s) || s <= todayIso()),
    email: text()
      .trim()
      .required(v('emailRequired'))
      .test('email', v('emailInvalid'), (s) => !s || EMAIL.test(s)),
    companyLocationId: text(),
    contractExpiryDate: day(invalidDate()),
    temporary: flag(),
    operatorNumber: text()
      .trim()
      .test('number', v('operatorNumberInvalid'), (s) => !s || /^\d+$/.test(s)),
    teamleadSince: day(invalidDate()),
    manager: flag(),
    firstAidCourseDate: day(invalidDate()),
    firstAidValidUntil: day(invalidDate()),
    inventoryBonusEligible: flag(),
    isInventoryBonusEligibleSince: day(invalidDate()),
    // The server's limits and message (shared through @inv/domain); empty counts as 0.
    shortTermDaysElsewhere: text()
      .trim()
      .test('days', EMPLOYEE_MESSAGES.shortTermDaysElsewhereInvalid, (s) => !s || (/^\d+$/.test(s) && isShortTermDaysElsewhere(Number(s)))),
  });

/** A wage entry; its month cannot lie before the month of the earliest valid date (YYYY-MM-DD). */
export const wageSchema = (earliestValidFrom: string) =>
  yup.object({
    validFrom: month(i18n.t('dates.invalidMonth'))
      .required(v('validFromRequired'))
      .test('closed', v('closedMonth'), (s) => !isIsoMonth(s) || s >= monthOf(earliestValidFrom)),
    ...wageAmount(),
  });

/** An employment entry: type, start (not in a closed month) and an optional end not before the start. */
export const employmentSchema = (earliestValidFrom: string) =>
  yup.object({
    employmentType: text().required(v('employmentTypeRequired')),
    validFrom: startDay(earliestValidFrom),
    validTo: day(invalidDate()).test('order', v('validToAfterValidFrom'), function (s) {
      const from = (this.parent as EmploymentValues).validFrom;
      return !isIsoDate(s) || !isIsoDate(from) || s >= from;
    }),
  });

/** Reactivation (spec 1 §5): the wage rules, a start date, and a contract end after the start if given. */
export const reactivateSchema = (earliestValidFrom: string) =>
  yup.object({
    validFrom: startDay(earliestValidFrom),
    ...wageAmount(),
    contractExpiryDate: day(invalidDate()).test('order', v('contractEndAfterStart'), function (s) {
      const from = (this.parent as ReactivateValues).validFrom;
      return !isIsoDate(s) || !isIsoDate(from) || s > from;
    }),
  });

/** The create dialog: its three cards as sub-forms (values.personal, .wage, .employment) and the export flag. */
export const createSchema = (earliestValidFrom: string) =>
  yup.object({
    personal: personalSchema({ requireEmployeeId: true }),
    wage: wageSchema(earliestValidFrom),
    employment: employmentSchema(earliestValidFrom),
    export: flag(),
  });

const blank = (s: string) => s.trim() === '';

// ------------------------------------------------------------------ values ↔ API

const orNull = (s: string) => (blank(s) ? null : s.trim());
const intOrNull = (s: string) => (blank(s) ? null : Number(s.trim()));
const daysOf = (s: string) => (blank(s) ? 0 : Number(s.trim()));

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
  shortTermDaysElsewhere: '0',
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
    shortTermDaysElsewhere: String(e.shortTermDaysElsewhere),
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
      shortTermDaysElsewhere: daysOf(p.shortTermDaysElsewhere),
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
      shortTermDaysElsewhere: daysOf(p.shortTermDaysElsewhere),
      ...(rights.bonus ? { inventoryBonusEligible: p.inventoryBonusEligible } : {}),
      ...(rights.superadmin ? { operatorNumber: intOrNull(p.operatorNumber), export: values.export } : {}),
      ...(registrationUuid ? { registrationUuid } : {}),
    },
    wage: toWageInput(values.wage),
    employment: { employmentType: values.employment.employmentType || null, validFrom: values.employment.validFrom },
  };
}

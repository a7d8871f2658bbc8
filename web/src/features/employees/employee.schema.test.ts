import { describe, expect, it } from 'vitest';
import { formPath } from '@/shared/form/server-errors';
import { schemaErrors } from '@/shared/form/yup';
import {
  CREATE_PREFIXES,
  createSchema,
  type CreateValues,
  emptyPersonal,
  employmentSchema,
  personalSchema,
  reactivateSchema,
  toCreateInput,
  toUpdateInput,
  wageSchema,
} from './employee.schema';

const EARLIEST = '2026-11-01';
const CLOSED = 'Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.';
const INVALID_DATE = 'Ungültiges Datum. Erlaubt sind DD.MM.YYYY oder YYYY-MM-DD';

const valid = (): CreateValues => ({
  personal: {
    ...emptyPersonal(),
    employeeId: '4100',
    firstName: ' Erika ',
    lastName: 'Musterfrau',
    birthdate: '1990-04-12',
    email: 'erika@example.de',
    companyLocationId: '2',
    operatorNumber: '77',
  },
  wage: { wage: '13,50', wageType: 'WAG', validFrom: '2026-11', targetHours: '' },
  employment: { employmentType: 'MIN', validFrom: '2026-11-23', validTo: '' },
  export: true,
});

const create = (values: CreateValues) => schemaErrors(createSchema(EARLIEST), values);
const wage = (values: CreateValues['wage']) => schemaErrors(wageSchema(EARLIEST), values);
const employment = (values: CreateValues['employment']) => schemaErrors(employmentSchema(EARLIEST), values);

describe('create form validation (spec 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(create(valid())).toEqual({});
  });

  it('names every missing required field with the spec texts', () => {
    const empty: CreateValues = {
      personal: emptyPersonal(),
      wage: { wage: '', wageType: '', validFrom: '', targetHours: '' },
      employment: { employmentType: '', validFrom: '', validTo: '' },
      export: true,
    };
    expect(create(empty)).toEqual({
      'personal.employeeId': 'Mitarbeiter-ID ist erforderlich.',
      'personal.firstName': 'Vorname ist erforderlich.',
      'personal.lastName': 'Nachname ist erforderlich.',
      'personal.birthdate': 'Geburtsdatum ist erforderlich.',
      'personal.email': 'E-Mail ist erforderlich.',
      'wage.validFrom': 'Gültig ab ist erforderlich.',
      'wage.wage': 'Gehalt ist erforderlich.',
      'wage.wageType': 'Lohnart ist erforderlich.',
      'employment.validFrom': 'Gültig ab ist erforderlich.',
      'employment.employmentType': 'Beschäftigungsart ist erforderlich.',
    });
  });

  it('counts blanks as missing', () => {
    const values = valid();
    values.personal.firstName = '   ';
    values.wage.wage = '  ';
    expect(create(values)).toEqual({ 'personal.firstName': 'Vorname ist erforderlich.', 'wage.wage': 'Gehalt ist erforderlich.' });
  });

  it('asks for target hours only with a salary (SAL)', () => {
    const sal = { wage: '3400', wageType: 'SAL' as const, validFrom: '2026-12', targetHours: '' };
    expect(wage(sal)).toEqual({ targetHours: 'Sollstunden ist erforderlich.' });
    expect(wage({ ...sal, targetHours: '160' })).toEqual({});
    expect(wage({ ...sal, targetHours: 'viele' })).toEqual({ targetHours: 'Sollstunden ist keine Zahl' });
    expect(wage({ ...sal, targetHours: '0' })).toEqual({ targetHours: 'Sollstunden muss größer als 0 sein' });
    expect(wage({ ...sal, wageType: 'WAG' })).toEqual({});
    expect(wage({ ...sal, wageType: 'WAG', targetHours: 'viele' })).toEqual({});
  });

  it('checks wage amounts, e-mail, dates and numbers', () => {
    const values = valid();
    values.personal.email = 'keine-mail';
    values.personal.birthdate = '31.02.1990';
    values.personal.operatorNumber = '12a';
    values.personal.employeeId = '-4';
    values.wage.wage = '0';
    expect(create(values)).toEqual({
      'personal.employeeId': 'Mitarbeiter-ID muss eine positive ganze Zahl sein.',
      'personal.email': 'Ungültiges E-Mail Format',
      'personal.birthdate': INVALID_DATE,
      'personal.operatorNumber': 'Bedienernummer ist keine Zahl',
      'wage.wage': 'Gehalt muss größer als 0 sein',
    });
    expect(wage({ ...values.wage, wage: 'viel' }).wage).toBe('Gehalt ist keine Zahl');
    expect(wage({ ...values.wage, wage: '1.234,50' })).toEqual({});
  });

  it('refuses personnel numbers beyond the integer range and birthdays in the future', () => {
    const values = valid();
    values.personal.employeeId = '2147483648';
    values.personal.birthdate = '2999-01-01';
    expect(create(values)).toEqual({
      'personal.employeeId': 'Mitarbeiter-ID muss eine positive ganze Zahl sein.',
      'personal.birthdate': 'Ungültiges Datum',
    });
  });

  it('checks the optional days of the personal card; the personnel number only where it is entered', () => {
    const p = { ...valid().personal, employeeId: '', teamleadSince: '32.01.2020', firstAidValidUntil: '2027-02-30', isInventoryBonusEligibleSince: '2026-01-01' };
    expect(schemaErrors(personalSchema({ requireEmployeeId: false }), p)).toEqual({
      teamleadSince: INVALID_DATE,
      firstAidValidUntil: INVALID_DATE,
    });
  });

  it('refuses a wage month or employment start before the earliest valid date', () => {
    expect(wage({ wage: '14', wageType: 'WAG', validFrom: '2026-10', targetHours: '' }).validFrom).toBe(CLOSED);
    expect(wage({ wage: '14', wageType: 'WAG', validFrom: '13.2026', targetHours: '' }).validFrom).toBe('Ungültiges Datum. Erlaubt sind MM.YYYY oder YYYY-MM');
    expect(employment({ employmentType: 'FUL', validFrom: '2026-10-31', validTo: '' }).validFrom).toBe(CLOSED);
    expect(employment({ employmentType: 'FUL', validFrom: '2026-11-01', validTo: '' })).toEqual({});
    expect(employment({ employmentType: 'FUL', validFrom: '2026-12-01', validTo: '2026-11-30' }).validTo).toBe('Gültig bis muss nach Gültig ab liegen.');
    expect(employment({ employmentType: 'FUL', validFrom: '2026-12-01', validTo: '2026-12-01' })).toEqual({});
    expect(employment({ employmentType: 'FUL', validFrom: '2026-12-01', validTo: '1.1.' }).validTo).toBe(INVALID_DATE);
  });
});

describe('reactivation (spec 1 §5)', () => {
  const base = { wage: '15', wageType: 'WAG' as const, validFrom: '2026-12-01', targetHours: '', contractExpiryDate: '' };
  const reactivate = (values: typeof base) => schemaErrors(reactivateSchema(EARLIEST), values);

  it('needs the wage rules and a start date', () => {
    expect(reactivate(base)).toEqual({});
    expect(reactivate({ ...base, wage: '', validFrom: '', wageType: 'SAL' as never })).toEqual({
      wage: 'Gehalt ist erforderlich.',
      validFrom: 'Gültig ab ist erforderlich.',
      targetHours: 'Sollstunden ist erforderlich.',
    });
    expect(reactivate({ ...base, validFrom: '2026-10-31' }).validFrom).toBe(CLOSED);
  });

  it("a contract end must lie after the start: 'Vetragsende muss nach dem Startdatum sein'", () => {
    expect(reactivate({ ...base, contractExpiryDate: '2026-12-01' }).contractExpiryDate).toBe('Vetragsende muss nach dem Startdatum sein');
    expect(reactivate({ ...base, contractExpiryDate: '2026-12-02' })).toEqual({});
  });
});

describe("the server's 422 on the create form (spec 1 §5 prefixes)", () => {
  it('puts employee., wage. and employment. paths on the fields of their cards', () => {
    expect(formPath('employee.employeeId', CREATE_PREFIXES)).toBe('personal.employeeId');
    expect(formPath('employee.export', CREATE_PREFIXES)).toBe('export');
    expect(formPath('wage.targetHours', CREATE_PREFIXES)).toBe('wage.targetHours');
    expect(formPath('employment.validFrom', CREATE_PREFIXES)).toBe('employment.validFrom');
  });
});

describe('form values → API input', () => {
  it('builds the create input with trimmed texts, parsed numbers and only permitted fields', () => {
    const input = toCreateInput(valid(), { bonus: false, superadmin: false });
    expect(input).toEqual({
      employee: {
        employeeId: 4100,
        firstName: 'Erika',
        lastName: 'Musterfrau',
        birthdate: '1990-04-12',
        email: 'erika@example.de',
        companyLocationId: 2,
        contractExpiryDate: null,
        shortTermDaysElsewhere: 0,
      },
      wage: { wage: 13.5, wageType: 'WAG', validFrom: '2026-11', targetHours: null },
      employment: { employmentType: 'MIN', validFrom: '2026-11-23' },
    });
    const admin = toCreateInput(valid(), { bonus: true, superadmin: true });
    expect(admin.employee).toMatchObject({ operatorNumber: 77, export: true, inventoryBonusEligible: false });
  });

  it('patches only the fields the user may change', () => {
    const p = { ...valid().personal, manager: true };
    expect(Object.keys(toUpdateInput(p, { personal: false, bonus: true, superadmin: false }))).toEqual([
      'inventoryBonusEligible',
      'isInventoryBonusEligibleSince',
    ]);
    const all = toUpdateInput(p, { personal: true, bonus: false, superadmin: true });
    expect(all).toMatchObject({ firstName: 'Erika', operatorNumber: 77, manager: true, companyLocationId: 2 });
    expect(all).not.toHaveProperty('inventoryBonusEligible');
  });
});

describe('short-term days with other employers', () => {
  const MESSAGE = 'Tage bei anderen Arbeitgebern müssen eine ganze Zahl zwischen 0 und 366 sein.';
  const personal = (days: string) => schemaErrors(personalSchema({ requireEmployeeId: false }), { ...valid().personal, shortTermDaysElsewhere: days });

  it('takes whole numbers 0..366 or nothing, with the server message otherwise', () => {
    for (const ok of ['', '0', '70', ' 366 ']) expect(personal(ok), ok).toEqual({});
    for (const bad of ['367', '-1', '1,5', 'viele']) expect(personal(bad), bad).toEqual({ shortTermDaysElsewhere: MESSAGE });
  });

  it('is sent as a number on create and update (empty as 0)', () => {
    const values = valid();
    values.personal.shortTermDaysElsewhere = '12';
    expect(toCreateInput(values, { bonus: false, superadmin: false }).employee.shortTermDaysElsewhere).toBe(12);
    expect(toUpdateInput({ ...values.personal, shortTermDaysElsewhere: '' }, { personal: true, bonus: false, superadmin: false }).shortTermDaysElsewhere).toBe(0);
    expect(toUpdateInput(values.personal, { personal: false, bonus: false, superadmin: false })).not.toHaveProperty('shortTermDaysElsewhere');
  });
});

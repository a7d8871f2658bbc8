import { describe, expect, it } from 'vitest';
import {
  type CreateValues,
  emptyPersonal,
  hasErrors,
  toCreateInput,
  toUpdateInput,
  validateCreate,
  validateEmployment,
  validateReactivation,
  validateWage,
} from './employee.schema';

const EARLIEST = '2026-11-01';

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

describe('create form validation (spec 1 §5)', () => {
  it('accepts a complete form', () => {
    const errors = validateCreate(valid(), EARLIEST);
    expect(hasErrors(errors.personal, errors.wage, errors.employment)).toBe(false);
  });

  it('names every missing required field with the spec texts', () => {
    const empty: CreateValues = {
      personal: emptyPersonal(),
      wage: { wage: '', wageType: '', validFrom: '', targetHours: '' },
      employment: { employmentType: '', validFrom: '', validTo: '' },
      export: true,
    };
    expect(validateCreate(empty, EARLIEST)).toEqual({
      personal: {
        employeeId: 'Mitarbeiter-ID ist erforderlich.',
        firstName: 'Vorname ist erforderlich.',
        lastName: 'Nachname ist erforderlich.',
        birthdate: 'Geburtsdatum ist erforderlich.',
        email: 'E-Mail ist erforderlich.',
      },
      wage: {
        validFrom: 'Gültig ab ist erforderlich.',
        wage: 'Gehalt ist erforderlich.',
        wageType: 'Lohnart ist erforderlich.',
      },
      employment: {
        validFrom: 'Gültig ab ist erforderlich.',
        employmentType: 'Beschäftigungsart ist erforderlich.',
      },
    });
  });

  it('asks for target hours only with a salary (SAL)', () => {
    const wage = { wage: '3400', wageType: 'SAL' as const, validFrom: '2026-12', targetHours: '' };
    expect(validateWage(wage, EARLIEST)).toEqual({ targetHours: 'Sollstunden ist erforderlich.' });
    expect(validateWage({ ...wage, targetHours: '160' }, EARLIEST)).toEqual({});
    expect(validateWage({ ...wage, wageType: 'WAG' }, EARLIEST)).toEqual({});
  });

  it('checks wage amounts, e-mail, dates and numbers', () => {
    const values = valid();
    values.personal.email = 'keine-mail';
    values.personal.birthdate = '31.02.1990';
    values.personal.operatorNumber = '12a';
    values.personal.employeeId = '-4';
    values.wage.wage = '0';
    const errors = validateCreate(values, EARLIEST);
    expect(errors.personal).toEqual({
      employeeId: 'Mitarbeiter-ID muss eine positive ganze Zahl sein.',
      email: 'Ungültiges E-Mail Format',
      birthdate: 'Ungültiges Datum. Erlaubt sind DD.MM.YYYY oder YYYY-MM-DD',
      operatorNumber: 'Bedienernummer ist keine Zahl',
    });
    expect(errors.wage).toEqual({ wage: 'Gehalt muss größer als 0 sein' });
    expect(validateWage({ ...values.wage, wage: 'viel' }, EARLIEST).wage).toBe('Gehalt ist keine Zahl');
  });

  it('refuses a wage month or employment start before the earliest valid date', () => {
    const closed = 'Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.';
    expect(validateWage({ wage: '14', wageType: 'WAG', validFrom: '2026-10', targetHours: '' }, EARLIEST).validFrom).toBe(closed);
    expect(validateWage({ wage: '14', wageType: 'WAG', validFrom: '13.2026', targetHours: '' }, EARLIEST).validFrom).toBe(
      'Ungültiges Datum. Erlaubt sind MM.YYYY oder YYYY-MM',
    );
    expect(validateEmployment({ employmentType: 'FUL', validFrom: '2026-10-31', validTo: '' }, EARLIEST).validFrom).toBe(closed);
    expect(validateEmployment({ employmentType: 'FUL', validFrom: '2026-12-01', validTo: '2026-11-30' }, EARLIEST).validTo).toBe(
      'Gültig bis muss nach Gültig ab liegen.',
    );
  });
});

describe('reactivation (spec 1 §5)', () => {
  const base = { wage: '15', wageType: 'WAG' as const, validFrom: '2026-12-01', targetHours: '', contractExpiryDate: '' };

  it('needs the wage rules and a start date', () => {
    expect(validateReactivation(base, EARLIEST)).toEqual({});
    expect(validateReactivation({ ...base, wage: '', validFrom: '', wageType: 'SAL' }, EARLIEST)).toEqual({
      wage: 'Gehalt ist erforderlich.',
      validFrom: 'Gültig ab ist erforderlich.',
      targetHours: 'Sollstunden ist erforderlich.',
    });
  });

  it("a contract end must lie after the start: 'Vetragsende muss nach dem Startdatum sein'", () => {
    expect(validateReactivation({ ...base, contractExpiryDate: '2026-12-01' }, EARLIEST).contractExpiryDate).toBe(
      'Vetragsende muss nach dem Startdatum sein',
    );
    expect(validateReactivation({ ...base, contractExpiryDate: '2026-12-02' }, EARLIEST)).toEqual({});
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

import { describe, expect, it } from 'vitest';
import { formPath, REGISTRATION_PREFIXES, serverErrorOf, serverFieldErrors, withoutServerError } from './server-errors';

const EMPLOYEE_CREATE = { 'employee.': 'personal.', 'wage.': 'wage.', 'employment.': 'employment.' };

describe('server field errors on form fields (spec 1 §5, spec 2 §5)', () => {
  it('maps the sub-form prefixes of the create form and leaves other paths alone', () => {
    expect(formPath('employee.firstName', EMPLOYEE_CREATE)).toBe('personal.firstName');
    expect(formPath('wage.targetHours', EMPLOYEE_CREATE)).toBe('wage.targetHours');
    expect(formPath('firstName', EMPLOYEE_CREATE)).toBe('firstName');
  });

  it('drops registrationData. and model. and reads list indexes either way', () => {
    expect(formPath('registrationData.tax.taxClass', REGISTRATION_PREFIXES)).toBe('tax.taxClass');
    expect(formPath('model.children[1].birthdate', REGISTRATION_PREFIXES)).toBe('children.1.birthdate');
  });

  it('the longest prefix wins and the first message per field is kept', () => {
    expect(formPath('wage.entry.validFrom', { 'wage.': 'w.', 'wage.entry.': 'entry.' })).toBe('entry.validFrom');
    expect(
      serverFieldErrors(
        [
          { path: 'employee.email', message: 'E-Mail ist erforderlich.' },
          { path: 'employee.email', message: 'Ungültiges E-Mail Format' },
        ],
        EMPLOYEE_CREATE,
      ),
    ).toEqual({ 'personal.email': 'E-Mail ist erforderlich.' });
  });

  it('a server error stays in the status until its field changes', () => {
    const status = { serverErrors: { name: 'Name ist vergeben', zip: 'PLZ ist ungültig' } };
    expect(serverErrorOf(status, 'name')).toBe('Name ist vergeben');
    const after = withoutServerError(status, 'name');
    expect(serverErrorOf(after, 'name')).toBeUndefined();
    expect(serverErrorOf(after, 'zip')).toBe('PLZ ist ungültig');
    expect(serverErrorOf(undefined, 'zip')).toBeUndefined();
  });
});

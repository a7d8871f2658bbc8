import { describe, expect, it } from 'vitest';
import { issueSchema } from '@/features/registrations/components/codes-dialog';
import { schemaErrors } from '@/shared/form/yup';
import { messageSettingsSchema } from './message-settings-card';

describe('e-mail fields of the message settings and the registration-code dialog', () => {
  it('accepts an empty office address (no office notices) and a well-formed one', () => {
    expect(schemaErrors(messageSettingsSchema(), { officeEmail: '' })).toEqual({});
    expect(schemaErrors(messageSettingsSchema(), { officeEmail: ' buero@example.org ' })).toEqual({});
  });

  it("refuses a malformed office address with 'Ungültiges E-Mail Format'", () => {
    for (const bad of ['buero@', 'buero@example', 'büro example.org', '@example.org']) {
      expect(schemaErrors(messageSettingsSchema(), { officeEmail: bad })).toEqual({ officeEmail: 'Ungültiges E-Mail Format' });
    }
  });

  it('keeps the applicant e-mail of a registration code optional but well-formed', () => {
    expect(schemaErrors(issueSchema(), { registrationType: 'MINOR_EMPLOYMENT', email: '' })).toEqual({});
    expect(schemaErrors(issueSchema(), { registrationType: 'MINOR_EMPLOYMENT', email: 'anna@example.org' })).toEqual({});
    expect(schemaErrors(issueSchema(), { registrationType: 'MINOR_EMPLOYMENT', email: 'anna@' })).toEqual({ email: 'Ungültiges E-Mail Format' });
  });
});

import { describe, expect, it } from 'vitest';
import { backoffMinutes, messageSettingsOf, safeError } from './message-settings.js';

describe('message settings', () => {
  it('every kind is on and no office address unless stored otherwise', () => {
    expect(messageSettingsOf(null)).toEqual({
      inventoryConfirmation: true,
      confirmationReminder: true,
      officeNotice: true,
      registrationCode: true,
      newDocument: true,
      forgottenClockOut: true,
      officeEmail: '',
    });
    expect(messageSettingsOf('not json').officeNotice).toBe(true);
    expect(messageSettingsOf(JSON.stringify({ officeNotice: false, officeEmail: 'b@example.com', newDocument: 'no' }))).toMatchObject({ officeNotice: false, officeEmail: 'b@example.com', newDocument: true });
  });
});

describe('delivery rules', () => {
  it('the waits double from one minute', () => {
    expect([1, 2, 3, 4, 5].map(backoffMinutes)).toEqual([1, 2, 4, 8, 16]);
  });

  it('an error text never carries the SMTP password', () => {
    const url = 'smtp://mailer:s3cr%40t!@mail.example.com:587';
    expect(safeError(new Error('Invalid login for mailer:s3cr@t! at smtp://mailer:s3cr%40t!@mail.example.com:587'), url)).not.toMatch(/s3cr/);
    expect(safeError(new Error('connect to smtps://u:pw123@host failed'))).toBe('connect to smtps://u:***@host failed');
    expect(safeError('x'.repeat(2000)).length).toBe(1000);
  });
});

import { describe, expect, it } from 'vitest';
import auth from '@/i18n/de/auth.json';
import errors from '@/i18n/de/errors.json';
import { validatePasswordForm } from './password-rules';

describe('password change form rules (spec 1 §5)', () => {
  it('requires the current password, 8 characters and an equal repeat', () => {
    expect(validatePasswordForm({ currentPassword: '', newPassword: 'short', repeat: 'other' })).toEqual({
      currentPassword: 'currentRequired',
      newPassword: 'newTooShort',
      repeat: 'mismatch',
    });
    expect(validatePasswordForm({ currentPassword: 'alt', newPassword: '12345678', repeat: '12345678' })).toEqual({});
  });

  it('uses exactly the texts of the specification', () => {
    expect(auth.password.currentRequired).toBe('Aktuelles Passwort ist erforderlich.');
    expect(auth.password.newTooShort).toBe('Neues Passwort muss mindestens 8 Zeichen lang sein.');
    expect(auth.password.mismatch).toBe('Passwörter stimmen nicht überein.');
    expect(auth.password.success).toBe('Passwort geändert.');
    expect(auth.password.failed).toBe('Fehler! Bitte Admin kontaktieren');
    expect(auth.login.required).toBe('Bitte Benutzername oder Passwort eingeben.');
    expect(errors.technical).toBe('Ein technischer Fehler ist aufgereten.');
  });
});

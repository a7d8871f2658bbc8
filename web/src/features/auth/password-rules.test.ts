import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@inv/domain';
import auth from '@/i18n/de/auth.json';
import errors from '@/i18n/de/errors.json';
import { schemaErrors } from '@/shared/form/yup';
import { passwordSchema } from './password-rules';

describe('password change form rules (spec 1 §5)', () => {
  const check = (currentPassword: string, newPassword: string, repeat: string) => schemaErrors(passwordSchema(), { currentPassword, newPassword, repeat });

  it('requires the current password, 8 characters and an equal repeat', () => {
    expect(check('', 'short', 'other')).toEqual({
      currentPassword: 'Aktuelles Passwort ist erforderlich.',
      newPassword: 'Neues Passwort muss mindestens 8 Zeichen lang sein.',
      repeat: 'Passwörter stimmen nicht überein.',
    });
    expect(check('alt', '12345678', '12345678')).toEqual({});
  });

  it('an empty form names all three; the repeat must equal the new password exactly', () => {
    expect(Object.keys(check('', '', ''))).toEqual(['currentPassword', 'newPassword', 'repeat']);
    expect(check('alt', '1234567', '1234567')).toEqual({ newPassword: 'Neues Passwort muss mindestens 8 Zeichen lang sein.' });
    expect(check('alt', '12345678', '12345678 ')).toEqual({ repeat: 'Passwörter stimmen nicht überein.' });
  });

  it('uses exactly the texts of the specification', () => {
    expect(PASSWORD_MESSAGES.currentRequired).toBe('Aktuelles Passwort ist erforderlich.');
    expect(PASSWORD_MESSAGES.newTooShort).toBe('Neues Passwort muss mindestens 8 Zeichen lang sein.');
    expect(PASSWORD_MESSAGES.mismatch).toBe('Passwörter stimmen nicht überein.');
    expect(auth.password.success).toBe('Passwort geändert.');
    expect(auth.password.failed).toBe('Fehler! Bitte Admin kontaktieren');
    expect(auth.login.required).toBe('Bitte Benutzername oder Passwort eingeben.');
    expect(errors.technical).toBe('Ein technischer Fehler ist aufgereten.');
  });
});

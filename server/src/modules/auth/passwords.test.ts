import { describe, expect, it } from 'vitest';
import { ARGON2_CONCURRENCY, argon2Load, hashPassword, isCommonPassword, newPasswordProblem, verifyPassword } from './passwords.js';

describe('common passwords', () => {
  it('refuses the common ones, the product name and demo1234 (common passwords)', () => {
    for (const pw of ['12345678', 'password1', 'PASSWORD1', 'passwort', 'qwertyuiop', 'hallo123', 'demo1234', 'Demo1234!', 'inventurdienst', 'Inventurdienst2024!', 'inventur12']) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
    expect(newPasswordProblem('12345678')).toBe('Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte ein anderes wählen.');
    expect(newPasswordProblem('kurz')).toBe('Neues Passwort muss mindestens 8 Zeichen lang sein.');
  });

  it('accepts passwords that are not on the list', () => {
    for (const pw of ['ein-eigenes-passwort', 'neuespasswort', 'Zaunkönig-Regal-17', 'startpass1']) {
      expect(isCommonPassword(pw), pw).toBe(false);
      expect(newPasswordProblem(pw)).toBeNull();
    }
  });
});

describe('Argon2 in line', () => {
  it(`runs at most ${ARGON2_CONCURRENCY} hashes at once, the rest wait (password spraying: bounded Argon2 concurrency)`, async () => {
    const stored = await hashPassword('richtig-und-lang');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => verifyPassword(stored, i % 2 ? 'richtig-und-lang' : 'falsch')));
    expect(results).toEqual([false, true, false, true, false, true, false, true]);
    expect(argon2Load().peak).toBeLessThanOrEqual(ARGON2_CONCURRENCY);
    expect(argon2Load()).toMatchObject({ running: 0, waiting: 0 });
  });
});

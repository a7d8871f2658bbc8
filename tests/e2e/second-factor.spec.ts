import { expect, type Page, test } from './fixtures';
import { authenticator } from 'otplib';
import { animationsSettled, logout, userMenu } from './support';
import { createAdministrator } from '../fixtures/accounts';

test.use({ shotOptions: { fullPage: true } });

async function submitPassword(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

async function logoutKeepingNote(page: Page) {
  await logout(page);
  // Demo accounts still exist on the test stack: the note stays after an in-app logout.
  await expect(page.getByTestId('demo-note')).toBeVisible();
}

/** A code of a later time step than the one used before (each step's code is accepted once). */
const nextCode = (secret: string) => authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);

test('security: an Authorization user enrols a second factor, logs in with a TOTP code and with a recovery code', async ({ page, shot }, testInfo) => {
  const username = `zf-${testInfo.project.name}-${Date.now().toString(36)}`;
  const password = 'startpass1';
  await createAdministrator(username, password);

  // First login: forced to the enrolment page, nothing else is reachable.
  await submitPassword(page, username, password);
  await expect(page).toHaveURL(/\/second-factor$/);
  await expect(page.getByText('Bitte richten Sie einen zweiten Faktor ein')).toBeVisible();
  await page.goto('/employees');
  await expect(page).toHaveURL(/\/second-factor$/);

  await page.getByRole('button', { name: 'Zweiten Faktor einrichten' }).click();
  await expect(page.getByTestId('second-factor-qr')).toBeVisible();
  const secret = (await page.getByTestId('second-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await animationsSettled(page);
  await shot(page, 'second-factor-enrol');

  await page.getByLabel('Code aus der App').fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  const codes = page.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  await animationsSettled(page);
  // The shell's own queries, refused while enrolment is pending, raise no "Zugriff verweigert!".
  await expect(page.getByText('Zugriff verweigert!')).toHaveCount(0);
  await shot(page, 'second-factor-recovery-codes');
  await page.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click();
  await expect(page).toHaveURL(/\/timeclock/);

  // The profile dialog shows the second factor as set up.
  await userMenu(page, 'Profil');
  await expect(page.getByTestId('second-factor-status')).toHaveText(/Eingerichtet/);
  await animationsSettled(page);
  await shot(page, 'second-factor-profile');
  await page.keyboard.press('Escape');
  await logoutKeepingNote(page);

  // Login asks for the code after the password.
  await submitPassword(page, username, password);
  const codeField = page.getByLabel('Code aus der Authenticator-App');
  await expect(codeField).toBeVisible();
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await animationsSettled(page);
  await shot(page, 'second-factor-login-code');
  await codeField.fill('000000' === nextCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Der Code ist nicht korrekt oder wurde bereits verwendet.');
  await codeField.fill(nextCode(secret));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/timeclock/);
  await logoutKeepingNote(page);

  // A recovery code instead of the app's code.
  await submitPassword(page, username, password);
  await page.getByLabel('Code aus der Authenticator-App').fill(recovery[0]);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/timeclock/);
});

test('security: the login page says so while demo accounts exist', async ({ page, shot }) => {
  await page.goto('/login');
  const note = page.getByTestId('demo-note');
  await expect(note).toContainText('Demo-Daten');
  await expect(note).toContainText('demo1234');
  await shot(page, 'login-demo-note');
});

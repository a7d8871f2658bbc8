import { expect, type Page, test } from './fixtures';
import { logout, userMenu } from './support';

const PASSWORD = 'demo1234';

const FORMS = ['Krankmeldung', 'Arbeitskleidung', 'Urlaubsantrag'];
/** Hidden below the `lg` breakpoint (spec 1 §2.3). */
const WEB_ONLY = ['Monatsabschluss', 'Statistik', 'Registrierungen', 'Rechte'];

interface DemoUser {
  name: string;
  employeeId: number;
  fullName: string;
  landing: string;
  menu: string[];
}

const USERS: DemoUser[] = [
  {
    name: 'admin',
    employeeId: 1001,
    fullName: 'Sabine Krüger',
    landing: '/timeclock',
    menu: [
      'Zeiterfassung',
      'Stundenübersicht',
      'Kunden',
      'Mitarbeiter',
      'Abrechnung',
      'Inventuren',
      'Aufträge',
      'Zeitkontrolle',
      'Monatsabschluss',
      'Prüfungen',
      'Statistik',
      'Registrierungen',
      'Rechte',
      'Protokoll',
      'E-Mail-Ausgang',
      'Dokumente',
      ...FORMS,
    ],
  },
  {
    name: 'buero',
    employeeId: 1002,
    fullName: 'Thomas Becker',
    landing: '/houroverview/1002',
    menu: ['Stundenübersicht', 'Kunden', 'Mitarbeiter', 'Abrechnung', 'Aufträge', 'Monatsabschluss', 'Prüfungen', 'Statistik', 'Registrierungen', 'Dokumente', ...FORMS],
  },
  {
    name: 'teamleiter',
    employeeId: 2001,
    fullName: 'Markus Schneider',
    landing: '/timeclock',
    menu: ['Zeiterfassung', 'Stundenübersicht', 'Inventuren', 'Aufträge', 'Dokumente', ...FORMS],
  },
  {
    name: 'mitarbeiter',
    employeeId: 2002,
    fullName: 'Lena Hoffmann',
    landing: '/houroverview/2002',
    menu: ['Stundenübersicht', 'Inventuren', 'Dokumente', ...FORMS],
  },
];

async function login(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

const isPhone = (projectName: string) => projectName === 'phone';

for (const user of USERS) {
  test(`${user.name}: login, landing page, menu, footer, logout`, async ({ page, shot }, testInfo) => {
    const phone = isPhone(testInfo.project.name);
    await login(page, user.name);

    await expect(page).toHaveURL(new RegExp(`${user.landing}$`));
    await expect(page.getByText('Login erfolgreich.')).toBeVisible();
    await expect(page.getByTestId('footer-user')).toHaveText(user.fullName);
    await expect(page.getByTestId('footer-clock')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    await expect(page.getByTestId('header-date')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);

    if (phone) {
      await expect(page.getByTestId('side-menu')).toHaveCount(0);
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
    } else {
      await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveCount(0);
    }
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    const expected = phone ? user.menu.filter((entry) => !WEB_ONLY.includes(entry)) : user.menu;
    await expect(menu.getByRole('link').filter({ visible: true })).toHaveText(expected);

    // Own pages and the external forms (new tab) point where the spec says.
    await expect(menu.getByRole('link', { name: 'Stundenübersicht' })).toHaveAttribute(
      'href',
      `/houroverview/${user.employeeId}`,
    );
    await expect(menu.getByRole('link', { name: 'Dokumente' })).toHaveAttribute('href', `/archive/${user.employeeId}`);
    for (const form of FORMS) {
      const link = menu.getByRole('link', { name: form });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    await expect(page.getByText('Login erfolgreich.')).toBeHidden();
    await shot(page, `shell-${user.name}`, { fullPage: true });

    if (phone) {
      await page.getByRole('button', { name: 'Menü schließen' }).click();
      await expect(menu).toBeHidden();
    }
    await logout(page);
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });
}

test('a wrong password shows "Login fehlgeschlagen."', async ({ page }) => {
  await login(page, 'admin', 'falsches-passwort');
  await expect(page.getByText('Login fehlgeschlagen.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields ask for username and password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Bitte Benutzername oder Passwort eingeben.');
});

test('an unauthenticated visit to /employees lands on /login and returns there after login', async ({ page }) => {
  await page.goto('/employees');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Benutzername').fill('buero');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/employees$/);
  await expect(page.getByTestId('page-title')).toHaveText('Mitarbeiter');
});

test('mitarbeiter visiting /rights lands on /accessDenied', async ({ page }) => {
  await login(page, 'mitarbeiter');
  await expect(page).toHaveURL(/\/houroverview\/2002$/);
  await page.goto('/rights');
  await expect(page).toHaveURL(/\/accessDenied$/);
  await expect(page.getByTestId('access-denied')).toHaveText('Zugriff verweigert!');
});

test('the profile shows id, username and last login and leads to the password form', async ({ page }) => {
  await login(page, 'teamleiter');
  await expect(page).toHaveURL(/\/timeclock$/);
  await userMenu(page, 'Profil');
  const dialog = page.getByTestId('profile-dialog');
  await expect(dialog.getByTestId('profile-employee-id')).toHaveText('2001');
  await expect(dialog.getByTestId('profile-username')).toHaveText('teamleiter');
  await expect(dialog.getByTestId('profile-last-login')).toHaveText(/^(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}|–)$/);
  await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page).toHaveURL(/\/password$/);
  await expect(dialog).toBeHidden();
  await page.getByRole('form', { name: 'Passwort ändern' }).getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Aktuelles Passwort ist erforderlich.')).toBeVisible();
  await expect(page.getByText('Neues Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
  await expect(page.getByText('Passwörter stimmen nicht überein.')).toBeVisible();
});

test('an expired session says "Session abgelaufen" and returns to /login', async ({ page, context, request }) => {
  await login(page, 'mitarbeiter');
  await expect(page).toHaveURL(/\/houroverview\/2002$/);
  await page.goto('/password');
  await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('ein-neues-passwort');
  await page.getByLabel('Neues Passwort wiederholen').fill('ein-neues-passwort');
  await context.clearCookies(); // the server no longer knows this browser
  // An answer still on its way may set the (rolling) session cookie again: the password change is
  // sent by a request context that holds no cookie at all, so it can never change the demo password.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'ChangePassword') return route.continue();
    const response = await request.post(route.request().url(), { data: route.request().postData() ?? '', headers: { 'content-type': 'application/json' } });
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Session abgelaufen')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a server fault is reported to the user and logged to the server', async ({ page }) => {
  await login(page, 'buero');
  await expect(page).toHaveURL(/\/houroverview\/1002$/);
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'ChangePassword') await route.fulfill({ status: 500, body: 'kaputt' });
    else await route.continue();
  });
  await page.goto('/password');
  await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('ein-neues-passwort');
  await page.getByLabel('Neues Passwort wiederholen').fill('ein-neues-passwort');
  const logged = page.waitForRequest((r) => (r.postDataJSON() as { operationName?: string } | null)?.operationName === 'LogClientEvent');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ein technischer Fehler ist aufgereten.')).toBeVisible();
  await expect(page.getByRole('form').getByText('Fehler! Bitte Admin kontaktieren')).toBeVisible();
  const input = ((await logged).postDataJSON() as { variables: { input: Record<string, unknown> } }).variables.input;
  expect(input).toMatchObject({ level: 'ERROR', httpStatus: 500, route: { name: 'password', path: '/password' } });
});

test('the theme arrives as one stylesheet of the build: tokens and global styles apply, the browser computes none of them', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Benutzername')).toBeVisible();
  const theme = await page.evaluate(() => {
    const sheets = [...document.styleSheets];
    const linked = sheets.filter((s) => s.href?.includes('/assets/chakra-global-'));
    const emotionGlobal = sheets.filter((s) => (s.ownerNode as HTMLElement | null)?.dataset?.emotion?.endsWith('-global'));
    return {
      linked: linked.length,
      linkedRules: linked.reduce((n, s) => n + s.cssRules.length, 0),
      emotionGlobal: emotionGlobal.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n'),
      brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600').trim(),
      bodyFont: getComputedStyle(document.body).fontFamily,
      bodyBg: getComputedStyle(document.body).backgroundColor,
    };
  });
  // shared/theme/global-css.ts made in the build; emotion's own global sheet holds at most the layer order.
  expect(theme.linked).toBe(1);
  expect(theme.linkedRules).toBeGreaterThan(3);
  expect(theme.emotionGlobal).not.toContain('--chakra-');
  expect(theme.brand).toBe('#65a30d');
  expect(theme.bodyFont).toContain('Inter');
  expect(theme.bodyBg).toBe('rgb(250, 250, 250)'); // bg.subtle = gray.50 (brandConfig's html, body)
});

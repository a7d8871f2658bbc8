import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type TestInfo, test } from './fixtures';
import { berlinYearMonth, payslipPage, payslipPdf } from './payslip-pdf';
import { apiAs, login } from './support';

test.use({ shotOptions: { fullPage: false, noToasts: true, noOverflow: true } });

/**
 * The document archive (spec 3 §2.10): the employee opens their own archive from the menu's
 * "Dokumente", sees the folders ('Sonstiges' as 'Lohnsteuerbescheinigungen'), newest first, and
 * downloads a payslip; another employee's archive is refused. The office opens any archive.
 * The documents are filed first by the office through POST /api/monthendclosing/upload.
 */
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

interface UploadResult {
  filed: { employeeId: number; fileName: string; pages: number[] }[];
  unassignedPages: number[];
}

/** Files one PDF through the documented upload path, as the office does on the month-end page. */
async function upload(office: APIRequestContext, name: string, pdf: Buffer, yearMonth: string, documentType: 'PAYROLL' | 'INCOME_TAX'): Promise<UploadResult> {
  const answer = await office.post('/api/monthendclosing/upload', {
    multipart: { yearMonth, documentType, file: { name, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as UploadResult;
}

test('an employee opens their own archive from the menu and downloads the newest payslip', async ({ page, playwright, baseURL, shot }, testInfo) => {
  test.setTimeout(60_000);
  const month = berlinYearMonth(1);
  const office = await apiAs(playwright, baseURL!, 'buero');
  const payslip = await upload(office, `abrechnung-${testInfo.project.name}.pdf`, await payslipPdf([payslipPage(2002, month)]), month, 'PAYROLL');
  const filedPayslip = payslip.filed.find((f) => f.employeeId === 2002);
  expect(filedPayslip?.fileName).toMatch(new RegExp(`^Lohnabrechnung_${month}_\\d+\\.pdf$`));
  const certificate = await upload(office, `lstb-${testInfo.project.name}.pdf`, await payslipPdf([payslipPage(2002, month, ['Lohnsteuerbescheinigung'])]), month, 'INCOME_TAX');
  expect(certificate.filed.find((f) => f.employeeId === 2002)?.fileName).toMatch(/^Lohnsteuerbescheinigung_LStB_\d{4}-01-01_\d{4}-\d{2}-\d{2}(_\d+)?\.pdf$/);
  await office.dispose();

  await login(page, 'mitarbeiter');
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('side-menu').getByRole('link', { name: 'Dokumente' }).click();
  await expect(page).toHaveURL(/\/archive\/2002$/);
  await expect(page.getByTestId('archive-title')).toHaveText('Dokumente von Lena Hoffmann');

  const folders = page.getByTestId('archive-folder');
  const payslips = folders.filter({ hasText: 'Lohnabrechnungen' });
  await expect(payslips).toHaveCount(1);
  await expect(folders.filter({ hasText: 'Lohnsteuerbescheinigungen' })).toHaveCount(1);
  await expect(folders.filter({ hasText: 'Sonstiges' })).toHaveCount(0);
  // Newest first: a payslip of the previous month heads the folder (the other viewport's run may
  // have filed a later correction meanwhile, so the exact name is not fixed).
  await expect(payslips.getByTestId('archive-file-name').first()).toHaveText(new RegExp(`^Lohnabrechnung_${month}_\\d+\\.pdf$`));
  const first = payslips.getByTestId('archive-file').filter({ hasText: filedPayslip!.fileName });
  await expect(first).toHaveCount(1);
  await shot(page, 'archive-own', { fullPage: true });

  const downloading = page.waitForEvent('download');
  await first.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(filedPayslip!.fileName);
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Folders fold away and open again.
  await payslips.getByTestId('archive-folder-trigger').click();
  await expect(first).toBeHidden();
  await payslips.getByTestId('archive-folder-trigger').click();
  await expect(first).toBeVisible();
});

test('an employee is refused another employee’s archive (page and REST paths)', async ({ page, playwright, baseURL }) => {
  await login(page, 'mitarbeiter');
  await page.goto('/archive/1002');
  await expect(page).toHaveURL(/\/accessDenied/);

  const employee = await apiAs(playwright, baseURL!, 'mitarbeiter');
  expect((await employee.get('/api/archive/1002')).status()).toBe(403);
  expect((await employee.get('/api/archive/2002')).status()).toBe(200);
  // A key from another archive, or one that tries to leave the archive, never yields a file.
  expect([403, 404]).toContain((await employee.get(`/api/archive/download?key=${encodeURIComponent('../../etc/passwd')}`)).status());
  await employee.dispose();
});

test('the office opens an employee’s archive; an unknown employee is not found', async ({ page, shot }) => {
  await login(page, 'buero');
  await page.goto('/archive/2002');
  await expect(page.getByTestId('archive-title')).toHaveText('Dokumente von Lena Hoffmann (2002)');
  await expect(page.getByTestId('archive-folders').or(page.getByTestId('archive-empty'))).toBeVisible();
  await shot(page, 'archive-office');

  await page.goto('/archive/999999');
  await expect(page.getByTestId('archive-not-found')).toHaveText('Mitarbeiter nicht gefunden');
});

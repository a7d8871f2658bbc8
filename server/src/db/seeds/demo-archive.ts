import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../../modules/auth/current-user.js';
import { renderPayslips, renderTaxCertificate, type PayslipPage } from '../../documents/payslip-split.samples.js';
import { PayrollDocumentType } from '../../modules/archive/archive.enums.js';
import { User } from '../../modules/auth/user.entity.js';
import { Employee } from '../../modules/employees/employee.entity.js';
import { AppSetting } from '../../modules/settings/app-setting.entity.js';
import { ZONE } from '../../shared-dates.js';
import type { Services } from '../../services.js';

export { renderPayslips, renderTaxCertificate };

const MARKER = 'demo.archive';

/** A personnel number no demo employee has: its page lands in the unassigned list. */
export const DEMO_UNKNOWN_PERSONNEL_NUMBER = 9901;

const upload = (filename: string, content: Buffer) => ({ filename, createReadStream: () => Readable.from([content]) });

/**
 * Demo archive, once per database (a marker setting remembers it): the payslips of the four demo
 * accounts' employees and two more for the month before last, uploaded as one combined PDF through
 * the real upload (one page carries an unknown personnel number and waits in the unassigned list),
 * and last year's tax certificate of the demo employee (2002).
 */
export async function seedDemoArchive(em: EntityManager, services: Pick<Services, 'payrollUploads'>): Promise<boolean> {
  if (await em.findOne(AppSetting, { name: MARKER })) return false;
  const office = await em.findOne(User, { username: 'buero' });
  const actor: CurrentUser = {
    id: office?.id ?? 0,
    username: 'buero',
    employeeId: null,
    firstName: 'Demo',
    lastName: 'Daten',
    enabled: true,
    mustChangePassword: false,
    secondFactorEnabled: false,
    lastLogin: null,
    authorities: ['MonthEndClosing'],
  };
  const now = DateTime.now().setZone(ZONE);
  const yearMonth = now.minus({ months: 2 }).toFormat('yyyy-MM');
  const people = await em.find(Employee, { id: { $in: [1001, 1002, 2001, 2002, 2003, 2004] } }, { orderBy: { id: 'asc' } });
  const pages: PayslipPage[] = people.map((e) => ({ personnelNumber: e.id, name: `${e.firstName} ${e.lastName}`, yearMonth }));
  pages.splice(3, 0, { personnelNumber: DEMO_UNKNOWN_PERSONNEL_NUMBER, name: 'Frank Unbekannt', yearMonth });
  await services.payrollUploads.upload(em, actor, upload(`Lohnabrechnungen_${yearMonth}.pdf`, await renderPayslips(pages)), yearMonth, PayrollDocumentType.PAYROLL, { notify: false });

  const lena = people.find((e) => e.id === 2002);
  if (lena) {
    const year = now.year - 1;
    const certificate = await renderTaxCertificate(lena.id, `${lena.firstName} ${lena.lastName}`, year);
    await services.payrollUploads.upload(em, actor, upload(`LStB_${year}.pdf`, certificate), `${year}-12`, PayrollDocumentType.INCOME_TAX, { notify: false });
  }
  em.create(AppSetting, { name: MARKER, value: new Date().toISOString() });
  await em.flush();
  return true;
}

import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../../auth/current-user.js';
import { renderPdf } from '../../documents/pdf.js';
import { PayrollDocumentType } from '../../modules/archive/archive.enums.js';
import { User } from '../../modules/auth/user.entity.js';
import { Employee } from '../../modules/employees/employee.entity.js';
import { AppSetting } from '../../modules/settings/app-setting.entity.js';
import { ZONE } from '../../shared-dates.js';
import type { Services } from '../../services.js';

const MARKER = 'demo.archive';

/** A personnel number no demo employee has: its page lands in the unassigned list. */
export const DEMO_UNKNOWN_PERSONNEL_NUMBER = 9901;

export interface PayslipPage {
  personnelNumber: number;
  name: string;
  /** YYYY-MM */
  yearMonth: string;
  hours?: number;
  hourlyWage?: number;
}

const euro = (n: number) => n.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One "Verdienstabrechnung" page as payroll software prints it, personnel number in the header. */
function drawPayslip(doc: PDFKit.PDFDocument, p: PayslipPage) {
  const month = DateTime.fromFormat(p.yearMonth, 'yyyy-MM', { zone: ZONE, locale: 'de' });
  const hours = p.hours ?? 40 + (p.personnelNumber % 50);
  const wage = p.hourlyWage ?? 12.82 + (p.personnelNumber % 7) * 0.5;
  const gross = Math.round(hours * wage * 100) / 100;
  const tax = gross > 556 ? Math.round(gross * 0.08 * 100) / 100 : 0;
  const social = gross > 556 ? Math.round(gross * 0.2 * 100) / 100 : Math.round(gross * 0.036 * 100) / 100;
  const net = Math.round((gross - tax - social) * 100) / 100;

  doc.font('bold').fontSize(9).text('Inventurdienst Muster GmbH · Industriestraße 12 · 04129 Leipzig');
  doc.moveDown(2);
  doc.font('regular').fontSize(11).text(p.name);
  doc.text('Musterstraße 1');
  doc.text('04109 Leipzig');
  doc.moveDown(2);
  doc.font('bold').fontSize(16).text('Verdienstabrechnung');
  doc.font('regular').fontSize(10);
  doc.text(`Abrechnungsmonat: ${month.toFormat('LLLL yyyy')}`);
  doc.text(`Personalnummer: ${p.personnelNumber}`);
  doc.text(`Erstellt am: ${month.endOf('month').plus({ days: 3 }).toFormat('dd.MM.yyyy')}`);
  doc.moveDown();
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').text(label, 56, y, { width: 330 });
    doc.text(amount, 400, y, { width: 130, align: 'right' });
  };
  row('Lohnart', 'Betrag (EUR)', true);
  row(`1000 Stundenlohn (${euro(hours)} Std. × ${euro(wage)})`, euro(gross));
  row('Gesamtbrutto', euro(gross), true);
  doc.moveDown(0.5);
  row('Lohnsteuer', `-${euro(tax)}`);
  row('Sozialversicherung (AN-Anteil)', `-${euro(social)}`);
  doc.moveDown(0.5);
  row('Auszahlungsbetrag', euro(net), true);
  doc.moveDown(2);
  doc.font('regular').fontSize(8).text('Bitte bewahren Sie diese Abrechnung sorgfältig auf. Sie dient als Nachweis gegenüber Behörden und Versicherungen.', 56);
}

/** A PDF with one payslip page per entry, in the given order (demo data, tests, the split benchmark). */
export function renderPayslips(pages: PayslipPage[]): Promise<Buffer> {
  return renderPdf('Verdienstabrechnungen', (doc) => {
    pages.forEach((p, i) => {
      if (i > 0) doc.addPage();
      drawPayslip(doc, p);
    });
  });
}

/** A "Lohnsteuerbescheinigung" page for one employee and year. */
export function renderTaxCertificate(personnelNumber: number, name: string, year: number): Promise<Buffer> {
  return renderPdf('Lohnsteuerbescheinigung', (doc) => {
    doc.font('bold').fontSize(16).text(`Ausdruck der elektronischen Lohnsteuerbescheinigung für ${year}`);
    doc.moveDown();
    doc.font('regular').fontSize(10);
    doc.text(`Personalnummer: ${personnelNumber}`);
    doc.text(`Name: ${name}`);
    doc.text(`Dauer des Dienstverhältnisses: 01.01.${year} – 31.12.${year}`);
    doc.moveDown();
    doc.text('Bruttoarbeitslohn: 6.120,00 EUR');
    doc.text('Einbehaltene Lohnsteuer: 0,00 EUR');
    doc.text('Arbeitgeber: Inventurdienst Muster GmbH, Industriestraße 12, 04129 Leipzig');
  });
}

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
  await services.payrollUploads.upload(em, actor, upload(`Lohnabrechnungen_${yearMonth}.pdf`, await renderPayslips(pages)), yearMonth, PayrollDocumentType.PAYROLL);

  const lena = people.find((e) => e.id === 2002);
  if (lena) {
    const year = now.year - 1;
    const certificate = await renderTaxCertificate(lena.id, `${lena.firstName} ${lena.lastName}`, year);
    await services.payrollUploads.upload(em, actor, upload(`LStB_${year}.pdf`, certificate), `${year}-12`, PayrollDocumentType.INCOME_TAX);
  }
  em.create(AppSetting, { name: MARKER, value: new Date().toISOString() });
  await em.flush();
  return true;
}

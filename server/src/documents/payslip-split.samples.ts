/**
 * Sample payroll pages as payroll software prints them ("Verdienstabrechnung", personnel number in
 * the header): the demo archive, the tests and the split benchmark use them. Depends on nothing but
 * the PDF writer, so the contract tests and the benchmark can load it on their own.
 */
import { DateTime } from 'luxon';
import { ZONE } from '../shared-dates.js';
import { renderPdf } from './pdf.js';

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


import PDFDocument from 'pdfkit';

/** One page of a generated payroll PDF: the text lines printed on it (e.g. 'Personalnummer: 2002'). */
export type PayslipPage = string[];

/**
 * A payroll PDF as the payroll program prints it: one page per entry, with real text (not an image),
 * so the server reads the personnel number from the page text. Standard font: ASCII text only.
 */
export function payslipPdf(pages: PayslipPage[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, autoFirstPage: false, info: { Title: 'Lohnabrechnungen' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const lines of pages) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(16).text('Abrechnung der Brutto/Netto-Bezuege');
      doc.moveDown();
      doc.font('Helvetica').fontSize(11);
      for (const line of lines) doc.text(line);
    }
    doc.end();
  });
}

/** The German payslip page of one employee for a month (YYYY-MM). */
export const payslipPage = (employeeId: number | string, yearMonth: string, extra: string[] = []): PayslipPage => [
  'Inventurdienst GmbH, Musterstrasse 1, 20095 Hamburg',
  `Personalnummer: ${employeeId}`,
  `Abrechnungsmonat: ${yearMonth.slice(5, 7)}/${yearMonth.slice(0, 4)}`,
  'Gesamtbrutto 1.234,56 EUR',
  ...extra,
];

/** Berlin's calendar, never the UTC day. */
export function berlinYearMonth(monthsBack = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - monthsBack, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
/** '2026-10' → 'Oktober 2026', as the month-end page writes it. */
export const germanMonth = (yearMonth: string) => `${MONTHS[Number(yearMonth.slice(5, 7)) - 1]} ${yearMonth.slice(0, 4)}`;
/** '2026-10' → '10.2026', as the month pickers show it. */
export const pickerMonth = (yearMonth: string) => `${yearMonth.slice(5, 7)}.${yearMonth.slice(0, 4)}`;

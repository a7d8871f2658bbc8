import { render, type Rendered } from './layout.js';

export interface NewDocumentData {
  firstName: string;
  /** e.g. "Lohnabrechnung 11/2026" */
  documentLabel: string;
  /** The employee's archive in the application. */
  link: string;
}

/** To an employee: a document was filed into the archive. The document itself stays in the application (no attachment). */
export function renderNewDocument(d: NewDocumentData): Rendered {
  return render(`Neues Dokument: ${d.documentLabel}`, 'Neues Dokument in Ihrem Archiv', {
    paragraphs: [`Hallo ${d.firstName},`, `in Ihrem Archiv liegt ein neues Dokument: ${d.documentLabel}.`, 'Sie finden es nach der Anmeldung in Ihrem Archiv.'],
    action: { label: 'Archiv öffnen', link: d.link },
    after: ['Mit freundlichen Grüßen', 'Ihr Inventurdienst'],
  });
}

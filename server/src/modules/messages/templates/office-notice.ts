import { germanDate, render, type Rendered } from './layout.js';

export interface OfficeNoticeData {
  orderName: string;
  /** YYYY-MM-DD */
  date: string;
  what: 'CONFIRMED' | 'CHANGED';
  /** The order in the application. */
  link: string;
}

/** To the office: a store confirmed its inventory or changed its choice of categories on the public page. */
export function renderOfficeNotice(d: OfficeNoticeData): Rendered {
  const date = germanDate(d.date);
  const confirmed = d.what === 'CONFIRMED';
  const subject = confirmed ? `Inventur bestätigt: ${d.orderName} am ${date}` : `Inventur geändert: ${d.orderName} am ${date}`;
  return render(subject, confirmed ? 'Inventur bestätigt' : 'Inventur vom Kunden geändert', {
    paragraphs: [confirmed ? `Der Kunde hat die Inventur „${d.orderName}“ am ${date} bestätigt.` : `Der Kunde hat die Angaben zur Inventur „${d.orderName}“ am ${date} geändert.`],
    action: { label: 'Auftrag öffnen', link: d.link },
  });
}

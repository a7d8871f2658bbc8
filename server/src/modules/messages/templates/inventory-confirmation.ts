import { germanDate, render, type Rendered } from './layout.js';

export interface InventoryConfirmationData {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  startTime: string;
  name: string;
  address: string;
  zip: string;
  city: string;
  /** The customer's public confirmation page. */
  link: string;
  /** The date or start time changed after the first message. */
  changed?: boolean;
  /** The link expires soon and the inventory is not yet confirmed. */
  reminder?: boolean;
}

/** To the store: the inventory's date, time and place, and the link where the store confirms it and picks the categories. */
export function renderInventoryConfirmation(d: InventoryConfirmationData): Rendered {
  const date = germanDate(d.date);
  const subject = d.reminder
    ? `Erinnerung: Bitte bestätigen Sie Ihre Inventur am ${date}`
    : d.changed
      ? `Geänderter Termin: Inventur am ${date} um ${d.startTime} Uhr`
      : `Bitte bestätigen Sie Ihre Inventur am ${date}`;
  const intro = d.reminder
    ? 'Ihre Inventur ist noch nicht bestätigt. Der Bestätigungslink ist nur noch wenige Tage gültig.'
    : d.changed
      ? 'der Termin Ihrer Inventur hat sich geändert. Bitte prüfen und bestätigen Sie den neuen Termin.'
      : 'wir haben Ihre Inventur eingeplant. Bitte prüfen und bestätigen Sie den Termin und wählen Sie die gewünschten Bereiche aus.';
  return render(subject, d.reminder ? 'Erinnerung an Ihre Inventur' : d.changed ? 'Ihre Inventur: neuer Termin' : 'Ihre Inventur', {
    paragraphs: ['Guten Tag,', intro],
    facts: [
      ['Datum', date],
      ['Beginn', `${d.startTime} Uhr`],
      ['Markt', d.name],
      ['Adresse', `${d.address}, ${d.zip} ${d.city}`],
    ],
    action: { label: 'Inventur bestätigen', link: d.link },
    after: ['Die Bestätigung ist bis zum Tag vor der Inventur möglich.', 'Mit freundlichen Grüßen', 'Ihr Inventurdienst'],
  });
}

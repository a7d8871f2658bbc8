import { render, type Rendered } from './layout.js';

export interface ForgottenClockOutData {
  employeeName: string;
  orderName: string;
  /** DD.MM.YYYY HH:mm (Europe/Berlin) */
  since: string;
  /** The order's clock in the application. */
  link: string;
}

/** To the team leader and the office: a worklog has been open (no end) for more than twelve hours. */
export function renderForgottenClockOut(d: ForgottenClockOutData): Rendered {
  return render(`Ausstempeln vergessen? ${d.employeeName}, ${d.orderName}`, 'Ausstempeln vergessen?', {
    paragraphs: [`${d.employeeName} ist seit ${d.since} Uhr beim Auftrag „${d.orderName}“ eingestempelt und wurde noch nicht ausgestempelt.`, 'Bitte prüfen Sie die Zeiterfassung und tragen Sie das Ende ein.'],
    action: { label: 'Zeiterfassung öffnen', link: d.link },
  });
}

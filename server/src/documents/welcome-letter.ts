import { DateTime } from 'luxon';
import { renderPdf } from './pdf.js';

export interface WelcomeLetterData {
  employeeId: number;
  firstName: string;
  lastName: string;
  username: string;
  initialPassword: string;
  expiresAt: Date;
  companyLocation: string | null;
  appUrl: string;
}

/** The German welcome letter handed to a new employee: who they are in the system and how to log in. */
export function renderWelcomeLetter(d: WelcomeLetterData): Promise<Buffer> {
  const expires = DateTime.fromJSDate(d.expiresAt).setZone('Europe/Berlin').toFormat('dd.MM.yyyy');
  const today = DateTime.now().setZone('Europe/Berlin').toFormat('dd.MM.yyyy');
  return renderPdf(`Willkommen ${d.firstName} ${d.lastName}`, (doc) => {
    doc.fontSize(10).fillColor('#555').text(today, { align: 'right' });
    doc.moveDown(2);
    doc.font('bold').fontSize(20).fillColor('#3f6212').text(`Willkommen im Team, ${d.firstName} ${d.lastName}!`);
    doc.moveDown();
    doc.font('regular').fontSize(11).fillColor('#000');
    doc.text(
      'Schön, dass Sie bei uns anfangen. Mit den folgenden Zugangsdaten melden Sie sich in unserer App an – ' +
        'auf dem Smartphone im Markt ebenso wie am Rechner. Dort sehen Sie Ihre Stunden, Einsätze und Dokumente.',
    );
    doc.moveDown(1.5);
    const rows: [string, string][] = [
      ['Name', `${d.firstName} ${d.lastName}`],
      ['Personalnummer', String(d.employeeId)],
      ...(d.companyLocation ? ([['Standort', d.companyLocation]] as [string, string][]) : []),
      ['Benutzername', d.username],
      ['Erstes Passwort', d.initialPassword],
      ['Anmeldung', d.appUrl],
    ];
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('bold').text(label, 56, y, { width: 150 });
      doc.font(label === 'Erstes Passwort' ? 'bold' : 'regular').text(value, 210, y);
      doc.moveDown(0.4);
    }
    doc.x = doc.page.margins.left; // back to the full text width after the two-column table
    doc.moveDown(1.5);
    doc.font('regular').text(
      `Das erste Passwort gilt bis zum ${expires} und muss bei der ersten Anmeldung geändert werden ` +
        '(mindestens 8 Zeichen). Bewahren Sie es nicht zusammen mit diesem Schreiben auf und geben Sie es nicht weiter.',
    );
    doc.moveDown();
    doc.text('Wird ein neues Willkommensschreiben erstellt, verliert dieses Passwort sofort seine Gültigkeit.');
    doc.moveDown(2);
    doc.text('Viel Erfolg und herzliche Grüße');
    doc.text('Ihr Büro-Team');
  });
}

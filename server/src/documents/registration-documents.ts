/**
 * The two documents finishing a registration generates (spec 2 §1): the employment contract matching
 * the registration type, and the personnel questionnaire (Personalfragebogen) with every entered
 * value, the IBAN complete. German, A4, with the embedded DejaVu font.
 */
import { DateTime } from 'luxon';
import type { RegistrationData } from '../modules/registrations/registration-data.js';
import { renderPdf } from './pdf.js';
import {
  FILE_CONTEXT_LABEL,
  MARITAL_STATUS_LABEL,
  PROFESSIONAL_DEGREE_LABEL,
  REGISTRATION_TYPE_LABEL,
  SCHOOL_EDUCATION_LABEL,
  SEX_LABEL,
} from './registration-labels.js';

export interface RegistrationDocumentData {
  uuid: string;
  registrationType: string;
  data: RegistrationData;
  uploads: { context: string; fileName: string }[];
  finishedAt: Date;
  companyName: string;
}

const MINOR = ['MINOR_EMPLOYMENT', 'WORKING_STUDENT', 'STOCK_REPLENISHMENT_MINOR_EMPLOYMENT'];
const ACCENT = '#3f6212';

const date = (iso: string | null) => (iso ? DateTime.fromISO(iso).toFormat('dd.MM.yyyy') : '–');
const yesNo = (v: boolean | null) => (v === null ? '–' : v ? 'ja' : 'nein');
const text = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '–' : String(v));
const number = (v: number | null) => (v === null ? '–' : v.toLocaleString('de-DE'));
const euro = (v: number | null) => (v === null ? '–' : v.toLocaleString('de-DE', { style: 'currency', currency: 'EUR' }));
const nameOf = (d: RegistrationData) => `${d.personal.firstName ?? ''} ${d.personal.lastName ?? ''}`.trim();
const berlinDate = (at: Date) => DateTime.fromJSDate(at).setZone('Europe/Berlin').toFormat('dd.MM.yyyy');

function ensureSpace(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(doc: PDFKit.PDFDocument, title: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).fillColor(ACCENT).text(title, doc.page.margins.left);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10).fillColor('#000');
}

/** Label and value side by side; a long value wraps in its column. */
function row(doc: PDFKit.PDFDocument, label: string, value: string) {
  const left = doc.page.margins.left;
  const labelWidth = 190;
  const valueWidth = doc.page.width - doc.page.margins.right - left - labelWidth - 10;
  const height = Math.max(doc.heightOfString(label, { width: labelWidth }), doc.heightOfString(value, { width: valueWidth }));
  ensureSpace(doc, height + 4);
  const y = doc.y;
  doc.font('regular').fillColor('#444').text(label, left, y, { width: labelWidth });
  doc.fillColor('#000').text(value, left + labelWidth + 10, y, { width: valueWidth });
  doc.x = left;
  doc.y = y + height + 4;
}

function paragraph(doc: PDFKit.PDFDocument, title: string, body: string) {
  ensureSpace(doc, 50);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(10.5).text(title, doc.page.margins.left);
  doc.font('regular').fontSize(10).text(body);
}

function signatures(doc: PDFKit.PDFDocument, left: string, right: string) {
  ensureSpace(doc, 90);
  doc.moveDown(3);
  const y = doc.y;
  const x0 = doc.page.margins.left;
  const width = (doc.page.width - x0 - doc.page.margins.right - 30) / 2;
  doc.moveTo(x0, y).lineTo(x0 + width, y).stroke('#000');
  doc.moveTo(x0 + width + 30, y).lineTo(x0 + 2 * width + 30, y).stroke('#000');
  doc.fontSize(9).text(left, x0, y + 4, { width });
  doc.text(right, x0 + width + 30, y + 4, { width });
  doc.x = x0;
}

// ------------------------------------------------------------------ employment contract

interface ContractTerms {
  subtitle: string;
  /** Fixed-term (SHORT_TERM): an end date instead of a probation period. */
  fixedTerm?: true;
  activity: string;
  kind: string;
  workingTime: string;
  extra: { title: string; body: string }[];
}

function contractTerms(d: RegistrationDocumentData): ContractTerms {
  const days = d.data.employment.daysShortTermEmploymentC;
  const inventory = 'Mitarbeit bei Inventuren im Einzelhandel: Zählen und Erfassen von Warenbeständen in Märkten mit mobilen Datenerfassungsgeräten';
  const replenishment = 'Warenverräumung und Regalpflege in Märkten des Einzelhandels';
  const socialTime =
    'Die Arbeitszeit richtet sich nach den Einsatzplänen, die der Arbeitgeber in der Regel eine Woche im Voraus bekannt gibt. Einsätze finden auch abends, nachts und an Wochenenden statt; die Vorgaben des Arbeitszeitgesetzes werden eingehalten.';
  const minorTime =
    'Die Arbeitszeit richtet sich nach den Einsatzplänen. Das Arbeitsentgelt darf die Geringfügigkeitsgrenze (§ 8 Abs. 1 Nr. 1 SGB IV) im Monatsdurchschnitt nicht übersteigen; der/die Arbeitnehmer/in teilt dem Arbeitgeber jede weitere Beschäftigung unverzüglich mit.';
  const pension = {
    title: 'Rentenversicherung',
    body: d.data.socialSecurity.pensionInsuranceVoluntaryPayment
      ? 'Der/Die Arbeitnehmer/in hat erklärt, in der Rentenversicherung versicherungspflichtig bleiben und den Eigenanteil zum Rentenversicherungsbeitrag tragen zu wollen.'
      : 'Der/Die Arbeitnehmer/in hat erklärt, sich nach § 6 Abs. 1b SGB VI von der Rentenversicherungspflicht befreien zu lassen. Der Befreiungsantrag ist dem Arbeitgeber schriftlich vorzulegen.',
  };
  switch (d.registrationType) {
    case 'MODIFICATION_HELPER':
      return { subtitle: 'für Umbauhelfer/innen', activity: 'Umbau-, Einräum- und Einrichtungsarbeiten bei Markt-Umbauten und -Neueröffnungen', kind: 'sozialversicherungspflichtige Beschäftigung', workingTime: socialTime, extra: [] };
    case 'SOCIAL_SECURITY':
      return { subtitle: 'für sozialversicherungspflichtig Beschäftigte', activity: inventory, kind: 'sozialversicherungspflichtige Beschäftigung', workingTime: socialTime, extra: [] };
    case 'STOCK_REPLENISHMENT_SOCIAL_SECURITY':
      return { subtitle: 'für die Warenverräumung (sozialversicherungspflichtig)', activity: replenishment, kind: 'sozialversicherungspflichtige Beschäftigung', workingTime: socialTime, extra: [] };
    case 'MINOR_EMPLOYMENT':
      return { subtitle: 'für geringfügig Beschäftigte (Minijob)', activity: inventory, kind: 'geringfügig entlohnte Beschäftigung nach § 8 Abs. 1 Nr. 1 SGB IV', workingTime: minorTime, extra: [pension] };
    case 'STOCK_REPLENISHMENT_MINOR_EMPLOYMENT':
      return { subtitle: 'für die Warenverräumung (Minijob)', activity: replenishment, kind: 'geringfügig entlohnte Beschäftigung nach § 8 Abs. 1 Nr. 1 SGB IV', workingTime: minorTime, extra: [pension] };
    case 'WORKING_STUDENT':
      return {
        subtitle: 'für Werkstudent/innen',
        activity: inventory,
        kind: 'Beschäftigung als Werkstudent/in neben einem ordentlichen Studium',
        workingTime:
          'Die Arbeitszeit richtet sich nach den Einsatzplänen und beträgt während der Vorlesungszeit höchstens 20 Stunden wöchentlich; in den Semesterferien ist eine Ausweitung möglich. Der/Die Arbeitnehmer/in legt zu Beginn jedes Semesters eine gültige Immatrikulationsbescheinigung vor und teilt die Exmatrikulation unverzüglich mit.',
        extra: [pension],
      };
    case 'SHORT_TERM':
    default:
      return {
        subtitle: 'für kurzfristig Beschäftigte',
        activity: inventory,
        kind: 'kurzfristige Beschäftigung nach § 8 Abs. 1 Nr. 2 SGB IV',
        fixedTerm: true,
        workingTime:
          'Die Beschäftigung ist von vornherein auf höchstens drei Monate oder 70 Arbeitstage im Kalenderjahr begrenzt und wird nicht berufsmäßig ausgeübt.' +
          (days ? ` Nach Angabe des Arbeitnehmers/der Arbeitnehmerin wurden im laufenden Kalenderjahr bereits ${days} Tage kurzfristig bei anderen Arbeitgebern gearbeitet; diese werden angerechnet.` : ''),
        extra: [],
      };
  }
}

export function renderEmploymentContract(d: RegistrationDocumentData): Promise<Buffer> {
  const terms = contractTerms(d);
  const p = d.data.personal;
  const a = d.data.addressAndContact;
  return renderPdf(`Arbeitsvertrag ${nameOf(d.data)}`, (doc) => {
    doc.fontSize(9).fillColor('#555').text(`Erstellt am ${berlinDate(d.finishedAt)} · Registrierung ${d.uuid}`, { align: 'right' });
    doc.moveDown(1.5);
    doc.font('bold').fontSize(20).fillColor(ACCENT).text('Arbeitsvertrag');
    doc.font('regular').fontSize(12).fillColor('#000').text(terms.subtitle);
    doc.moveDown();
    doc.fontSize(10).text(`zwischen ${d.companyName} (nachfolgend „Arbeitgeber“)`);
    doc.moveDown(0.3);
    doc.text(`und ${nameOf(d.data)}, geboren am ${date(p.birthdate)}, wohnhaft ${text(a.street)}, ${text(a.zip)} ${text(a.city)} (nachfolgend „Arbeitnehmer/in“)`);
    doc.moveDown(0.3);
    doc.text('wird folgender Arbeitsvertrag geschlossen:');

    let n = 0;
    const section = (title: string, body: string) => paragraph(doc, `§ ${++n} ${title}`, body);
    section(
      'Beginn und Art der Beschäftigung',
      terms.fixedTerm
        ? `Das Arbeitsverhältnis beginnt am ____________________ und endet am ____________________, ohne dass es einer Kündigung bedarf. Es handelt sich um eine ${terms.kind}.`
        : `Das Arbeitsverhältnis beginnt am ____________________. Es handelt sich um eine ${terms.kind}. Die ersten sechs Monate gelten als Probezeit; in dieser Zeit kann das Arbeitsverhältnis mit einer Frist von zwei Wochen gekündigt werden.`,
    );
    section('Tätigkeit', `Der/Die Arbeitnehmer/in wird eingestellt für: ${terms.activity}. Einsatzorte sind die Märkte der Kunden des Arbeitgebers; die Anreise erfolgt nach den Regeln des Arbeitgebers zu Fahrt- und Beifahrerzeiten.`);
    section('Arbeitszeit', terms.workingTime);
    section('Vergütung', 'Der/Die Arbeitnehmer/in erhält einen Stundenlohn von ________ € brutto, mindestens den jeweils geltenden gesetzlichen Mindestlohn. Die Vergütung wird bis zum 15. des Folgemonats auf das im Personalfragebogen angegebene Konto überwiesen.');
    for (const extra of terms.extra) section(extra.title, extra.body);
    section('Urlaub', 'Der/Die Arbeitnehmer/in hat Anspruch auf den gesetzlichen Mindesturlaub nach dem Bundesurlaubsgesetz, bei weniger als fünf Arbeitstagen pro Woche anteilig.');
    section('Arbeitsverhinderung', 'Jede Arbeitsverhinderung ist dem Arbeitgeber unverzüglich mitzuteilen; bei Arbeitsunfähigkeit ist spätestens am dritten Tag eine ärztliche Bescheinigung vorzulegen.');
    section('Verschwiegenheit', 'Der/Die Arbeitnehmer/in verpflichtet sich, über Geschäfts- und Betriebsgeheimnisse des Arbeitgebers und seiner Kunden, insbesondere über Bestände und Zählergebnisse, auch nach dem Ende des Arbeitsverhältnisses Stillschweigen zu bewahren.');
    section('Schlussbestimmungen', 'Änderungen und Ergänzungen dieses Vertrages bedürfen der Schriftform. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.');

    doc.moveDown();
    doc.font('bold').text('Bitte unterschreiben Sie den Vertrag und bringen Sie ihn zu Ihrem ersten Einsatz mit.');
    doc.font('regular');
    signatures(doc, `Ort, Datum · ${d.companyName}`, `Ort, Datum · ${nameOf(d.data)}`);
  });
}

// ------------------------------------------------------------------ personnel questionnaire

export function renderPersonnelQuestionnaire(d: RegistrationDocumentData): Promise<Buffer> {
  const { personal: p, addressAndContact: a, banking: b, socialSecurity: s, education: e, tax: t, employment: m, citizenship: c, misc: x } = d.data;
  const minor = MINOR.includes(d.registrationType);
  const shortTerm = d.registrationType === 'SHORT_TERM';
  return renderPdf(`Personalfragebogen ${nameOf(d.data)}`, (doc) => {
    doc.fontSize(9).fillColor('#555').text(`Erstellt am ${berlinDate(d.finishedAt)} · Registrierung ${d.uuid}`, { align: 'right' });
    doc.moveDown(1.5);
    doc.font('bold').fontSize(20).fillColor(ACCENT).text('Personalfragebogen');
    doc.font('regular').fontSize(12).fillColor('#000').text(`${nameOf(d.data)} · ${REGISTRATION_TYPE_LABEL[d.registrationType] ?? d.registrationType}`);
    doc.fontSize(10);

    if (shortTerm) {
      heading(doc, 'Fragen zur kurzfristigen Beschäftigung');
      const q = d.data.shortTermQuestionnaire;
      row(doc, 'In Elternzeit', yesNo(q.parentalLeave));
      row(doc, 'Bezug staatlicher Leistungen', yesNo(q.stateBenefits));
      row(doc, 'Arbeitslos gemeldet', yesNo(q.unemployed));
      row(doc, 'Zwischen zwei Ausbildungen', yesNo(q.betweenTrainings));
    }

    heading(doc, 'Persönliche Angaben');
    row(doc, 'Nachname', text(p.lastName));
    row(doc, 'Vorname', text(p.firstName));
    row(doc, 'Geburtsname', text(p.birthName));
    row(doc, 'Geschlecht', p.sex ? SEX_LABEL[p.sex] ?? p.sex : '–');
    row(doc, 'Familienstand', p.maritalStatus ? MARITAL_STATUS_LABEL[p.maritalStatus] ?? p.maritalStatus : '–');
    row(doc, 'Geburtsdatum', date(p.birthdate));

    heading(doc, 'Anschrift und Kontakt');
    row(doc, 'Straße und Hausnummer', text(a.street));
    row(doc, 'PLZ, Ort', `${text(a.zip)} ${text(a.city)}`);
    row(doc, 'E-Mail', text(a.email));
    row(doc, 'Telefon', text(a.phone));

    heading(doc, 'Bankverbindung');
    row(doc, 'IBAN', text(b.iban?.replace(/(.{4})(?=.)/g, '$1 ') ?? null));
    row(doc, 'BIC', text(b.bic));

    heading(doc, 'Sozialversicherung');
    row(doc, 'Rentenversicherungsnummer', text(s.pensionInsuranceNumber));
    if (minor) row(doc, 'Freiwillige Zahlung Rentenversicherung', yesNo(s.pensionInsuranceVoluntaryPayment));
    row(doc, 'Krankenkasse', text(s.healthInsurance));
    if (s.children.length === 0) row(doc, 'Kinder', 'keine');
    s.children.forEach((child, i) => row(doc, `Kind ${i + 1}`, `${text(child.firstName)} ${text(child.lastName)}, geboren am ${date(child.birthdate)}`));

    heading(doc, 'Schul- und Berufsausbildung');
    row(doc, 'Höchster Schulabschluss', e.schoolEducation ? SCHOOL_EDUCATION_LABEL[e.schoolEducation] ?? e.schoolEducation : '–');
    row(doc, 'Höchste Berufsausbildung', e.professionalDegree ? PROFESSIONAL_DEGREE_LABEL[e.professionalDegree] ?? e.professionalDegree : '–');

    heading(doc, 'Steuer');
    row(doc, 'Steuerliche Identifikationsnummer', text(t.taxIdentNumber));
    row(doc, 'Steuerklasse', text(t.taxClass));
    row(doc, 'Kinderfreibeträge', number(t.childTaxCreditCount));

    heading(doc, 'Beschäftigung');
    row(doc, 'Hauptarbeitgeber', yesNo(m.mainEmployer));
    row(doc, 'Weitere Beschäftigungen', yesNo(m.otherEmployments));
    row(doc, 'Anderer Arbeitgeber im laufenden Jahr', yesNo(m.otherEmployerInCurrentYear));
    if (m.daysShortTermEmploymentC !== null) row(doc, 'Tage kurzfristiger Beschäftigung im laufenden Jahr', text(m.daysShortTermEmploymentC));

    heading(doc, 'Staatsangehörigkeit');
    row(doc, 'Staatsangehörigkeit', text(c.citizenship));
    row(doc, 'Geburtsort', text(c.birthplace));
    row(doc, 'Geburtsland', text(c.countryOfBirth));
    row(doc, 'EU-Bürger/in', yesNo(c.euCitizen));
    if (c.euCitizen === false) {
      row(doc, 'Aufenthaltserlaubnis gültig bis', date(c.residencePermitValidTo));
      row(doc, 'Reisepass gültig bis', date(c.passportValidTo));
      row(doc, 'Arbeitserlaubnis gültig bis', date(c.workPermitValidTo));
    }

    heading(doc, 'Sonstiges');
    row(doc, 'Selbstständig tätig', yesNo(x.selfEmployed));
    row(doc, 'Schwerbehindert', yesNo(x.disabled));
    if (shortTerm) row(doc, 'Student/in', yesNo(x.student));
    if (x.maxWeeklyHours !== null) row(doc, 'Maximale Wochenstunden', number(x.maxWeeklyHours));
    if (x.maxMonthlyCompensation !== null) row(doc, 'Maximaler Monatsverdienst', euro(x.maxMonthlyCompensation));
    if (x.miniJobCompensation !== null) row(doc, 'Verdienst aus anderem Minijob', euro(x.miniJobCompensation));

    heading(doc, 'Hochgeladene Nachweise');
    if (d.uploads.length === 0) row(doc, 'Nachweise', 'keine');
    for (const u of d.uploads) row(doc, FILE_CONTEXT_LABEL[u.context] ?? u.context, u.fileName);

    doc.moveDown();
    ensureSpace(doc, 60);
    doc.text('Ich versichere, dass die vorstehenden Angaben der Wahrheit entsprechen. Änderungen teile ich dem Arbeitgeber unverzüglich mit.', doc.page.margins.left);
    signatures(doc, 'Ort, Datum', `Unterschrift ${nameOf(d.data)}`);
  });
}

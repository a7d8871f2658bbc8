import { render, type Rendered } from './layout.js';

export interface RegistrationCodeData {
  code: string;
  /** The registration page. */
  link: string;
  /** Whom the applicant asks (the office's address; may be empty). */
  officeEmail: string;
}

/** To an applicant: the registration code and where to use it. */
export function renderRegistrationCode(d: RegistrationCodeData): Rendered {
  return render('Ihr Registrierungscode für den Inventurdienst', 'Ihre Registrierung', {
    paragraphs: ['Guten Tag,', 'mit dem folgenden Code können Sie sich beim Inventurdienst registrieren und Ihre Unterlagen hochladen.'],
    facts: [['Registrierungscode', d.code]],
    action: { label: 'Jetzt registrieren', link: d.link },
    after: [
      'Der Code ist nur für Sie bestimmt und begrenzt gültig.',
      ...(d.officeEmail ? [`Fragen? Schreiben Sie uns an ${d.officeEmail}.`] : []),
      'Mit freundlichen Grüßen',
      'Ihr Inventurdienst',
    ],
  });
}

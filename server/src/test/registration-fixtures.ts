/**
 * Complete, valid registration data per type: the input of the unit, integration and contract tests.
 * Shared by server/src (unit, integration) and tests/api (contract), like the http client.
 */
import { REGISTRATION_TYPES, type RegistrationTypeName } from '@inv/domain';

export const VALID_IBAN = 'DE89370400440532013000';
export const VALID_BIC = 'COBADEFFXXX';

type Type = RegistrationTypeName;

export { REGISTRATION_TYPES };

const MINOR: readonly string[] = ['MINOR_EMPLOYMENT', 'WORKING_STUDENT', 'STOCK_REPLENISHMENT_MINOR_EMPLOYMENT'];

/** The sections one step saves, as a client sends them; `dateAhead` is a date after today (permits). */
export function registrationSteps(type: Type, o: { firstName?: string; lastName?: string; dateAhead?: string; birthdate?: string } = {}) {
  const steps: Record<string, Record<string, any>> = {};
  if (type === 'SHORT_TERM') {
    steps.questionnaire = { shortTermQuestionnaire: { parentalLeave: false, stateBenefits: false, unemployed: false, betweenTrainings: false } };
  }
  steps.personal = {
    personal: { sex: 'female', firstName: o.firstName ?? 'Zofia', lastName: o.lastName ?? 'Wiśniewska-Groß', birthName: 'Nowak', maritalStatus: 'single', birthdate: o.birthdate ?? '1998-03-14' },
  };
  steps.address = { addressAndContact: { street: 'Lindenstraße 12', zip: '04109', city: 'Leipzig', email: 'zofia@example.de', phone: '0341 1234567' } };
  steps.banking = { banking: { bic: 'coba de ff xxx', iban: 'de89 3704 0044 0532 0130 00' } };
  steps.tax = {
    socialSecurity: {
      pensionInsuranceNumber: '12 140398 W 012',
      healthInsurance: 'AOK Plus',
      children: [{ firstName: 'Mia', lastName: 'Wiśniewska', birthdate: '2020-06-01' }],
      ...(MINOR.includes(type) ? { pensionInsuranceVoluntaryPayment: false } : {}),
    },
    education: { schoolEducation: 'upper_secondary', professionalDegree: 'bachelor' },
    tax: { taxIdentNumber: '65 929 970 489', taxClass: 1, childTaxCreditCount: 0.5 },
  };
  steps.employment = {
    employment: {
      mainEmployer: type !== 'SHORT_TERM',
      otherEmployments: false,
      otherEmployerInCurrentYear: type === 'SHORT_TERM',
      ...(type === 'SHORT_TERM' ? { daysShortTermEmploymentC: 12 } : {}),
    },
  };
  steps.citizenship = {
    citizenship:
      type === 'SHORT_TERM' && o.dateAhead
        ? { citizenship: 'ukrainisch', birthplace: 'Lwiw', countryOfBirth: 'Ukraine', euCitizen: false, residencePermitValidTo: o.dateAhead, passportValidTo: o.dateAhead, workPermitValidTo: o.dateAhead }
        : { citizenship: 'polnisch', birthplace: 'Krakau', countryOfBirth: 'Polen', euCitizen: true },
  };
  steps.misc = {
    misc: { selfEmployed: false, disabled: false, ...(type === 'SHORT_TERM' ? { student: true } : {}), maxWeeklyHours: 20 },
  };
  return steps;
}

/** Every step merged into one body (what a finish with the whole registration sends). */
export function completeRegistration(type: Type, o: Parameters<typeof registrationSteps>[1] = {}) {
  return Object.assign({}, ...Object.values(registrationSteps(type, o))) as Record<string, Record<string, any>>;
}

/** Uploads a type needs before finishing: [context] lists. */
export function requiredUploads(type: Type): string[] {
  if (type === 'SHORT_TERM') return ['HEALTH_INSURANCE', 'MISC'];
  if (type === 'WORKING_STUDENT') return ['MISC'];
  return [];
}

/** The smallest valid PDF and PNG files, and a text file that only pretends to be a PDF. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/MediaBox[0 0 3 3]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const FAKE_PDF = Buffer.from('Dies ist keine PDF-Datei, nur Text mit der Endung .pdf\n');

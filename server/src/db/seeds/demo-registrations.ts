import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { renderPdf } from '../../documents/pdf.js';
import { AppSetting } from '../../modules/settings/app-setting.entity.js';
import { Registration, RegistrationCode } from '../../modules/registrations/registration.entity.js';
import { RegistrationFileContext, RegistrationType } from '../../modules/registrations/registration.enums.js';
import type { RegistrationInput } from '../../modules/registrations/registration.types.js';
import type { Services } from '../../services.js';

/**
 * The demo registration codes, one per type, printed in the README. Single use like every code
 * (a used one is gone; the office issues new ones) and without expiry.
 */
export const DEMO_REGISTRATION_CODES: Readonly<Record<RegistrationType, string>> = {
  MODIFICATION_HELPER: 'UMBA',
  SOCIAL_SECURITY: 'SOZI',
  STOCK_REPLENISHMENT_SOCIAL_SECURITY: 'WARE',
  MINOR_EMPLOYMENT: 'MINI',
  WORKING_STUDENT: 'WERK',
  STOCK_REPLENISHMENT_MINOR_EMPLOYMENT: 'AUFF',
  SHORT_TERM: 'KURZ',
};

const MARKER = 'demo.registrations';

const minijobber = {
  personal: { sex: 'female', firstName: 'Sophie', lastName: 'Wagner', birthName: null, maritalStatus: 'single', birthdate: '2001-08-19' },
  addressAndContact: { street: 'Karl-Liebknecht-Straße 40', zip: '04275', city: 'Leipzig', email: 'sophie.wagner@example.de', phone: '0176 23456789' },
  banking: { bic: 'BYLADEM1001', iban: 'DE02120300000000202051' },
  socialSecurity: { pensionInsuranceNumber: '65190801W023', pensionInsuranceVoluntaryPayment: false, healthInsurance: 'Techniker Krankenkasse', children: [] },
  education: { schoolEducation: 'upper_secondary', professionalDegree: 'vocational_training' },
  tax: { taxIdentNumber: '57549285017', taxClass: 1, childTaxCreditCount: null },
  employment: { mainEmployer: false, otherEmployments: true, otherEmployerInCurrentYear: true },
  citizenship: { citizenship: 'deutsch', birthplace: 'Halle (Saale)', countryOfBirth: 'Deutschland', euCitizen: true },
  misc: { selfEmployed: false, disabled: false, maxWeeklyHours: 10, miniJobCompensation: 250 },
};

const student = {
  shortTermQuestionnaire: { parentalLeave: false, stateBenefits: false, unemployed: false, betweenTrainings: false },
  personal: { sex: 'male', firstName: 'Jonas', lastName: 'Becker', birthName: null, maritalStatus: 'single', birthdate: '2003-02-07' },
  addressAndContact: { street: 'Jahnallee 59', zip: '04109', city: 'Leipzig', email: 'jonas.becker@example.de', phone: '0157 34567890' },
  banking: { bic: 'INGDDEFFXXX', iban: 'DE02500105170137075030' },
  socialSecurity: { pensionInsuranceNumber: null, healthInsurance: 'AOK PLUS', children: [] },
  education: { schoolEducation: 'upper_secondary', professionalDegree: 'without' },
  tax: { taxIdentNumber: '86095742719', taxClass: 1, childTaxCreditCount: null },
  employment: { mainEmployer: false, otherEmployments: false, otherEmployerInCurrentYear: true, daysShortTermEmploymentC: 14 },
  citizenship: { citizenship: 'deutsch', birthplace: 'Dresden', countryOfBirth: 'Deutschland', euCitizen: true },
  misc: { selfEmployed: false, disabled: false, student: true, maxWeeklyHours: 20 },
};

// A 1×1 PNG standing in for a photographed insurance card.
const CARD_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const upload = (filename: string, content: Buffer) => ({ filename, createReadStream: () => Readable.from([content]) });

/**
 * Demo registrations, once per database (a marker setting remembers it): the codes above and two
 * finished registrations with their generated documents (a minijob and a short-term student with
 * uploads). Runs after the services exist, because finishing writes the documents to the file store.
 */
export async function seedDemoRegistrations(em: EntityManager, services: Pick<Services, 'registrations' | 'registrationFiles'>): Promise<boolean> {
  if (await em.findOne(AppSetting, { name: MARKER })) return false;
  await em.transactional(async (tx) => {
    for (const [type, code] of Object.entries(DEMO_REGISTRATION_CODES)) {
      if (await tx.findOne(RegistrationCode, { code })) continue;
      tx.create(RegistrationCode, { code, registrationType: type as RegistrationType, createdBy: 'buero', validUntil: null });
    }
  });

  const register = async (type: RegistrationType, data: object, uploads: [RegistrationFileContext, ReturnType<typeof upload>][] = []) => {
    const reg = em.create(Registration, { uuid: randomUUID(), registrationType: type });
    await em.flush();
    // As an applicant would: the uploads a step requires come before saving that step.
    for (const [context, file] of uploads) await services.registrationFiles.upload(em, reg.uuid, context, file);
    await services.registrations.update(em, reg.uuid, data as RegistrationInput);
    await services.registrations.finish(em, reg.uuid);
  };
  await register(RegistrationType.MINOR_EMPLOYMENT, minijobber);
  const proof = await renderPdf('Immatrikulationsbescheinigung', (doc) => {
    doc.fontSize(16).text('Immatrikulationsbescheinigung (Demo)');
    doc.moveDown().fontSize(11).text('Jonas Becker ist im Wintersemester an der Universität Leipzig eingeschrieben.');
  });
  await register(RegistrationType.SHORT_TERM, student, [
    [RegistrationFileContext.HEALTH_INSURANCE, upload('Versichertenkarte.png', CARD_PNG)],
    [RegistrationFileContext.MISC, upload('Immatrikulationsbescheinigung.pdf', proof)],
  ]);
  // Last: an interrupted run is repeated at the next start.
  em.create(AppSetting, { name: MARKER, value: new Date().toISOString() });
  await em.flush();
  return true;
}

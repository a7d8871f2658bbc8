import type { RegistrationFormFieldsFragment } from '@/generated/registrations';

/** For unit tests: a registration as the server answers it, empty sections unless given. */
export function loaded(over: Partial<RegistrationFormFieldsFragment> = {}): RegistrationFormFieldsFragment {
  return {
    uuid: '6b9c1c4e-0000-4000-8000-000000000001',
    registrationType: 'SHORT_TERM',
    group: 'SHORT_TERM',
    shortTermQuestionnaire: { parentalLeave: null, stateBenefits: null, unemployed: null, betweenTrainings: null },
    personal: { sex: null, lastName: null, birthName: null, firstName: null, maritalStatus: null, birthdate: null },
    addressAndContact: { street: null, zip: null, city: null, email: null, phone: null },
    banking: { bic: null, iban: null },
    socialSecurity: { pensionInsuranceNumber: null, pensionInsuranceVoluntaryPayment: null, healthInsurance: null, children: [] },
    education: { schoolEducation: null, professionalDegree: null },
    tax: { taxIdentNumber: null, taxClass: null, childTaxCreditCount: null },
    employment: { mainEmployer: null, otherEmployments: null, otherEmployerInCurrentYear: null, daysShortTermEmploymentC: null },
    citizenship: { citizenship: null, birthplace: null, countryOfBirth: null, euCitizen: null, residencePermitValidTo: null, passportValidTo: null, workPermitValidTo: null },
    misc: { selfEmployed: null, disabled: null, student: null, maxWeeklyHours: null, maxMonthlyCompensation: null, miniJobCompensation: null },
    files: [],
    ...over,
  };
}


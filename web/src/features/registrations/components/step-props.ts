import type { RegistrationInfoQuery, RegistrationType } from '@/generated/registrations';
import type { FormValues } from '../registration-form';

/**
 * What every step of the applicant's flow gets. The fields bind to the flow's formik form by name;
 * `values` are the form's values, for the fields and lines that show depending on the answers.
 */
export interface StepProps {
  uuid: string;
  type: RegistrationType;
  values: FormValues;
  info: RegistrationInfoQuery['registrationInfo'];
  /** The IBAN as last loaded or saved (masked). */
  savedIban: string;
  /** The registration was finished elsewhere (410, e.g. answered to an upload). */
  onGone: () => void;
}

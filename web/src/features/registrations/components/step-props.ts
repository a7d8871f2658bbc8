import type { RegistrationFileContext, RegistrationFileFieldsFragment, RegistrationInfoQuery, RegistrationType } from '@/generated/registrations';
import type { FormValues } from '../registration-form';
import type { StepErrors } from '../registration-validation';

export type SetSection = <S extends keyof FormValues>(section: S, change: Partial<FormValues[S]>) => void;

/** What every data step of the applicant's flow gets. */
export interface StepProps {
  uuid: string;
  type: RegistrationType;
  values: FormValues;
  set: SetSection;
  errors: StepErrors;
  info: RegistrationInfoQuery['registrationInfo'];
  /** The IBAN as last loaded or saved (masked). */
  savedIban: string;
  files: readonly RegistrationFileFieldsFragment[];
  /** Upload area events: a file arrived or went; the registration was finished elsewhere (410). */
  onUploaded: (file: RegistrationFileFieldsFragment) => void;
  onDeleted: (context: RegistrationFileContext, fileName: string) => void;
  onGone: () => void;
}

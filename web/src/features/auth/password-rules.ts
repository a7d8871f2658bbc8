/** Client-side mirror of the password change rules (spec 1 §5); the server decides. */
export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordForm, 'currentRequired' | 'newTooShort' | 'mismatch'>>;

export function validatePasswordForm(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.currentPassword) errors.currentPassword = 'currentRequired';
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = 'newTooShort';
  if (!form.repeat || form.repeat !== form.newPassword) errors.repeat = 'mismatch';
  return errors;
}

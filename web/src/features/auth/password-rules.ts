import { i18n } from '@/i18n/i18n';
import { yup } from '@/shared/form/yup';

/** Client-side mirror of the password change rules (spec 1 §5); the server decides. */
export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

export const EMPTY_PASSWORD_FORM: PasswordForm = { currentPassword: '', newPassword: '', repeat: '' };

/** The password change form: the current password, at least 8 characters, the same again. */
export const passwordSchema = () =>
  yup.object({
    currentPassword: yup.string().default('').required(i18n.t('auth.password.currentRequired')),
    newPassword: yup
      .string()
      .default('')
      .test('length', i18n.t('auth.password.newTooShort'), (s) => (s ?? '').length >= MIN_PASSWORD_LENGTH),
    repeat: yup
      .string()
      .default('')
      .test('same', i18n.t('auth.password.mismatch'), function (s) {
        return !!s && s === (this.parent as PasswordForm).newPassword;
      }),
  });

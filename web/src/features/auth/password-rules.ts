import { isLongEnoughPassword, PASSWORD_MESSAGES } from '@inv/domain';
import { yup } from '@/shared/form/yup';

/** The password change rules and messages are @inv/domain's (spec 1 §5), which the server refuses by too. */

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

export const EMPTY_PASSWORD_FORM: PasswordForm = { currentPassword: '', newPassword: '', repeat: '' };

/** The password change form: the current password, at least 8 characters, the same again. */
export const passwordSchema = () =>
  yup.object({
    currentPassword: yup.string().default('').required(PASSWORD_MESSAGES.currentRequired),
    newPassword: yup
      .string()
      .default('')
      .test('length', PASSWORD_MESSAGES.newTooShort, (s) => isLongEnoughPassword(s)),
    repeat: yup
      .string()
      .default('')
      .test('same', PASSWORD_MESSAGES.mismatch, function (s) {
        return !!s && s === (this.parent as PasswordForm).newPassword;
      }),
  });

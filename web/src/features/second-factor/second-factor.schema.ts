import { i18n } from '@/i18n/i18n';
import { yup } from '@/shared/form/yup';
import './texts';

export interface CodeValues {
  code: string;
}

export const EMPTY_CODE: CodeValues = { code: '' };

/** Confirming the enrolment: the app's six digits ('Bitte den 6-stelligen Code eingeben.'). */
export const enrolmentCodeSchema = () =>
  yup.object({
    code: yup
      .string()
      .default('')
      .trim()
      .matches(/^\d{6}$/, i18n.t('secondFactor.codeRequired')),
  });

/** Removing the second factor: the app's code or a recovery code, so only something must be entered. */
export const disableCodeSchema = () =>
  yup.object({
    code: yup.string().default('').trim().required(i18n.t('secondFactor.codeRequired')),
  });

/** The code as sent: without the blanks a copy and paste brings along. */
export const codeOf = (values: CodeValues) => values.code.trim();

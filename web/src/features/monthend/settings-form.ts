import type { PayrollExportProfile, PayrollExportSettingsFieldsFragment } from '@/generated/monthend';
import { clientNumberProblem, consultantNumberProblem, wageTypeNumberProblem } from '@inv/domain';
import { yup } from '@/shared/form/yup';
import './texts';

export const WAGE_TYPES = ['hourlyWork', 'salary', 'travel', 'passenger', 'cateringTaxFree', 'miscPerDiem', 'breakfastDeduction'] as const;
export type WageType = (typeof WAGE_TYPES)[number];

export interface SettingsValues {
  profile: PayrollExportProfile;
  consultantNumber: string;
  clientNumber: string;
  wageTypes: Record<WageType, string>;
}

export const settingsValues = (s: PayrollExportSettingsFieldsFragment): SettingsValues => ({
  profile: s.profile,
  consultantNumber: s.consultantNumber,
  clientNumber: s.clientNumber,
  wageTypes: Object.fromEntries(WAGE_TYPES.map((w) => [w, s.wageTypes[w]])) as Record<WageType, string>,
});

/**
 * Server paths of the settings input → the form's fields: 'input.wageTypes.salary' → 'wageTypes.salary';
 * a bare component name ('salary') is its wage type field too.
 */
export const SETTINGS_PREFIXES: Readonly<Record<string, string>> = {
  'input.': '',
  ...Object.fromEntries(WAGE_TYPES.flatMap((w) => [[w, `wageTypes.${w}`], [`input.${w}`, `wageTypes.${w}`]])),
};

/**
 * The export settings: @inv/domain's rules and messages, which the server refuses by too (consultant
 * number 4–7 digits, client number 1–5 digits, both required for DATEV LODAS; every wage type number
 * 1–4 digits).
 */
export const settingsSchema = () =>
  yup.object({
    profile: yup.string().default('SAGE'),
    consultantNumber: yup
      .string()
      .default('')
      .test('consultantNumber', function (v) {
        const problem = consultantNumberProblem(v ?? '', (this.parent as SettingsValues).profile);
        return problem ? this.createError({ message: problem }) : true;
      }),
    clientNumber: yup
      .string()
      .default('')
      .test('clientNumber', function (v) {
        const problem = clientNumberProblem(v ?? '', (this.parent as SettingsValues).profile);
        return problem ? this.createError({ message: problem }) : true;
      }),
    wageTypes: yup.object(
      Object.fromEntries(
        WAGE_TYPES.map((w) => [
          w,
          yup
            .string()
            .default('')
            .test('digits', function (v) {
              const problem = wageTypeNumberProblem(v ?? '');
              return problem ? this.createError({ message: problem }) : true;
            }),
        ]),
      ),
    ),
  });

/** The input as sent: every number trimmed. */
export const toSettingsInput = (v: SettingsValues) => ({
  profile: v.profile,
  consultantNumber: v.consultantNumber.trim(),
  clientNumber: v.clientNumber.trim(),
  wageTypes: Object.fromEntries(WAGE_TYPES.map((w) => [w, v.wageTypes[w].trim()])),
});

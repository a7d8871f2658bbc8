import type { PayrollExportProfile, PayrollExportSettingsFieldsFragment } from '@/generated/monthend';
import { i18n } from '@/i18n/i18n';
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

const message = (key: string) => () => i18n.t(`monthend.settings.validation.${key}`);
const trimmed = (re: RegExp) => (v: string | undefined) => re.test((v ?? '').trim());

/**
 * The export settings, the server's rules mirrored: consultant number 4–7 digits, client number
 * 1–5 digits, both required for DATEV LODAS; every wage type number 1–4 digits. The server repeats them.
 */
export const settingsSchema = () =>
  yup.object({
    profile: yup.string().default('SAGE'),
    consultantNumber: yup
      .string()
      .default('')
      .test('required', message('consultantNumberRequired'), function (v) {
        return (this.parent as SettingsValues).profile !== 'DATEV_LODAS' || !!v?.trim();
      })
      .test('digits', message('consultantNumberInvalid'), (v) => !v?.trim() || trimmed(/^\d{4,7}$/)(v)),
    clientNumber: yup
      .string()
      .default('')
      .test('required', message('clientNumberRequired'), function (v) {
        return (this.parent as SettingsValues).profile !== 'DATEV_LODAS' || !!v?.trim();
      })
      .test('digits', message('clientNumberInvalid'), (v) => !v?.trim() || trimmed(/^\d{1,5}$/)(v)),
    wageTypes: yup.object(
      Object.fromEntries(WAGE_TYPES.map((w) => [w, yup.string().default('').test('digits', message('wageTypeNumberInvalid'), trimmed(/^\d{1,4}$/))])),
    ),
  });

/** The input as sent: every number trimmed. */
export const toSettingsInput = (v: SettingsValues) => ({
  profile: v.profile,
  consultantNumber: v.consultantNumber.trim(),
  clientNumber: v.clientNumber.trim(),
  wageTypes: Object.fromEntries(WAGE_TYPES.map((w) => [w, v.wageTypes[w].trim()])),
});

import type { PayrollExportProfile, PayrollExportSettingsFieldsFragment } from '@/generated/monthend';
import { clientNumberProblem, consultantNumberProblem, PAYROLL_COMPONENTS, type PayrollComponent, processingKeyProblem, wageTypeNumberProblem } from '@inv/domain';
import { yup } from '@/shared/form/yup';
import './texts';

/** The components of the payroll file in its order (@inv/domain), each with a wage type number and a LODAS processing key. */
export const WAGE_TYPES = PAYROLL_COMPONENTS;
export type WageType = PayrollComponent;

export interface SettingsValues {
  profile: PayrollExportProfile;
  consultantNumber: string;
  clientNumber: string;
  wageTypes: Record<WageType, string>;
  processingKeys: Record<WageType, string>;
  exportSalary: boolean;
}

const perComponent = (source: Record<WageType, string>) => Object.fromEntries(WAGE_TYPES.map((w) => [w, source[w]])) as Record<WageType, string>;

export const settingsValues = (s: PayrollExportSettingsFieldsFragment): SettingsValues => ({
  profile: s.profile,
  consultantNumber: s.consultantNumber,
  clientNumber: s.clientNumber,
  wageTypes: perComponent(s.wageTypes),
  processingKeys: perComponent(s.processingKeys),
  exportSalary: s.exportSalary,
});

/**
 * Server paths of the settings input → the form's fields: 'input.wageTypes.salary' → 'wageTypes.salary',
 * 'input.processingKeys.salary' → 'processingKeys.salary'; a bare component name ('salary') is its wage
 * type field too.
 */
export const SETTINGS_PREFIXES: Readonly<Record<string, string>> = {
  'input.': '',
  ...Object.fromEntries(WAGE_TYPES.flatMap((w) => [[w, `wageTypes.${w}`], [`input.${w}`, `wageTypes.${w}`]])),
};

const digits = (problemOf: (v: string) => string | null) =>
  yup
    .string()
    .default('')
    .test('digits', function (v) {
      const problem = problemOf(v ?? '');
      return problem ? this.createError({ message: problem }) : true;
    });

/**
 * The export settings: @inv/domain's rules and messages, which the server refuses by too (consultant
 * number 4–7 digits, client number 1–5 digits, both required for DATEV LODAS; every wage type number
 * 1–4 digits; every processing key 1–2 digits, the width of LODAS's bs_nr).
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
    wageTypes: yup.object(Object.fromEntries(WAGE_TYPES.map((w) => [w, digits(wageTypeNumberProblem)]))),
    processingKeys: yup.object(Object.fromEntries(WAGE_TYPES.map((w) => [w, digits(processingKeyProblem)]))),
    exportSalary: yup.boolean().default(false),
  });

/** The input as sent: every number trimmed. */
export const toSettingsInput = (v: SettingsValues) => ({
  profile: v.profile,
  consultantNumber: v.consultantNumber.trim(),
  clientNumber: v.clientNumber.trim(),
  wageTypes: Object.fromEntries(WAGE_TYPES.map((w) => [w, v.wageTypes[w].trim()])),
  processingKeys: Object.fromEntries(WAGE_TYPES.map((w) => [w, v.processingKeys[w].trim()])),
  exportSalary: v.exportSalary,
});

import { perDiemSettingsProblems } from '@inv/domain';
import type { PerDiemSettingsFieldsFragment } from '@/generated/monthend';
import { i18n } from '@/i18n/i18n';
import { formatDecimalInput, parseDecimal } from '@/shared/format';
import { yup } from '@/shared/form/yup';
import './texts';

/** The per-diem settings as typed: the amounts as a list ("0, 8, 16, 32"), the deduction in EUR with a comma ("4,80"). */
export interface PerDiemSettingsValues {
  cateringChoices: string;
  miscChoices: string;
  breakfastDeduction: string;
}

export const PER_DIEM_SETTINGS_PREFIXES: Readonly<Record<string, string>> = { 'input.': '' };

export const perDiemSettingsValues = (s: PerDiemSettingsFieldsFragment): PerDiemSettingsValues => ({
  cateringChoices: formatChoices(s.cateringChoices),
  miscChoices: formatChoices(s.miscChoices),
  breakfastDeduction: formatDecimalInput(s.breakfastDeduction).replace(/^(\d+)$/, '$1,00'),
});

export const formatChoices = (choices: readonly number[]) => choices.join(', ');

/** "0, 8; 16 32" → [0, 8, 16, 32]; null when a part is no whole number (the amounts are whole euros). */
export function parseChoices(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (!parts.every((p) => /^\d+$/.test(p))) return null;
  return parts.map(Number);
}

/** The input as sent, or null for a field that cannot be read (the schema reports it). */
export function toPerDiemSettingsInput(v: PerDiemSettingsValues) {
  const breakfast = parseDecimal(v.breakfastDeduction);
  return {
    cateringChoices: parseChoices(v.cateringChoices),
    miscChoices: parseChoices(v.miscChoices),
    breakfastDeduction: breakfast === null || Number.isNaN(breakfast) ? null : breakfast,
  };
}

/**
 * The per-diem settings: text that cannot be read is refused here; what can be read goes through
 * @inv/domain's perDiemSettingsProblems, which the server refuses by too (1–10 distinct whole amounts
 * 0–999 EUR including 0; the breakfast deduction 0–100 EUR with at most two decimals).
 */
export const perDiemSettingsSchema = () => {
  const problemOf = (field: keyof PerDiemSettingsValues, values: PerDiemSettingsValues): string | null => {
    const input = toPerDiemSettingsInput(values);
    if (field !== 'breakfastDeduction' && input[field] === null) return i18n.t('monthend.perDiems.choicesUnreadable');
    if (field === 'breakfastDeduction' && input.breakfastDeduction === null) return i18n.t('monthend.perDiems.deductionUnreadable');
    const problem = perDiemSettingsProblems({
      ...(input.cateringChoices ? { cateringChoices: input.cateringChoices } : {}),
      ...(input.miscChoices ? { miscChoices: input.miscChoices } : {}),
      ...(input.breakfastDeduction !== null ? { breakfastDeduction: input.breakfastDeduction } : {}),
    }).find((p) => p.path === field || p.path.startsWith(`${field}.`) || p.path.startsWith(`${field}[`));
    return problem?.message ?? null;
  };
  const field = (name: keyof PerDiemSettingsValues) =>
    yup
      .string()
      .default('')
      .test(name, function check() {
        const problem = problemOf(name, this.parent as PerDiemSettingsValues);
        return problem ? this.createError({ message: problem }) : true;
      });
  return yup.object({ cateringChoices: field('cateringChoices'), miscChoices: field('miscChoices'), breakfastDeduction: field('breakfastDeduction') });
};

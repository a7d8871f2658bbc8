import { DEFAULT_PER_DIEM_SETTINGS } from '@inv/domain';
import { usePerDiemSettingsQuery } from '@/generated/graphql';

/** The amounts the per-diem dialogs offer and the breakfast deduction, as the office set them (month-end settings). */
export interface PerDiemChoices {
  catering: readonly number[];
  misc: readonly number[];
  /** EUR per breakfast provided. */
  breakfastDeduction: number;
}

/** The spec's amounts: what the selects show, disabled, until the stored settings have arrived. */
export const DEFAULT_PER_DIEM_CHOICES: PerDiemChoices = {
  catering: DEFAULT_PER_DIEM_SETTINGS.cateringChoices,
  misc: DEFAULT_PER_DIEM_SETTINGS.miscChoices,
  breakfastDeduction: DEFAULT_PER_DIEM_SETTINGS.breakfastDeduction,
};

/** The stored per-diem settings; `loaded` false while they are fetched (the choices then are the defaults). */
export function usePerDiemChoices(skip = false): PerDiemChoices & { loaded: boolean } {
  const { data } = usePerDiemSettingsQuery({ skip, fetchPolicy: 'cache-and-network' });
  const s = data?.perDiemSettings;
  return s ? { catering: s.cateringChoices, misc: s.miscChoices, breakfastDeduction: s.breakfastDeduction, loaded: true } : { ...DEFAULT_PER_DIEM_CHOICES, loaded: false };
}

/** The options of an amount select: the allowed amounts, and a stored amount no longer allowed so it stays visible (the form then says it is invalid). */
export function amountOptions(choices: readonly number[], current: number | null | undefined): number[] {
  return current == null || choices.includes(current) ? [...choices] : [...choices, current].sort((a, b) => a - b);
}

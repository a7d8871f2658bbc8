/**
 * The roll-cage counts of an inventory confirmation (spec 3 §5): while storage is checked both are
 * required and whole numbers ≥ 0; without storage they are not asked. The server refuses by this rule
 * (422), the public page and the planning dialog check it before sending.
 */
export const ROLL_CAGE_FIELDS = ['storageRollCageCount', 'storageFreezerRollCageCount'] as const;
export type RollCageField = (typeof ROLL_CAGE_FIELDS)[number];

export const ROLL_CAGE_MESSAGES: Readonly<Record<RollCageField, { required: string; invalid: string }>> = {
  storageRollCageCount: {
    required: 'Anzahl Rollwagen Lager ist erforderlich',
    invalid: 'Anzahl Rollwagen Lager muss eine ganze Zahl ≥ 0 sein',
  },
  storageFreezerRollCageCount: {
    required: 'Anzahl Rollwagen Tiefkühllager ist erforderlich',
    invalid: 'Anzahl Rollwagen Tiefkühllager muss eine ganze Zahl ≥ 0 sein',
  },
};

/** The problem of a count while storage is checked (null/undefined: not given; NaN: typed text that is no number), else null. */
export function rollCageCountProblem(field: RollCageField, value: number | null | undefined): string | null {
  if (value == null) return ROLL_CAGE_MESSAGES[field].required;
  return Number.isSafeInteger(value) && value >= 0 ? null : ROLL_CAGE_MESSAGES[field].invalid;
}

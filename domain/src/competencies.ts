/**
 * The eleven competency flags of an employee (spec 1 §3 Employee competencies, spec 3 §3
 * EmployeeCompetency), in the order every screen and export shows them.
 */
export const COMPETENCY_FLAGS = [
  'allrounder',
  'quickCounter',
  'fruitAndVegetables',
  'checkout',
  'flowers',
  'storage',
  'storageManagement',
  'weigh',
  'reuse',
  'check',
  'targetActualComparison',
] as const;
export type CompetencyFlag = (typeof COMPETENCY_FLAGS)[number];

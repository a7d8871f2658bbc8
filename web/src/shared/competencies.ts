import { employees } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';

/** The eleven competency flags of spec 1 §3 / spec 3 §3 EmployeeCompetency, in this order. */
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

/** i18n key of a flag's German name; the names live once, in employees.json (employees.competencies.flags). */
export const competencyLabelKey = (flag: CompetencyFlag) => `employees.competencies.flags.${flag}` as const;

// The employee page and the inventories' competencies tab both show these names; whichever loads first brings them.
addTexts({ employees: { competencies: employees.competencies } });

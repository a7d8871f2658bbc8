import { employees } from 'virtual:i18n-de';
import type { CompetencyFlag } from '@inv/domain';
import { addTexts } from '@/i18n/i18n';

/** The flags themselves and their order are @inv/domain's (spec 1 §3), shared with the server. */
export { COMPETENCY_FLAGS, type CompetencyFlag } from '@inv/domain';

/** i18n key of a flag's German name; the names live once, in employees.json (employees.competencies.flags). */
export const competencyLabelKey = (flag: CompetencyFlag) => `employees.competencies.flags.${flag}` as const;

// The employee page and the inventories' competencies tab both show these names; whichever loads first brings them.
addTexts({ employees: { competencies: employees.competencies } });

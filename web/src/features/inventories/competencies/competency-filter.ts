import type { CompetencyFilterInput } from '@/generated/inventories';
import { COMPETENCY_FLAGS } from '@/shared/competencies';
import { triState, wholeNumber } from '../gates';

const text = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);

/** The filter row (column id → value) as the `employeeCompetencies` filter argument (spec 3 §7). */
export function toCompetencyFilter(filters: Readonly<Record<string, string>>): CompetencyFilterInput {
  const filter: CompetencyFilterInput = {
    employeeId: wholeNumber(filters.employeeId),
    firstName: text(filters.firstName),
    lastName: text(filters.lastName),
    companyLocationId: wholeNumber(filters.location),
  };
  for (const flag of COMPETENCY_FLAGS) filter[flag] = triState(filters[flag]);
  return filter;
}

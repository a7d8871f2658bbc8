import { PlaceholderTab } from '../placeholder-tab';

/** Placeholder until issue 15's work on this tab lands. */
export function CompetenciesTab() {
  return <PlaceholderTab tab="competencies" />;
}

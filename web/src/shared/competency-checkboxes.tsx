import { Checkbox, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { COMPETENCY_FLAGS, type CompetencyFlag, competencyLabelKey } from './competencies';

export type CompetencyFlags = Record<CompetencyFlag, boolean>;

/** The eleven competencies as checkboxes: the employee's card and the competencies table edit them alike. */
export function CompetencyCheckboxes({ flags, onChange }: { flags: CompetencyFlags; onChange: (next: CompetencyFlags) => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      {COMPETENCY_FLAGS.map((f) => (
        <Checkbox.Root key={f} checked={flags[f]} onCheckedChange={(e) => onChange({ ...flags, [f]: e.checked === true })} colorPalette="brand">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t(competencyLabelKey(f))}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </SimpleGrid>
  );
}

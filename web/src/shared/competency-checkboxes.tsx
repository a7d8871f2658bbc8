import { Checkbox, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useBinding } from './form/binding';
import { COMPETENCY_FLAGS, type CompetencyFlag, competencyLabelKey } from './competencies';

export type CompetencyFlags = Record<CompetencyFlag, boolean>;

/** Bound to a formik form by `name` (the flags object), or controlled by `flags`/`onChange`. */
type Binding =
  | { name: string; flags?: undefined; onChange?: (next: CompetencyFlags) => void }
  | { name?: undefined; flags: CompetencyFlags; onChange: (next: CompetencyFlags) => void };

/** The eleven competencies as checkboxes: the employee's card and the competencies table edit them alike. */
export function CompetencyCheckboxes(props: Binding) {
  const { t } = useTranslation();
  const { value: flags, onChange } = useBinding<CompetencyFlags>(
    props.name === undefined ? { value: props.flags, onChange: props.onChange } : { name: props.name, onChange: props.onChange },
  );
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

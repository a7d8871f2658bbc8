import { SegmentGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The two ways a list of the inventories area is shown (spec 3 §2.6: tasks, company locations). */
export type ListView = 'table' | 'list';

/** The view from the query parameter `view`; without one, phones get the list and wider screens the table. */
export const viewOf = (param: string | null, phone: boolean): ListView => (param === 'table' || param === 'list' ? param : phone ? 'list' : 'table');

/** Table / list switch, the same on every list of the area; the caller keeps the choice in `?view=`. */
export function ViewSwitch({ value, onChange, testId }: { value: ListView; onChange: (view: ListView) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <SegmentGroup.Root size="sm" value={value} onValueChange={(e) => e.value && onChange(e.value as ListView)} aria-label={t('inventories.views.label')} data-testid={testId}>
      <SegmentGroup.Indicator />
      <SegmentGroup.Items
        items={[
          { value: 'table', label: t('inventories.views.table') },
          { value: 'list', label: t('inventories.views.list') },
        ]}
      />
    </SegmentGroup.Root>
  );
}

import { Combobox, createListCollection, Portal } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeOption } from '../findings';

/**
 * The employee filter: an autocomplete over the employees the month's findings name. The typed text is the
 * field's own; the caller remounts it (key) when the filter is reset from outside.
 */
export function EmployeeFilter({ options, value, onChange }: { options: readonly EmployeeOption[]; value: number | null; onChange: (employeeId: number | null) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const selected = options.find((o) => o.employeeId === value);
  const collection = useMemo(() => {
    const term = input.trim().toLocaleLowerCase('de');
    // The input shows the chosen name: then every employee is offered again, not only that one.
    const matching = !term || term === selected?.name.toLocaleLowerCase('de') ? options : options.filter((o) => `${o.name} ${o.employeeId}`.toLocaleLowerCase('de').includes(term));
    return createListCollection({ items: matching, itemToString: (o) => o.name, itemToValue: (o) => String(o.employeeId) });
  }, [options, input, selected]);

  return (
    <Combobox.Root
      collection={collection}
      value={selected ? [String(selected.employeeId)] : []}
      defaultInputValue={selected?.name ?? ''}
      onInputValueChange={(e) => setInput(e.inputValue)}
      onValueChange={(e) => {
        const id = e.value[0];
        onChange(id ? Number(id) : null);
      }}
      openOnClick
      w={{ base: 'full', md: '64' }}
      data-testid="compliance-filter-employee"
    >
      <Combobox.Label>{t('compliance.filters.employee')}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={t('compliance.filters.employeePlaceholder')} bg="bg" data-testid="compliance-filter-employee-input" />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label={t('compliance.filters.clearEmployee')} />
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{t('compliance.filters.noEmployee')}</Combobox.Empty>
            {collection.items.map((o) => (
              <Combobox.Item key={o.employeeId} item={o} data-testid="compliance-employee-option">
                {o.name}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

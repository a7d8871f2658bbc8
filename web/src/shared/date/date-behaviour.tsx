import { useTranslation } from 'react-i18next';
import { formatDate } from '../format';
import { Calendar } from './calendar';
import { parseDateInput } from './date-input';
import type { Behaviour } from './picker-input';

/** Bounds of a day picker, YYYY-MM-DD, and where it opens while the field is empty. */
export interface DayBounds {
  min?: string;
  max?: string;
  /** Where the picker opens while the field is empty (a birthday picker starts 18 years back). */
  pickerStart?: string;
}

const display = (iso: string) => formatDate(iso);

/**
 * A calendar day: accepts DD.MM.YYYY or YYYY-MM-DD, otherwise says
 * 'Ungültiges Datum. Erlaubt sind DD.MM.YYYY oder YYYY-MM-DD' (spec 1 §5). The value is YYYY-MM-DD.
 */
export function useDayBehaviour({ min, max, pickerStart }: DayBounds): Behaviour {
  const { t } = useTranslation();
  return {
    parse: parseDateInput,
    display,
    placeholder: t('dates.datePlaceholder'),
    invalidMessage: t('dates.invalidDate'),
    renderPicker: (_close, select, value) => (
      <Calendar value={parseDateInput(value).kind === 'valid' ? value : null} start={pickerStart} min={min} max={max} onSelect={select} />
    ),
  };
}

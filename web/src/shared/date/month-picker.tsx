import { Box, Button, Grid, HStack, IconButton, Text } from '@chakra-ui/react';
import { DateTime, Info } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { formatMonth, LOCALE, ZONE } from '../format';
import { parseMonthInput } from './date-input';
import { PickerField, type PickerFieldProps } from './picker-field';
import '../ui-texts';

export type MonthPickerProps = PickerFieldProps & {
  /** Bounds, YYYY-MM (a wage month cannot lie before the earliest valid date, spec 1 §5). */
  min?: string;
  max?: string;
};

const display = (isoMonth: string) => formatMonth(`${isoMonth}-01`);

/** A month as MM.YYYY (also typed as YYYY-MM); the value is YYYY-MM. */
export function MonthPicker({ min, max, ...props }: MonthPickerProps) {
  const { t } = useTranslation();
  return (
    <PickerField
      {...props}
      parse={parseMonthInput}
      display={display}
      placeholder={t('dates.monthPlaceholder')}
      invalidMessage={t('dates.invalidMonth')}
      renderPicker={(_close, select, value) => (
        <MonthGrid value={parseMonthInput(value).kind === 'valid' ? value : null} min={min} max={max} onSelect={select} />
      )}
    />
  );
}

interface MonthGridProps {
  value: string | null;
  min?: string;
  max?: string;
  onSelect: (isoMonth: string) => void;
}

/** Twelve months of one year; months outside min/max cannot be chosen. */
export function MonthGrid({ value, min, max, onSelect }: MonthGridProps) {
  const { t } = useTranslation();
  const fallback = min && min > DateTime.now().setZone(ZONE).toFormat('yyyy-MM') ? min : undefined;
  const [year, setYear] = useState(() => Number((value ?? fallback ?? DateTime.now().setZone(ZONE).toFormat('yyyy')).slice(0, 4)));
  const names = Info.months('short', { locale: LOCALE });
  const minYear = min ? Number(min.slice(0, 4)) : undefined;
  const maxYear = max ? Number(max.slice(0, 4)) : undefined;
  return (
    <Box data-testid="month-grid" w="64">
      <HStack justify="space-between" mb="2">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('dates.previousYear')}
          disabled={minYear !== undefined && year <= minYear}
          onClick={() => setYear(year - 1)}
        >
          <LuChevronLeft />
        </IconButton>
        <Text fontWeight="semibold">{year}</Text>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('dates.nextYear')}
          disabled={maxYear !== undefined && year >= maxYear}
          onClick={() => setYear(year + 1)}
        >
          <LuChevronRight />
        </IconButton>
      </HStack>
      <Grid templateColumns="repeat(3, 1fr)" gap="1">
        {names.map((name, i) => {
          const iso = `${year}-${String(i + 1).padStart(2, '0')}`;
          const selected = iso === value;
          return (
            <Button
              key={iso}
              size="sm"
              variant={selected ? 'solid' : 'ghost'}
              colorPalette={selected ? 'brand' : 'gray'}
              disabled={(min !== undefined && iso < min) || (max !== undefined && iso > max)}
              aria-pressed={selected}
              aria-label={display(iso)}
              onClick={() => onSelect(iso)}
            >
              {name.replace('.', '')}
            </Button>
          );
        })}
      </Grid>
    </Box>
  );
}

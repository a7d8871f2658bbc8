import { Box, Button, Grid, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { DateTime, Info } from 'luxon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { ISO_DATE, LOCALE, ZONE } from '../format';
import '../ui-texts';

interface CalendarProps {
  /** Selected day, YYYY-MM-DD. */
  value: string | null;
  /** The month shown first when nothing is selected, YYYY-MM-DD. */
  start?: string;
  min?: string;
  max?: string;
  onSelect: (iso: string) => void;
}

const weekdays = () => Info.weekdays('short', { locale: LOCALE }).map((d) => d.replace('.', ''));

function yearRange(shown: number, min?: string, max?: string): number[] {
  const thisYear = DateTime.now().setZone(ZONE).year;
  const from = min ? Number(min.slice(0, 4)) : Math.min(1930, shown);
  const to = max ? Number(max.slice(0, 4)) : Math.max(thisYear + 10, shown);
  return Array.from({ length: to - from + 1 }, (_, i) => to - i);
}

/** A month of days (weeks start on Monday, spec 1 §1) with month and year selects for far jumps. */
export function Calendar({ value, start, min, max, onSelect }: CalendarProps) {
  const { t } = useTranslation();
  const initial = DateTime.fromISO(value ?? start ?? DateTime.now().setZone(ZONE).toFormat(ISO_DATE), { zone: ZONE });
  const [shown, setShown] = useState(() => (initial.isValid ? initial : DateTime.now().setZone(ZONE)).startOf('month'));
  const today = DateTime.now().setZone(ZONE).toFormat(ISO_DATE);

  const days = useMemo(() => {
    const first = shown.startOf('month');
    const lead = first.weekday - 1;
    return Array.from({ length: 42 }, (_, i) => first.plus({ days: i - lead }));
  }, [shown]);

  const disabled = (iso: string) => (min !== undefined && iso < min) || (max !== undefined && iso > max);
  const months = Info.months('long', { locale: LOCALE });

  return (
    <Box data-testid="calendar" minW="64">
      <HStack gap="1" mb="2">
        <IconButton size="xs" variant="ghost" aria-label={t('dates.previousMonth')} onClick={() => setShown(shown.minus({ months: 1 }))}>
          <LuChevronLeft />
        </IconButton>
        <NativeSelect.Root size="xs" flex="1">
          <NativeSelect.Field
            aria-label={t('dates.month')}
            value={shown.month}
            onChange={(e) => setShown(shown.set({ month: Number(e.currentTarget.value) }))}
          >
            {months.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="xs" w="20">
          <NativeSelect.Field
            aria-label={t('dates.year')}
            value={shown.year}
            onChange={(e) => setShown(shown.set({ year: Number(e.currentTarget.value) }))}
          >
            {yearRange(shown.year, min, max).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <IconButton size="xs" variant="ghost" aria-label={t('dates.nextMonth')} onClick={() => setShown(shown.plus({ months: 1 }))}>
          <LuChevronRight />
        </IconButton>
      </HStack>
      <Grid templateColumns="repeat(7, 1fr)" gap="1" role="grid">
        {weekdays().map((d) => (
          <Text key={d} textAlign="center" fontSize="xs" color="fg.muted" role="columnheader">
            {d}
          </Text>
        ))}
        {days.map((d) => {
          const iso = d.toFormat(ISO_DATE);
          const selected = iso === value;
          const outside = d.month !== shown.month;
          return (
            <Button
              key={iso}
              size="xs"
              minW="8"
              px="0"
              variant={selected ? 'solid' : iso === today ? 'outline' : 'ghost'}
              colorPalette={selected ? 'brand' : 'gray'}
              color={outside && !selected ? 'fg.subtle' : undefined}
              disabled={disabled(iso)}
              aria-label={d.setLocale(LOCALE).toFormat('d. MMMM yyyy')}
              aria-pressed={selected}
              onClick={() => onSelect(iso)}
            >
              {d.day}
            </Button>
          );
        })}
      </Grid>
    </Box>
  );
}

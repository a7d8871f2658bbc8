import { NativeSelect, Stack, Field } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/date/date-field';
import { isIsoDate } from '@/shared/date/date-input';
import { type DateRange, type Preset, PRESETS, presetOf, presetRange } from '../range';

/** Presets of spec 3 §2.2 plus a custom from/to; only a complete, ordered range is passed on. */
export function RangePicker({ value, onChange }: { value: DateRange; onChange: (r: DateRange) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const preset = presetOf(value);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ base: 'stretch', sm: 'flex-end' }} flexWrap="wrap">
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label htmlFor={id}>{t('orders.overview.range')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id={id}
            data-testid="range-preset"
            value={preset}
            onChange={(e) => {
              const v = e.currentTarget.value;
              if (v !== 'custom') onChange(presetRange(v as Preset));
            }}
          >
            {PRESETS.map((p) => (
              <option key={p} value={p}>
                {t(`orders.overview.presets.${p}`)}
              </option>
            ))}
            <option value="custom">{t('orders.overview.presets.custom')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Stack direction="row" gap="2" flex={{ base: 'unset', sm: '0 0 auto' }}>
        <DateField
          label={t('orders.overview.from')}
          value={value.from}
          testId="range-from"
          onChange={(from) => isIsoDate(from) && from <= value.to && onChange({ ...value, from })}
        />
        <DateField
          label={t('orders.overview.to')}
          value={value.to}
          testId="range-to"
          onChange={(to) => isIsoDate(to) && to >= value.from && onChange({ ...value, to })}
        />
      </Stack>
    </Stack>
  );
}

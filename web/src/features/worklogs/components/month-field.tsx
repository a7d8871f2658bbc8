import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthPicker } from '@/shared/date/month-picker';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The page's month picker: typed text stays local until it is a valid month not after `max`. */
export function MonthField({ value, max, onChange }: { value: string; max: string; onChange: (yearMonth: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Box w={{ base: 'full', sm: '56' }}>
      <MonthPicker
        label={t('worklogs.month')}
        value={text}
        max={max}
        testId="worklogs-month"
        onChange={(v) => {
          setText(v);
          if (YEAR_MONTH.test(v) && v <= max) onChange(v);
        }}
      />
    </Box>
  );
}

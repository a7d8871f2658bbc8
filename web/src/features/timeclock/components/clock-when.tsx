import { Box, Button, CloseButton, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuClock } from 'react-icons/lu';
import { DayField } from '@/shared/date/day-field';
import { now } from '@/shared/format';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

interface ClockWhenProps {
  date: string;
  min: string;
  max: string;
  onDate: (date: string) => void;
  /** HH:mm, or null for "now" (the server takes its own clock). */
  time: string | null;
  onTime: (time: string | null) => void;
}

/**
 * Day and time a clock request is booked with (spec 2 §3 Clock request: date, time). The time stays
 * "now" unless the team leader sets one, e.g. for someone who started before the phone came out.
 */
export function ClockWhen({ date, min, max, onDate, time, onTime }: ClockWhenProps) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" wrap="wrap" align="end">
      <Box w="48" css={{ '& input': { background: 'bg' } }}>
        <DayField label={t('timeclock.order.date')} value={date} min={min} max={max} onChange={(d) => d && onDate(d)} testId="clock-date" />
      </Box>
      <Box>
        <Text asChild fontSize="sm" fontWeight="medium" display="block" mb="1.5">
          <label htmlFor="clock-time">{t('timeclock.order.time')}</label>
        </Text>
        {time === null ? (
          <Button
            id="clock-time"
            variant="outline"
            bg="bg"
            minW="28"
            onClick={() => onTime(now().toFormat('HH:mm'))}
            aria-label={`${t('timeclock.order.time')}: ${t('timeclock.order.timeNow')} – ${t('timeclock.order.timeSet')}`}
            data-testid="clock-time-now"
          >
            <LuClock />
            {t('timeclock.order.timeNow')}
          </Button>
        ) : (
          <TimeInput value={time} onChange={onTime} />
        )}
      </Box>
    </Flex>
  );
}

/** HH:mm typed (24 h, spec 2 §9); only a complete time is taken, the field says when it is not one. */
function TimeInput({ value, onChange }: { value: string; onChange: (time: string | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const valid = HHMM.test(text);
  return (
    <Flex gap="1" align="center">
      <Input
        id="clock-time"
        bg="bg"
        w="24"
        inputMode="numeric"
        placeholder="HH:mm"
        autoComplete="off"
        maxLength={5}
        value={text}
        aria-invalid={!valid || undefined}
        borderColor={valid ? 'orange.400' : 'border.error'}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          if (HHMM.test(next)) onChange(next);
        }}
        data-testid="clock-time"
      />
      <CloseButton size="md" aria-label={t('timeclock.order.timeReset')} title={t('timeclock.order.timeReset')} onClick={() => onChange(null)} />
    </Flex>
  );
}

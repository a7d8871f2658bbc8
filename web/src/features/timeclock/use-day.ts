import { DateTime } from 'luxon';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { todayIso, ZONE } from '@/shared/format';
import { useToday } from '@/shared/use-today';

/** A YYYY-MM-DD calendar day, or null. */
export function validDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return DateTime.fromISO(value, { zone: ZONE }).isValid ? value : null;
}

/** The chosen day of the timeclock (query `date`, default today in Berlin); today leaves the query empty. */
export function useDay() {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const date = validDay(params.get('date')) ?? today;
  const setDate = useCallback(
    (next: string) => {
      const day = validDay(next);
      if (!day) return;
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          if (day === todayIso()) q.delete('date');
          else q.set('date', day);
          return q;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { date, setDate, isToday: date === today, query: date === today ? '' : `?date=${date}` };
}

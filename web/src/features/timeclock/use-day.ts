import { DateTime } from 'luxon';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { todayIso, ZONE } from '@/shared/format';

/** A YYYY-MM-DD calendar day, or null. */
export function validDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return DateTime.fromISO(value, { zone: ZONE }).isValid ? value : null;
}

/** How often the page looks whether the day has changed under it. */
const DAY_CHECK_MS = 30_000;

/**
 * Today in Berlin, rendered anew when the day changes while the page is open (a night shift: the team
 * leader's page turns to the new day after midnight by itself) or when the phone comes back from the
 * pocket.
 */
export function useToday(): string {
  const [today, setToday] = useState(todayIso);
  useEffect(() => {
    const check = () => setToday(todayIso());
    const timer = setInterval(check, DAY_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  return today;
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

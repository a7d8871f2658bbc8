import { useEffect, useState } from 'react';
import { todayIso } from '@/shared/format';

/** How often a page looks whether the day has changed under it. */
const DAY_CHECK_MS = 30_000;

/**
 * Today in Berlin (YYYY-MM-DD), rendered anew when the day changes while the page is open (a night
 * shift: the team leader's page and the header's date turn to the new day after midnight by
 * themselves) or when the phone comes back from the pocket.
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

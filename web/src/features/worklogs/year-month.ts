import { useSearchParams } from 'react-router';
import { now } from '@/shared/format';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const currentYearMonth = () => now().toFormat('yyyy-MM');

/** A valid ?yearMonth= value not after `max`; anything else falls back to `max` (the current month). */
export function resolveYearMonth(value: string | null, max: string): string {
  return value && YEAR_MONTH.test(value) && value <= max ? value : max;
}

/** The month of the page, kept in the query `?yearMonth=` (spec 1 §2.6, spec 2 §2.7). */
export function useYearMonth() {
  const [params, setParams] = useSearchParams();
  const max = currentYearMonth();
  const yearMonth = resolveYearMonth(params.get('yearMonth'), max);
  const setYearMonth = (next: string) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        q.set('yearMonth', next);
        return q;
      },
      { replace: true },
    );
  return { yearMonth, setYearMonth, max, params, setParams };
}

import { useEffect, useRef } from 'react';

/** Calls `effect(value)` once `value` has stayed unchanged for `ms`; skips the first render. */
export function useDebouncedEffect<T>(value: T, ms: number, effect: (value: T) => void) {
  const first = useRef(true);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Sets (or, with null, removes) one query parameter, replacing the history entry: a filter is no step back. */
export function useSetParam(): (key: string, value: string | null) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (key, value) =>
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          if (value === null) q.delete(key);
          else q.set(key, value);
          return q;
        },
        { replace: true },
      ),
    [setParams],
  );
}

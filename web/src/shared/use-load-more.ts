import { useEffect, useRef, useState } from 'react';

/**
 * Infinite scrolling for server-paged lists: loads the next page when the sentinel element scrolls
 * into view (200 px ahead), one request at a time.
 */
export function useLoadMore(hasMore: boolean, count: number, load: () => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = async () => {
    if (loadingMore || !hasMore) return;
    setLoadingMore(true);
    try {
      await load();
    } finally {
      setLoadingMore(false);
    }
  };

  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void latest.current(), {
      rootMargin: '200px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, count]);

  return { sentinel, loadingMore };
}

/** Appends a fetched page to the rows already shown, skipping rows that shifted into it. */
export function appendPage<T>(shown: readonly T[], next: readonly T[], idOf: (row: T) => unknown): T[] {
  const seen = new Set(shown.map(idOf));
  return [...shown, ...next.filter((row) => !seen.has(idOf(row)))];
}

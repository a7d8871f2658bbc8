import { useMemo, useState } from 'react';
import { compareDe } from '@inv/domain';

/** Statistic tables show 10 rows per page (spec 3 §9). */
export const PAGE_SIZE = 10;

export interface Sort {
  key: string;
  desc: boolean;
}

export type SortValue = (row: never) => string | number | null | undefined;

/** Sorts by one value; null values last in both directions, ties in the original order (German collation for text). */
export function sortRows<T>(rows: readonly T[], value: (row: T) => string | number | null | undefined, desc: boolean): T[] {
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((a, b) => {
      if (a.v === null || a.v === undefined) return b.v === null || b.v === undefined ? a.i - b.i : 1;
      if (b.v === null || b.v === undefined) return -1;
      const c = typeof a.v === 'number' && typeof b.v === 'number' ? a.v - b.v : compareDe(String(a.v), String(b.v));
      return (desc ? -c : c) || a.i - b.i;
    })
    .map((x) => x.row);
}

/**
 * Client-side sorting and paging of a loaded list (the statistics answers are small and complete):
 * default sort by name, a click on the sorted column flips its direction, a new sort starts on page 1.
 */
export function useSortedPage<T>(rows: readonly T[], values: Record<string, (row: T) => string | number | null | undefined>, initial: Sort) {
  const [sort, setSort] = useState<Sort>(initial);
  const [page, setPage] = useState(0);
  const value = values[sort.key] ?? values[initial.key]!;
  const sorted = useMemo(() => sortRows(rows, value, sort.desc), [rows, value, sort.desc]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  return {
    sort,
    toggle: (key: string) => {
      setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: false }));
      setPage(0);
    },
    page: current,
    pageCount,
    setPage,
    total: sorted.length,
    rows: sorted.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE),
  };
}

export type SortedPage<T> = ReturnType<typeof useSortedPage<T>>;

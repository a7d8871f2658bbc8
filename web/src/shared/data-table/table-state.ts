import { useCallback, useMemo, useState } from 'react';

/** Page sizes of spec 1 §2.4 / §9; 'all' asks the server for everything (size 0). */
export const PAGE_SIZES = [25, 50, 100, 250, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
/** Filter inputs wait this long after the last keystroke (spec 1 §9). */
export const FILTER_DEBOUNCE_MS = 300;

export interface SortState {
  field: string;
  desc: boolean;
}

/** What the server is asked for: 0-based page, size, sort and one filter value per column. */
export interface TableQueryState {
  page: number;
  size: PageSize;
  sort: SortState | null;
  filters: Readonly<Record<string, string>>;
}

export function initialTableState(partial: Partial<TableQueryState> = {}): TableQueryState {
  return { page: 0, size: DEFAULT_PAGE_SIZE, sort: null, filters: {}, ...partial };
}

/** The `sort` argument: 'field' or 'field,desc'. */
export const sortParam = (sort: SortState | null): string | undefined =>
  sort ? (sort.desc ? `${sort.field},desc` : sort.field) : undefined;

/** The `size` argument: 0 means all. */
export const sizeParam = (size: PageSize): number => (size === 'all' ? 0 : size);

/** A click on a column header: a new column sorts ascending, the sorted one flips direction. */
export function toggleSort(current: SortState | null, field: string): SortState {
  return current?.field === field ? { field, desc: !current.desc } : { field, desc: false };
}

export function withPage(state: TableQueryState, page: number): TableQueryState {
  return { ...state, page: Math.max(0, page) };
}

/** A new page size starts again on the first page. */
export function withSize(state: TableQueryState, size: PageSize): TableQueryState {
  return { ...state, size, page: 0 };
}

export function withSort(state: TableQueryState, field: string): TableQueryState {
  return { ...state, sort: toggleSort(state.sort, field), page: 0 };
}

/** A changed filter starts again on the first page; an empty value removes the filter. */
export function withFilter(state: TableQueryState, column: string, value: string): TableQueryState {
  const filters = { ...state.filters };
  if (value.trim() === '') delete filters[column];
  else filters[column] = value;
  return { ...state, filters, page: 0 };
}

export interface PageInfo {
  /** 1-based first and last row shown, 0 when there are none. */
  from: number;
  to: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageInfo(state: TableQueryState, total: number, rowsShown: number): PageInfo {
  const size = state.size === 'all' ? Math.max(total, 1) : state.size;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const from = rowsShown === 0 ? 0 : state.page * size + 1;
  return {
    from,
    to: rowsShown === 0 ? 0 : from + rowsShown - 1,
    pageCount,
    hasPrevious: state.page > 0,
    hasNext: state.page + 1 < pageCount,
  };
}

export function useTableState(initial: Partial<TableQueryState> = {}) {
  const [state, setState] = useState(() => initialTableState(initial));
  return [state, setState] as const;
}

// ------------------------------------------------------------------ column visibility

export interface VisibilityColumn {
  id: string;
  hiddenByDefault?: boolean;
  /** Cannot be hidden (e.g. the settings column). */
  alwaysVisible?: boolean;
}

export function defaultVisibility(columns: readonly VisibilityColumn[]): Record<string, boolean> {
  return Object.fromEntries(columns.map((c) => [c.id, c.alwaysVisible || !c.hiddenByDefault]));
}

function readStored(key: string | undefined): Record<string, boolean> | undefined {
  if (!key) return undefined;
  try {
    const raw = window.localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, boolean>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which columns show: defaults from the column definitions, the user's choice kept in localStorage
 * under `storageKey`. Columns added later fall back to their default; `alwaysVisible` ones always show.
 */
export function useColumnVisibility(columns: readonly VisibilityColumn[], storageKey?: string) {
  const [choice, setChoice] = useState<Record<string, boolean>>(() => readStored(storageKey) ?? {});
  const visible = useMemo(() => {
    const defaults = defaultVisibility(columns);
    return Object.fromEntries(columns.map((c) => [c.id, c.alwaysVisible ? true : (choice[c.id] ?? defaults[c.id])]));
  }, [columns, choice]);

  const store = useCallback(
    (next: Record<string, boolean>) => {
      setChoice(next);
      if (!storageKey) return;
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Private mode or a full storage: the choice lasts for this visit only.
      }
    },
    [storageKey],
  );
  const setVisible = useCallback((id: string, show: boolean) => store({ ...visible, [id]: show }), [store, visible]);
  const reset = useCallback(() => store({}), [store]);
  return { visible, setVisible, reset };
}

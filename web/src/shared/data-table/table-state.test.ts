import { describe, expect, it } from 'vitest';
import {
  defaultVisibility,
  initialTableState,
  pageInfo,
  sizeParam,
  sortParam,
  toggleSort,
  withFilter,
  withPage,
  withSize,
  withSort,
} from './table-state';

describe('table query state (spec 1 §2.4)', () => {
  it('starts on page 0 with 25 rows', () => {
    expect(initialTableState()).toEqual({ page: 0, size: 25, sort: null, filters: {} });
  });

  it("sends sort as 'field' or 'field,desc' and 'Alle' as size 0", () => {
    expect(sortParam({ field: 'lastName', desc: false })).toBe('lastName');
    expect(sortParam({ field: 'wage', desc: true })).toBe('wage,desc');
    expect(sortParam(null)).toBeUndefined();
    expect(sizeParam(250)).toBe(250);
    expect(sizeParam('all')).toBe(0);
  });

  it('a header click sorts a new column ascending and flips the sorted one', () => {
    expect(toggleSort(null, 'lastName')).toEqual({ field: 'lastName', desc: false });
    expect(toggleSort({ field: 'lastName', desc: false }, 'lastName')).toEqual({ field: 'lastName', desc: true });
    expect(toggleSort({ field: 'lastName', desc: true }, 'lastName')).toEqual({ field: 'lastName', desc: false });
    expect(toggleSort({ field: 'lastName', desc: true }, 'wage')).toEqual({ field: 'wage', desc: false });
  });

  it('sorting, a new page size and a changed filter start again on the first page', () => {
    const onPage3 = withPage(initialTableState(), 3);
    expect(withSort(onPage3, 'wage').page).toBe(0);
    expect(withSize(onPage3, 100)).toMatchObject({ page: 0, size: 100 });
    expect(withFilter(onPage3, 'lastName', 'Kr')).toMatchObject({ page: 0, filters: { lastName: 'Kr' } });
    expect(withFilter(withFilter(onPage3, 'lastName', 'Kr'), 'lastName', ' ').filters).toEqual({});
    expect(withPage(onPage3, -1).page).toBe(0);
  });

  it('pageInfo tells the rows shown and whether there is a previous or next page', () => {
    const state = initialTableState();
    expect(pageInfo(state, 64, 25)).toEqual({ from: 1, to: 25, pageCount: 3, hasPrevious: false, hasNext: true });
    expect(pageInfo(withPage(state, 2), 64, 14)).toEqual({ from: 51, to: 64, pageCount: 3, hasPrevious: true, hasNext: false });
    expect(pageInfo(withSize(state, 'all'), 64, 64)).toEqual({ from: 1, to: 64, pageCount: 1, hasPrevious: false, hasNext: false });
    expect(pageInfo(state, 0, 0)).toEqual({ from: 0, to: 0, pageCount: 1, hasPrevious: false, hasNext: false });
  });

  it('columns hidden by default start hidden; always visible ones cannot be hidden', () => {
    expect(
      defaultVisibility([{ id: 'a' }, { id: 'b', hiddenByDefault: true }, { id: 'c', alwaysVisible: true, hiddenByDefault: true }]),
    ).toEqual({ a: true, b: false, c: true });
  });
});

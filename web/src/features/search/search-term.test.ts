import { describe, expect, it } from 'vitest';
import { moveHighlight, searchTerm } from './search-term';

describe('global search rule (spec 3 §2.12, §9): 3 characters or a number', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['Mü', null],
    [' ab ', null],
    ['Mül', 'Mül'],
    ['  Müller  ', 'Müller'],
    ['7', '7'],
    [' 42 ', '42'],
    ['1010', '1010'],
    ['4a', null],
    ['-1', null],
    ['1 2', '1 2'],
  ])('%j → %j', (input, expected) => {
    expect(searchTerm(input)).toBe(expected);
  });

  it('treats a missing parameter as nothing to search', () => {
    expect(searchTerm(null)).toBeNull();
    expect(searchTerm(undefined)).toBeNull();
  });
});

describe('moveHighlight: arrow keys through all hits', () => {
  it('starts at the first hit going down and at the last going up', () => {
    expect(moveHighlight(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveHighlight(-1, 'ArrowUp', 3)).toBe(2);
  });

  it('moves one step and wraps at both ends', () => {
    expect(moveHighlight(0, 'ArrowDown', 3)).toBe(1);
    expect(moveHighlight(2, 'ArrowDown', 3)).toBe(0);
    expect(moveHighlight(1, 'ArrowUp', 3)).toBe(0);
    expect(moveHighlight(0, 'ArrowUp', 3)).toBe(2);
  });

  it('highlights nothing without hits', () => {
    expect(moveHighlight(0, 'ArrowDown', 0)).toBe(-1);
    expect(moveHighlight(-1, 'ArrowUp', 0)).toBe(-1);
  });
});

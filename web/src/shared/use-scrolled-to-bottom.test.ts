import { describe, expect, it } from 'vitest';
import { isScrolledToBottom } from './use-scrolled-to-bottom';

describe('scrolled to the bottom (spec 3 §2.7: the create button hides there)', () => {
  it('is true at the end of a page taller than the screen', () => {
    expect(isScrolledToBottom(844, 1156, 2000)).toBe(true);
    expect(isScrolledToBottom(844, 1150, 2000)).toBe(true); // within the slack
  });

  it('is false above the end', () => {
    expect(isScrolledToBottom(844, 0, 2000)).toBe(false);
    expect(isScrolledToBottom(844, 1000, 2000)).toBe(false);
  });

  it('is false on a page that does not scroll', () => {
    expect(isScrolledToBottom(844, 0, 844)).toBe(false);
    expect(isScrolledToBottom(844, 0, 500)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { appendPage } from './use-load-more';

describe('appendPage', () => {
  it('appends the next page and skips rows already shown (a row that shifted pages)', () => {
    const shown = [{ id: 1 }, { id: 2 }];
    expect(appendPage(shown, [{ id: 2 }, { id: 3 }], (r) => r.id)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });
  it('keeps the order of both pages', () => {
    expect(appendPage([{ k: 'b' }], [{ k: 'a' }, { k: 'c' }], (r) => r.k).map((r) => r.k)).toEqual(['b', 'a', 'c']);
  });
});

import { describe, expect, it } from 'vitest';
import { changesOf, historyValue } from './history';

describe('edit history values', () => {
  const yn = { yes: 'Ja', no: 'Nein' };
  it('shows flags as Ja/Nein and days as DD.MM.YYYY', () => {
    expect(historyValue('drinks', true, yn)).toBe('Ja');
    expect(historyValue('validFrom', '2025-03-15', yn)).toBe('15.03.2025');
    expect(historyValue('notes', null, yn)).toBe('');
    expect(historyValue('positions', 300, yn)).toBe('300');
  });
  it('ignores malformed change lists', () => {
    expect(changesOf(null)).toEqual([]);
    expect(changesOf([{ field: 'notes', from: null, to: 'x' }, { nope: 1 }])).toEqual([{ field: 'notes', from: null, to: 'x' }]);
  });
});

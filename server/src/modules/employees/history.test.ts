import { describe, expect, it } from 'vitest';
import { chainValidTo, classify, currentEntry, isEditable, type Dated } from './history.js';

const e = (validFrom: string, validTo: string | null = null, id = validFrom): Dated & { id: string } => ({ id, validFrom, validTo });

describe('currentEntry / classify (spec 1 §4)', () => {
  const today = '2026-11-23';
  const history = chainValidTo([e('2025-01-01'), e('2026-03-01'), e('2026-12-01'), e('2027-02-01'), e('2027-06-01')]);

  it('current is the entry in effect today, next the one after it, future the rest', () => {
    const c = classify(history, today);
    expect(c.current?.validFrom).toBe('2026-03-01');
    expect(c.next?.validFrom).toBe('2026-12-01');
    expect(c.future.map((x) => x.validFrom)).toEqual(['2027-02-01', '2027-06-01']);
    expect(c.past.map((x) => x.validFrom)).toEqual(['2025-01-01']);
  });

  it('an entry that ended before today is not current', () => {
    expect(currentEntry([e('2026-01-01', '2026-10-31')], today)).toBeUndefined();
    expect(currentEntry([e('2026-01-01', '2026-11-23')], today)?.validFrom).toBe('2026-01-01');
  });

  it('without a current entry, next is the first future one', () => {
    const c = classify([e('2027-01-01'), e('2027-03-01')], today);
    expect(c.current).toBeUndefined();
    expect(c.next?.validFrom).toBe('2027-01-01');
    expect(c.future.map((x) => x.validFrom)).toEqual(['2027-03-01']);
  });

  it('a day-based entry starting earlier this month is current', () => {
    expect(currentEntry(chainValidTo([e('2025-05-01'), e('2026-11-15')]), today)?.validFrom).toBe('2026-11-15');
  });

  it('order of input does not matter', () => {
    expect(currentEntry([e('2026-03-01'), e('2025-01-01')], today)?.validFrom).toBe('2026-03-01');
  });
});

describe('chainValidTo', () => {
  it('ends each entry the day before its successor; the last keeps its own end', () => {
    const chained = chainValidTo([e('2026-03-01'), e('2025-01-01', '2030-01-01'), e('2027-01-01', '2027-12-31')]);
    expect(chained.map((x) => [x.validFrom, x.validTo])).toEqual([
      ['2025-01-01', '2026-02-28'],
      ['2026-03-01', '2026-12-31'],
      ['2027-01-01', '2027-12-31'],
    ]);
  });
  it('drops an end before the start', () => {
    expect(chainValidTo([e('2027-01-01', '2026-01-01')])[0].validTo).toBeNull();
  });
});

describe('isEditable', () => {
  it('needs edit permission and a start on or after the earliest valid date', () => {
    expect(isEditable(e('2026-11-01'), '2026-11-01', true)).toBe(true);
    expect(isEditable(e('2026-10-01'), '2026-11-01', true)).toBe(false);
    expect(isEditable(e('2026-12-01'), '2026-11-01', false)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { chainValidTo, classify, currentEntry, type Dated, isDeletable, isEditable, labelled } from './history.js';

const e = (validFrom: string, validTo: string | null = null): Dated & { id: string } => ({ id: validFrom, validFrom, validTo });

/** A chained history as the server keeps it: each entry ends the day before the next starts. */
const HISTORY = [
  e('2025-01-01', '2026-02-28'),
  e('2026-03-01', '2026-11-30'),
  e('2026-12-01', '2027-01-31'),
  e('2027-02-01', '2027-05-31'),
  e('2027-06-01'),
];
const TODAY = '2026-11-23';

describe('classify (spec 1 §4: current, next, future)', () => {
  it('current is the entry in effect today, next the one after it, future all after next', () => {
    const c = classify(HISTORY, TODAY);
    expect(c.current?.validFrom).toBe('2026-03-01');
    expect(c.next?.validFrom).toBe('2026-12-01');
    expect(c.future.map((x) => x.validFrom)).toEqual(['2027-02-01', '2027-06-01']);
    expect(c.past.map((x) => x.validFrom)).toEqual(['2025-01-01']);
  });

  it('labels every entry in time order whatever the input order', () => {
    const shuffled = [HISTORY[3], HISTORY[0], HISTORY[4], HISTORY[2], HISTORY[1]];
    expect(labelled(shuffled, TODAY).map((x) => [x.entry.validFrom, x.label])).toEqual([
      ['2025-01-01', 'past'],
      ['2026-03-01', 'current'],
      ['2026-12-01', 'next'],
      ['2027-02-01', 'future'],
      ['2027-06-01', 'future'],
    ]);
  });

  it('an entry that ended before today is not current; one ending today still is', () => {
    expect(currentEntry([e('2026-01-01', '2026-10-31')], TODAY)).toBeUndefined();
    expect(currentEntry([e('2026-01-01', '2026-11-23')], TODAY)?.validFrom).toBe('2026-01-01');
  });

  it('without a current entry, next is the first entry after today', () => {
    const c = classify([e('2027-01-01', '2027-02-28'), e('2027-03-01')], TODAY);
    expect(c.current).toBeUndefined();
    expect(c.next?.validFrom).toBe('2027-01-01');
    expect(c.future.map((x) => x.validFrom)).toEqual(['2027-03-01']);
  });

  it('a raise starting two months ahead is next, not current', () => {
    const c = classify([e('2026-11-01', '2026-12-31'), e('2027-01-01')], TODAY);
    expect(c.current?.validFrom).toBe('2026-11-01');
    expect(c.next?.validFrom).toBe('2027-01-01');
    expect(c.future).toEqual([]);
  });

  it('a day-based employment starting earlier this month is current', () => {
    expect(currentEntry([e('2025-05-01', '2026-11-14'), e('2026-11-15')], TODAY)?.validFrom).toBe('2026-11-15');
  });

  it('an empty history has no labels', () => {
    expect(classify([], TODAY)).toEqual({ current: undefined, next: undefined, future: [], past: [] });
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

  it('a chain the server keeps is labelled by the same rules (one home for both sides)', () => {
    const chained = chainValidTo([e('2027-06-01'), e('2025-01-01'), e('2026-12-01'), e('2026-03-01'), e('2027-02-01')]);
    expect(chained.map((x) => [x.validFrom, x.validTo])).toEqual(HISTORY.map((x) => [x.validFrom, x.validTo]));
    expect(labelled(chained, TODAY).map((x) => x.label)).toEqual(['past', 'current', 'next', 'future', 'future']);
  });
  it('ends across a leap day and a year', () => {
    expect(chainValidTo([e('2028-01-01'), e('2028-03-01'), e('2029-01-01')]).map((x) => x.validTo)).toEqual(['2028-02-29', '2028-12-31', null]);
  });
});

describe('isEditable / isDeletable', () => {
  const earliest = '2026-11-01';

  it('an entry is editable only while editing is allowed and it starts on or after the earliest valid date', () => {
    expect(isEditable(e('2026-11-01'), earliest, true)).toBe(true);
    expect(isEditable(e('2027-01-01'), earliest, true)).toBe(true);
    expect(isEditable(e('2026-10-01'), earliest, true)).toBe(false);
    expect(isEditable(e('2026-12-01'), earliest, false)).toBe(false);
  });

  it('delete is offered only to a Superadmin on an existing, editable entry', () => {
    expect(isDeletable(e('2026-12-01'), earliest, true, true)).toBe(true);
    expect(isDeletable(e('2026-12-01'), earliest, true, false)).toBe(false);
    expect(isDeletable(null, earliest, true, true)).toBe(false);
    expect(isDeletable(e('2026-10-01'), earliest, true, true)).toBe(false);
    expect(isDeletable(e('2026-12-01'), earliest, false, true)).toBe(false);
  });
});

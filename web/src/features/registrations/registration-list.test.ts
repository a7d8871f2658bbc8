import { describe, expect, it } from 'vitest';
import { canCreateFrom, type FinishedRow, nameOf, sortByName } from './registration-list';
import { GERMAN_NAMES, GERMAN_NAMES_DESC, SHUFFLED_NAMES } from '@/test/german-names';

const row = (fullName: string | null, finishedAt: string, employeeId: number | null = null, first: string | null = null, last: string | null = null): FinishedRow => ({
  uuid: `${fullName}-${finishedAt}`,
  registrationType: 'MINOR_EMPLOYMENT',
  fullName,
  finishedAt,
  employeeId,
  minor: false,
  files: [],
  documents: [],
  personal: { firstName: first, lastName: last, birthdate: null },
  addressAndContact: { street: null, zip: null, city: null, email: null, phone: null },
});

describe('finished registrations list', () => {
  const rows = [row('Zofia Nowak', '2026-11-02'), row('Ärne Becker', '2026-11-03'), row(null, '2026-11-04'), row('anna Berg', '2026-11-01'), row('Anna Berg', '2026-11-05')];

  it('sorts the phone list by full name, German collation, unnamed last, ties newest first', () => {
    expect(sortByName(rows).map((r) => r.uuid)).toEqual([
      'Anna Berg-2026-11-05',
      'anna Berg-2026-11-01',
      'Ärne Becker-2026-11-03',
      'Zofia Nowak-2026-11-02',
      'null-2026-11-04',
    ]);
    expect(sortByName(rows, true).map((r) => nameOf(r))[0]).toBe('Zofia Nowak');
    expect(sortByName(rows, true).at(-1)?.fullName).toBeNull();
  });

  it('names a row from its parts when the full name is missing', () => {
    expect(nameOf(row(null, '2026-11-01', null, 'Jonas', 'Becker'))).toBe('Jonas Becker');
  });

  it('opens the create dialog only with the right and only once', () => {
    expect(canCreateFrom(row('A B', '2026-11-01'), true)).toBe(true);
    expect(canCreateFrom(row('A B', '2026-11-01'), false)).toBe(false);
    expect(canCreateFrom(row('A B', '2026-11-01', 4100), true)).toBe(false);
  });
});

describe('finished registrations by name, German names (DIN 5007-1)', () => {
  it('sorts in DIN 5007 order in both directions', () => {
    const rows = SHUFFLED_NAMES.map((n) => row(`Anna ${n}`, '2026-11-01'));
    expect(sortByName(rows).map(nameOf)).toEqual(GERMAN_NAMES.map((n) => `Anna ${n}`));
    expect(sortByName(rows, true).map(nameOf)).toEqual(GERMAN_NAMES_DESC.map((n) => `Anna ${n}`));
  });
});

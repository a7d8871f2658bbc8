import { describe, expect, it } from 'vitest';
import { GERMAN_NAMES, GERMAN_NAMES_DESC, SHUFFLED_NAMES } from '@/test/german-names';
import { byText, compareDe } from './collate';

describe('compareDe / byText', () => {
  it('sorts in DIN 5007-1 order in both directions (byte order would put Ä, Ö after Z)', () => {
    expect([...SHUFFLED_NAMES].sort(compareDe)).toEqual(GERMAN_NAMES);
    expect(SHUFFLED_NAMES.map((name) => ({ name })).sort(byText((x) => x.name, true)).map((x) => x.name)).toEqual(GERMAN_NAMES_DESC);
  });

  it('compares digit runs as numbers, ignores case, keeps accents apart', () => {
    expect(['Filiale 10', 'Filiale 2', 'Filiale 1'].sort(compareDe)).toEqual(['Filiale 1', 'Filiale 2', 'Filiale 10']);
    expect(compareDe('anna Berg', 'Anna Berg')).toBe(0);
    expect(compareDe('Muller', 'Müller')).toBeLessThan(0);
  });
});

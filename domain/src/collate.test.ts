import { describe, expect, it } from 'vitest';
import { byText, compareDe, compareDeSql } from './collate.js';

/** Names in DIN 5007-1 order (Ä with A, Ö with O, ß with ss). */
const GERMAN_NAMES = ['Abel', 'Ärmel', 'Mueller', 'Müller', 'Öztürk', 'Schäfer', 'Schulz', 'Schwarz', 'Straus', 'Strauß', 'Zimmermann'];
/** The same names in an order that is neither ascending nor descending, nor byte order. */
const SHUFFLED_NAMES = ['Schwarz', 'Zimmermann', 'Ärmel', 'Strauß', 'Abel', 'Öztürk', 'Mueller', 'Schulz', 'Straus', 'Müller', 'Schäfer'];

describe('compareDeSql', () => {
  it('sorts in DIN 5007-1 order like the de-x-icu columns', () => {
    expect([...SHUFFLED_NAMES].sort(compareDeSql)).toEqual(GERMAN_NAMES);
  });
});

describe('compareDe / byText', () => {
  it('sorts in DIN 5007-1 order in both directions (byte order would put Ä, Ö after Z)', () => {
    expect([...SHUFFLED_NAMES].sort(compareDe)).toEqual(GERMAN_NAMES);
    expect(SHUFFLED_NAMES.map((name) => ({ name })).sort(byText((x) => x.name, true)).map((x) => x.name)).toEqual([...GERMAN_NAMES].reverse());
  });

  it('compares digit runs as numbers, ignores case, keeps accents apart', () => {
    expect(['Filiale 10', 'Filiale 2', 'Filiale 1'].sort(compareDe)).toEqual(['Filiale 1', 'Filiale 2', 'Filiale 10']);
    expect(compareDe('anna Berg', 'Anna Berg')).toBe(0);
    expect(compareDe('Muller', 'Müller')).toBeLessThan(0);
  });

  it('names without digits sort the same in both orders', () => {
    expect([...SHUFFLED_NAMES].sort(compareDe)).toEqual([...SHUFFLED_NAMES].sort(compareDeSql));
  });
});

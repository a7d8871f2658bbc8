import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { firstLast } from '../employees/employee.queries.js';
import { germanPatterns, normaliseTerm, patternsOf } from './search.service.js';

// The folding itself is the database's (f_fold_plain, f_fold_de): search.integration.test.ts proves it
// on PostgreSQL. Here: what the term becomes before it is folded and compared.
describe('search terms before folding (search folds ue, oe, ae, ss)', () => {
  it('"Krueger, Sabine" is compared in the columns\' order "first last", in the search and the lookups', () => {
    expect(normaliseTerm('Krueger,  Sabine')).toEqual({ text: 'Sabine Krueger', number: null });
    expect(firstLast('Krueger,  Sabine')).toBe('Sabine Krueger');
    expect(firstLast('Sabine   Krueger')).toBe('Sabine Krueger');
    expect(firstLast('krueger')).toBe('krueger');
  });

  it('a folded term is plain text in every pattern: LIKE and regex characters are escaped', () => {
    const p = patternsOf('krueger');
    expect(p).toEqual({ prefix: 'krueger%', wordPrefix: '% krueger%', contains: '%krueger%', word: '(^|[^[:alnum:]])krueger([^[:alnum:]]|$)', text: 'krueger' });
    expect(patternsOf('50%_a.b').contains).toBe('%50\\%\\_a.b%');
    expect(patternsOf('a.b').word).toBe('(^|[^[:alnum:]])a\\.b([^[:alnum:]]|$)');
  });

  it('the German column is searched only when the term can find more there: an umlaut, or ae/oe/ue written out', () => {
    expect(germanPatterns('krueger', 'krueger')?.text).toBe('krueger');
    expect(germanPatterns('kruger', 'krueger')?.text).toBe('krueger');
    expect(germanPatterns('michael', 'michael')?.text).toBe('michael');
    expect(germanPatterns('kruger', 'kruger')).toBeNull();
    expect(germanPatterns('strasse', 'strasse')).toBeNull();
  });
});

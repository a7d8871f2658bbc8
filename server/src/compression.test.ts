import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compression.js';

describe('negotiateEncoding (answers compressed whole)', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });
});

import { describe, expect, it } from 'vitest';
import { intArrayLiteral, literal } from './raw-sql.js';

describe('SQL literals for multi-statement messages', () => {
  it('quotes text, doubling quotes and escaping backslashes', () => {
    expect(literal("O'Brien")).toBe("'O''Brien'");
    expect(literal('a\\b')).toBe(" E'a\\\\b'");
    expect(literal("'); drop table worklog; --")).toBe("'''); drop table worklog; --'");
  });
  it('writes numbers, booleans, null and dates; refuses anything else', () => {
    expect(literal(42)).toBe('42');
    expect(literal(-1.5)).toBe('-1.5');
    expect(literal(true)).toBe('true');
    expect(literal(null)).toBe('null');
    expect(literal(undefined)).toBe('null');
    expect(literal(new Date('2026-11-24T07:00:00.000Z'))).toBe("'2026-11-24T07:00:00.000Z'");
    expect(() => literal(Number.NaN)).toThrow(TypeError);
    expect(() => literal(Infinity)).toThrow(TypeError);
    expect(() => literal({})).toThrow(TypeError);
  });
  it('an int[] of integers only', () => {
    expect(intArrayLiteral([3, 1, 2])).toBe("'{3,1,2}'");
    expect(() => intArrayLiteral([Number.NaN])).toThrow(TypeError);
  });
});

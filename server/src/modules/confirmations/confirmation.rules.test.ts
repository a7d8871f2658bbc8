import { describe, expect, it } from 'vitest';
import { CONFIRMATION_UUID, isExpired, newConfirmationUuid, orderable } from './confirmation.rules.js';

describe('confirmation rules', () => {
  it('uuid: 128 random bits written 8-4-4-4-12', () => {
    const bytes = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    expect(newConfirmationUuid(bytes)).toBe('00112233-4455-6677-8899-aabbccddeeff');
    const many = new Set(Array.from({ length: 1000 }, () => newConfirmationUuid()));
    expect(many.size).toBe(1000);
    for (const u of many) expect(u).toMatch(CONFIRMATION_UUID);
    expect(() => newConfirmationUuid(Buffer.alloc(8))).toThrow();
  });

  it('a link expires at the end of the day before the inventory', () => {
    expect(isExpired('2026-11-25', '2026-11-24')).toBe(false); // the day before: still open
    expect(isExpired('2026-11-25', '2026-11-25')).toBe(true); // the inventory day
    expect(isExpired('2026-11-25', '2026-11-26')).toBe(true);
    expect(isExpired('2027-01-01', '2026-12-31')).toBe(false);
  });

  it('storage and target/actual are orderable without a customer or when the customer has them', () => {
    expect(orderable(null)).toEqual({ storage: true, targetActualComparison: true });
    expect(orderable({ storage: false, targetActualComparison: true })).toEqual({ storage: false, targetActualComparison: true });
  });
});

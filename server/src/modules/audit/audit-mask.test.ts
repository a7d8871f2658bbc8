import { describe, expect, it } from 'vitest';
import { diffStates, maskIbanForAudit, maskTail } from './audit-mask.js';

describe('security: audit trail: masking and changed fields', () => {
  it('masks an IBAN to country, check digits and the last four, grouped by four', () => {
    expect(maskIbanForAudit('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00');
    expect(maskIbanForAudit('de89 3704 0044 0532 0130 00')).toBe('DE89 **** **** **** **30 00');
    expect(maskIbanForAudit('DE89')).toBe('****');
  });

  it('keeps the last three characters of a tax id', () => {
    expect(maskTail('12345678901')).toBe('********901');
    expect(maskTail('12')).toBe('**');
  });

  it('lists only changed fields of an update, masked, and never secrets', () => {
    const before = { name: 'A', data: { banking: { iban: 'DE89370400440532013000', bic: 'X' }, tax: { taxIdentNumber: '12345678901' } }, passwordHash: 'h1' };
    const after = { name: 'B', data: { banking: { iban: 'DE02120300000000202051', bic: 'X' }, tax: { taxIdentNumber: '12345678901' } }, passwordHash: 'h2' };
    expect(diffStates(before, after)).toEqual([
      { field: 'name', from: 'A', to: 'B' },
      { field: 'data.banking.iban', from: 'DE89 **** **** **** **30 00', to: 'DE02 **** **** **** **20 51' },
    ]);
  });

  it('a create lists what it set, a delete the last values; empty values are left out', () => {
    expect(diffStates(null, { name: 'X', comment: '', end: null, date: new Date('2026-11-24T10:00:00Z') })).toEqual([
      { field: 'name', from: null, to: 'X' },
      { field: 'date', from: null, to: '2026-11-24T10:00:00.000Z' },
    ]);
    expect(diffStates({ wage: 15.5, secret: 's' }, null)).toEqual([{ field: 'wage', from: 15.5, to: null }]);
  });
});

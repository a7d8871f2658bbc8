import { describe, expect, it } from 'vitest';
import { auditChangeText, auditValue } from './audit-changes';

const texts = { none: '–', yes: 'Ja', no: 'Nein', label: (f: string) => ({ end: 'Ende', active: 'Aktiv' })[f] };

describe('security: audit changes as "Feld: alt → neu"', () => {
  it('formats days, times, yes/no and nothing the German way', () => {
    expect(auditValue('2026-11-24', texts)).toBe('24.11.2026');
    expect(auditValue('true', texts)).toBe('Ja');
    expect(auditValue(null, texts)).toBe('–');
    expect(auditValue('DE89 **** **** **** **30 00', texts)).toBe('DE89 **** **** **** **30 00');
  });

  it('names the field in German where known, else by its own name', () => {
    expect(auditChangeText({ field: 'end', from: '06:00', to: '06:30' }, texts)).toBe('Ende: 06:00 → 06:30');
    expect(auditChangeText({ field: 'active', from: 'true', to: 'false' }, texts)).toBe('Aktiv: Ja → Nein');
    expect(auditChangeText({ field: 'data.banking.bic', from: null, to: 'COBADEFFXXX' }, texts)).toBe('data.banking.bic: COBADEFFXXX');
    expect(auditChangeText({ field: 'end', from: '06:30', to: null }, texts)).toBe('Ende: 06:30 → –');
    const coded = { ...texts, value: (f: string, v: string) => (f === 'worklogType' ? ({ WORK: 'Arbeit', PAUSE: 'Pause' } as Record<string, string>)[v] : undefined) };
    expect(auditChangeText({ field: 'worklogType', from: 'WORK', to: 'PAUSE' }, coded)).toBe('worklogType: Arbeit → Pause');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_VALUES } from './legal-values.js';
import { minimumWageFindings, minimumWageWarning, type WageEntry } from './minimum-wage.js';

const wag = (wageCents: number, validFrom = '2020-01-01', validTo: string | null = null): WageEntry => ({ wageCents, wageType: 'WAG', validFrom, validTo });
const sal = (wageCents: number, validFrom = '2020-01-01', validTo: string | null = null): WageEntry => ({ wageCents, wageType: 'SAL', validFrom, validTo });
const day = (date: string, minutes = 480) => ({ date, minutes });

describe('MINDESTLOHN: hourly wage', () => {
  it('finds a wage a cent below the minimum, not one at it', () => {
    expect(minimumWageFindings('2026-11', [day('2026-11-03')], [wag(1390)])).toEqual([]);
    const [f] = minimumWageFindings('2026-11', [day('2026-11-03'), day('2026-11-04', 240)], [wag(1389)]);
    expect(f).toMatchObject({ rule: 'MINDESTLOHN', severity: 'VIOLATION', date: '2026-11-03' });
    expect(f.figures).toMatchObject({ hourlyPayCents: 1389, minimumWageCents: 1390, days: 2, minutes: 720, shortfallCents: 12 });
    expect(f.message).toContain('MiLoG');
    expect(f.message).toContain('13,90 €');
  });

  it('compares December with the old and January with the new minimum wage', () => {
    // 13,00 € is above 12,82 € (2025) and below 13,90 € (2026).
    expect(minimumWageFindings('2025-12', [day('2025-12-31')], [wag(1300)])).toEqual([]);
    const [f] = minimumWageFindings('2026-01', [day('2026-01-01')], [wag(1300)]);
    expect(f.figures.minimumWageCents).toBe(1390);
  });

  it('finds the days after a mid-month change of the minimum wage in a setting', () => {
    const values = { ...DEFAULT_LEGAL_VALUES, minimumWageCents: [{ validFrom: '2026-01-01', value: 1390 }, { validFrom: '2026-11-15', value: 1500 }] };
    const findings = minimumWageFindings('2026-11', [day('2026-11-14'), day('2026-11-15'), day('2026-11-20')], [wag(1400)], values);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ date: '2026-11-15', figures: { days: 2, minimumWageCents: 1500 } });
  });

  it('takes the wage entry in effect on each day', () => {
    const wages = [wag(1200, '2026-01-01', '2026-11-09'), wag(1400, '2026-11-10')];
    const findings = minimumWageFindings('2026-11', [day('2026-11-09'), day('2026-11-10')], wages);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ date: '2026-11-09', figures: { hourlyPayCents: 1200, days: 1 } });
  });

  it('leaves out days of other months, without minutes or without a wage', () => {
    expect(minimumWageFindings('2026-11', [day('2026-10-31'), day('2026-11-02', 0)], [wag(1000)])).toEqual([]);
    expect(minimumWageFindings('2026-11', [day('2026-11-02')], [wag(1000, '2026-12-01')])).toEqual([]);
  });
});

describe('MINDESTLOHN: monthly salary', () => {
  it('divides the salary by the hours worked, exactly at the edge', () => {
    // 2.780,00 € for 200 h = 13,90 €/h: not below. 200 h 1 min: below.
    expect(minimumWageFindings('2026-11', [day('2026-11-02', 200 * 60)], [sal(278_000)])).toEqual([]);
    const [f] = minimumWageFindings('2026-11', [day('2026-11-02', 200 * 60 + 1)], [sal(278_000)]);
    expect(f).toMatchObject({ rule: 'MINDESTLOHN', date: '2026-11-02', figures: { wageType: 'SAL', hourlyPayCents: 1389, minimumWageCents: 1390, salaryCents: 278_000 } });
  });

  it('finds nothing in a month without hours (no division by zero)', () => {
    expect(minimumWageFindings('2026-11', [], [sal(100)])).toEqual([]);
    expect(minimumWageFindings('2026-11', [day('2026-11-02', 0)], [sal(100)])).toEqual([]);
  });

  it('pays a salary changing mid-month pro rata by calendar days', () => {
    // 30 days in November: 2.780 € for the first 15 days = 1.390 €; 100 h worked under it = 13,90 €/h.
    const wages = [sal(278_000, '2026-01-01', '2026-11-15'), sal(500_000, '2026-11-16')];
    expect(minimumWageFindings('2026-11', [day('2026-11-02', 100 * 60), day('2026-11-20', 10)], wages)).toEqual([]);
    const [f] = minimumWageFindings('2026-11', [day('2026-11-02', 100 * 60 + 1)], wages);
    expect(f.figures).toMatchObject({ salaryCents: 139_000, hourlyPayCents: 1389 });
  });

  it('compares a salary with the minimum wage of the year the days lie in', () => {
    // 2.700 € for 200 h = 13,50 €/h: enough in December 2025, not in January 2026.
    expect(minimumWageFindings('2025-12', [day('2025-12-01', 200 * 60)], [sal(270_000)])).toEqual([]);
    expect(minimumWageFindings('2026-01', [day('2026-01-02', 200 * 60)], [sal(270_000)])).toHaveLength(1);
  });
});

describe('minimumWageWarning: the wage dialog', () => {
  it('warns a cent below the minimum valid on validFrom, not at it', () => {
    expect(minimumWageWarning(1389, '2026-11-01')).toBe('Der Stundenlohn von 13,89 € liegt unter dem Mindestlohn von 13,90 € (MiLoG §1).');
    expect(minimumWageWarning(1390, '2026-11-01')).toBeNull();
    expect(minimumWageWarning(1200, '2026-01-01')).toBe('Der Stundenlohn von 12,00 € liegt unter dem Mindestlohn von 13,90 € (MiLoG §1).');
  });

  it('compares a validFrom in 2027 with 14,60 €, one in 2025 with 12,82 €', () => {
    expect(minimumWageWarning(1459, '2027-01-01')).toBe('Der Stundenlohn von 14,59 € liegt unter dem Mindestlohn von 14,60 € (MiLoG §1).');
    expect(minimumWageWarning(1460, '2027-01-01')).toBeNull();
    expect(minimumWageWarning(1390, '2026-12-31')).toBeNull();
    expect(minimumWageWarning(1282, '2025-06-01')).toBeNull();
    expect(minimumWageWarning(1281, '2025-06-01')).toContain('12,82 €');
  });

  it('knows nothing before the first minimum wage', () => {
    expect(minimumWageWarning(500, '2020-01-01')).toBeNull();
  });

  it('with the entry period: warns from the day a later minimum wage overtakes the wage', () => {
    expect(minimumWageWarning(1400, '2026-11-01', DEFAULT_LEGAL_VALUES, null)).toBe(
      'Ab 01.01.2027 liegt der Stundenlohn von 14,00 € unter dem Mindestlohn von 14,60 € (MiLoG §1).',
    );
    expect(minimumWageWarning(1400, '2026-11-01', DEFAULT_LEGAL_VALUES, '2026-12-31')).toBeNull();
    expect(minimumWageWarning(1400, '2026-11-01', DEFAULT_LEGAL_VALUES, '2027-01-01')).toContain('Ab 01.01.2027');
    expect(minimumWageWarning(1460, '2026-11-01', DEFAULT_LEGAL_VALUES, null)).toBeNull();
  });

  it('reads the minimum wage from the given legal values (a setting)', () => {
    const values = { ...DEFAULT_LEGAL_VALUES, minimumWageCents: [{ validFrom: '2026-01-01', value: 1500 }] };
    expect(minimumWageWarning(1499, '2026-11-01', values)).toContain('15,00 €');
    expect(minimumWageWarning(1499, '2026-11-01')).toBeNull();
  });
});

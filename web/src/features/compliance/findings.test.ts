import { describe, expect, it } from 'vitest';
import compliance from '@/i18n/de/compliance.json';
import { employeesOf, filterFindings, isRule, REASON_MAX, reasonProblem, resolveMonth, RULES, ruleKey, severityPalette } from './findings';

const label = (code: string) => {
  const key = ruleKey(code);
  return key ? (compliance.rules as Record<string, string>)[key.slice('compliance.rules.'.length)] : code;
};

describe('rule labels', () => {
  it('names every rule code of the domain in German', () => {
    expect(RULES.map(label)).toEqual([
      'Mindestlohn',
      'Minijob-Monatsgrenze',
      'Minijob-Jahresgrenze',
      'Kurzfristige Beschäftigung (70 Tage)',
      'Werkstudent (20 Std./Woche)',
      'Jugendarbeitsschutz',
      'Höchstarbeitszeit',
      'Ruhezeit',
      'Pause',
      'Sonntagsarbeit',
      'Feiertagsarbeit',
      'Nachtarbeit',
    ]);
    // No text without a rule, no rule without a text.
    expect(Object.keys(compliance.rules).sort()).toEqual([...RULES].sort());
  });

  it('shows an unknown code as it is instead of a missing text', () => {
    expect(ruleKey('NEUE_REGEL')).toBeNull();
    expect(label('NEUE_REGEL')).toBe('NEUE_REGEL');
    expect(isRule('ARBZG_RUHEZEIT')).toBe(true);
    expect(isRule('arbzg_ruhezeit')).toBe(false);
    expect(isRule(null)).toBe(false);
  });

  it('colours a violation red and a warning amber', () => {
    expect(severityPalette('VIOLATION')).toBe('red');
    expect(severityPalette('WARNING')).toBe('orange');
  });
});

describe('the acknowledgement reason', () => {
  it('is required: empty or only spaces is refused with the server text', () => {
    expect(reasonProblem('')).toBe('compliance.acknowledge.reasonRequired');
    expect(reasonProblem('   \n ')).toBe('compliance.acknowledge.reasonRequired');
    expect(compliance.acknowledge.reasonRequired).toBe('Begründung ist erforderlich.');
  });

  it('takes up to 500 characters and refuses 501', () => {
    expect(REASON_MAX).toBe(500);
    expect(reasonProblem('x'.repeat(500))).toBeNull();
    expect(reasonProblem(` ${'x'.repeat(500)} `)).toBeNull();
    expect(reasonProblem('x'.repeat(501))).toBe('compliance.acknowledge.reasonTooLong');
  });
});

describe('the filters', () => {
  const findings = [
    { id: 'ARBZG_RUHEZEIT:7:2026-11-03', rule: 'ARBZG_RUHEZEIT', employeeId: 7, employeeName: 'Özdemir, Ali', acknowledged: false },
    { id: 'ARBZG_SONNTAG:3:2026-11-08', rule: 'ARBZG_SONNTAG', employeeId: 3, employeeName: 'Albers, Zoe', acknowledged: true },
    { id: 'ARBZG_RUHEZEIT:3:2026-11-09', rule: 'ARBZG_RUHEZEIT', employeeId: 3, employeeName: 'Albers, Zoe', acknowledged: false },
    { id: 'MINDESTLOHN:5:2026-11-01', rule: 'MINDESTLOHN', employeeId: 5, employeeName: 'Oberer, Jan', acknowledged: false },
  ];

  it('offers each employee of the month once, in German order', () => {
    expect(employeesOf(findings)).toEqual([
      { employeeId: 3, name: 'Albers, Zoe' },
      { employeeId: 5, name: 'Oberer, Jan' },
      { employeeId: 7, name: 'Özdemir, Ali' },
    ]);
  });

  it('filters by rule, by employee and by both', () => {
    expect(filterFindings(findings, { rule: 'ARBZG_RUHEZEIT' }).map((f) => f.id)).toEqual(['ARBZG_RUHEZEIT:7:2026-11-03', 'ARBZG_RUHEZEIT:3:2026-11-09']);
    expect(filterFindings(findings, { employeeId: 3 }).map((f) => f.id)).toEqual(['ARBZG_SONNTAG:3:2026-11-08', 'ARBZG_RUHEZEIT:3:2026-11-09']);
    expect(filterFindings(findings, { rule: 'ARBZG_RUHEZEIT', employeeId: 3 }).map((f) => f.id)).toEqual(['ARBZG_RUHEZEIT:3:2026-11-09']);
    expect(filterFindings(findings, { rule: null, employeeId: null })).toHaveLength(4);
  });

  it('reads the month of the URL, falling back to the current one', () => {
    expect(resolveMonth('2026-10', '2026-11')).toBe('2026-10');
    expect(resolveMonth('2026-13', '2026-11')).toBe('2026-11');
    expect(resolveMonth('10.2026', '2026-11')).toBe('2026-11');
    expect(resolveMonth(null, '2026-11')).toBe('2026-11');
  });
});

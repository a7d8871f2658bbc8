import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, isoDay, type LegalDraft, validateDraft } from './legal-values';

const view = {
  minimumWage: [
    { validFrom: '2026-01-01', value: 13.9 },
    { validFrom: '2027-01-01', value: 14.6 },
  ],
  minijobLimit: [{ validFrom: '2026-01-01', value: 603 }],
  shortTermMaxDays: [{ validFrom: '2019-01-01', value: 70 }],
  shortTermWarningDays: [{ validFrom: '2019-01-01', value: 60 }],
  workingStudentWeekHours: [{ validFrom: '2017-01-01', value: 20 }],
};

describe('legal values form', () => {
  it('shows the dates as DD.MM.YYYY and the values in German notation, and sends them back unchanged', () => {
    const draft = draftOf(view);
    expect(draft.minimumWage.map((r) => [r.validFrom, r.value])).toEqual([
      ['01.01.2026', '13,90'],
      ['01.01.2027', '14,60'],
    ]);
    expect(validateDraft(draft)).toEqual({});
    expect(inputOf(draft)).toEqual(view);
  });

  it('reads only real days', () => {
    expect(isoDay('1.7.2027')).toBe('2027-07-01');
    expect(isoDay('29.02.2027')).toBeNull();
    expect(isoDay('2027-07-01')).toBeNull();
  });

  it('names the row and field of each problem with the path the server uses', () => {
    const draft: LegalDraft = {
      ...draftOf(view),
      minimumWage: [...draftOf(view).minimumWage, { key: 'n1', validFrom: '01.01.2027', value: '15' }, { key: 'n2', validFrom: '31.02.2028', value: 'viel' }],
      shortTermMaxDays: [{ key: 'n3', validFrom: '01.01.2019', value: '70,5' }],
      workingStudentWeekHours: [],
    };
    expect(validateDraft(draft)).toEqual({
      'minimumWage.2.validFrom': 'compliance.legal.dateTwice',
      'minimumWage.3.validFrom': 'compliance.legal.dateInvalid',
      'minimumWage.3.value': 'compliance.legal.valueInvalid',
      'shortTermMaxDays.0.value': 'compliance.legal.valueInvalid',
      workingStudentWeekHours: 'compliance.legal.tableEmpty',
    });
  });

  it('refuses a value of 0 or below, as the server does', () => {
    const draft = { ...draftOf(view), minijobLimit: [{ key: 'x', validFrom: '01.01.2026', value: '-1' }], minimumWage: [{ key: 'y', validFrom: '01.01.2026', value: '0' }] };
    expect(validateDraft(draft)).toEqual({ 'minijobLimit.0.value': 'compliance.legal.valueInvalid', 'minimumWage.0.value': 'compliance.legal.valueInvalid' });
  });
});

import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/shared/form/yup';
import { SETTINGS_PREFIXES, type SettingsValues, settingsSchema, toSettingsInput } from './settings-form';
import { formPath } from '@/shared/form/server-errors';

const wageTypes = { hourlyWork: '1000', salary: '2000', travel: '1010', passenger: '1020', cateringTaxFree: '3000', miscPerDiem: '3010', breakfastDeduction: '4000' };
const values = (change: Partial<SettingsValues> = {}): SettingsValues => ({ profile: 'SAGE', consultantNumber: '', clientNumber: '', wageTypes, ...change });

describe('export settings: the server rules mirrored', () => {
  it('SAGE needs no DATEV numbers; given ones must have the right digits', () => {
    expect(schemaErrors(settingsSchema(), values())).toEqual({});
    expect(schemaErrors(settingsSchema(), values({ consultantNumber: '123', clientNumber: '123456' }))).toEqual({
      consultantNumber: 'Beraternummer muss aus 4 bis 7 Ziffern bestehen',
      clientNumber: 'Mandantennummer muss aus 1 bis 5 Ziffern bestehen',
    });
  });

  it('DATEV LODAS needs consultant and client number', () => {
    expect(schemaErrors(settingsSchema(), values({ profile: 'DATEV_LODAS' }))).toEqual({
      consultantNumber: 'Beraternummer muss für DATEV gesetzt sein',
      clientNumber: 'Mandantennummer muss für DATEV gesetzt sein',
    });
    expect(schemaErrors(settingsSchema(), values({ profile: 'DATEV_LODAS', consultantNumber: ' 1234567 ', clientNumber: '12345' }))).toEqual({});
  });

  it('every wage type 1 to 4 digits', () => {
    expect(schemaErrors(settingsSchema(), values({ wageTypes: { ...wageTypes, salary: '12345', travel: '' } }))).toEqual({
      'wageTypes.salary': 'Lohnart muss aus 1 bis 4 Ziffern bestehen',
      'wageTypes.travel': 'Lohnart muss aus 1 bis 4 Ziffern bestehen',
    });
  });

  it('server paths land on the fields; the input is trimmed', () => {
    expect(formPath('input.wageTypes.salary', SETTINGS_PREFIXES)).toBe('wageTypes.salary');
    expect(formPath('salary', SETTINGS_PREFIXES)).toBe('wageTypes.salary');
    expect(formPath('consultantNumber', SETTINGS_PREFIXES)).toBe('consultantNumber');
    expect(toSettingsInput(values({ consultantNumber: ' 1234 ' })).consultantNumber).toBe('1234');
  });
});

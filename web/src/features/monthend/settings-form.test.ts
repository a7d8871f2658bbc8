import { DEFAULT_PROCESSING_KEYS, DEFAULT_WAGE_TYPES } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/shared/form/yup';
import { SETTINGS_PREFIXES, type SettingsValues, settingsSchema, toSettingsInput } from './settings-form';
import { formPath } from '@/shared/form/server-errors';

const wageTypes = { ...DEFAULT_WAGE_TYPES };
const processingKeys = { ...DEFAULT_PROCESSING_KEYS };
const values = (change: Partial<SettingsValues> = {}): SettingsValues => ({
  profile: 'SAGE',
  consultantNumber: '',
  clientNumber: '',
  wageTypes,
  processingKeys,
  exportSalary: false,
  ...change,
});

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

  it('the night, Sunday and holiday bands have wage types of their own, checked like the others', () => {
    expect(schemaErrors(settingsSchema(), values({ wageTypes: { ...wageTypes, night25: 'x', holiday150: '12345' } }))).toEqual({
      'wageTypes.night25': 'Lohnart muss aus 1 bis 4 Ziffern bestehen',
      'wageTypes.holiday150': 'Lohnart muss aus 1 bis 4 Ziffern bestehen',
    });
  });

  it('every processing key 1 to 2 digits (LODAS bs_nr)', () => {
    expect(schemaErrors(settingsSchema(), values({ processingKeys: { ...processingKeys, perDiemDays: '10', salary: '123', travel: '' } }))).toEqual({
      'processingKeys.salary': 'Bearbeitungsschlüssel muss aus 1 bis 2 Ziffern bestehen',
      'processingKeys.travel': 'Bearbeitungsschlüssel muss aus 1 bis 2 Ziffern bestehen',
    });
  });

  it('sends all fourteen components with wage type and processing key, and the salary switch', () => {
    const input = toSettingsInput(values({ processingKeys: { ...processingKeys, night40: ' 1 ' }, exportSalary: true }));
    expect(Object.keys(input.wageTypes)).toHaveLength(14);
    expect(Object.keys(input.processingKeys)).toHaveLength(14);
    expect(input.processingKeys.night40).toBe('1');
    expect(input.wageTypes.cateringTaxable).toBe(DEFAULT_WAGE_TYPES.cateringTaxable);
    expect(input.exportSalary).toBe(true);
  });

  it('server paths land on the fields; the input is trimmed', () => {
    expect(formPath('input.wageTypes.salary', SETTINGS_PREFIXES)).toBe('wageTypes.salary');
    expect(formPath('salary', SETTINGS_PREFIXES)).toBe('wageTypes.salary');
    expect(formPath('consultantNumber', SETTINGS_PREFIXES)).toBe('consultantNumber');
    expect(formPath('processingKeys.night25', SETTINGS_PREFIXES)).toBe('processingKeys.night25');
    expect(formPath('input.processingKeys.night25', SETTINGS_PREFIXES)).toBe('processingKeys.night25');
    expect(toSettingsInput(values({ consultantNumber: ' 1234 ' })).consultantNumber).toBe('1234');
  });
});

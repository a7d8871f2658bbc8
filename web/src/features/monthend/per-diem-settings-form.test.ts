import { DEFAULT_PER_DIEM_SETTINGS } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/shared/form/yup';
import { parseChoices, type PerDiemSettingsValues, perDiemSettingsSchema, perDiemSettingsValues, toPerDiemSettingsInput } from './per-diem-settings-form';

const values = (change: Partial<PerDiemSettingsValues> = {}): PerDiemSettingsValues => ({ ...perDiemSettingsValues(DEFAULT_PER_DIEM_SETTINGS), ...change });

describe('per-diem settings form', () => {
  it('shows the stored settings as typed text: amounts as a list, the deduction with a comma', () => {
    expect(values()).toEqual({ cateringChoices: '0, 8, 16, 32', miscChoices: '0, 8, 16, 24, 32', breakfastDeduction: '4,80' });
    expect(perDiemSettingsValues({ cateringChoices: [0, 14, 28], miscChoices: [0], breakfastDeduction: 5.6 }).breakfastDeduction).toBe('5,60');
    expect(perDiemSettingsValues({ cateringChoices: [0], miscChoices: [0], breakfastDeduction: 6 }).breakfastDeduction).toBe('6,00');
  });

  it('reads lists separated by commas, semicolons or spaces; anything but whole numbers is unreadable', () => {
    expect(parseChoices('0, 14;28  32')).toEqual([0, 14, 28, 32]);
    expect(parseChoices('0, 8,5')).toEqual([0, 8, 5]);
    expect(parseChoices('0, 8.5')).toBeNull();
    expect(parseChoices('0, acht')).toBeNull();
  });

  it('sends numbers: the lists as integers, the deduction in EUR', () => {
    expect(toPerDiemSettingsInput(values({ cateringChoices: '0, 14, 28', breakfastDeduction: '5,60' }))).toEqual({
      cateringChoices: [0, 14, 28],
      miscChoices: [0, 8, 16, 24, 32],
      breakfastDeduction: 5.6,
    });
  });

  it('accepts the defaults and refuses what the domain refuses, under the field', () => {
    expect(schemaErrors(perDiemSettingsSchema(), values())).toEqual({});
    const errors = schemaErrors(perDiemSettingsSchema(), values({ cateringChoices: '8, 16', miscChoices: '0, 1000', breakfastDeduction: '4,805' }));
    expect(Object.keys(errors).sort()).toEqual(['breakfastDeduction', 'cateringChoices', 'miscChoices']);
    for (const message of Object.values(errors)) expect(message).toMatch(/[a-zäöü]/);
  });

  it('says in German when a field cannot be read', () => {
    expect(schemaErrors(perDiemSettingsSchema(), values({ cateringChoices: '0, 8 €50', breakfastDeduction: 'vier' }))).toEqual({
      cateringChoices: 'Bitte ganze Euro-Beträge durch Komma getrennt eingeben',
      breakfastDeduction: 'Frühstücksabzug muss ein Betrag in Euro sein',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { bic, day, decimalOf, decimalText, iban, month, schemaErrors, yup } from './yup';

describe('yup with the generic messages of spec 1 §5', () => {
  const schema = yup.object({
    name: yup.string().label('Name').required(),
    count: yup.number().label('Anzahl').typeError(({ label }) => `${label} ist keine Zahl`).moreThan(0),
    mail: yup.string().email(),
    age: yup.number().label('Alter').min(1).max(99),
  });

  it('names the field in the generic messages', () => {
    expect(schemaErrors(schema, { name: '', count: 0, mail: 'x', age: 0 })).toEqual({
      name: 'Name ist erforderlich',
      count: 'Anzahl muss größer als 0 sein',
      mail: 'Ungültiges E-Mail Format',
      age: 'Alter muss größer oder gleich 1 sein',
    });
    expect(schemaErrors(schema, { name: 'A', count: 'x', age: 100 })).toEqual({ count: 'Anzahl ist keine Zahl', age: 'Alter darf höchstens 99 sein' });
    expect(schemaErrors(yup.object({ n: yup.number().label('Tage') }), { n: 'abc' })).toEqual({ n: 'Tage ist keine Zahl' });
  });

  it('days and months are real calendar dates (luxon)', () => {
    const s = yup.object({ d: day(), m: month() });
    expect(schemaErrors(s, { d: '2026-02-29', m: '2026-13' })).toEqual({ d: 'Ungültiges Datum', m: 'Ungültiges Datum' });
    expect(schemaErrors(s, { d: '2028-02-29', m: '2026-12' })).toEqual({});
    expect(schemaErrors(s, { d: '', m: '' })).toEqual({});
  });

  it('German decimals, IBAN and BIC', () => {
    const s = yup.object({ wage: decimalText('Gehalt'), iban: iban('IBAN ist ungültig'), bic: bic('BIC ist ungültig') });
    expect(schemaErrors(s, { wage: '12,5', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' })).toEqual({});
    expect(schemaErrors(s, { wage: '12,5x', iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBA' })).toEqual({
      wage: 'Gehalt ist keine Zahl',
      iban: 'IBAN ist ungültig',
      bic: 'BIC ist ungültig',
    });
    expect(decimalOf('1.234,5')).toBe(1234.5);
    expect(decimalOf('abc')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderCustomerFieldsFragment } from '@/generated/orders';
import { schemaErrors } from '@/shared/form/yup';
import { newOrderValues, orderSchema, type OrderFormValues, toOrderInput, withCustomer, withoutCustomer } from './order-form';

const validateOrder = (v: OrderFormValues, ctx?: Parameters<typeof orderSchema>[0]) => schemaErrors(orderSchema(ctx), v) as Partial<Record<keyof OrderFormValues, string>>;

const customer: OrderCustomerFieldsFragment = {
  id: 7,
  name: 'REWE Markt Mitte',
  street: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  positions: 4200,
  og: true,
  flowers: false,
  storage: true,
  targetActualComparison: false,
  labels: true,
  drinks: false,
  active: true,
};

describe('order form', () => {
  it('starts a new order as INV, today–today, 07:00', () => {
    const v = newOrderValues('2025-03-15');
    expect(v).toMatchObject({ orderType: 'INV', validFrom: '2025-03-15', validTo: '2025-03-15', startTime: '07:00', customerId: null });
  });

  it('requires name, address, zip, city, dates and start time (spec 3 §5)', () => {
    const e = validateOrder({ ...newOrderValues('2025-03-15'), validFrom: '', validTo: '', startTime: '' });
    expect(Object.keys(e).sort()).toEqual(['address', 'city', 'name', 'startTime', 'validFrom', 'validTo', 'zip']);
    expect(e.name).toBe('Name ist erforderlich');
  });

  it('wants positions as an integer of at least 1, or empty', () => {
    const ok = withCustomer(newOrderValues('2025-03-15'), customer);
    expect(validateOrder(ok)).toEqual({});
    expect(validateOrder({ ...ok, positions: '0' }).positions).toBe('Positionen muss größer als 0 sein');
    expect(validateOrder({ ...ok, positions: '2,5' }).positions).toBeDefined();
    expect(validateOrder({ ...ok, positions: '' }).positions).toBeUndefined();
  });

  it('rejects an end before the start and an invalid time', () => {
    const ok = withCustomer(newOrderValues('2025-03-15'), customer);
    expect(validateOrder({ ...ok, validTo: '2025-03-14' }).validTo).toBe('Gültig bis muss nach Gültig ab liegen.');
    expect(validateOrder({ ...ok, startTime: '25:00' }).startTime).toBe('Startzeit ist ungültig');
  });

  it('names each required field with its own text (spec 3 §5)', () => {
    const e = validateOrder({ ...newOrderValues('2025-03-15'), validFrom: '', validTo: '', startTime: '' });
    expect(e).toEqual({
      name: 'Name ist erforderlich',
      address: 'Adresse ist erforderlich',
      zip: 'PLZ ist erforderlich',
      city: 'Ort ist erforderlich',
      validFrom: 'Gültig ab ist erforderlich.',
      validTo: 'Gültig bis ist erforderlich',
      startTime: 'Startzeit ist erforderlich',
    });
    expect(validateOrder({ ...newOrderValues('2025-03-15'), orderType: '' as never }).orderType).toBe('Auftragsart ist erforderlich');
  });

  it('accepts days typed as DD.MM.YYYY and refuses what is no day', () => {
    const ok = withCustomer(newOrderValues('2025-03-15'), customer);
    expect(validateOrder({ ...ok, validFrom: '15.03.2025', validTo: '16.03.2025' })).toEqual({});
    expect(validateOrder({ ...ok, validFrom: '32.03.2025' }).validFrom).toBe('Ungültiges Datum');
    expect(validateOrder({ ...ok, validTo: '2025-13-01' }).validTo).toBe('Ungültiges Datum');
  });

  it('in the inventory dialog wants positions given, with its own text for empty and invalid', () => {
    const ok = withCustomer(newOrderValues('2025-03-15'), customer);
    const ctx = { positionsRequired: 'Positionen muss eine ganze Zahl ≥ 1 sein' };
    expect(validateOrder(ok, ctx)).toEqual({});
    expect(validateOrder({ ...ok, positions: '' }, ctx).positions).toBe('Positionen muss eine ganze Zahl ≥ 1 sein');
    expect(validateOrder({ ...ok, positions: '0' }, ctx).positions).toBe('Positionen muss eine ganze Zahl ≥ 1 sein');
  });

  it('fills name, address, zip, city, positions and categories from the customer', () => {
    const v = withCustomer(newOrderValues('2025-03-15'), customer);
    expect(v).toMatchObject({
      customerId: 7,
      name: 'REWE Markt Mitte',
      address: 'Hauptstraße 1',
      zip: '10115',
      city: 'Berlin',
      positions: '4200',
      fruitAndVegetables: true,
      storage: true,
      labels: true,
      drinks: false,
    });
    expect(withCustomer(newOrderValues('2025-03-15'), customer, 300).positions).toBe('300');
    expect(withoutCustomer(v)).toMatchObject({ customerId: null, customerName: '', name: 'REWE Markt Mitte' });
  });

  it('sends a full input with numbers and the kept notes and cost centre', () => {
    const v = { ...withCustomer(newOrderValues('2025-03-15'), customer), name: '  Inventur Mitte ' };
    expect(toOrderInput(v, { notes: 'n', costCenterId: 3 })).toMatchObject({
      name: 'Inventur Mitte',
      positions: 4200,
      customerId: 7,
      notes: 'n',
      costCenterId: 3,
      orderType: 'INV',
      startTime: '07:00',
    });
  });
});

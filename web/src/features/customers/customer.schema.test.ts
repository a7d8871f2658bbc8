import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/shared/form/yup';
import { averagePositions, newOrderPath, planOrderPath, planOrderSchema, planPositionsOf } from './customer-orders';
import {
  customerSchema,
  type CustomerValues,
  digitsOnly,
  emptyCustomer,
  isRewe,
  NEW_CUSTOMER_TYPE,
  splitMinutes,
  toCustomerInput,
  toMinutes,
  travelTimesSchema,
} from './customer.schema';

const TYPES = [
  { id: 1, name: 'REWE' },
  { id: 2, name: 'EDEKA' },
];
const validateCustomer = (v: CustomerValues) => schemaErrors(customerSchema(TYPES), v);
const values = (change: Partial<CustomerValues> = {}): CustomerValues => ({ ...emptyCustomer(), name: 'Markt', customerTypeId: '2', ...change });

describe('REWE switch (spec 3 §3)', () => {
  it('the type named REWE in any case uses region / VB / KST', () => {
    expect(isRewe(values({ customerTypeId: '1' }), TYPES)).toBe(true);
    expect(isRewe(values({ customerTypeId: '1' }), [{ id: 1, name: 'rewe ' }])).toBe(true);
    expect(isRewe(values({ customerTypeId: '2' }), TYPES)).toBe(false);
    expect(isRewe(values({ customerTypeId: '' }), TYPES)).toBe(false);
    expect(isRewe(values({ customerTypeId: NEW_CUSTOMER_TYPE, newCustomerType: 'Markttyp' }), TYPES)).toBe(false);
  });

  it('sends only the fields of the chosen kind, the others as null', () => {
    const v = values({ customerId: 'K-1', region: '12', sellingArea: '34', costCenter: '5678' });
    expect(toCustomerInput(v, true)).toMatchObject({ customerId: null, region: '12', sellingArea: '34', costCenter: '5678' });
    expect(toCustomerInput(v, false)).toMatchObject({ customerId: 'K-1', region: null, sellingArea: null, costCenter: null });
  });

  it('a new type goes as -1 with its name; a chosen type without one', () => {
    expect(toCustomerInput(values({ customerTypeId: NEW_CUSTOMER_TYPE, newCustomerType: ' Markttyp ' }), false)).toMatchObject({
      customerTypeId: -1,
      newCustomerType: 'Markttyp',
    });
    expect(toCustomerInput(values({ newCustomerType: 'left over' }), false)).toMatchObject({ customerTypeId: 2, newCustomerType: null });
  });

  it('sends every field (full replace), numbers parsed', () => {
    const input = toCustomerInput(values({ positions: '12000', inventoryValue: '1.234,50', customerClass: 'B' }), false);
    expect(input).toMatchObject({ positions: 12000, inventoryValue: 1234.5, customerClass: 'B', og: false, notesOg: '', doorcode: '' });
    expect(Object.keys(input)).toHaveLength(32);
    expect(toCustomerInput(values(), false)).toMatchObject({ positions: null, inventoryValue: null, customerClass: null });
  });
});

describe('validation messages (spec 3 §5)', () => {
  it('name and type are required', () => {
    expect(validateCustomer(values({ name: ' ', customerTypeId: '' }))).toEqual({
      name: 'Geben Sie einen Namen an',
      customerTypeId: 'Wählen Sie einen Kundentyp',
    });
  });

  it('a new type needs its label', () => {
    expect(validateCustomer(values({ customerTypeId: NEW_CUSTOMER_TYPE }))).toEqual({
      newCustomerType: 'Geben Sie eine Bezeichnung für den neuen Kundentyp an',
    });
  });

  it('REWE: region and VB two digits, KST four; not checked for other types', () => {
    const v = values({ customerTypeId: '1', region: '1', sellingArea: '123', costCenter: '12' });
    expect(validateCustomer(v)).toEqual({
      region: 'Geben Sie eine 2-Stellige Nummer an',
      sellingArea: 'Geben Sie eine 2-Stellige Nummer an',
      costCenter: 'Geben Sie eine 4-Stellige Nummer an',
    });
    expect(validateCustomer(values({ region: '1', costCenter: '12' }))).toEqual({});
    expect(validateCustomer(values({ customerTypeId: '1', region: '01', sellingArea: '99', costCenter: '0042' }))).toEqual({});
  });

  it('positions a positive integer', () => {
    for (const positions of ['0', '-1', '1,5', 'abc']) {
      expect(validateCustomer(values({ positions })).positions).toBe('The value must be a positive integer');
    }
    expect(validateCustomer(values({ positions: '1' }))).toEqual({});
    expect(validateCustomer(values({ positions: '' }))).toEqual({});
  });

  it('a new type named REWE is a REWE customer too', () => {
    expect(validateCustomer(values({ customerTypeId: NEW_CUSTOMER_TYPE, newCustomerType: 'rewe', region: '1' }))).toEqual({
      region: 'Geben Sie eine 2-Stellige Nummer an',
    });
  });

  it('inventory value a German amount of at least 0; empty allowed', () => {
    for (const inventoryValue of ['-1', 'abc']) {
      expect(validateCustomer(values({ inventoryValue })).inventoryValue).toBe('Geben Sie einen Betrag an');
    }
    expect(validateCustomer(values({ inventoryValue: '250.000,50' }))).toEqual({});
    expect(validateCustomer(values({ inventoryValue: '' }))).toEqual({});
  });
});

describe('travel times (spec 3 §5): hours 0–99, minutes 0–59, empty 0, stored as minutes', () => {
  it('hours and minutes → minutes', () => {
    expect(toMinutes({ hours: '1', minutes: '25' })).toBe(85);
    expect(toMinutes({ hours: '', minutes: '' })).toBe(0);
    expect(toMinutes({ hours: '', minutes: '45' })).toBe(45);
    expect(toMinutes({ hours: '99', minutes: '59' })).toBe(5999);
    expect(toMinutes({ hours: '2', minutes: '' })).toBe(120);
  });

  it('out of range → null', () => {
    expect(toMinutes({ hours: '100', minutes: '0' })).toBeNull();
    expect(toMinutes({ hours: '0', minutes: '60' })).toBeNull();
  });

  it('the card\'s schema: hours 0–99, minutes 0–59 per location', () => {
    const rows = (hours: string, minutes: string) => ({ rows: [{ hours: '1', minutes: '0' }, { hours, minutes }] });
    expect(schemaErrors(travelTimesSchema(), rows('99', '59'))).toEqual({});
    expect(schemaErrors(travelTimesSchema(), rows('', ''))).toEqual({});
    expect(schemaErrors(travelTimesSchema(), rows('1', '60'))).toEqual({ 'rows[1].minutes': '0 bis 59 Minuten' });
    expect(schemaErrors(travelTimesSchema(), rows('100', '0'))).toEqual({ 'rows[1].hours': '0 bis 99 Stunden' });
  });

  it('minutes → hours and minutes', () => {
    expect(splitMinutes(85)).toEqual({ hours: '1', minutes: '25' });
    expect(splitMinutes(0)).toEqual({ hours: '0', minutes: '0' });
    expect(splitMinutes(5999)).toEqual({ hours: '99', minutes: '59' });
  });

  it('inputs keep digits only, two at most', () => {
    expect(digitsOnly('1a2b3')).toBe('12');
    expect(digitsOnly('-5')).toBe('5');
  });
});

describe('plan order (spec 3 §5, §9)', () => {
  it('positions required, integer ≥ 1', () => {
    const plan = (positions: string) => schemaErrors(planOrderSchema(), { positions }).positions;
    expect(plan('')).toBe('The value must be a positive integer');
    expect(plan('0')).toBe('The value must be a positive integer');
    expect(plan('2,5')).toBe('The value must be a positive integer');
    expect(plan(' 150 ')).toBeUndefined();
    expect(planPositionsOf(' 150 ')).toBe(150);
  });

  it('hands customer and positions to the order screen', () => {
    expect(newOrderPath(7, 150)).toBe('/orders/new?customerId=7&positions=150');
    expect(planOrderPath(7, 150)).toBe('/v2/orders?customerId=7&positions=150');
  });

  it('average positions: rounded mean over past orders with positions', () => {
    expect(averagePositions([{ numberOfPositions: 100 }, { numberOfPositions: 201 }, { numberOfPositions: null }, { numberOfPositions: 0 }])).toBe(151);
    expect(averagePositions([{ numberOfPositions: null }])).toBeNull();
  });
});

import { PER_DIEM_MESSAGES, WORKLOG_MESSAGES } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/shared/form/yup';
import { abilitiesOf } from '@inv/domain';
import { canEditPerDiems, perDiemReadOnly, perDiemSchema, perDiemTotal } from './perdiem-form';

describe('perDiemTotal', () => {
  it('adds catering and misc', () => {
    expect(perDiemTotal(16, 8, false)).toBe(24);
    expect(perDiemTotal(32, 32, false)).toBe(64);
  });
  it('deducts 4.80 EUR with breakfast, cent-exact', () => {
    expect(perDiemTotal(16, 0, true)).toBe(11.2);
    expect(perDiemTotal(8, 24, true)).toBe(27.2);
    expect(perDiemTotal(0, 0, true)).toBe(-4.8);
  });
  it('counts missing choices as 0', () => {
    expect(perDiemTotal(null, null, false)).toBe(0);
  });
  it('deducts the breakfast deduction of the settings', () => {
    expect(perDiemTotal(28, 0, true, 5.6)).toBe(22.4);
    expect(perDiemTotal(14, 8, false, 5.6)).toBe(22);
  });
});

describe('perDiemSchema (spec 1 §5)', () => {
  const schema = perDiemSchema({ existing: false, earliest: '2024-05-01' });
  const ok = { date: '2024-05-14', orderId: 3, catering: 8, misc: 24, breakfast: false };
  it('accepts the allowed choices', () => {
    expect(schemaErrors(schema, ok)).toEqual({});
  });
  it('requires every field', () => {
    expect(schemaErrors(schema, { date: '', orderId: null, catering: null, misc: null, breakfast: false })).toEqual({
      catering: 'Verpflegungszuschuss ist erforderlich.',
      misc: 'Sonstiger Zuschuss ist erforderlich.',
      date: 'Datum ist erforderlich.',
      orderId: 'Auftrag ist erforderlich.',
    });
  });
  it('refuses values outside the sets (catering 0/8/16/32, misc 0/8/16/24/32)', () => {
    expect(schemaErrors(schema, { ...ok, catering: 24, misc: 12 })).toEqual({ catering: 'Verpflegungszuschuss ist ungültig', misc: 'Sonstiger Zuschuss ist ungültig' });
  });
  it('words the amounts, the day and the order as the server does (one per-diem rule in the domain)', () => {
    expect(schemaErrors(schema, { date: '', orderId: null, catering: 4, misc: null, breakfast: false })).toEqual({
      catering: PER_DIEM_MESSAGES.cateringInvalid,
      misc: PER_DIEM_MESSAGES.miscRequired,
      date: WORKLOG_MESSAGES.dateRequired,
      orderId: WORKLOG_MESSAGES.orderRequired,
    });
  });
  it('wants a real day, for a new entry not in a closed month', () => {
    expect(schemaErrors(schema, { ...ok, date: '14.05.2024x' })).toEqual({ date: 'Ungültiges Datum' });
    expect(schemaErrors(schema, { ...ok, date: '2024-04-30' })).toEqual({ date: 'Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.' });
    expect(schemaErrors(perDiemSchema({ existing: true, earliest: '2024-05-01' }), { ...ok, date: '2024-04-30' })).toEqual({});
  });
});

describe('perDiemSchema with the stored per-diem settings', () => {
  const choices = { catering: [0, 14, 28], misc: [0, 10], breakfastDeduction: 5.6 };
  const schema = perDiemSchema({ existing: false, earliest: '2024-05-01', choices });
  const ok = { date: '2024-05-14', orderId: 3, catering: 14, misc: 10, breakfast: true };
  it('accepts the stored amounts and refuses the spec amounts no longer offered', () => {
    expect(schemaErrors(schema, ok)).toEqual({});
    expect(schemaErrors(schema, { ...ok, catering: 32, misc: 24 })).toEqual({ catering: PER_DIEM_MESSAGES.cateringInvalid, misc: PER_DIEM_MESSAGES.miscInvalid });
  });
});

describe('perDiemReadOnly (spec 1 §4)', () => {
  const base = { canEdit: true, existing: true, date: '2024-05-14', earliest: '2024-05-01', orderAvailable: true };
  it('is editable with the right, in an open month, on an available order', () => {
    expect(perDiemReadOnly(base)).toBe(false);
  });
  it('is read-only without PerDiem_Edit_Edit', () => {
    expect(perDiemReadOnly({ ...base, canEdit: false })).toBe(true);
    expect(canEditPerDiems(abilitiesOf(['PerDiem_View_Order']))).toBe(false);
    expect(canEditPerDiems(abilitiesOf(['PerDiem_Edit_Edit']))).toBe(true);
    expect(canEditPerDiems(abilitiesOf(['Superadmin']))).toBe(true);
  });
  it('asks the session abilities for editPerDiems, not authority names', () => {
    expect(canEditPerDiems(['editPerDiems'])).toBe(true);
    expect(canEditPerDiems(['PerDiem_Edit_Edit'])).toBe(false);
  });
  it('is read-only for an existing entry before the earliest valid date or on an order no longer available', () => {
    expect(perDiemReadOnly({ ...base, date: '2024-04-30' })).toBe(true);
    expect(perDiemReadOnly({ ...base, orderAvailable: false })).toBe(true);
  });
  it('lets a new entry be filled in', () => {
    expect(perDiemReadOnly({ ...base, existing: false, orderAvailable: false })).toBe(false);
  });
});

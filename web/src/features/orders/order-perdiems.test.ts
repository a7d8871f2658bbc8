import { abilitiesOf, PER_DIEM_MESSAGES } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/shared/form/yup';
import {
  changedEmployees,
  dayValues,
  EMPTY_PER_DIEM,
  fillFromRecent,
  perDiemBatches,
  perDiemDayEditable,
  perDiemDaySchema,
  perDiemTotal,
  type PerDiemValues,
  rowsOf,
} from './order-perdiems';

const v = (catering: number | null, misc: number | null, breakfast = false): PerDiemValues => ({ catering, misc, breakfast });

describe('perDiemTotal', () => {
  it('adds catering and misc and deducts 4.80 EUR for breakfast', () => {
    expect(perDiemTotal(v(16, 8))).toBe(24);
    expect(perDiemTotal(v(8, 0, true))).toBe(3.2);
    expect(perDiemTotal(v(0, 0, true))).toBe(-4.8);
    expect(perDiemTotal(v(null, 8))).toBeNull();
    expect(perDiemTotal(v(28, 0, true), 5.6)).toBe(22.4);
  });
});

describe('perDiemDayEditable', () => {
  it('needs PerDiem_Edit_Edit (or Superadmin) and a day on or after the earliest valid date', () => {
    expect(perDiemDayEditable(abilitiesOf(['PerDiem_Edit_Edit']), '2026-11-01', '2026-11-01')).toBe(true);
    expect(perDiemDayEditable(abilitiesOf(['PerDiem_Edit_Edit']), '2026-10-31', '2026-11-01')).toBe(false);
    expect(perDiemDayEditable(abilitiesOf(['PerDiem_View_Order']), '2026-11-10', '2026-11-01')).toBe(false);
    expect(perDiemDayEditable(abilitiesOf(['Superadmin']), '2026-11-10', '2026-11-01')).toBe(true);
  });
});

describe('changes and batches', () => {
  const stored = new Map([
    [1, v(8, 0)],
    [2, EMPTY_PER_DIEM],
    [3, v(16, 8, true)],
  ]);

  it('finds the employees whose values differ from what is stored', () => {
    const edited = new Map([
      [1, v(8, 0)],
      [2, v(16, 0)],
      [3, v(16, 8, false)],
    ]);
    expect(changedEmployees(stored, edited)).toEqual([2, 3]);
    expect(changedEmployees(stored, stored)).toEqual([]);
  });

  it('requires both amounts of every changed row, with the spec texts (spec 1 §5)', () => {
    const stored = new Map([
      [1, v(null, null)],
      [2, v(null, null)],
      [3, v(8, 8)],
    ]);
    const edited = new Map([
      [1, v(null, null)],
      [2, v(null, null, true)],
      [3, v(16, null)],
    ]);
    expect(schemaErrors(perDiemDaySchema(stored), dayValues(edited))).toEqual({
      'rows.e2.catering': 'Verpflegungszuschuss ist erforderlich.',
      'rows.e2.misc': 'Sonstiger Zuschuss ist erforderlich.',
      'rows.e3.misc': 'Sonstiger Zuschuss ist erforderlich.',
    });
    expect(schemaErrors(perDiemDaySchema(stored), dayValues(new Map([...stored, [1, v(0, 0)]])))).toEqual({});
  });

  it('refuses an amount outside the sets in the server’s words (one per-diem rule in the domain)', () => {
    // The day view once asked only that both amounts were chosen.
    const stored = new Map([[1, v(8, 8)]]);
    expect(schemaErrors(perDiemDaySchema(stored), dayValues(new Map([[1, v(24, 12)]])))).toEqual({
      'rows.e1.catering': PER_DIEM_MESSAGES.cateringInvalid,
      'rows.e1.misc': PER_DIEM_MESSAGES.miscInvalid,
    });
    expect(schemaErrors(perDiemDaySchema(stored), dayValues(new Map([[1, v(null, 8)]])))).toEqual({ 'rows.e1.catering': PER_DIEM_MESSAGES.cateringRequired });
  });

  it('checks against the stored per-diem settings when given', () => {
    const stored = new Map([[1, v(8, 8)]]);
    const choices = { catering: [0, 14, 28], misc: [0, 10], breakfastDeduction: 5.6 };
    expect(schemaErrors(perDiemDaySchema(stored, choices), dayValues(new Map([[1, v(28, 10)]])))).toEqual({});
    expect(schemaErrors(perDiemDaySchema(stored, choices), dayValues(new Map([[1, v(16, 8, true)]])))).toEqual({
      'rows.e1.catering': PER_DIEM_MESSAGES.cateringInvalid,
      'rows.e1.misc': PER_DIEM_MESSAGES.miscInvalid,
    });
  });

  it('keeps every employee under rows.e<id> and back', () => {
    const stored = new Map([
      [2014, v(8, 0, true)],
      [7, v(null, null)],
    ]);
    expect(dayValues(stored)).toEqual({ rows: { e2014: v(8, 0, true), e7: v(null, null) } });
    expect(rowsOf(dayValues(stored))).toEqual(stored);
  });

  it('sends one bulk call per distinct set of values', () => {
    const edited = new Map([
      [1, v(16, 8)],
      [2, v(8, 0, true)],
      [3, v(16, 8)],
      [4, v(16, 8, true)],
    ]);
    expect(perDiemBatches(edited, [1, 2, 3, 4])).toEqual([
      { values: { catering: 16, misc: 8, breakfast: false }, employeeIds: [1, 3] },
      { values: { catering: 8, misc: 0, breakfast: true }, employeeIds: [2] },
      { values: { catering: 16, misc: 8, breakfast: true }, employeeIds: [4] },
    ]);
    expect(perDiemBatches(edited, [])).toEqual([]);
  });
});

describe('fillFromRecent', () => {
  const recent = [
    { catering: 16, misc: 0, breakfast: false, employee: { id: 1 } },
    { catering: 8, misc: 8, breakfast: true, employee: { id: 2 } },
    { catering: 16, misc: 0, breakfast: false, employee: { id: 5 } },
  ];

  it('gives known employees their own values and the rest the most used ones', () => {
    const filled = fillFromRecent([1, 2, 3], recent);
    expect(filled.get(1)).toEqual(v(16, 0));
    expect(filled.get(2)).toEqual(v(8, 8, true));
    expect(filled.get(3)).toEqual(v(16, 0));
  });

  it('fills nothing without recent per diems', () => {
    expect(fillFromRecent([1, 2], []).size).toBe(0);
  });
});

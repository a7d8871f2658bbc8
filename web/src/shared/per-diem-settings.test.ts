import { describe, expect, it } from 'vitest';
import { amountOptions, DEFAULT_PER_DIEM_CHOICES } from './per-diem-settings';

describe('per-diem choices', () => {
  it('start with the spec amounts', () => {
    expect(DEFAULT_PER_DIEM_CHOICES).toEqual({ catering: [0, 8, 16, 32], misc: [0, 8, 16, 24, 32], breakfastDeduction: 4.8 });
  });
  it('keep a stored amount no longer offered visible, in order', () => {
    expect(amountOptions([0, 14, 28], 16)).toEqual([0, 14, 16, 28]);
    expect(amountOptions([0, 14, 28], 14)).toEqual([0, 14, 28]);
    expect(amountOptions([0, 14, 28], null)).toEqual([0, 14, 28]);
  });
});

/** The worked examples of docs/decisions/statistics.md#STA-6, by hand. */
import { describe, expect, it } from 'vitest';
import { averageWageOf, costsOf, DEFAULT_PAYROLL_TAX_FACTORS, hourlyRate, payrollTaxFactor, perDiemTotal, productivityOf, profitOf, roundCents, type DayLine } from './summary-math.js';

// Anna: WAG 14.00 €/h, FUL; 480 net work minutes (08:00–16:30 less the 30-minute pause inside), 60 travel.
// Ben: SAL 2,600 € at 160 target hours = 16.25 €/h, MIN; 300 work minutes, 45 passenger minutes.
const ANNA: DayLine = { workMinutes: 480, travelMinutes: 60, passengerMinutes: 0, wage: { wage: 14, wageType: 'WAG', targetHours: null }, employmentType: 'FUL' };
const BEN: DayLine = { workMinutes: 300, travelMinutes: 0, passengerMinutes: 45, wage: { wage: 2600, wageType: 'SAL', targetHours: 160 }, employmentType: 'MIN' };

describe('summary math (worked example of docs/decisions/statistics.md#STA-6)', () => {
  it('hourly rates: WAG the wage, SAL pro rata to the target hours (none or 0 → 173.33 h), no wage → 0', () => {
    expect(hourlyRate(ANNA.wage)).toBe(14);
    expect(hourlyRate(BEN.wage)).toBe(16.25);
    expect(roundCents(hourlyRate({ wage: 2600, wageType: 'SAL', targetHours: null }))).toBe(15);
    expect(roundCents(hourlyRate({ wage: 2600, wageType: 'SAL', targetHours: 0 }))).toBe(15);
    expect(hourlyRate(null)).toBe(0);
  });

  it('payroll-tax factors per employment type; none known → 1', () => {
    expect(payrollTaxFactor(DEFAULT_PAYROLL_TAX_FACTORS, 'FUL')).toBe(1.21);
    expect(payrollTaxFactor(DEFAULT_PAYROLL_TAX_FACTORS, 'MIN')).toBe(1.3);
    expect(payrollTaxFactor(DEFAULT_PAYROLL_TAX_FACTORS, 'SHO')).toBe(1);
    expect(payrollTaxFactor(DEFAULT_PAYROLL_TAX_FACTORS, 'WORKING_STUDENT')).toBe(1.1);
    expect(payrollTaxFactor(DEFAULT_PAYROLL_TAX_FACTORS, null)).toBe(1);
  });

  it('costs: 8 h × 14 + 5 h × 16.25 = 193.25; with taxes 135.52 + 105.625 = 241.15 (half up); travel 14.00; passenger 12.1875 → 12.19', () => {
    expect(costsOf([ANNA, BEN], DEFAULT_PAYROLL_TAX_FACTORS)).toEqual({ minutes: 780, costs: 193.25, costsWithPayrollTaxes: 241.15, costsTravel: 14, costsPassenger: 12.19 });
    expect(costsOf([], DEFAULT_PAYROLL_TAX_FACTORS)).toEqual({ minutes: 0, costs: 0, costsWithPayrollTaxes: 0, costsTravel: 0, costsPassenger: 0 });
  });

  it('per diems: 16 + 16 + 8 − 4.80 × 1 = 35.20', () => {
    expect(perDiemTotal({ catering: 32, misc: 8, breakfasts: 1 })).toBe(35.2);
    expect(perDiemTotal({ catering: 0, misc: 0, breakfasts: 2 })).toBe(-9.6);
  });

  it('profit: 1,500 − 120 − 241.15 − 14 − 12.19 − 35.20 = 1,077.46', () => {
    expect(profitOf({ earnings: 1500, expenses: 120, costsWithPayrollTaxes: 241.15, costsTravel: 14, costsPassenger: 12.19, perDiemTotal: 35.2 })).toBe(1077.46);
    expect(profitOf({ earnings: 0, expenses: 0, costsWithPayrollTaxes: 10.1, costsTravel: 0.2, costsPassenger: 0, perDiemTotal: 0 })).toBe(-10.3);
  });

  it('average wage: 193.25 / 13 h = 14.87; none without minutes', () => {
    expect(averageWageOf(193.25, 780)).toBe(14.87);
    expect(averageWageOf(50, 0)).toBeNull();
  });

  it('productivity: 1,500 / 13 h = 115.38 over rows with earnings and time; 100 when none', () => {
    expect(productivityOf([{ earnings: 1500, minutes: 780 }])).toBe(115.38);
    expect(productivityOf([{ earnings: 1500, minutes: 780 }, { earnings: 0, minutes: 600 }, { earnings: 300, minutes: 0 }])).toBe(115.38);
    expect(productivityOf([{ earnings: 1500, minutes: 780 }, { earnings: 600, minutes: 240 }])).toBe(123.53);
    expect(productivityOf([{ earnings: 0, minutes: 600 }])).toBe(100);
    expect(productivityOf([])).toBe(100);
  });

  it('rounding: cents half away from zero, without binary noise', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(0.994999)).toBe(0.99);
  });
});

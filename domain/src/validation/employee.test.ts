import { describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES, shortTermDaysElsewhereProblem, shortTermDaysFromRegistration } from './employee.js';

describe('short-term days with other employers', () => {
  it('takes whole numbers 0..366 and nothing else', () => {
    for (const ok of [0, 1, 70, 366, null, undefined]) expect(shortTermDaysElsewhereProblem(ok)).toBeNull();
    for (const bad of [-1, 367, 1.5, Number.NaN, '12', true]) expect(shortTermDaysElsewhereProblem(bad)).toBe(EMPLOYEE_MESSAGES.shortTermDaysElsewhereInvalid);
    expect(EMPLOYEE_MESSAGES.shortTermDaysElsewhereInvalid).toBe('Tage bei anderen Arbeitgebern müssen eine ganze Zahl zwischen 0 und 366 sein.');
  });

  it("reads the registration's value as a number or digits, else 0", () => {
    expect(shortTermDaysFromRegistration(12)).toBe(12);
    expect(shortTermDaysFromRegistration(' 45 ')).toBe(45);
    expect(shortTermDaysFromRegistration(366)).toBe(366);
    for (const odd of [null, undefined, '', 'ca. 10', '10 Tage', 1.5, 367, -3, '400', {}]) expect(shortTermDaysFromRegistration(odd)).toBe(0);
  });
});

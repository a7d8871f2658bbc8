import { describe, expect, it } from 'vitest';
import { employmentTypeOfRegistration, REGISTRATION_TYPES, registrationGroupOf } from './registration-types.js';

describe('registration types (spec 2 §2.2, §3)', () => {
  it('puts each of the seven types in its group', () => {
    expect(REGISTRATION_TYPES.map((t) => [t, registrationGroupOf(t)])).toEqual([
      ['MODIFICATION_HELPER', 'SOCIAL_SECURITY'],
      ['SOCIAL_SECURITY', 'SOCIAL_SECURITY'],
      ['STOCK_REPLENISHMENT_SOCIAL_SECURITY', 'SOCIAL_SECURITY'],
      ['MINOR_EMPLOYMENT', 'MINOR_EMPLOYMENT'],
      ['WORKING_STUDENT', 'MINOR_EMPLOYMENT'],
      ['STOCK_REPLENISHMENT_MINOR_EMPLOYMENT', 'MINOR_EMPLOYMENT'],
      ['SHORT_TERM', 'SHORT_TERM'],
    ]);
  });

  it('starts the created employee with the employment type of the registration', () => {
    expect(REGISTRATION_TYPES.map(employmentTypeOfRegistration)).toEqual(['FUL', 'FUL', 'FUL', 'MIN', 'WORKING_STUDENT', 'MIN', 'SHO']);
  });
});

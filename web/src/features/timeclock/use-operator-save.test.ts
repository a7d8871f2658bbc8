import { describe, expect, it } from 'vitest';
import { OPERATOR_MESSAGES } from '@inv/domain';
import { parseWholeNumber } from '@/shared/form/blur-save-field';
import { operatorInputProblem } from './use-operator-save';

describe('operator number typed on the timeclock (spec 2 §5)', () => {
  it('typed text: empty is null, digits a number, anything else NaN', () => {
    expect(parseWholeNumber('  ')).toBeNull();
    expect(parseWholeNumber(' 1011 ')).toBe(1011);
    expect(parseWholeNumber('10,5')).toBeNaN();
    expect(parseWholeNumber('-3')).toBeNaN();
  });
  it('empty removes the number; a whole number from 1010 to 2200 is sent', () => {
    expect(operatorInputProblem(null)).toBeNull();
    expect(operatorInputProblem(1010)).toBeNull();
    expect(operatorInputProblem(2200)).toBeNull();
  });
  it('words a number outside 1010–2200 as the server does (one operator rule in the domain)', () => {
    for (const typed of ['1009', '2201', '10,5', 'abc']) expect(operatorInputProblem(parseWholeNumber(typed))).toBe(OPERATOR_MESSAGES.numberRange);
    expect(OPERATOR_MESSAGES.numberRange).toBe('Bedienernummer muss eine ganze Zahl von 1010 bis 2200 sein.');
  });
});

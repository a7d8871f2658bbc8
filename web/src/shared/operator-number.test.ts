import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from './form/blur-save-field';
import { operatorNumberProblem, positionsProblem } from './operator-number';

describe('operator number (spec 2 §5)', () => {
  it('is required, whole and within 1010–2200', () => {
    expect(operatorNumberProblem(null)).toBe('required');
    expect(operatorNumberProblem(1009)).toBe('range');
    expect(operatorNumberProblem(1010)).toBeNull();
    expect(operatorNumberProblem(2200)).toBeNull();
    expect(operatorNumberProblem(2201)).toBe('range');
    expect(operatorNumberProblem(Number.NaN)).toBe('range');
    expect(operatorNumberProblem(1500.5)).toBe('range');
  });

  it('positions are empty or at least 1', () => {
    expect(positionsProblem(null)).toBeNull();
    expect(positionsProblem(1)).toBeNull();
    expect(positionsProblem(0)).toBe('range');
    expect(positionsProblem(Number.NaN)).toBe('range');
  });

  it('typed text: empty is null, digits a number, anything else NaN', () => {
    expect(parseWholeNumber('  ')).toBeNull();
    expect(parseWholeNumber(' 1011 ')).toBe(1011);
    expect(parseWholeNumber('10,5')).toBeNaN();
    expect(parseWholeNumber('-3')).toBeNaN();
  });
});

import { describe, expect, it } from 'vitest';
import { checklistStatus } from './order.policy.js';

const items = (done: number[]) => [10, 11, 12, 20, 21, 30, 31].map((code) => ({ code, done: done.includes(code) }));

describe('checklistStatus (spec 2 §2.4)', () => {
  it.each([
    ['all done → green', [10, 11, 12, 20, 21, 30, 31], 'GREEN'],
    ['10 and 11 done → yellow', [10, 11], 'YELLOW'],
    ['10, 11 and more, not all → yellow', [10, 11, 12, 20], 'YELLOW'],
    ['nothing done → red', [], 'RED'],
    ['10 without 11 → red', [10, 12], 'RED'],
    ['later items without the preparation → red', [20, 21, 30, 31], 'RED'],
  ])('%s', (_name, done, expected) => {
    expect(checklistStatus(items(done as number[]))).toBe(expected);
  });
  it('no checklist → no dot', () => {
    expect(checklistStatus([])).toBeNull();
  });
});

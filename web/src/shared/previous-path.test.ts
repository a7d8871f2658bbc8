import { describe, expect, it } from 'vitest';
import { previousPath, recordPath } from './previous-path';

describe('previous path', () => {
  it('is the path shown before the current one; repeated renders of a path change nothing', () => {
    expect(previousPath()).toBeNull();
    recordPath('/');
    expect(previousPath()).toBeNull();
    recordPath('/timeclock');
    expect(previousPath()).toBe('/');
    recordPath('/timeclock');
    expect(previousPath()).toBe('/');
    recordPath('/timeclock/5');
    expect(previousPath()).toBe('/timeclock');
  });
});

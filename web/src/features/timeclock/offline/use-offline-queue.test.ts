import { describe, expect, it } from 'vitest';
import type { QueuedAction } from './queue';
import { changes, type OfflineQueueState } from './use-offline-queue';

const idle: OfflineQueueState = { actions: [], online: true, sending: false, needsLogin: false };

describe('changes (what tells the timeclock pages to render again)', () => {
  it('an empty queue read again, or the same flags, change nothing', () => {
    expect(changes(idle, { actions: [] })).toBe(false);
    expect(changes(idle, { online: true, sending: false })).toBe(false);
    expect(changes(idle, {})).toBe(false);
  });

  it('any other value does', () => {
    expect(changes(idle, { sending: true })).toBe(true);
    expect(changes(idle, { online: false, sending: false })).toBe(true);
    const waiting = [{ seq: 1, state: 'waiting' }] as unknown as QueuedAction[];
    expect(changes(idle, { actions: waiting })).toBe(true);
    expect(changes({ ...idle, actions: waiting }, { actions: [] })).toBe(true);
    // A list read again is a new array: its entries may have changed (sent, refused).
    expect(changes({ ...idle, actions: waiting }, { actions: [...waiting] })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { holdRequestsUntilPainted, pagePainted, requestGate } from './first-paint';

const settled = async (p: Promise<void> | null) => {
  let done = false;
  void p?.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('requests held until the login page has painted', () => {
  it('nothing is held unless asked', () => {
    expect(requestGate()).toBeNull();
  });

  it('held until the page has painted (a frame after its commit), then nothing is held any more', async () => {
    holdRequestsUntilPainted(60_000);
    const gate = requestGate();
    expect(gate).not.toBeNull();
    expect(await settled(gate)).toBe(false);
    pagePainted();
    await gate;
    expect(requestGate()).toBeNull();
  });

  it('released after maxMs when no page says it has painted', async () => {
    holdRequestsUntilPainted(20);
    const gate = requestGate();
    expect(await settled(gate)).toBe(false);
    await gate;
    expect(requestGate()).toBeNull();
  });
});

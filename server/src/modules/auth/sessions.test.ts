import session from 'express-session';
import { describe, expect, it } from 'vitest';
import { throttleTouch } from './sessions.js';

class CountingStore extends session.MemoryStore {
  touches: string[] = [];
  override touch(sid: string, sess: session.SessionData, cb?: () => void) {
    this.touches.push(sid);
    cb?.();
  }
}

describe('throttleTouch (no session write on every request)', () => {
  const sess = { cookie: { originalMaxAge: 1000 } } as session.SessionData;

  it('touches a session once per interval and answers every call', () => {
    let clock = 0;
    const store = throttleTouch(new CountingStore(), 60_000, () => clock);
    let answered = 0;
    const touch = (sid: string) => store.touch(sid, sess, () => answered++);
    touch('a');
    touch('a');
    clock = 59_999;
    touch('a');
    touch('b');
    clock = 60_000;
    touch('a');
    expect(store.touches).toEqual(['a', 'b', 'a']);
    expect(answered).toBe(5);
  });

  it('keeps at most `limit` sessions in memory, forgetting the oldest first', () => {
    const clock = 0;
    const store = throttleTouch(new CountingStore(), 60_000, () => clock, 2);
    for (const sid of ['a', 'b', 'c', 'a']) store.touch(sid, sess, () => {});
    // 'a' was dropped when 'c' came, so it is touched again.
    expect(store.touches).toEqual(['a', 'b', 'c', 'a']);
  });
});

import { ApolloProvider } from '@apollo/client';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeAuth, type Auth } from '@/shared/session/auth';
import { DEMO } from '@/test/demo-users';
import { scriptedClient } from '@/test/scripted-client';
import { LIVE_DEBOUNCE_MS, useLiveClock } from './use-live-clock';

/** A stand-in for the browser's EventSource: records what was opened and lets the test send events. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  closed = false;
  private listeners = new Map<string, Set<() => void>>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: () => void) {
    this.listeners.get(type)?.delete(fn);
  }
  close() {
    this.closed = true;
  }
  emit(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn();
  }
}

function Probe({ orderId, onChange }: { orderId?: number; onChange: () => void }) {
  useLiveClock(orderId, onChange);
  return null;
}

function mount(auth: Auth, orderId: number | undefined, onChange = vi.fn()) {
  const client = scriptedClient({});
  writeAuth(client, auth);
  const view = render(
    <ApolloProvider client={client}>
      <Probe orderId={orderId} onChange={onChange} />
    </ApolloProvider>,
  );
  return { onChange, view };
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveClock', () => {
  it('opens the stream of all orders, or of one, with the session cookie', () => {
    mount(DEMO.admin, undefined);
    mount(DEMO.teamleiter, 42);
    expect(FakeEventSource.all.map((s) => [s.url, s.init?.withCredentials])).toEqual([
      ['/api/live/timeclock', true],
      ['/api/live/timeclock?orderId=42', true],
    ]);
  });

  it('does nothing for a viewer who may not view', () => {
    mount(DEMO.buero, undefined);
    mount(DEMO.mitarbeiter, 7);
    expect(FakeEventSource.all).toEqual([]);
  });

  it('debounces a burst of events into one call', () => {
    const { onChange } = mount(DEMO.admin, undefined);
    const s = FakeEventSource.all[0];
    act(() => {
      s.emit('open');
      s.emit('clock');
      vi.advanceTimersByTime(100);
      s.emit('clock');
      s.emit('clock');
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(LIVE_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('refetches after a reconnect and on resync, not on the first open', () => {
    const { onChange } = mount(DEMO.teamleiter, 3);
    const s = FakeEventSource.all[0];
    act(() => {
      s.emit('open');
      vi.advanceTimersByTime(LIVE_DEBOUNCE_MS * 2);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      s.emit('open');
      vi.advanceTimersByTime(LIVE_DEBOUNCE_MS * 2);
      s.emit('resync');
      vi.advanceTimersByTime(LIVE_DEBOUNCE_MS * 2);
    });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('closes on unmount and calls nothing afterwards', () => {
    const { onChange, view } = mount(DEMO.admin, undefined);
    const s = FakeEventSource.all[0];
    act(() => s.emit('clock'));
    view.unmount();
    expect(s.closed).toBe(true);
    act(() => void vi.advanceTimersByTime(LIVE_DEBOUNCE_MS * 2));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a new order is a new stream; the old one is closed', () => {
    const onChange = vi.fn();
    const { view } = mount(DEMO.teamleiter, 1, onChange);
    const client = scriptedClient({});
    writeAuth(client, DEMO.teamleiter);
    view.rerender(
      <ApolloProvider client={client}>
        <Probe orderId={2} onChange={onChange} />
      </ApolloProvider>,
    );
    expect(FakeEventSource.all.map((s) => [s.url, s.closed])).toEqual([
      ['/api/live/timeclock?orderId=1', true],
      ['/api/live/timeclock?orderId=2', false],
    ]);
  });
});

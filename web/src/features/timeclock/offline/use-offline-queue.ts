import { useSyncExternalStore } from 'react';
import { observeAnswers } from '@/shared/answer-observer';
import { i18n } from '@/i18n/i18n';
import { REQUEST_TIMEOUT_MS } from '@/shared/paths';
import { idbQueueStore, loadOffset, saveOffset } from './db';
import { currentOffset, measureAnswer, measuringFetch, onOffset, seedOffset } from './offset';
import { type NewAction, newClientId, type QueuedAction, queuedAction, sendQueue } from './queue';

/**
 * The one offline queue of the browser tab, shared by the timeclock pages: its actions, the
 * connection, and the sending. Sent at start, on `online`, and every RETRY_MS while something waits.
 */
export interface OfflineQueueState {
  actions: QueuedAction[];
  online: boolean;
  sending: boolean;
  /** the last send stopped at a 401: the actions wait for a login */
  needsLogin: boolean;
}

/** While something waits: the next attempt (a failed one costs a request that fails at once). */
const RETRY_MS = 10_000;
const OFFSET_SAVE_MS = 10_000;

let state: OfflineQueueState = { actions: [], online: typeof navigator === 'undefined' ? true : navigator.onLine, sending: false, needsLogin: false };
const listeners = new Set<() => void>();
const drainListeners = new Set<() => void>();
let started = false;
let timer: ReturnType<typeof setInterval> | undefined;
let lastOffsetSave = 0;
/** an action was queued while a send ran: send again after it */
let again = false;

/** Equal for the queue's subscribers: the same value, or two empty lists (a list read again from IndexedDB). */
const same = (a: unknown, b: unknown) => a === b || (Array.isArray(a) && Array.isArray(b) && a.length === 0 && b.length === 0);

/** Whether a patch changes what the subscribers see. */
export function changes(current: OfflineQueueState, patch: Partial<OfflineQueueState>): boolean {
  return Object.entries(patch).some(([key, value]) => !same(current[key as keyof OfflineQueueState], value));
}

function set(patch: Partial<OfflineQueueState>) {
  // Nothing changed, nobody is told: every page of the timeclock subscribes, and a new state object
  // re-renders it in one blocking task (the empty queue read at start).
  if (!changes(state, patch)) return;
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
  const waiting = state.actions.some((a) => a.state === 'waiting');
  if (waiting && !timer) timer = setInterval(() => void flush(), RETRY_MS);
  if (!waiting && timer) {
    clearInterval(timer);
    timer = undefined;
  }
}

async function refresh() {
  set({ actions: await idbQueueStore.list() });
}

const timedFetch: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

/** Sends what waits, in order; one run at a time. */
export async function flush(): Promise<void> {
  if (state.sending) {
    again = true;
    return;
  }
  if (!navigator.onLine) return;
  again = false;
  if (!state.actions.some((a) => a.state === 'waiting')) return;
  set({ sending: true });
  try {
    const result = await sendQueue({ store: idbQueueStore, fetch: measuringFetch(timedFetch), fallback: i18n.t('timeclock.offline.refusedFallback'), onChange: () => void refresh() });
    await refresh();
    // No answer at all: offline, whatever navigator.onLine says (a cellar's weak signal, or a page the
    // service worker started offline, often claims a connection). Any answer means connected.
    set({ needsLogin: result.status === 'login', online: result.status !== 'unreachable' });
    if (result.accepted + result.refused > 0) drainListeners.forEach((l) => l());
  } finally {
    set({ sending: false });
  }
  if (again && !state.needsLogin) await flush();
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    set({ online: true });
    void flush();
  });
  window.addEventListener('offline', () => set({ online: false }));
  // From now on every GraphQL answer measures the server's clock, as the queue's own requests do, and
  // one arriving while the queue thinks it is offline says the connection is back: send at once.
  observeAnswers((answer, sentAt) => {
    measureAnswer(answer, sentAt);
    if (!state.online && navigator.onLine) {
      set({ online: true });
      void flush();
    }
  });
  onOffset((o) => {
    if (o.measuredAt - lastOffsetSave < OFFSET_SAVE_MS) return;
    lastOffsetSave = o.measuredAt;
    void saveOffset(o);
  });
  void loadOffset().then(seedOffset);
  void refresh().then(flush);
}

/** Queues actions (in the order given) and tries to send them at once. */
export async function enqueue(actions: readonly NewAction[]): Promise<void> {
  const offsetMs = currentOffset()?.offsetMs ?? (await loadOffset())?.offsetMs ?? 0;
  const now = Date.now();
  for (const a of actions) await idbQueueStore.add(queuedAction(a, offsetMs, now, newClientId));
  await refresh();
  void flush();
}

/** A refused action leaves the list only when the team leader dismisses it. */
export async function dismiss(seq: number): Promise<void> {
  await idbQueueStore.remove(seq);
  await refresh();
}

/** Called after a send that settled at least one action (to load the server's state again). */
export function onSettled(listener: () => void): () => void {
  drainListeners.add(listener);
  return () => drainListeners.delete(listener);
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineQueue(): OfflineQueueState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

import { DateTime } from 'luxon';
import type { ClockingAction, InType } from '../clocking';

/**
 * The queue of clock actions made without a connection. Plain functions over an injected
 * store and fetch: db.ts gives the IndexedDB store, the tests a memory one.
 */
export interface QueuedAction {
  /** the store's key (autoIncrement): the order actions were made in */
  seq?: number;
  /** one per employee action (a v4 UUID, newClientId); the server records one outcome per id */
  clientId: string;
  orderId: number;
  /** for the refused panel on the list page (actions queued before it was stored show 'Auftrag N') */
  orderName?: string;
  /** YYYY-MM-DD and HH:mm in Europe/Berlin, of device time + offset (or the time the team leader chose) */
  date: string;
  time: string;
  employeeId: number;
  /** for the refused panel; the server knows the employee by id */
  employeeName: string;
  clockingAction: ClockingAction;
  worklogType?: InType;
  /** device time of the action, ms since epoch, and the offset applied to it */
  deviceTime: number;
  offsetMs: number;
  state: 'waiting' | 'refused';
  message?: string;
}

export interface QueueStore {
  /** every action, oldest first */
  list(): Promise<QueuedAction[]>;
  add(action: QueuedAction): Promise<QueuedAction>;
  put(action: QueuedAction): Promise<void>;
  remove(seq: number): Promise<void>;
}

export interface NewAction {
  orderId: number;
  orderName?: string;
  /** the day the page shows */
  date: string;
  /** HH:mm the team leader chose, else now */
  time?: string | null;
  /**
   * The page shows today: an action without a chosen time happens now, and its day is now's day too
   * (server time), so an action a minute after midnight is booked on the new day even when the page
   * had not turned yet.
   */
  today?: boolean;
  employeeId: number;
  employeeName: string;
  clockingAction: ClockingAction;
  worklogType?: InType;
  /** the id an online request already carried (its replay must stay idempotent); else a new one */
  clientId?: string;
}

/** A queued action: its time is device time + offset in Berlin, unless a time was chosen. */
export function queuedAction(a: NewAction, offsetMs: number, deviceTime: number, uuid: () => string): QueuedAction {
  const serverNow = DateTime.fromMillis(deviceTime + offsetMs, { zone: 'Europe/Berlin' });
  return {
    clientId: a.clientId ?? uuid(),
    orderId: a.orderId,
    ...(a.orderName ? { orderName: a.orderName } : {}),
    date: !a.time && a.today ? serverNow.toISODate()! : a.date,
    time: a.time ?? serverNow.toFormat('HH:mm'),
    employeeId: a.employeeId,
    employeeName: a.employeeName,
    clockingAction: a.clockingAction,
    ...(a.clockingAction === 'IN' && a.worklogType ? { worklogType: a.worklogType } : {}),
    deviceTime,
    offsetMs,
    state: 'waiting',
  };
}

/** The REST body of one queued action: the /api clock body with the clientId extension (I21-shared.md). */
export function clockBody(a: QueuedAction) {
  return {
    date: a.date,
    time: a.time,
    employees: [{ employeeId: a.employeeId, clockingAction: a.clockingAction, worklogType: a.worklogType ?? null, clientId: a.clientId }],
  };
}

export type Outcome =
  | { kind: 'accepted' }
  | { kind: 'refused'; message: string }
  /** the server is down (5xx): stop, send again later */
  | { kind: 'retry' }
  /** no answer at all (no connection, or one that only claims to be there): stop, send again later */
  | { kind: 'unreachable' }
  /** the session ended: stop, keep waiting until the team leader logs in */
  | { kind: 'login' };

interface AnswerBody {
  title?: string;
  message?: string;
  validationErrors?: { path: string; message: string }[];
  actions?: { clientId: string; employeeId: number; accepted: boolean; message?: string | null }[];
}

/** What one answer means for the action it carried. */
export function outcomeOf(a: QueuedAction, status: number, body: unknown, fallback: string): Outcome {
  if (status === 401) return { kind: 'login' };
  if (status >= 500) return { kind: 'retry' };
  const b = (body && typeof body === 'object' ? body : {}) as AnswerBody;
  const mine = Array.isArray(b.actions) ? b.actions.find((x) => x.clientId === a.clientId) : undefined;
  if (status >= 200 && status < 300) {
    if (mine && !mine.accepted) return { kind: 'refused', message: mine.message || fallback };
    return { kind: 'accepted' };
  }
  if (status === 422) {
    const errors = Array.isArray(b.validationErrors) ? b.validationErrors : Array.isArray(body) ? (body as { path: string; message: string }[]) : [];
    const own = errors.filter((e) => e.path === `employees.${a.employeeId}`).map((e) => e.message);
    if (own.length) return { kind: 'refused', message: own.join(' ') };
    if (mine && !mine.accepted && mine.message) return { kind: 'refused', message: mine.message };
    // The employee's step went through but another's did not: never the case with one employee per request.
    if (mine?.accepted) return { kind: 'accepted' };
    const rest = errors.map((e) => e.message).filter(Boolean);
    return { kind: 'refused', message: rest.length ? rest.join(' ') : (b.message ?? fallback) };
  }
  // 403, 404, 409 and the rest of 4xx: the server's reason.
  return { kind: 'refused', message: b.title || b.message || fallback };
}

export interface SendResult {
  /** drained: nothing waiting any more; retry/unreachable/login: stopped at an action still waiting */
  status: 'drained' | 'retry' | 'unreachable' | 'login';
  accepted: number;
  refused: number;
}

export interface SendDeps {
  store: QueueStore;
  fetch: typeof fetch;
  /** the message of a refusal without one */
  fallback: string;
  /** after each action's outcome was stored */
  onChange?: () => void;
}

/** Sends the waiting actions in order, one request each; stops at the first that cannot be sent now. */
export async function sendQueue({ store, fetch: send, fallback, onChange }: SendDeps): Promise<SendResult> {
  let accepted = 0;
  let refused = 0;
  for (const a of await store.list()) {
    if (a.state !== 'waiting') continue;
    let outcome: Outcome;
    try {
      const res = await send(`/api/timeclock/${a.orderId}/clock`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(clockBody(a)),
      });
      const body = await res.json().catch(() => null);
      outcome = outcomeOf(a, res.status, body, fallback);
    } catch {
      outcome = { kind: 'unreachable' };
    }
    if (outcome.kind === 'retry' || outcome.kind === 'unreachable' || outcome.kind === 'login') return { status: outcome.kind, accepted, refused };
    if (outcome.kind === 'accepted') {
      await store.remove(a.seq!);
      accepted++;
    } else {
      await store.put({ ...a, state: 'refused', message: outcome.message });
      refused++;
    }
    onChange?.();
  }
  return { status: 'drained', accepted, refused };
}

/** A memory store (tests, and the fallback where IndexedDB is missing). */
export function memoryQueueStore(): QueueStore {
  let next = 1;
  const rows = new Map<number, QueuedAction>();
  return {
    list: async () => [...rows.values()].sort((x, y) => x.seq! - y.seq!),
    add: async (a) => {
      const row = { ...a, seq: next++ };
      rows.set(row.seq, row);
      return row;
    },
    put: async (a) => void rows.set(a.seq!, a),
    remove: async (seq) => void rows.delete(seq),
  };
}

export type EmployeeStatus = 'CLOCKED_IN' | 'PAUSED' | 'CLOCKED_OUT' | 'CLOCKED_IN_ELSEWHERE' | 'NOT_CLOCKED_IN';

interface ViewEntry {
  employeeId: number;
  status: EmployeeStatus;
  statusMessage?: string | null;
  openWorklog: { id: number; worklogType: string; orderId: number; date: string; start: string } | null;
}

/**
 * The expected state of the order's employees after its waiting actions (the optimistic view): IN opens
 * an entry of its type here, PAUSE a pause, OUT closes. Employees queued from the add dialog that are
 * not on the list yet are not invented; the server's answer brings them.
 */
export function applyWaiting<E extends ViewEntry>(employees: readonly E[], queue: readonly QueuedAction[], orderId: number, date: string): E[] {
  const mine = queue.filter((a) => a.state === 'waiting' && a.orderId === orderId && a.date === date);
  if (mine.length === 0) return [...employees];
  return employees.map((e) => {
    let out = e;
    for (const a of mine) {
      if (a.employeeId !== e.employeeId) continue;
      // The server's status text describes the state before the action: the row says 'waiting' instead.
      if (a.clockingAction === 'OUT') out = { ...out, status: 'CLOCKED_OUT', statusMessage: null, openWorklog: null };
      else {
        const worklogType = a.clockingAction === 'PAUSE' ? 'PAUSE' : (a.worklogType ?? 'WORK');
        out = {
          ...out,
          status: a.clockingAction === 'PAUSE' ? 'PAUSED' : 'CLOCKED_IN',
          statusMessage: null,
          openWorklog: { id: out.openWorklog?.id ?? 0, worklogType, orderId, date, start: a.time },
        };
      }
    }
    return out;
  });
}

/**
 * A request that got no answer (no connection, fetch failed, or the 30 s limit ran out): neither a
 * status nor a GraphQL error. A timed-out one may have reached the server; its steps carry client ids,
 * so the queued copy is applied once whichever arrives.
 */
export function isUnsent(err: unknown): boolean {
  const e = err as { networkError?: { name?: string; statusCode?: number } | null; graphQLErrors?: unknown[] } | null;
  const net = e?.networkError;
  return !!net && net.statusCode === undefined && !e?.graphQLErrors?.length;
}

/**
 * A v4 UUID. crypto.randomUUID exists only in secure contexts (https, localhost); a phone on plain http
 * in the store's network still has getRandomValues.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

import { describe, expect, it } from 'vitest';
import { offsetFrom } from './offset';
import { applyWaiting, clockBody, memoryQueueStore, outcomeOf, type QueuedAction, queuedAction, sendQueue } from './queue';

const uuid = () => '8f0c7a52-4d1e-4c3a-9b2f-1a2b3c4d5e6f';
const base = { orderId: 7, date: '2026-07-15', employeeId: 2001, employeeName: 'Anna Beck', clockingAction: 'IN' as const, worklogType: 'WORK' as const };

function action(over: Partial<QueuedAction> = {}): QueuedAction {
  return { ...queuedAction(base, 0, Date.UTC(2026, 6, 15, 6, 30), uuid), ...over };
}

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('server-time offset', () => {
  it('takes the Date header at the middle of the round trip, error 1 s + RTT/2', () => {
    const sent = Date.UTC(2026, 6, 15, 8, 0, 0, 0);
    const o = offsetFrom('Wed, 15 Jul 2026 08:00:10 GMT', sent, sent + 400)!;
    expect(o.offsetMs).toBe(10_000 + 500 - 200);
    expect(o.errorMs).toBe(1200);
  });
  it('ignores a missing or broken header', () => {
    expect(offsetFrom(null, 0, 1)).toBeNull();
    expect(offsetFrom('gestern', 0, 1)).toBeNull();
  });
});

describe('a queued action', () => {
  it('carries device time + offset as HH:mm in Berlin (summer time) and its own client id', () => {
    const a = queuedAction(base, 90_000, Date.UTC(2026, 6, 15, 6, 30), uuid);
    expect(a).toMatchObject({ clientId: uuid(), time: '08:31', date: '2026-07-15', offsetMs: 90_000, state: 'waiting', worklogType: 'WORK' });
  });
  it('takes the day from server time too when the page shows today and no time was chosen (a night across midnight)', () => {
    // 23:59:30 on the device, the server 90 s ahead: 00:01 on the next day.
    const deviceTime = Date.UTC(2026, 6, 15, 21, 59, 30);
    expect(queuedAction({ ...base, clockingAction: 'OUT', today: true }, 90_000, deviceTime, uuid)).toMatchObject({ date: '2026-07-16', time: '00:01' });
    // A chosen time, or another day shown: the page's day stays.
    expect(queuedAction({ ...base, clockingAction: 'OUT', today: true, time: '23:50' }, 90_000, deviceTime, uuid)).toMatchObject({ date: '2026-07-15', time: '23:50' });
    expect(queuedAction({ ...base, clockingAction: 'OUT' }, 90_000, deviceTime, uuid)).toMatchObject({ date: '2026-07-15', time: '00:01' });
  });
  it('keeps a chosen time and drops the type of PAUSE and OUT', () => {
    const a = queuedAction({ ...base, clockingAction: 'OUT', time: '17:05' }, 0, Date.UTC(2026, 0, 15, 6, 30), uuid);
    expect(a.time).toBe('17:05');
    expect(a.worklogType).toBeUndefined();
  });
  it('keeps the order name for the refused panel, but never sends it', () => {
    const a = queuedAction({ ...base, orderName: 'REWE Kellerweg' }, 0, Date.UTC(2026, 6, 15, 6, 30), uuid);
    expect(a.orderName).toBe('REWE Kellerweg');
    expect(JSON.stringify(clockBody(a))).not.toContain('REWE');
  });
  it('is sent as the /api clock body with the clientId on the employee entry', () => {
    expect(clockBody(action())).toEqual({
      date: '2026-07-15',
      time: '08:30',
      employees: [{ employeeId: 2001, clockingAction: 'IN', worklogType: 'WORK', clientId: uuid() }],
    });
  });
});

describe('the answer of one action', () => {
  const a = action();
  it('200 accepts; 200 with its action refused refuses', () => {
    expect(outcomeOf(a, 200, { employees: [] }, 'x')).toEqual({ kind: 'accepted' });
    expect(outcomeOf(a, 200, { actions: [{ clientId: a.clientId, employeeId: 2001, accepted: false, message: 'Nein' }] }, 'x')).toEqual({ kind: 'refused', message: 'Nein' });
  });
  it('422 refuses with the employee message, else the actions message, else the request errors', () => {
    expect(outcomeOf(a, 422, { validationErrors: [{ path: 'employees.2001', message: 'Monat abgeschlossen.' }] }, 'x')).toEqual({ kind: 'refused', message: 'Monat abgeschlossen.' });
    expect(outcomeOf(a, 422, { actions: [{ clientId: a.clientId, employeeId: 2001, accepted: false, message: 'Vorher' }], validationErrors: [] }, 'x')).toEqual({ kind: 'refused', message: 'Vorher' });
    expect(outcomeOf(a, 422, [{ path: 'date', message: 'Ungültiges Datum.' }], 'x')).toEqual({ kind: 'refused', message: 'Ungültiges Datum.' });
  });
  it('403/404/409 refuse with the title; 401 waits for a login; 5xx retries', () => {
    expect(outcomeOf(a, 404, { title: 'Nicht gefunden' }, 'x')).toEqual({ kind: 'refused', message: 'Nicht gefunden' });
    expect(outcomeOf(a, 403, null, 'Abgelehnt')).toEqual({ kind: 'refused', message: 'Abgelehnt' });
    expect(outcomeOf(a, 401, null, 'x')).toEqual({ kind: 'login' });
    expect(outcomeOf(a, 502, null, 'x')).toEqual({ kind: 'retry' });
  });
});

describe('sending the queue', () => {
  it('sends in order, removes the accepted, keeps the refused with the reason', async () => {
    const store = memoryQueueStore();
    await store.add(action({ clientId: 'a', employeeId: 1 }));
    await store.add(action({ clientId: 'b', employeeId: 2 }));
    await store.add(action({ clientId: 'c', employeeId: 3 }));
    const sent: string[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string);
      sent.push(body.employees[0].clientId);
      return body.employees[0].employeeId === 2 ? answer(422, { validationErrors: [{ path: 'employees.2', message: 'Abgeschlossener Monat.' }] }) : answer(200, {});
    }) as typeof globalThis.fetch;
    const r = await sendQueue({ store, fetch, fallback: 'x' });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(r).toEqual({ status: 'drained', accepted: 2, refused: 1 });
    expect(await store.list()).toMatchObject([{ clientId: 'b', state: 'refused', message: 'Abgeschlossener Monat.' }]);
    // A refused action is not sent again.
    sent.length = 0;
    await sendQueue({ store, fetch, fallback: 'x' });
    expect(sent).toEqual([]);
  });
  it('stops at a network error or 5xx and keeps everything from there waiting, in order', async () => {
    const store = memoryQueueStore();
    await store.add(action({ clientId: 'a' }));
    await store.add(action({ clientId: 'b' }));
    let calls = 0;
    const fetch = (async () => {
      calls++;
      if (calls === 1) return answer(200, {});
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    expect(await sendQueue({ store, fetch, fallback: 'x' })).toEqual({ status: 'unreachable', accepted: 1, refused: 0 });
    expect((await store.list()).map((x) => [x.clientId, x.state])).toEqual([['b', 'waiting']]);
    const down = (async () => answer(503, {})) as typeof globalThis.fetch;
    expect((await sendQueue({ store, fetch: down, fallback: 'x' })).status).toBe('retry');
    const login = (async () => answer(401, null)) as typeof globalThis.fetch;
    expect((await sendQueue({ store, fetch: login, fallback: 'x' })).status).toBe('login');
    expect(await store.list()).toHaveLength(1);
  });
});

describe('the expected view', () => {
  const employees = [
    { employeeId: 1, status: 'NOT_CLOCKED_IN' as const, statusMessage: null, openWorklog: null },
    { employeeId: 2, status: 'CLOCKED_IN' as const, statusMessage: 'seit 07:00', openWorklog: { id: 9, worklogType: 'WORK', orderId: 7, date: '2026-07-15', start: '07:00' } },
  ];
  it('applies the waiting actions of this order and day in order', () => {
    const queue = [
      action({ employeeId: 1, clockingAction: 'IN', worklogType: 'TRAVEL', time: '08:00' }),
      action({ employeeId: 2, clockingAction: 'PAUSE', worklogType: undefined }),
      action({ employeeId: 2, clockingAction: 'OUT', worklogType: undefined }),
      action({ employeeId: 1, orderId: 8, clockingAction: 'OUT' }),
      action({ employeeId: 1, clockingAction: 'OUT', state: 'refused' }),
    ];
    const out = applyWaiting(employees, queue, 7, '2026-07-15');
    expect(out[0]).toMatchObject({ status: 'CLOCKED_IN', openWorklog: { worklogType: 'TRAVEL', start: '08:00' } });
    expect(out[1]).toMatchObject({ status: 'CLOCKED_OUT', openWorklog: null });
  });
});

describe('a clock request without an answer', () => {
  it('is queued only when nothing came back (no status, no GraphQL error, no timeout)', async () => {
    const { isUnsent } = await import('./queue');
    expect(isUnsent({ networkError: new TypeError('Failed to fetch') })).toBe(true);
    expect(isUnsent({ networkError: Object.assign(new Error('x'), { name: 'RequestTimeoutError' }) })).toBe(true);
    expect(isUnsent({ networkError: Object.assign(new Error('x'), { statusCode: 502 }) })).toBe(false);
    expect(isUnsent({ graphQLErrors: [{ message: 'x' }], networkError: null })).toBe(false);
    expect(isUnsent(null)).toBe(false);
  });
});

describe('client ids', () => {
  it('are v4 UUIDs also without crypto.randomUUID (plain http)', async () => {
    const { newClientId } = await import('./queue');
    const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newClientId()).toMatch(uuidV4);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuidV4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

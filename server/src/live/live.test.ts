import { describe, expect, it } from 'vitest';
import { parseChange } from './live-hub.js';
import { eventFor, refusal, viewerOf } from './live.routes.js';
import type { CurrentUser } from '../modules/auth/current-user.js';

const user = (authorities: string[], extra: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1, username: 'u', employeeId: null, firstName: 'U', lastName: 'V', enabled: true, mustChangePassword: false,
  secondFactorEnabled: true, lastLogin: null, authorities, ...extra,
});
const change = (orderId: number, passenger = false) => ({ kind: 'change' as const, change: { orderId, date: '2026-11-24', passenger } });

describe('live board rules', () => {
  it('reads only well-formed notifications', () => {
    expect(parseChange('{"orderId":5,"date":"2026-11-24","passenger":false}')).toEqual({ orderId: 5, date: '2026-11-24', passenger: false });
    expect(parseChange('{"orderId":"5","date":"2026-11-24"}')).toBeNull();
    expect(parseChange('{"orderId":5,"date":"24.11.2026"}')).toBeNull();
    expect(parseChange('kaputt')).toBeNull();
    expect(parseChange(undefined)).toBeNull();
  });

  it('who may open the stream: the Timeclock group or Superadmin; no session 401', () => {
    expect(refusal(null)?.code).toBe('UNAUTHENTICATED');
    expect(refusal(user(['Timeclock']))).toBeNull();
    expect(refusal(user(['Timeclock_Clocking']))).toBeNull();
    expect(refusal(user(['Superadmin']))).toBeNull();
    expect(refusal(user(['Order_Overview', 'Accounting_Employee_ViewPassengerTimes']))?.code).toBe('FORBIDDEN');
    expect(refusal(user(['Timeclock'], { mustChangePassword: true }))?.code).toBe('FORBIDDEN');
  });

  it('an event carries only {orderId, date}; one order when asked; passenger entries only for who may see them', () => {
    const leader = viewerOf(user(['Timeclock']), null);
    const office = viewerOf(user(['Superadmin', 'Accounting_Employee_ViewPassengerTimes']), null);
    expect(eventFor(leader, change(5))).toBe('event: clock\ndata: {"orderId":5,"date":"2026-11-24"}\n\n');
    expect(eventFor(leader, change(5, true))).toBeNull();
    expect(eventFor(office, change(5, true))).not.toBeNull();
    expect(eventFor(viewerOf(user(['Timeclock']), 7), change(5))).toBeNull();
    expect(eventFor(viewerOf(user(['Timeclock']), 7), change(7))).not.toBeNull();
    expect(eventFor(leader, { kind: 'resync' })).toBe('event: resync\ndata: {}\n\n');
  });
});

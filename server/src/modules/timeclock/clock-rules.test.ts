import { describe, expect, it } from 'vitest';
import { AUTOMATIC_PAUSE, WorklogType } from '../worklogs/worklog.entity.js';
import { beforePreviousAction, ClockingAction, continuesAcrossMidnight, employeeStatus, orderWorkMinutes, planClock, TimeclockStatus, type DayEntry, type OpenEntry } from './clock-rules.js';

const { WORK, TRAVEL, PASSENGER, PAUSE } = WorklogType;
const { IN, OUT } = ClockingAction;
const DAY = '2026-11-23';
const HERE = 7;
const open = (worklogType: WorklogType, start = '07:00', orderId = HERE, date = DAY): OpenEntry => ({ orderId, orderName: orderId === HERE ? 'REWE Hier' : 'EDEKA Dort', date, start, worklogType });
const step = (action: ClockingAction | null, worklogType: WorklogType | null = null, time = '10:00') => ({ orderId: HERE, date: DAY, time, action, worklogType });

describe('clock state machine (spec 2 §4)', () => {
  describe('not clocked in', () => {
    it.each([WORK, TRAVEL, PASSENGER])('IN as %s opens an entry', (type) => {
      expect(planClock(null, step(IN, type))).toEqual({ ok: true, close: null, open: type });
    });
    it('IN needs WORK, TRAVEL or PASSENGER', () => {
      for (const type of [PAUSE, null]) expect(planClock(null, step(IN, type))).toEqual({ ok: false, error: 'Beim Einstempeln muss die Arbeitsart Arbeit, Fahrt oder Beifahrer sein.' });
    });
    it('PAUSE and OUT are refused', () => {
      expect(planClock(null, step(ClockingAction.PAUSE))).toEqual({ ok: false, error: 'Der Mitarbeiter ist in diesem Auftrag nicht eingestempelt.' });
      expect(planClock(null, step(OUT))).toEqual({ ok: false, error: 'Der Mitarbeiter ist in diesem Auftrag nicht eingestempelt.' });
    });
    it('a missing action is refused', () => {
      expect(planClock(null, step(null, WORK))).toEqual({ ok: false, error: 'Stempelaktion ist erforderlich.' });
    });
  });

  describe('clocked in', () => {
    it.each([
      [WORK, TRAVEL],
      [WORK, PASSENGER],
      [TRAVEL, WORK],
      [TRAVEL, PASSENGER],
      [PASSENGER, WORK],
      [PASSENGER, TRAVEL],
    ])('switching %s → %s closes the open entry and opens the new type', (from, to) => {
      expect(planClock(open(from), step(IN, to))).toEqual({ ok: true, close: { drop: false }, open: to });
    });
    it.each([WORK, TRAVEL, PASSENGER])('IN as the open type %s itself is refused', (type) => {
      const plan = planClock(open(type), step(IN, type));
      expect(plan.ok).toBe(false);
      expect(plan).toMatchObject({ error: expect.stringMatching(/^Der Mitarbeiter ist bereits als (Arbeit|Fahrt|Beifahrer) eingestempelt\.$/) });
    });
    it.each([WORK, TRAVEL])('PAUSE from %s closes it and opens a pause', (type) => {
      expect(planClock(open(type), step(ClockingAction.PAUSE))).toEqual({ ok: true, close: { drop: false }, open: PAUSE });
    });
    it('PAUSE from PASSENGER is refused', () => {
      expect(planClock(open(PASSENGER), step(ClockingAction.PAUSE))).toEqual({ ok: false, error: 'Pausieren ist nur aus Arbeit oder Fahrt möglich.' });
    });
    it.each([WORK, TRAVEL, PASSENGER])('OUT from %s closes the entry', (type) => {
      expect(planClock(open(type), step(OUT))).toEqual({ ok: true, close: { drop: false }, open: null });
    });
    it('an action in the same minute as the start drops the empty entry', () => {
      expect(planClock(open(WORK, '10:00'), step(IN, TRAVEL, '10:00'))).toEqual({ ok: true, close: { drop: true }, open: TRAVEL });
      expect(planClock(open(WORK, '10:00'), step(OUT, null, '10:00'))).toEqual({ ok: true, close: { drop: true }, open: null });
    });
    it('a time before the open entry started is refused', () => {
      expect(planClock(open(WORK, '11:00'), step(OUT, null, '10:59'))).toEqual({ ok: false, error: 'Die Uhrzeit liegt vor dem Beginn des offenen Eintrags (11:00).' });
      expect(planClock(open(WORK, '11:00'), step(ClockingAction.PAUSE, null, '10:00')).ok).toBe(false);
      expect(planClock(open(WORK, '11:00', 99), step(IN, WORK, '10:00')).ok).toBe(false);
    });
  });

  describe('paused', () => {
    it.each([WORK, TRAVEL, PASSENGER])('IN as %s ends the pause', (type) => {
      expect(planClock(open(PAUSE), step(IN, type))).toEqual({ ok: true, close: { drop: false }, open: type });
    });
    it('PAUSE again is refused', () => {
      expect(planClock(open(PAUSE), step(ClockingAction.PAUSE))).toEqual({ ok: false, error: 'Der Mitarbeiter ist bereits in Pause.' });
    });
    it('OUT ends the pause', () => {
      expect(planClock(open(PAUSE), step(OUT))).toEqual({ ok: true, close: { drop: false }, open: null });
    });
  });

  describe('clocked in on another order', () => {
    it('IN here closes the entry there first', () => {
      expect(planClock(open(WORK, '07:00', 99), step(IN, WORK))).toEqual({ ok: true, close: { drop: false }, open: WORK });
    });
    it('PAUSE and OUT here are refused', () => {
      expect(planClock(open(WORK, '07:00', 99), step(ClockingAction.PAUSE)).ok).toBe(false);
      expect(planClock(open(WORK, '07:00', 99), step(OUT)).ok).toBe(false);
    });
    it('an entry left open on another day blocks every action until clocked out on that day', () => {
      const stale = open(WORK, '07:00', 99, '2026-11-20');
      for (const s of [step(IN, WORK), step(ClockingAction.PAUSE), step(OUT)]) {
        expect(planClock(stale, s)).toEqual({ ok: false, error: 'Der Mitarbeiter ist seit dem 20.11.2026 im Auftrag „EDEKA Dort“ eingestempelt. Bitte dort zuerst ausstempeln.' });
      }
      expect(planClock(stale, { ...step(OUT, null, '16:00'), orderId: 99, date: '2026-11-20' })).toEqual({ ok: true, close: { drop: false }, open: null });
    });
  });
});

describe('employee status on an order day', () => {
  const entry = (over: Partial<DayEntry>): DayEntry => ({ orderId: HERE, orderName: 'REWE Hier', date: DAY, start: '07:00', end: null, worklogType: WORK, open: true, ...over });
  it('clocked in, paused, elsewhere, clocked out, not clocked in', () => {
    const w = entry({});
    expect(employeeStatus(HERE, DAY, [w], w)).toEqual({ status: TimeclockStatus.CLOCKED_IN, statusMessage: 'Arbeit seit 07:00' });
    const p = entry({ worklogType: PAUSE, start: '12:00' });
    expect(employeeStatus(HERE, DAY, [p], p)).toEqual({ status: TimeclockStatus.PAUSED, statusMessage: 'Pause seit 12:00' });
    const there = entry({ orderId: 99, orderName: 'EDEKA Dort', start: '08:15' });
    expect(employeeStatus(HERE, DAY, [there], there)).toEqual({ status: TimeclockStatus.CLOCKED_IN_ELSEWHERE, statusMessage: 'Eingestempelt in „EDEKA Dort“ seit 08:15' });
    const stale = entry({ orderId: HERE, date: '2026-11-20' });
    expect(employeeStatus(HERE, DAY, [], stale)).toEqual({ status: TimeclockStatus.CLOCKED_IN_ELSEWHERE, statusMessage: 'Eingestempelt in „REWE Hier“ seit 20.11.2026 07:00' });
    const done = [entry({ end: '12:00', open: false }), entry({ start: '12:30', end: '15:45', open: false })];
    expect(employeeStatus(HERE, DAY, done, null)).toEqual({ status: TimeclockStatus.CLOCKED_OUT, statusMessage: 'Ausgestempelt um 15:45' });
    expect(employeeStatus(HERE, DAY, [entry({ orderId: 99, end: '09:00', open: false })], null)).toEqual({ status: TimeclockStatus.NOT_CLOCKED_IN, statusMessage: null });
  });
});

describe('total work time of an order (spec 2 §9)', () => {
  const e = (employeeId: number, date: string, worklogType: WorklogType, start: string, end: string | null, comment = '') => ({ employeeId, date, worklogType, start, end, comment });
  it('sums WORK entries only', () => {
    expect(orderWorkMinutes([e(1, '2026-11-20', WORK, '07:00', '12:00'), e(1, '2026-11-20', TRAVEL, '06:00', '07:00'), e(2, '2026-11-20', WORK, '08:00', '09:30')], DAY, '10:00')).toBe(390);
  });
  it('open entries count up to now; one left open on an earlier day up to its end; none in the future', () => {
    expect(orderWorkMinutes([e(1, DAY, WORK, '07:00', null)], DAY, '09:15')).toBe(135);
    expect(orderWorkMinutes([e(1, '2026-11-22', WORK, '22:00', null)], DAY, '09:15')).toBe(120);
    expect(orderWorkMinutes([e(1, DAY, WORK, '10:00', null)], DAY, '09:15')).toBe(0);
  });
  it('an automatic pause inside a work span is deducted; a clocked pause between spans is not', () => {
    expect(orderWorkMinutes([e(1, '2026-11-20', WORK, '07:00', '14:00'), e(1, '2026-11-20', PAUSE, '13:30', '14:00', AUTOMATIC_PAUSE)], DAY, '10:00')).toBe(390);
    expect(orderWorkMinutes([e(1, '2026-11-20', WORK, '07:00', '11:00'), e(1, '2026-11-20', PAUSE, '11:00', '11:30'), e(1, '2026-11-20', WORK, '11:30', '15:00')], DAY, '10:00')).toBe(450);
  });
});

describe('an offline action before the employee\'s previous action', () => {
  it('the latest start or end of the day counts, an open start included; the same minute is allowed', () => {
    expect(beforePreviousAction([], DAY, '00:00')).toBe(false);
    const day = [{ date: DAY, start: '07:00', end: '10:00' }, { date: DAY, start: '08:00', end: '08:30' }];
    expect(beforePreviousAction(day, DAY, '09:59')).toBe(true);
    expect(beforePreviousAction(day, DAY, '10:00')).toBe(false);
    expect(beforePreviousAction([...day, { date: DAY, start: '11:00', end: null }], DAY, '10:30')).toBe(true);
    expect(beforePreviousAction([...day, { date: DAY, start: '11:00', end: null }], DAY, '11:00')).toBe(false);
  });
  it('looks across midnight (offline replays of a night)', () => {
    const night = [{ date: '2026-11-22', start: '22:00', end: '24:00' }, { date: DAY, start: '00:00', end: '00:30' }];
    // An action of the evening replayed after the night's 00:30 lies before it.
    expect(beforePreviousAction(night, '2026-11-22', '23:50')).toBe(true);
    expect(beforePreviousAction(night, DAY, '00:29')).toBe(true);
    expect(beforePreviousAction(night, DAY, '00:30')).toBe(false);
    // 24:00 of one day and 00:00 of the next are the same moment.
    expect(beforePreviousAction(night.slice(0, 1), DAY, '00:00')).toBe(false);
    expect(beforePreviousAction([{ date: '2026-11-22', start: '22:00', end: null }], DAY, '00:10')).toBe(false);
  });
});

describe('a night across midnight (continuation)', () => {
  const EVE = '2026-11-22';
  const night = (worklogType: WorklogType, start = '22:00', orderId = HERE) => open(worklogType, start, orderId, EVE);
  it('OUT, PAUSE and a type switch the next morning continue the evening entry (closed at 24:00, carried from 00:00)', () => {
    expect(planClock(night(WORK), step(OUT, null, '02:00'))).toEqual({ ok: true, close: { drop: false }, open: null, carry: WORK });
    expect(planClock(night(WORK), step(ClockingAction.PAUSE, null, '02:00'))).toEqual({ ok: true, close: { drop: false }, open: PAUSE, carry: WORK });
    expect(planClock(night(WORK), step(IN, TRAVEL, '02:00'))).toEqual({ ok: true, close: { drop: false }, open: TRAVEL, carry: WORK });
    expect(planClock(night(PAUSE, '23:30'), step(IN, WORK, '00:15'))).toEqual({ ok: true, close: { drop: false }, open: WORK, carry: PAUSE });
    // Clocking in on another order after midnight continues the night on its order and opens the new one.
    expect(planClock(night(WORK, '22:00', 99), step(IN, WORK, '01:00'))).toEqual({ ok: true, close: { drop: false }, open: WORK, carry: WORK });
  });
  it('an action at exactly 00:00 continues too (the writes book no empty piece)', () => {
    expect(planClock(night(WORK, '23:59'), step(OUT, null, '00:00'))).toEqual({ ok: true, close: { drop: false }, open: null, carry: WORK });
  });
  it('the same refusals as by day: IN as the open type, PAUSE from passenger, OUT of another order', () => {
    expect(planClock(night(WORK), step(IN, WORK, '01:00'))).toEqual({ ok: false, error: 'Der Mitarbeiter ist bereits als Arbeit eingestempelt.' });
    expect(planClock(night(PASSENGER), step(ClockingAction.PAUSE, null, '01:00'))).toEqual({ ok: false, error: 'Pausieren ist nur aus Arbeit oder Fahrt möglich.' });
    expect(planClock(night(WORK, '22:00', 99), step(OUT, null, '01:00'))).toEqual({ ok: false, error: 'Der Mitarbeiter ist in diesem Auftrag nicht eingestempelt.' });
  });
  it('an entry older than 16 hours at the action is forgotten, not continued (refused as before)', () => {
    const refusal = { ok: false, error: 'Der Mitarbeiter ist seit dem 22.11.2026 im Auftrag „REWE Hier“ eingestempelt. Bitte dort zuerst ausstempeln.' };
    expect(planClock(night(WORK, '14:00'), step(OUT, null, '06:00'))).toEqual({ ok: true, close: { drop: false }, open: null, carry: WORK }); // 16 h exactly
    expect(planClock(night(WORK, '14:00'), step(OUT, null, '06:01'))).toEqual(refusal);
    expect(planClock(night(WORK, '09:00'), step(OUT, null, '00:30'))).toEqual({ ok: true, close: { drop: false }, open: null, carry: WORK });
    expect(planClock(night(WORK, '07:00'), step(OUT, null, '00:30'))).toEqual(refusal);
    expect(planClock(night(WORK, '07:00'), step(OUT, null, '08:00'))).toEqual(refusal);
  });
  it('only the day before continues: an entry open two days back is refused', () => {
    expect(planClock(open(WORK, '23:00', HERE, '2026-11-21'), step(OUT, null, '00:30')).ok).toBe(false);
    // …and an action on the evening's own day before it began is not a continuation either.
    expect(planClock(night(WORK), { ...step(OUT, null, '21:00'), date: EVE })).toEqual({ ok: false, error: 'Die Uhrzeit liegt vor dem Beginn des offenen Eintrags (22:00).' });
  });
  it('16 hours are real hours: on the night the clocks go back the limit comes an hour earlier by the wall clock', () => {
    // 2026-10-25: 03:00 CEST → 02:00 CET. From 15:00 the day before, 16 real hours end at 06:00 wall time.
    expect(continuesAcrossMidnight({ date: '2026-10-24', start: '15:00' }, '2026-10-25', '06:00')).toBe(true);
    expect(continuesAcrossMidnight({ date: '2026-10-24', start: '14:00' }, '2026-10-25', '06:00')).toBe(false);
    // 2026-03-29: 02:00 CET → 03:00 CEST: 16 real hours from 14:00 end at 07:00 wall time.
    expect(continuesAcrossMidnight({ date: '2026-03-28', start: '14:00' }, '2026-03-29', '07:00')).toBe(true);
  });
  it("today's page lists a night shift of the order as clocked in since yesterday", () => {
    const now = { date: DAY, time: '01:30' };
    const eve = { orderId: HERE, orderName: 'REWE Hier', date: EVE, start: '22:00', end: null, worklogType: WORK, open: true } as DayEntry;
    expect(employeeStatus(HERE, DAY, [], eve, now)).toEqual({ status: TimeclockStatus.CLOCKED_IN, statusMessage: 'Arbeit seit gestern 22:00' });
    expect(employeeStatus(HERE, DAY, [], { ...eve, worklogType: PAUSE }, now)).toEqual({ status: TimeclockStatus.PAUSED, statusMessage: 'Pause seit gestern 22:00' });
    expect(employeeStatus(99, DAY, [], eve, now)).toEqual({ status: TimeclockStatus.CLOCKED_IN_ELSEWHERE, statusMessage: 'Eingestempelt in „REWE Hier“ seit gestern 22:00' });
    // Not on a day other than today, and not when forgotten.
    expect(employeeStatus(HERE, DAY, [], eve).status).toBe(TimeclockStatus.CLOCKED_IN_ELSEWHERE);
    expect(employeeStatus(HERE, DAY, [], eve, { date: DAY, time: '14:01' }).status).toBe(TimeclockStatus.CLOCKED_IN_ELSEWHERE);
  });
  it("a day gone by shows the night as going on when it was at that day's 00:00 (the clock decides by the action's time)", () => {
    const later = { date: '2026-11-25', time: '10:00' };
    const eve = { orderId: HERE, orderName: 'REWE Hier', date: EVE, start: '22:00', end: null, worklogType: WORK, open: true } as DayEntry;
    expect(employeeStatus(HERE, DAY, [], eve, later)).toEqual({ status: TimeclockStatus.CLOCKED_IN, statusMessage: 'Arbeit seit gestern 22:00' });
    expect(employeeStatus(HERE, DAY, [], { ...eve, start: '07:59' }, later).status).toBe(TimeclockStatus.CLOCKED_IN_ELSEWHERE);
    // Never on a day to come.
    expect(employeeStatus(HERE, DAY, [], eve, { date: EVE, time: '23:00' }).status).toBe(TimeclockStatus.CLOCKED_IN_ELSEWHERE);
  });
  it('the total work time counts a DST night in real minutes', () => {
    const e = (date: string, start: string, end: string) => ({ employeeId: 1, date, worklogType: WORK, start, end });
    expect(orderWorkMinutes([e('2026-10-24', '22:00', '24:00'), e('2026-10-25', '00:00', '06:00')], DAY, '10:00')).toBe(9 * 60);
    expect(orderWorkMinutes([e('2026-03-28', '22:00', '24:00'), e('2026-03-29', '00:00', '06:00')], DAY, '10:00')).toBe(7 * 60);
  });
});

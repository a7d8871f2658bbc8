import { describe, expect, it } from 'vitest';
import { checklistPhases, checklistStatus, groupByType, isTimeclockPath, landingRedirect, showsChecklist } from './order-list';

describe('groupByType', () => {
  it('keeps the server order of types and of orders within a type', () => {
    const orders = [
      { id: 1, orderType: 'BEV' },
      { id: 2, orderType: 'INV' },
      { id: 3, orderType: 'INV' },
      { id: 4, orderType: 'MOD' },
    ];
    expect(groupByType(orders).map((g) => [g.orderType, g.orders.map((o) => o.id)])).toEqual([
      ['BEV', [1]],
      ['INV', [2, 3]],
      ['MOD', [4]],
    ]);
    expect(groupByType([])).toEqual([]);
  });
});

const items = (done: number[]) => [10, 11, 12, 20, 21, 30, 31].map((code) => ({ code, done: done.includes(code) }));

describe('checklistStatus (spec 2 §9)', () => {
  it('green when all are done, yellow when 10 and 11 are, red otherwise; none without items', () => {
    expect(checklistStatus(items([10, 11, 12, 20, 21, 30, 31]))).toBe('GREEN');
    expect(checklistStatus(items([10, 11]))).toBe('YELLOW');
    expect(checklistStatus(items([10, 11, 20]))).toBe('YELLOW');
    expect(checklistStatus(items([10]))).toBe('RED');
    expect(checklistStatus(items([12, 20, 21, 30, 31]))).toBe('RED');
    expect(checklistStatus(items([]))).toBe('RED');
    expect(checklistStatus([])).toBeNull();
  });

  it('only INV orders with a checklist show the dot', () => {
    expect(showsChecklist({ orderType: 'INV', checklist: items([]) })).toBe(true);
    expect(showsChecklist({ orderType: 'INV', checklist: [] })).toBe(false);
    expect(showsChecklist({ orderType: 'BEV', checklist: items([]) })).toBe(false);
  });
});

describe('checklistPhases', () => {
  it('prefix 1 before, 2 during, 3 after the inventory, by code', () => {
    const phases = checklistPhases([31, 10, 20, 11, 30, 21, 12].map((code) => ({ code, done: false })));
    expect(phases.map((p) => [p.phase, p.items.map((i) => i.code)])).toEqual([
      ['before', [10, 11, 12]],
      ['during', [20, 21]],
      ['after', [30, 31]],
    ]);
    expect(checklistPhases([{ code: 20, done: true }]).map((p) => p.phase)).toEqual(['during']);
  });
});

describe('landingRedirect (spec 1 §2.1, spec 2 §2.4)', () => {
  it('goes to the order the user is clocked into', () => {
    expect(landingRedirect(null, 42)).toBe('/timeclock/42');
    expect(landingRedirect('/', 42)).toBe('/timeclock/42');
    expect(landingRedirect('/login', 42)).toBe('/timeclock/42');
    expect(landingRedirect('/orders/42/info', 42)).toBe('/timeclock/42');
    expect(landingRedirect('/timeclocking', 42)).toBe('/timeclock/42');
  });

  it('stays on the list when coming from a timeclock path or when not clocked in', () => {
    expect(landingRedirect('/timeclock/42', 42)).toBeNull();
    expect(landingRedirect('/timeclock', 42)).toBeNull();
    expect(landingRedirect('/', null)).toBeNull();
    expect(landingRedirect(undefined, undefined)).toBeNull();
  });

  it('knows the timeclock paths', () => {
    expect(['/timeclock', '/timeclock/7', '/timeclock?date=2025-01-01'].every(isTimeclockPath)).toBe(true);
    expect(['/', '/timecontrolling', '/timeclocking', ''].some(isTimeclockPath)).toBe(false);
  });
});

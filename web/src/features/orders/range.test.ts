import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { customerHandover, exportHref, orderTypeFromQuery, presetOf, presetRange, rangeFromQuery } from './range';

const today = DateTime.fromISO('2025-03-15T10:00:00', { zone: 'Europe/Berlin' });

describe('date-range presets', () => {
  it.each([
    ['lastTwoWeeks', '2025-03-01', '2025-03-15'],
    ['nextTwoWeeks', '2025-03-15', '2025-03-29'],
    ['currentMonth', '2025-03-01', '2025-03-31'],
    ['lastMonth', '2025-02-01', '2025-02-28'],
    ['currentYear', '2025-01-01', '2025-12-31'],
    ['lastYear', '2024-01-01', '2024-12-31'],
  ] as const)('%s is %s – %s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
    expect(presetOf({ from, to }, today)).toBe(preset);
  });

  it('names any other range custom', () => {
    expect(presetOf({ from: '2025-03-02', to: '2025-03-10' }, today)).toBe('custom');
  });

  it('last month of January is December of the year before', () => {
    expect(presetRange('lastMonth', DateTime.fromISO('2025-01-10', { zone: 'Europe/Berlin' }))).toEqual({ from: '2024-12-01', to: '2024-12-31' });
  });
});

describe('query parsing', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('takes a valid from/to', () => {
    expect(rangeFromQuery(q('from=2025-01-01&to=2025-01-31'), today)).toEqual({ from: '2025-01-01', to: '2025-01-31', explicit: true });
  });
  it.each(['', 'from=2025-01-01', 'from=2025-13-01&to=2025-12-31', 'from=2025-02-30&to=2025-03-01', 'from=01.01.2025&to=31.01.2025', 'from=2025-02-01&to=2025-01-01'])(
    'falls back to the last 14 days for "%s"',
    (s) => {
      expect(rangeFromQuery(q(s), today)).toEqual({ from: '2025-03-01', to: '2025-03-15', explicit: false });
    },
  );
  it('reads a known order type only', () => {
    expect(orderTypeFromQuery(q('orderType=INV'))).toBe('INV');
    expect(orderTypeFromQuery(q('orderType=XYZ'))).toBeNull();
  });
  it('builds the export link of range and type', () => {
    expect(exportHref({ from: '2025-03-01', to: '2025-03-15' }, null)).toBe('/api/v2/orders/export?from=2025-03-01&to=2025-03-15');
    expect(exportHref({ from: '2025-03-01', to: '2025-03-15' }, 'BEV')).toBe('/api/v2/orders/export?from=2025-03-01&to=2025-03-15&orderType=BEV');
  });
  it('hands over to the create form when customerId and positions are given', () => {
    expect(customerHandover(q('customerId=12&positions=300'))).toEqual({ customerId: 12, positions: 300 });
    expect(customerHandover(q('customerId=12&positions='))).toEqual({ customerId: 12, positions: null });
    expect(customerHandover(q('customerId=12'))).toBeNull();
    expect(customerHandover(q('customerId=abc&positions=3'))).toBeNull();
  });
});

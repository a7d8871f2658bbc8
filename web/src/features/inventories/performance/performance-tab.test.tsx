import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Auth } from '@/shared/session/auth';
import { now } from '@/shared/format';
import { DEMO, withAuthorities } from '@/test/demo-users';
import { renderUi } from '@/test/render';
import { type Seen, scriptedClient } from '@/test/scripted-client';
import '../texts';
import { dailySeries } from './daily-series';
import { PerformanceTab } from './performance-tab';

const row = (date: string, orderId: number, o: Record<string, number> = {}) => ({
  __typename: 'CountingPerformance',
  date,
  orderId,
  name: `Inventur ${orderId}`,
  workingMinutes: 450,
  positions: 3000,
  positionsPerHour: 400,
  workingMinutesTotal: 4500,
  positionsTotal: 27000,
  positionsPerHourTotal: 360,
  ...o,
});

function month(employeeId: number, yearMonth: string, rows = [row(`${yearMonth}-03`, 7), row(`${yearMonth}-04`, 8, { workingMinutes: 300, positions: 2500, positionsPerHour: 500 })]) {
  return {
    data: {
      countingPerformances: {
        __typename: 'CountingPerformanceMonth',
        employeeId,
        employeeName: `Mitarbeiter ${employeeId}`,
        yearMonth,
        rows,
        workingMinutes: rows.reduce((s, r) => s + r.workingMinutes, 0),
        positions: rows.reduce((s, r) => s + r.positions, 0),
        positionsPerHour: 440,
      },
    },
  };
}

function render(auth: Auth, path: string, rows?: ReturnType<typeof row>[]) {
  const seen: Seen = [];
  const client = scriptedClient(
    {
      Me: () => ({ data: { me: { __typename: 'AuthState', ...auth } } }),
      CountingPerformances: (v) => month(v.employeeId as number, (v.yearMonth as string) ?? '', rows),
    },
    seen,
  );
  renderUi(<PerformanceTab />, { client, path });
  return seen;
}

const asked = (seen: Seen) => seen.filter((s) => s.name === 'CountingPerformances').map((s) => s.variables);
const current = () => now().toFormat('yyyy-MM');

afterEach(cleanup);

describe('counting performance tab (spec 3 §2.6)', () => {
  it('honours employeeId and date for a user with Statistic (Superadmin) and shows rows and the total row', async () => {
    const seen = render(DEMO.admin, '/inventories?tab=1&employeeId=2002&date=2024-03');
    const table = await screen.findByTestId('performance-table');
    expect(asked(seen)[0]).toEqual({ employeeId: 2002, yearMonth: '2024-03' });
    const rows = within(table).getAllByTestId('performance-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('03.03.2024');
    expect(rows[0]!.textContent).toContain('Inventur 7');
    expect(rows[0]!.textContent).toContain('07:30 Std.');
    expect(rows[0]!.textContent).toContain('3.000');
    const total = within(table).getByTestId('performance-total');
    expect(total.textContent).toContain('Gesamt');
    expect(total.textContent).toContain('12:30 Std.');
    expect(total.textContent).toContain('5.500');
    expect(total.textContent).toContain('440');
    expect(screen.getByTestId('performance-employee').textContent).toBe('Zählleistung von Mitarbeiter 2002 (2002)');
    expect(screen.getByTestId('performance-employee-search')).toBeTruthy();
    // The chart arrives lazily in its own chunk.
    expect(await screen.findByTestId('performance-chart', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('without Statistic another employeeId is ignored: the own employee is shown and no picker', async () => {
    const auth = withAuthorities(DEMO.mitarbeiter, ['Inventory_ViewPerformance']);
    const seen = render(auth, '/inventories?tab=1&employeeId=1001&date=2024-03');
    await screen.findByTestId('performance-table');
    expect(asked(seen)).toEqual([{ employeeId: 2002, yearMonth: '2024-03' }]);
    expect(screen.queryByTestId('performance-employee-search')).toBeNull();
  });

  it('a Statistic_* authority is enough to choose another employee', async () => {
    const auth = withAuthorities(DEMO.mitarbeiter, ['Inventory_ViewPerformance', 'Statistic_View']);
    const seen = render(auth, '/inventories?tab=1&employeeId=1001&date=2024-03');
    await screen.findByTestId('performance-table');
    expect(asked(seen)[0]!.employeeId).toBe(1001);
  });

  it('an invalid or future month falls back to the current month', async () => {
    const seen = render(DEMO.admin, '/inventories?tab=1&date=2024-13');
    await screen.findByTestId('performance-table');
    expect(asked(seen)[0]).toEqual({ employeeId: 1001, yearMonth: current() });
    cleanup();
    const later = render(DEMO.admin, '/inventories?tab=1&date=2999-01');
    await screen.findByTestId('performance-table');
    expect(asked(later)[0]!.yearMonth).toBe(current());
    expect((screen.getByTestId('performance-month') as HTMLInputElement).value).toBe(now().toFormat('MM.yyyy'));
  });

  it("says 'Keine Daten verfügbar' for a month without rows", async () => {
    render(DEMO.admin, '/inventories?tab=1&date=2024-03', []);
    expect((await screen.findByTestId('performance-empty')).textContent).toBe('Keine Daten verfügbar');
  });

  it('an account without employee and without Statistic gets a note and asks nothing', async () => {
    const auth = { ...withAuthorities(DEMO.mitarbeiter, ['Inventory_ViewPerformance']), employeeId: null };
    const seen = render(auth, '/inventories?tab=1&employeeId=2002');
    expect((await screen.findByTestId('performance-note')).textContent).toContain('kein Mitarbeiter zugeordnet');
    await waitFor(() => expect(seen.some((s) => s.name === 'Me')).toBe(true));
    expect(asked(seen)).toEqual([]);
  });

  it('shows a load failure', async () => {
    const client = scriptedClient({ Me: () => ({ data: { me: { __typename: 'AuthState', ...DEMO.admin } } }) });
    renderUi(<PerformanceTab />, { client, path: '/inventories?tab=1' });
    expect((await screen.findByTestId('performance-error')).textContent).toContain('Die Daten konnten nicht geladen werden.');
  });
});

describe('chart series', () => {
  it('adds the orders of one day before dividing and sorts by date', () => {
    const rows = [
      { date: '2024-03-04', workingMinutes: 60, positions: 100, workingMinutesTotal: 120, positionsTotal: 300 },
      { date: '2024-03-03', workingMinutes: 0, positions: 0, workingMinutesTotal: 0, positionsTotal: 0 },
      { date: '2024-03-04', workingMinutes: 120, positions: 500, workingMinutesTotal: 60, positionsTotal: 100 },
    ];
    expect(dailySeries(rows)).toEqual([
      { day: '03.03.', employee: 0, inventory: 0 },
      { day: '04.03.', employee: 200, inventory: 133 },
    ]);
  });
});

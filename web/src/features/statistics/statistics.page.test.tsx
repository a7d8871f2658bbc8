import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '@/shared/download';
import { now } from '@/shared/format';
import type { Auth } from '@/shared/session/auth';
import { DEMO, withAuthorities } from '@/test/demo-users';
import { renderUi } from '@/test/render';
import { type Seen, scriptedClient } from '@/test/scripted-client';
import StatisticsPage from './statistics.page';

vi.mock('@/shared/download', async (original) => ({ ...(await original<typeof import('@/shared/download')>()), saveBlob: vi.fn() }));

const month = now().toFormat('yyyy-MM');

const summary = (id: number, name: string, yearMonth: string, money: boolean) => ({
  __typename: 'OrderSummary',
  order: { __typename: 'OrderSummaryOrder', id, name, orderType: id % 2 ? 'INV' : 'MOD', city: 'Leipzig' },
  yearMonth,
  minutes: 600,
  costs: money ? 150 : null,
  costsWithPayrollTaxes: money ? 181.5 : null,
  costsTravel: null,
  costsPassenger: null,
  perDiemTotal: 12,
  earnings: money ? 1000 : null,
  expenses: money ? 50 : null,
  profit: money ? 756.5 : null,
  averageWage: money ? 15 : null,
  productivity: money ? 100 : null,
  computedAt: '2024-03-01T10:00:00.000Z',
});

const twin = (id: number) => ({
  __typename: 'EmployeeStatistic',
  id,
  employeeId: id,
  firstName: 'Mia',
  lastName: 'Schneider',
  months: [{ __typename: 'EmployeeStatisticMonth', yearMonth: month, workingDays: 3, minutesWork: 50 * 60 + 35, minutesTravel: 30, wage: null, wageType: 'WAG' }],
});

function render(auth: Auth, path: string, money = true, employees: unknown[] = []) {
  const seen: Seen = [];
  const client = scriptedClient(
    {
      Me: () => ({ data: { me: { __typename: 'AuthState', ...auth } } }),
      OrderSummaries: (v) => ({
        data: {
          orderSummaries: {
            __typename: 'OrderSummaries',
            yearMonth: v.yearMonth,
            months: [v.yearMonth],
            rows: [summary(2, 'Zeta Markt', v.yearMonth as string, money), summary(1, 'Alpha Markt', v.yearMonth as string, money)],
            previousYear: [],
          },
        },
      }),
      EmployeePerformances: () => ({
        data: {
          employeePerformances: [
            { __typename: 'EmployeePerformance', employeeId: 2002, employeeName: 'Hoffmann, Lena', companyLocation: 'Leipzig', workingMinutes: 480, positions: 3200, positionsPerHour: 400, standardDeviation: 12.5, median: 401 },
          ],
        },
      }),
      EmployeeStatistics: () => ({ data: { employeeStatistics: employees } }),
    },
    seen,
  );
  renderUi(<StatisticsPage />, { client, path });
  return seen;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/statistic', () => {
  it('opens the tab named by ?tab= and switches tabs', async () => {
    const seen = render(DEMO.admin, `/statistic?tab=performance&yearMonth=2024-03`);
    const rows = await screen.findAllByTestId('performances-row');
    expect(rows[0]!.textContent).toContain('Hoffmann, Lena (2002)');
    expect(rows[0]!.textContent).toContain('3.200');
    expect(rows[0]!.textContent).toContain('12,50');
    expect(seen.find((s) => s.name === 'EmployeePerformances')!.variables).toEqual({ yearMonth: '2024-03' });
    fireEvent.click(screen.getByRole('tab', { name: 'Auftragsübersicht' }));
    const orders = await screen.findAllByTestId('order-summaries-row');
    // Default sort by name.
    expect(orders.map((r) => r.textContent)).toEqual([expect.stringContaining('Alpha Markt'), expect.stringContaining('Zeta Markt')]);
    expect(seen.find((s) => s.name === 'OrderSummaries')!.variables).toEqual({ yearMonth: '2024-03' });
  });

  it('two employees of one name are two rows told apart by the personnel number (employees and v2 tabs)', async () => {
    render(DEMO.admin, `/statistic?yearMonth=${month}`, true, [twin(2030), twin(2031)]);
    const rows = await screen.findAllByTestId('employees-row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Schneider, Mia (2030)'), expect.stringContaining('Schneider, Mia (2031)')]);
    // Hours as HH:MM Std., the same figure as on the order statistic.
    expect(screen.getAllByText('50:35 Std.').length).toBe(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Mitarbeiter v2' }));
    const v2 = await screen.findAllByTestId('employees-v2-row');
    expect(v2.map((r) => r.textContent)).toEqual([expect.stringContaining('Schneider, Mia (2030)'), expect.stringContaining('Schneider, Mia (2031)')]);
  });

  it('productivity always shows two decimals, as on the order statistic', async () => {
    render(DEMO.admin, '/statistic?tab=orders', true);
    const rows = await screen.findAllByTestId('order-summaries-row');
    expect(rows[0]!.textContent).toContain('100,00');
    expect(rows[0]!.textContent).toContain('10:00 Std.');
  });

  it('shows the empty state of the employees tab', async () => {
    render(DEMO.admin, '/statistic');
    expect(await screen.findByText('Keine Daten verfügbar')).toBeTruthy();
  });

  it('shows money columns with the right and hides them without it', async () => {
    render(DEMO.admin, '/statistic?tab=orders', true);
    await screen.findAllByTestId('order-summaries-row');
    expect(screen.getAllByText('Gewinn').length).toBeGreaterThan(0);
    expect(screen.getAllByText('756,50 €').length).toBeGreaterThan(0);
    // Travel costs: the server sent none, so the column is absent even for the Superadmin.
    expect(screen.queryByText('Fahrtkosten')).toBeNull();
    cleanup();

    // Even if a server sent figures, the screen shows none without the right.
    render(withAuthorities(DEMO.admin, ['Statistic']), '/statistic?tab=orders', true);
    await screen.findAllByTestId('order-summaries-row');
    expect(screen.queryByText('Gewinn')).toBeNull();
    expect(screen.queryByText('Kosten')).toBeNull();
    expect(screen.queryByText('Einnahmen')).toBeNull();
    expect(screen.getAllByText('Spesen').length).toBeGreaterThan(0);
  });

  it('filters the order summaries by type', async () => {
    const seen = render(DEMO.admin, `/statistic?tab=orders&yearMonth=${month}`);
    await screen.findAllByTestId('order-summaries-row');
    fireEvent.change(screen.getByTestId('order-type-filter'), { target: { value: 'INV' } });
    await waitFor(() => expect(seen.filter((s) => s.name === 'OrderSummaries').at(-1)!.variables).toEqual({ yearMonth: month, orderType: 'INV' }));
  });

  it('validates the working-hours report and sends nothing while invalid', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(DEMO.admin, '/statistic?tab=reports');
    const form = await screen.findByTestId('working-hours-report');
    fireEvent.change(within(form).getByTestId('working-hours-type'), { target: { value: '' } });
    fireEvent.click(within(form).getByTestId('working-hours-report-submit'));
    expect(await within(form).findByText('Auftragsart muss gesetzt sein')).toBeTruthy();

    const perf = screen.getByTestId('performance-report');
    fireEvent.change(within(perf).getByTestId('performance-from'), { target: { value: '10.03.2024' } });
    fireEvent.blur(within(perf).getByTestId('performance-from'));
    fireEvent.change(within(perf).getByTestId('performance-to'), { target: { value: '09.03.2024' } });
    fireEvent.blur(within(perf).getByTestId('performance-to'));
    fireEvent.click(within(perf).getByTestId('performance-report-submit'));
    expect(await within(perf).findByText('Bis darf nicht vor Von liegen')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('downloads the working-hours report by POST with a 30 s timeout and saves it under the server name', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(new Blob(['PK']), {
          status: 200,
          headers: { 'content-disposition': `attachment; filename="Arbeitszeiten_${month}_ALL.xlsx"` },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    render(DEMO.admin, '/statistic?tab=reports');
    const form = await screen.findByTestId('working-hours-report');
    fireEvent.click(within(form).getByTestId('working-hours-report-submit'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/reports/working-hours');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ month, orderType: 'ALL', format: 'xlsx' });
    expect(timeout).toHaveBeenCalledWith(30_000);
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe(`Arbeitszeiten_${month}_ALL.xlsx`);
  });

  it('shows the server refusal of a report', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify([{ path: 'to', message: 'Höchstens ein Jahr' }]), { status: 422 })));
    render(DEMO.admin, '/statistic?tab=reports');
    const perf = await screen.findByTestId('performance-report');
    fireEvent.click(within(perf).getByTestId('performance-report-submit'));
    expect(await within(perf).findByTestId('performance-report-error')).toHaveProperty('textContent', expect.stringContaining('Höchstens ein Jahr'));
  });
});

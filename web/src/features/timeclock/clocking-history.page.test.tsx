import type { FetchResult } from '@apollo/client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Auth, writeAuth } from '@/shared/session/auth';
import { DEMO } from '@/test/demo-users';
import { renderUi } from '@/test/render';
import { type Answer, type Seen, scriptedClient } from '@/test/scripted-client';
import ClockingHistoryPage from './clocking-history.page';

const DAY = '2031-05-14';
const worklog = (id: number, start: string, end: string | null, order: string) => ({
  __typename: 'Worklog',
  id,
  date: DAY,
  start,
  end,
  worklogType: 'WORK',
  comment: '',
  open: end === null,
  order: { __typename: 'OrderRef', id: id * 10, name: order },
});
const event = (id: string, entityId: string, action: string, actor: string | null, at: string, changes: [string, string | null, string | null][]) => ({
  __typename: 'AuditEvent',
  id,
  at,
  actorUsername: actor,
  action,
  entityId,
  changes: changes.map(([field, from, to]) => ({ __typename: 'AuditChange', field, from, to })),
});
const DAY_ANSWER: Answer = () => ({
  data: {
    clockingHistory: [worklog(7, '07:00', '12:00', 'Markt Nord'), worklog(8, '12:30', null, 'Lager Süd')],
    clockingAuditHistory: [
      event('1', '7', 'CREATE', 'teamleiter', '2031-05-14T05:00:00Z', [['employee', null, '2002'], ['date', null, DAY], ['order', null, '70'], ['start', null, '07:00'], ['worklogType', null, 'WORK']]),
      event('2', '9', 'CREATE', 'teamleiter', '2031-05-14T05:01:00Z', [['order', null, '90'], ['start', null, '07:00']]),
      event('3', '7', 'UPDATE', 'buero', '2031-05-14T11:00:00Z', [['start', '07:15', '07:00']]),
      event('4', '9', 'DELETE', 'buero', '2031-05-14T11:05:00Z', [['start', '07:00', null]]),
      event('5', '8', 'CREATE', null, '2031-05-14T10:30:00Z', [['start', null, '12:30'], ['open', null, 'true']]),
    ],
  },
});
const LOOKUP: Answer = () => ({
  data: { employeeLookup: [{ __typename: 'EmployeeLookupRow', id: 2002, employeeId: 2002, firstName: 'Lena', lastName: 'Hoffmann' }] },
});

function renderPage(auth: Auth, path: string, answers: Record<string, Answer | (() => FetchResult)>, seen: Seen = []) {
  const client = scriptedClient(answers, seen);
  writeAuth(client, auth);
  renderUi(
    <Routes>
      <Route path="/clockingHistory" element={<ClockingHistoryPage />} />
    </Routes>,
    { client, path },
  );
  return seen;
}
const days = (seen: Seen) => seen.filter((s) => s.name === 'ClockingHistoryDay').map((s) => s.variables);

afterEach(cleanup);

describe('/clockingHistory: one employee\'s day across all orders', () => {
  it('an employee without rights sees his own day, whatever the URL says, and no picker', async () => {
    const seen = renderPage(DEMO.mitarbeiter, `/clockingHistory?employeeId=1001&date=${DAY}`, { ClockingHistoryDay: DAY_ANSWER });
    await screen.findByTestId('clocking-history-entries');
    expect(days(seen)).toEqual([{ employeeId: 2002, date: DAY }]);
    expect(screen.queryByTestId('clocking-history-employee-search')).toBeNull();
    expect(screen.getByTestId('clocking-history-own').textContent).toContain('Lena Hoffmann');
  });

  it('shows each entry with its bookings and changes, oldest first, deleted entries last', async () => {
    renderPage(DEMO.mitarbeiter, `/clockingHistory?date=${DAY}`, { ClockingHistoryDay: DAY_ANSWER });
    const cards = await screen.findAllByTestId('clocking-entry');
    expect(screen.getByTestId('clocking-history-count').textContent).toBe('3 Einträge');
    expect(cards).toHaveLength(3);

    const first = cards[0]!;
    expect(within(first).getByTestId('clocking-entry-order').textContent).toBe('Markt Nord');
    expect(within(first).getByTestId('clocking-entry-time').textContent).toBe('07:00 – 12:00');
    const firstEvents = within(first).getAllByTestId('history-entry');
    expect(firstEvents.map((e) => e.getAttribute('data-action'))).toEqual(['CREATE', 'UPDATE']);
    // The booking: who and when, and its times — the employee, day and order the card names already.
    expect(within(firstEvents[0]!).getByTestId('history-by').textContent).toBe('teamleiter, 14.05.2031 07:00');
    expect(within(firstEvents[0]!).getAllByTestId('history-change').map((c) => c.textContent)).toEqual(['Start: 07:00', 'Art: Arbeit']);
    expect(within(firstEvents[1]!).getByText('Start: 07:15 → 07:00')).toBeTruthy();
    expect(within(firstEvents[1]!).getByTestId('history-by').textContent).toBe('buero, 14.05.2031 13:00');

    const open = cards[1]!;
    expect(within(open).getByTestId('clocking-entry-time').textContent).toBe('seit 12:30');
    expect(within(open).getByText('Offen')).toBeTruthy();
    expect(within(open).getByTestId('history-by').textContent).toBe('System, 14.05.2031 12:30');

    const deleted = cards[2]!;
    expect(deleted.getAttribute('data-deleted')).toBe('true');
    expect(within(deleted).getByText('Gelöschter Eintrag')).toBeTruthy();
    expect(within(deleted).getAllByTestId('history-entry').map((e) => e.getAttribute('data-action'))).toEqual(['CREATE', 'DELETE']);
    // Only its booking says on which order it was.
    expect(within(deleted).getByText('Auftrag: 90')).toBeTruthy();
  });

  it('one who may see other days picks the employee; the picker names him; the day buttons move the date', async () => {
    const seen = renderPage(DEMO.admin, `/clockingHistory?employeeId=2002&date=${DAY}`, { ClockingHistoryDay: DAY_ANSWER, ClockingHistoryEmployee: LOOKUP });
    expect((await screen.findByText('Hoffmann, Lena (2002)')).closest('[data-testid="clocking-history-employee"]')).toBeTruthy();
    await screen.findByTestId('clocking-history-entries');
    fireEvent.click(screen.getByRole('button', { name: 'Nächster Tag' }));
    await waitFor(() => expect(days(seen)).toContainEqual({ employeeId: 2002, date: '2031-05-15' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anderen Mitarbeiter wählen' }));
    expect(await screen.findByTestId('clocking-history-no-employee')).toBeTruthy();
  });

  it('a picker without employeeId starts with the own day', async () => {
    const seen = renderPage(DEMO.buero, `/clockingHistory?date=${DAY}`, { ClockingHistoryDay: DAY_ANSWER, ClockingHistoryEmployee: LOOKUP });
    await screen.findByTestId('clocking-history-entries');
    expect(days(seen)).toEqual([{ employeeId: 1002, date: DAY }]);
  });

  it('says so when the day has no entries, and offers a retry when loading fails', async () => {
    renderPage(DEMO.mitarbeiter, `/clockingHistory?date=${DAY}`, { ClockingHistoryDay: () => ({ data: { clockingHistory: [], clockingAuditHistory: [] } }) });
    expect((await screen.findByTestId('clocking-history-empty')).textContent).toBe('An diesem Tag gibt es keine Einträge.');
    cleanup();
    let calls = 0;
    renderPage(DEMO.mitarbeiter, `/clockingHistory?date=${DAY}`, { ClockingHistoryDay: (v) => (++calls === 1 ? { errors: [{ message: 'x' } as never] } : DAY_ANSWER(v)) });
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('clocking-history-entries')).toBeTruthy();
  });
});

import { ApolloClient, ApolloLink, type FetchResult, InMemoryCache, Observable, type Operation } from '@apollo/client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DefaultsDocument, MeDocument } from '@/generated/graphql';
import type { WorklogFieldsFragment } from '@/generated/worklogs';
import { formatDate, todayIso } from '@/shared/format';
import { DEMO, type DemoUser } from '@/test/demo-users';
import { renderUi } from '@/test/render';
import { WorklogDialog, type WorklogDialogProps } from './worklog-dialog';

const today = todayIso();
const firstOfMonth = `${today.slice(0, 7)}-01`;

const order = (id: number, name: string, validFrom = '2020-01-01', validTo = '2099-12-31') => ({ __typename: 'Order', id, name, city: 'Hamburg', validFrom, validTo });
const err = (code: string, message: string, errors?: { path: string; message: string }[]): FetchResult => ({
  errors: [{ message, extensions: { code, ...(errors ? { errors } : {}) } }] as never,
});

type Handler = (op: Operation) => FetchResult | undefined;

/** A client with the session and the defaults in its cache; every request is recorded and answered by `handler`. */
function setup(user: DemoUser, handler: Handler, earliestValidFrom = firstOfMonth) {
  const requests: Operation[] = [];
  const cache = new InMemoryCache();
  cache.writeQuery({ query: MeDocument, data: { me: { __typename: 'AuthState', ...DEMO[user] } } });
  cache.writeQuery({
    query: DefaultsDocument,
    data: { defaults: { __typename: 'Defaults', earliestValidFrom, sickLeaveFormUrl: '', workwearFormUrl: '', vacationFormUrl: '' } },
  });
  const link = new ApolloLink(
    (op) =>
      new Observable((obs) => {
        requests.push(op);
        const answer = handler(op);
        if (answer) {
          obs.next(answer);
          obs.complete();
        }
      }),
  );
  return { client: new ApolloClient({ cache, link }), requests };
}

function open(user: DemoUser, handler: Handler, props: Partial<WorklogDialogProps>, earliestValidFrom?: string) {
  const { client, requests } = setup(user, handler, earliestValidFrom);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderUi(<WorklogDialog open onClose={onClose} onSaved={onSaved} {...props} />, { client });
  return { requests, onClose, onSaved };
}

const field = (id: string) => screen.getByTestId(id) as HTMLInputElement & HTMLSelectElement;
const named = (requests: Operation[], name: string) => requests.filter((r) => r.operationName === name);
const EMPLOYEE = { employeeId: 2014, firstName: 'Vanessa', lastName: 'Wagner' };

function worklog(patch: Partial<WorklogFieldsFragment> = {}): WorklogFieldsFragment {
  return {
    id: 77, date: today, start: '08:00', end: '12:00', worklogType: 'WORK', comment: '', automatic: false, open: false, orderId: 5, order: { id: 5, name: 'REWE Altona' },
    employeeId: 2014, employee: { id: 2014, employeeId: 2014, firstName: 'Vanessa', lastName: 'Wagner' },
    insertUser: 'Thomas Becker', insertTime: '2024-01-01T10:00:00Z', updateUser: null, updateTime: null, ...patch,
  };
}

afterEach(cleanup);

describe('WorklogDialog: create for an employee', () => {
  it('preselects the single order of the day and reloads the orders when the day changes', async () => {
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const other = yesterday.toISOString().slice(0, 10);
    const { requests } = open(
      'buero',
      (op) => {
        if (op.operationName !== 'WorklogDialogAvailableOrders') return undefined;
        const orders = op.variables.date === today ? [order(5, 'REWE Altona')] : [order(6, 'EDEKA Harburg'), order(7, 'Aldi Bergedorf')];
        return { data: { availableOrders: orders } };
      },
      { employee: EMPLOYEE, date: today },
    );
    expect(field('worklog-employee').value).toBe('Wagner, Vanessa (2014)');
    await waitFor(() => expect(field('worklog-order').value).toBe('5'));
    expect(named(requests, 'WorklogDialogAvailableOrders')[0].variables).toEqual({ date: today });

    fireEvent.change(field('worklog-date'), { target: { value: formatDate(other) } });
    await waitFor(() => expect(named(requests, 'WorklogDialogAvailableOrders').map((r) => r.variables.date)).toContain(other));
    // The former order is not running that day: cleared; two orders, none preselected.
    await waitFor(() => expect(field('worklog-order').value).toBe(''));
    expect([...field('worklog-order').options].map((o) => o.textContent)).toEqual(['Auftrag wählen', 'EDEKA Harburg (Hamburg)', 'Aldi Bergedorf (Hamburg)']);
  });

  it("shows the duration, 'Ungültig' when negative, and puts start-before-end on both times", async () => {
    const { requests } = open('buero', () => ({ data: { availableOrders: [order(5, 'REWE Altona')] } }), { employee: EMPLOYEE, date: today });
    fireEvent.change(field('worklog-start'), { target: { value: '10:00' } });
    fireEvent.change(field('worklog-end'), { target: { value: '0930' } });
    fireEvent.blur(field('worklog-end'));
    expect(field('worklog-end').value).toBe('09:30');
    expect(screen.getByTestId('worklog-duration').textContent).toBe('Ungültig');
    fireEvent.click(screen.getByTestId('worklog-save'));
    await waitFor(() => expect(screen.getAllByText('Startzeit muss vor Endzeit liegen!')).toHaveLength(2));
    expect(named(requests, 'CreateWorklog')).toHaveLength(0);
    fireEvent.change(field('worklog-end'), { target: { value: '12:15' } });
    expect(screen.getByTestId('worklog-duration').textContent).toBe('02:15');
  });

  it('shows 422 field errors on their fields and a 409 title above the form', async () => {
    let answer = err('VALIDATION', 'Bitte Eingaben prüfen', [{ path: 'date', message: 'Das Datum liegt außerhalb des Auftrags.' }]);
    const { requests, onSaved } = open(
      'buero',
      (op) => (op.operationName === 'CreateWorklog' ? answer : { data: { availableOrders: [order(5, 'REWE Altona')] } }),
      { employee: EMPLOYEE, date: today },
    );
    await waitFor(() => expect(field('worklog-order').value).toBe('5'));
    fireEvent.change(field('worklog-start'), { target: { value: '08:00' } });
    fireEvent.change(field('worklog-end'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByTestId('worklog-save'));
    await screen.findByText('Das Datum liegt außerhalb des Auftrags.');
    expect(named(requests, 'CreateWorklog')[0].variables.input).toEqual({
      date: today, employeeId: 2014, orderId: 5, start: '08:00', end: '09:00', worklogType: 'WORK', comment: '',
    });
    answer = err('CONFLICT', 'Die Zeiten überschneiden sich mit einem anderen Eintrag dieses Mitarbeiters.');
    fireEvent.click(screen.getByTestId('worklog-save'));
    await waitFor(() => expect(screen.getByTestId('worklog-problem').textContent).toContain('überschneiden sich'));
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('WorklogDialog: create on an order with the employee search', () => {
  it('searches after more than 2 characters and 200 ms, and books the chosen employee', async () => {
    const { requests, onSaved, onClose } = open(
      'buero',
      (op) => {
        if (op.operationName === 'WorklogDialogOrder') return { data: { order: order(9, 'Kaufland Wandsbek', '2020-01-01', '2099-12-31') } };
        if (op.operationName === 'EmployeeSearch')
          return { data: { employeeLookup: [{ __typename: 'EmployeeLookupRow', id: 2014, employeeId: 2014, firstName: 'Vanessa', lastName: 'Wagner', active: true }] } };
        if (op.operationName === 'CreateWorklog') return { data: { createWorklog: { __typename: 'Worklog', ...worklog({ id: 80, orderId: 9 }) } } };
        return undefined;
      },
      { orderId: 9, date: today },
    );
    await waitFor(() => expect(field('worklog-order').value).toBe('Kaufland Wandsbek'));
    expect(named(requests, 'WorklogDialogAvailableOrders')).toHaveLength(0);

    fireEvent.change(field('worklog-employee-search'), { target: { value: 'Wa' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(named(requests, 'EmployeeSearch')).toHaveLength(0);

    const typed = Date.now();
    fireEvent.change(field('worklog-employee-search'), { target: { value: 'Wag' } });
    await waitFor(() => expect(named(requests, 'EmployeeSearch')).toHaveLength(1));
    expect(Date.now() - typed).toBeGreaterThanOrEqual(190);
    expect(named(requests, 'EmployeeSearch')[0].variables).toMatchObject({ term: 'Wag' });
    fireEvent.click(await screen.findByText('Wagner, Vanessa (2014)'));
    expect(screen.getByTestId('worklog-employee').textContent).toContain('Wagner, Vanessa (2014)');

    fireEvent.change(field('worklog-start'), { target: { value: '08:00' } });
    fireEvent.change(field('worklog-end'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByTestId('worklog-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(named(requests, 'CreateWorklog')[0].variables.input).toMatchObject({ employeeId: 2014, orderId: 9, date: today });
    expect(onClose).toHaveBeenCalled();
  });

  it('fixes the day when the order runs on a single bookable day', async () => {
    open('buero', (op) => (op.operationName === 'WorklogDialogOrder' ? { data: { order: order(9, 'Kaufland Wandsbek', today, today) } } : undefined), { orderId: 9, date: firstOfMonth });
    await waitFor(() => expect(field('worklog-date').value).toBe(formatDate(today)));
    expect(field('worklog-date').readOnly).toBe(true);
  });
});

describe('WorklogDialog: selectable days (spec 1 §5)', () => {
  it("refuses a typed day outside the order's validity before sending", async () => {
    const { requests } = open(
      'buero',
      (op) => (op.operationName === 'WorklogDialogOrder' ? { data: { order: order(9, 'Kaufland Wandsbek', today, today) } } : undefined),
      { orderId: 9, employee: EMPLOYEE, date: today },
    );
    await waitFor(() => expect(field('worklog-order').value).toBe('Kaufland Wandsbek'));
    fireEvent.change(field('worklog-date'), { target: { value: formatDate(firstOfMonth === today ? '2020-01-01' : firstOfMonth) } });
    fireEvent.change(field('worklog-start'), { target: { value: '08:00' } });
    fireEvent.change(field('worklog-end'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByTestId('worklog-save'));
    await screen.findByText(firstOfMonth === today ? 'Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.' : 'Das Datum liegt außerhalb des Auftragszeitraums.');
    expect(named(requests, 'CreateWorklog')).toHaveLength(0);
  });
});

describe('WorklogDialog: edit', () => {
  it('changes times of a worklog; date, employee and order stay', async () => {
    const { requests } = open('buero', (op) => (op.operationName === 'UpdateWorklog' ? { data: { updateWorklog: { __typename: 'Worklog', ...worklog({ end: '13:00' }) } } } : undefined), {
      worklog: worklog(),
    });
    expect(screen.getByText('Arbeitszeit bearbeiten')).toBeTruthy();
    expect(field('worklog-date').readOnly).toBe(true);
    expect(field('worklog-order').value).toBe('REWE Altona');
    expect(screen.getByTestId('worklog-delete')).toBeTruthy();
    fireEvent.change(field('worklog-end'), { target: { value: '13:00' } });
    fireEvent.click(screen.getByTestId('worklog-save'));
    await waitFor(() => expect(named(requests, 'UpdateWorklog')).toHaveLength(1));
    expect(named(requests, 'UpdateWorklog')[0].variables).toEqual({ id: 77, input: { start: '08:00', end: '13:00', worklogType: 'WORK', comment: '' } });
  });

  it('is read-only in a closed month: no save, no delete', () => {
    open('buero', () => undefined, { worklog: worklog({ date: '2020-03-02' }) });
    expect(screen.getByTestId('worklog-closed')).toBeTruthy();
    expect(screen.queryByTestId('worklog-save')).toBeNull();
    expect(screen.queryByTestId('worklog-delete')).toBeNull();
  });

  it("needs the other-edit authority for another employee's worklog (teamleiter may, mitarbeiter may not)", () => {
    open('teamleiter', () => undefined, { worklog: worklog() });
    expect(screen.getByTestId('worklog-save')).toBeTruthy();
    expect(screen.queryByTestId('worklog-delete')).toBeNull();
    cleanup();
    open('mitarbeiter', () => undefined, { worklog: worklog({ employeeId: 2002 }) });
    expect(screen.queryByTestId('worklog-save')).toBeNull();
  });
});

describe('WorklogDialog: nights (an end at 24:00 or on the next day)', () => {
  const yesterday = (() => {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1);
    return d.toISOString().slice(0, 10);
  })();
  const withOrder = (answer?: FetchResult) => (op: Operation) =>
    op.operationName === 'CreateWorklog' ? (answer ?? { data: { createWorklog: { __typename: 'Worklog', ...worklog({ date: yesterday, start: '22:00', end: '24:00' }) } } }) : { data: { availableOrders: [order(5, 'REWE Altona')] } };

  it('accepts 24:00 as the end (typed 24) and sends it', async () => {
    const { requests, onSaved } = open('buero', withOrder(), { employee: EMPLOYEE, date: yesterday }, '2020-01-01');
    await waitFor(() => expect(field('worklog-order').value).toBe('5'));
    fireEvent.change(field('worklog-start'), { target: { value: '22:00' } });
    fireEvent.change(field('worklog-end'), { target: { value: '24' } });
    fireEvent.blur(field('worklog-end'));
    expect(field('worklog-end').value).toBe('24:00');
    expect(screen.getByTestId('worklog-duration').textContent).toBe('02:00');
    fireEvent.click(screen.getByTestId('worklog-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(named(requests, 'CreateWorklog')[0].variables.input).toMatchObject({ start: '22:00', end: '24:00' });
    expect(named(requests, 'CreateWorklog')[0].variables.input).not.toHaveProperty('endsNextDay');
  });

  it("refuses 22:00–06:00 on one day, and sends it as endsNextDay with 'Ende am nächsten Tag'", async () => {
    const { requests, onSaved } = open('buero', withOrder(), { employee: EMPLOYEE, date: yesterday }, '2020-01-01');
    await waitFor(() => expect(field('worklog-order').value).toBe('5'));
    fireEvent.change(field('worklog-start'), { target: { value: '22:00' } });
    fireEvent.change(field('worklog-end'), { target: { value: '06:00' } });
    expect(screen.getByTestId('worklog-duration').textContent).toBe('Ungültig');
    fireEvent.click(screen.getByTestId('worklog-save'));
    await waitFor(() => expect(screen.getAllByText('Startzeit muss vor Endzeit liegen!')).toHaveLength(2));
    expect(named(requests, 'CreateWorklog')).toHaveLength(0);

    fireEvent.click(screen.getByText('Ende am nächsten Tag'));
    await waitFor(() => expect(screen.queryAllByText('Startzeit muss vor Endzeit liegen!')).toHaveLength(0));
    expect(screen.getByTestId('worklog-duration').textContent).toBe('08:00');
    expect(screen.getByTestId('worklog-ends-next-day-hint').textContent).toBe(`Wird als zwei Einträge gespeichert: bis 24:00 und am ${formatDate(today)} ab 00:00.`);
    fireEvent.click(screen.getByTestId('worklog-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(named(requests, 'CreateWorklog')[0].variables.input).toEqual({
      date: yesterday, employeeId: 2014, orderId: 5, start: '22:00', end: '06:00', worklogType: 'WORK', comment: '', endsNextDay: true,
    });
  });

  it('shows the field error the server sends for a night', async () => {
    const answer = err('VALIDATION', 'Bitte Eingaben prüfen', [
      { path: 'end', message: 'Das Ende am nächsten Tag muss vor der Startzeit liegen.' },
      { path: 'endsNextDay', message: 'Der nächste Tag ist bereits abgeschlossen.' },
    ]);
    const { onSaved } = open('buero', withOrder(answer), { employee: EMPLOYEE, date: yesterday }, '2020-01-01');
    await waitFor(() => expect(field('worklog-order').value).toBe('5'));
    fireEvent.change(field('worklog-start'), { target: { value: '22:00' } });
    fireEvent.change(field('worklog-end'), { target: { value: '06:00' } });
    fireEvent.click(screen.getByText('Ende am nächsten Tag'));
    await screen.findByTestId('worklog-ends-next-day-hint');
    fireEvent.click(screen.getByTestId('worklog-save'));
    await screen.findByText('Das Ende am nächsten Tag muss vor der Startzeit liegen.');
    expect(screen.getByTestId('worklog-ends-next-day-error').textContent).toBe('Der nächste Tag ist bereits abgeschlossen.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers the next day only on create (editing edits one entry)', () => {
    open('buero', () => undefined, { worklog: worklog({ start: '22:00', end: '24:00' }) });
    expect(field('worklog-end').value).toBe('24:00');
    expect(screen.queryByText('Ende am nächsten Tag')).toBeNull();
  });
});

describe('WorklogDialog: the automatic pause by its flag', () => {
  it('is read-only when the server flags it, whatever its comment', () => {
    open('buero', () => undefined, { worklog: worklog({ worklogType: 'PAUSE', comment: 'Mittag', automatic: true }) });
    expect(screen.getByText('Die automatische Pause wird vom System gebucht und kann nicht bearbeitet werden.')).toBeTruthy();
    expect(screen.queryByTestId('worklog-save')).toBeNull();
  });

  it("is an ordinary pause when only its comment says 'Automatische Pause'", () => {
    open('buero', () => undefined, { worklog: worklog({ worklogType: 'PAUSE', comment: 'Automatische Pause', automatic: false }) });
    expect(screen.queryByText('Die automatische Pause wird vom System gebucht und kann nicht bearbeitet werden.')).toBeNull();
    expect(screen.getByTestId('worklog-save')).toBeTruthy();
  });
});

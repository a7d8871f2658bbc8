import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '@/shared/dialogs/dialog-host';
import type { UploadOutcome } from '@/shared/upload';
import { DEMO, type DemoUser } from '@/test/demo-users';
import { renderUi } from '@/test/render';
import { type Answer, type Seen, scriptedClient } from '@/test/scripted-client';
import '../texts';
import type { ImportedTasks, importTasks } from './task-rest';
import { TasksTab } from './tasks-tab';

const DAY = '2026-10-05';
const task = (id: number, employeeId: number, o: Record<string, unknown> = {}) => ({
  __typename: 'OrderTask',
  id,
  orderId: 7,
  orderName: 'Rewe Leipzig',
  date: DAY,
  label: `Gang ${id}`,
  positions: 100,
  employeeId,
  employeeName: employeeId === 2002 ? 'Lena Hoffmann' : 'Markus Schneider',
  priority: 1,
  completed: false,
  completedDate: null,
  importId: null,
  ...o,
});
const TASKS = [task(1, 2002), task(2, 2001, { label: 'Kühlregal Süd' }), task(3, 2002, { completed: true, completedDate: '2026-10-05T09:30:00Z' })];
const STATS = {
  __typename: 'DailyStatistic',
  date: DAY,
  firstClockInTime: '06:45',
  minutesToday: 150,
  avgPosPerHourPast: 80,
  positionsDone: 100,
  positionsLeft: 200,
  timeLeftMinutes: 135,
};

function setup(user: DemoUser, extra: Record<string, Answer> = {}, upload?: typeof importTasks) {
  const seen: Seen = [];
  const client = scriptedClient(
    {
      Me: () => ({ data: { me: { __typename: 'AuthState', ...DEMO[user] } } }),
      InventoryTasks: () => ({ data: { orderTasks: TASKS } }),
      TaskDailyStatistic: () => ({ data: { dailyStatistic: STATS } }),
      TaskImports: () => ({ data: { orderTaskImports: [] } }),
      TaskOrders: () => ({ data: { orders: { __typename: 'OrderPage', items: [{ __typename: 'Order', id: 7, name: 'Rewe Leipzig', validFrom: DAY, validTo: DAY }] } } }),
      UpdateOrderTask: (v) => ({ data: { updateOrderTask: { ...TASKS.find((x) => x.id === v.id)!, completed: true, completedDate: '2026-10-05T10:00:00Z' } } }),
      ...extra,
    },
    seen,
  );
  renderUi(
    <>
      <TasksTab upload={upload} />
      <DialogHost />
    </>,
    { client, path: `/inventories?tab=0&date=${DAY}&view=table` },
  );
  return seen;
}

const checkbox = (id: number) => within(screen.getByTestId(`task-check-${id}`)).getByRole('checkbox') as HTMLInputElement;

afterEach(cleanup);

describe('tasks tab (spec 3 §2.6, §6)', () => {
  it('an employee checks only own tasks, has no manager buttons, and sees no statistic while others are shown (the team summary is not for him)', async () => {
    const seen = setup('mitarbeiter');
    expect(await screen.findByText('Kühlregal Süd')).toBeTruthy();
    expect(checkbox(1).disabled).toBe(false);
    expect(checkbox(2).disabled).toBe(true);
    expect(screen.queryByTestId('task-create')).toBeNull();
    expect(screen.queryByTestId('task-import')).toBeNull();
    expect(screen.queryByTestId('task-stats')).toBeNull();
    // The positions of the whole team are a statistic too: no summary bar at all.
    expect(screen.queryByTestId('task-summary')).toBeNull();
    expect(screen.queryByTestId('task-positions-progress')).toBeNull();
    expect(seen.map((s) => s.name)).not.toContain('TaskImports');
    expect(seen.map((s) => s.name)).not.toContain('TaskDailyStatistic');
  });

  it('an employee filtered to himself sees the statistic, asked for his own id, with the time left', async () => {
    const seen: Seen = [];
    cleanup();
    const client = scriptedClient(
      {
        Me: () => ({ data: { me: { __typename: 'AuthState', ...DEMO.mitarbeiter } } }),
        InventoryTasks: () => ({ data: { orderTasks: TASKS } }),
        TaskDailyStatistic: () => ({ data: { dailyStatistic: STATS } }),
      },
      seen,
    );
    renderUi(<TasksTab />, { client, path: `/inventories?date=${DAY}&employeeId=2002` });
    expect(await screen.findByTestId('task-stats')).toBeTruthy();
    expect((await screen.findByTestId('task-time-left')).textContent).toBe('ca. 2 Std. 15 Min.');
    expect(screen.getByText('06:45 Uhr')).toBeTruthy();
    expect(screen.queryByText('Kühlregal Süd')).toBeNull();
    expect(screen.getByTestId('task-positions-progress').textContent).toBe('100 erledigt · 100 offen');
    expect(seen.find((s) => s.name === 'TaskDailyStatistic')?.variables).toMatchObject({ date: DAY, employeeIds: [2002] });
  });

  it('two employees of one name are told apart by the personnel number in the filter and the rows (same name, two people)', async () => {
    cleanup();
    const twins = [task(11, 2030, { employeeName: 'Mia Schneider' }), task(12, 2031, { employeeName: 'Mia Schneider', label: 'Kasse' })];
    const client = scriptedClient({
      Me: () => ({ data: { me: { __typename: 'AuthState', ...DEMO.admin } } }),
      InventoryTasks: () => ({ data: { orderTasks: twins } }),
      TaskDailyStatistic: () => ({ data: { dailyStatistic: STATS } }),
      TaskImports: () => ({ data: { orderTaskImports: [] } }),
    });
    renderUi(<TasksTab />, { client, path: `/inventories?date=${DAY}&view=table` });
    await screen.findByText('Kasse');
    const options = within(screen.getByTestId('task-filter-employee')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Alle Mitarbeiter', 'Mia Schneider (2030)', 'Mia Schneider (2031)']);
    expect(within(screen.getByTestId('task-row-11')).getByText('Mia Schneider (2030)')).toBeTruthy();
    expect(within(screen.getByTestId('task-row-12')).getByText('Mia Schneider (2031)')).toBeTruthy();
  });

  it('the summary bar counts positions in German format (2.100, not 2100)', async () => {
    cleanup();
    const many = [task(21, 2002, { positions: 2100, completed: true, completedDate: '2026-10-05T09:30:00Z' }), task(22, 2001, { positions: 3565 })];
    const client = scriptedClient({
      Me: () => ({ data: { me: { __typename: 'AuthState', ...DEMO.admin } } }),
      InventoryTasks: () => ({ data: { orderTasks: many } }),
      TaskDailyStatistic: () => ({ data: { dailyStatistic: { ...STATS, avgPosPerHourPast: 1250 } } }),
      TaskImports: () => ({ data: { orderTaskImports: [] } }),
    });
    renderUi(<TasksTab />, { client, path: `/inventories?date=${DAY}&view=table` });
    expect((await screen.findByTestId('task-positions-progress')).textContent).toBe('2.100 erledigt · 3.565 offen');
    expect(await screen.findByText('1.250')).toBeTruthy();
    expect(within(screen.getByTestId('task-row-22')).getByText('3.565')).toBeTruthy();
  });

  it('asks before completing a task and only then saves it', async () => {
    const seen = setup('mitarbeiter');
    await screen.findByText('Kühlregal Süd');
    fireEvent.click(checkbox(1));
    const dialog = await screen.findByTestId('dialog-confirm');
    expect(dialog.textContent).toContain('Soll die Aufgabe „Gang 1“ als erledigt markiert werden?');
    expect(seen.map((s) => s.name)).not.toContain('UpdateOrderTask');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erledigt' }));
    await waitFor(() => expect(seen.find((s) => s.name === 'UpdateOrderTask')?.variables).toEqual({ id: 1, input: { completed: true } }));
  });

  it('cancelling the confirmation saves nothing', async () => {
    const seen = setup('mitarbeiter');
    await screen.findByText('Kühlregal Süd');
    fireEvent.click(checkbox(1));
    const dialog = await screen.findByTestId('dialog-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByTestId('dialog-confirm')).toBeNull());
    expect(seen.map((s) => s.name)).not.toContain('UpdateOrderTask');
  });

  it('a manager may check every task, creates and imports, and always sees the statistic', async () => {
    const seen = setup('admin');
    await screen.findByText('Kühlregal Süd');
    expect(checkbox(1).disabled).toBe(false);
    expect(checkbox(2).disabled).toBe(false);
    expect(screen.getByTestId('task-create')).toBeTruthy();
    expect(screen.getByTestId('task-import')).toBeTruthy();
    expect(await screen.findByTestId('task-stats')).toBeTruthy();
    expect(seen.find((s) => s.name === 'TaskDailyStatistic')?.variables.employeeIds).toBeUndefined();
    expect(await screen.findByTestId('task-imports-empty')).toBeTruthy();
  });

  it('a refused import opens the failure dialog listing the bad lines in order', async () => {
    const calls: Parameters<typeof importTasks>[0][] = [];
    const upload: typeof importTasks = (input) => {
      calls.push(input);
      const outcome: UploadOutcome<ImportedTasks> = {
        kind: 'invalid',
        errors: [
          { path: 'lines[12].label', message: 'Bezeichnung fehlt' },
          { path: 'lines[3].employeeId', message: 'Mitarbeiter 9999 ist unbekannt' },
        ],
      };
      return { done: Promise.resolve(outcome), abort: () => undefined };
    };
    setup('admin', {}, upload);
    await screen.findByText('Kühlregal Süd');
    fireEvent.click(screen.getByTestId('task-import'));
    const dialog = await screen.findByTestId('task-import-dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(within(dialog).getByTestId('task-import-order'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByTestId('task-import-file'), { target: { files: [new File(['x'], 'aufgaben.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByTestId('task-import-submit'));
    const info = await screen.findByTestId('dialog-info');
    expect(calls[0]).toMatchObject({ orderId: 7, date: DAY });
    expect(info.textContent).toContain('Import fehlgeschlagen');
    expect(info.textContent).toContain('Bitte überprüfen Sie die Daten und laden Sie eine gültige CSV-Datei hoch.');
    const text = info.textContent ?? '';
    expect(text.indexOf('Zeile 3: Mitarbeiter 9999 ist unbekannt')).toBeGreaterThan(-1);
    expect(text.indexOf('Zeile 12: Bezeichnung fehlt')).toBeGreaterThan(text.indexOf('Zeile 3:'));
  });
});

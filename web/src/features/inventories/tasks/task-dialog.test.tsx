import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@/test/demo-users';
import { renderUi } from '@/test/render';
import { type Answer, type Seen, scriptedClient } from '@/test/scripted-client';
import '../texts';
import { TaskDialog } from './task-dialog';

const DAY = '2026-10-05';
const TASK = {
  __typename: 'OrderTask',
  id: 1,
  orderId: 7,
  orderName: 'Rewe Leipzig',
  date: DAY,
  label: 'Gang 1',
  positions: 100,
  employeeId: 2002,
  employeeName: 'Lena Hoffmann',
  priority: 1,
  completed: false,
  completedDate: null,
  importId: null,
};

function setup(answers: Record<string, Answer>, task: typeof TASK | null = TASK) {
  const seen: Seen = [];
  const onClose = vi.fn();
  const client = scriptedClient(
    {
      TaskOrders: () => ({ data: { orders: { __typename: 'OrderPage', items: [{ __typename: 'Order', id: 7, name: 'Rewe Leipzig', validFrom: DAY, validTo: DAY }] } } }),
      ...answers,
    },
    seen,
  );
  renderUi(<TaskDialog open onClose={onClose} task={task} date={DAY} orderId={null} knownOrders={[]} abilities={DEMO.admin.abilities} />, { client });
  return { seen, onClose };
}

afterEach(cleanup);

describe('task dialog (spec 3 §5)', () => {
  it('creating: the rules with the server messages, nothing sent while invalid', async () => {
    const { seen } = setup({}, null);
    const dialog = await screen.findByTestId('task-dialog');
    fireEvent.click(within(dialog).getByTestId('task-save'));
    expect(await within(dialog).findByText('Auftrag muss gesetzt sein')).toBeTruthy();
    expect(within(dialog).getByText('Bezeichnung muss gesetzt sein')).toBeTruthy();
    expect(within(dialog).getByText('Positionen müssen gesetzt sein')).toBeTruthy();
    expect(within(dialog).getByText('Mitarbeiter muss gesetzt sein')).toBeTruthy();
    expect(seen.some((s) => s.name === 'CreateOrderTask')).toBe(false);
  });

  it("editing sends the changed task; the server's 422 on employeeId stands under the employee", async () => {
    let refuse = true;
    const { seen, onClose } = setup({
      UpdateOrderTask: () =>
        refuse
          ? { errors: [{ message: 'Ungültig', extensions: { code: 'VALIDATION', errors: [{ path: 'employeeId', message: 'Mitarbeiter 2002 ist nicht eingeplant' }] } }] }
          : { data: { updateOrderTask: { ...TASK, label: 'Gang 2' } } },
    });
    const dialog = await screen.findByTestId('task-dialog');
    expect(within(dialog).getByTestId('task-employee').textContent).toBe('Hoffmann, Lena (2002)');
    fireEvent.change(within(dialog).getByTestId('task-label'), { target: { value: ' Gang 2 ' } });
    fireEvent.change(within(dialog).getByTestId('task-positions'), { target: { value: '1,5' } });
    fireEvent.click(within(dialog).getByTestId('task-save'));
    expect(await within(dialog).findByText('Positionen müssen eine ganze Zahl ab 0 sein')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('task-positions'), { target: { value: '120' } });
    fireEvent.click(within(dialog).getByTestId('task-save'));
    expect(await within(dialog).findByText('Mitarbeiter 2002 ist nicht eingeplant')).toBeTruthy();
    expect(seen.find((s) => s.name === 'UpdateOrderTask')?.variables).toEqual({
      id: 1,
      input: { orderId: 7, date: DAY, label: 'Gang 2', positions: 120, employeeId: 2002, priority: 1 },
    });
    refuse = false;
    fireEvent.click(within(dialog).getByTestId('task-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

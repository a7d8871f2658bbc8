import { abilitiesOf } from '@inv/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render';
import { type Seen, scriptedClient } from '@/test/scripted-client';
import { orderGates } from '../gates';
import '../texts';
import { confirmedArg, PlanningTab } from './planning-tab';

const cats = (o: Record<string, boolean> = {}) => ({
  __typename: 'ConfirmationCategories',
  flowers: false,
  fruitAndVegetables: false,
  labels: false,
  storage: false,
  targetActualComparison: false,
  ...o,
});
const row = (uuid: string, date: string, o: Record<string, unknown> = {}) => ({
  __typename: 'InventoryConfirmation',
  uuid,
  orderId: 7,
  date,
  startTime: '07:00',
  name: `Markt ${uuid}`,
  address: 'Hauptstraße 1',
  zip: '80331',
  city: 'München',
  confirmationTimestamp: null,
  expired: false,
  status: 'UNCONFIRMED',
  categories: cats(),
  changedByCustomer: false,
  storageRollCageCount: null,
  storageFreezerRollCageCount: null,
  comment: '',
  storageOrderable: true,
  targetActualComparisonOrderable: true,
  ...o,
});

const ROWS = [
  row('a', '2031-05-10', { expired: true }),
  row('b', '2031-05-12', { confirmationTimestamp: '2031-05-01T08:00:00Z', status: 'CONFIRMED' }),
  row('c', '2031-05-11'),
];

const client = scriptedClient;

afterEach(cleanup);

describe('planning tab (spec 3 §2.2)', () => {
  it('maps the status filter to the confirmed argument (omitted for all)', () => {
    expect(confirmedArg('all')).toBeUndefined();
    expect(confirmedArg('CONFIRMED')).toBe(true);
    expect(confirmedArg('UNCONFIRMED')).toBe(false);
  });

  it('lists by date descending with their states; without the edit right there is no edit button', async () => {
    const seen: Seen = [];
    renderUi(<PlanningTab gates={orderGates(abilitiesOf(['Order_Overview_ListOrders']))} />, { client: client({ Confirmations: () => ({ data: { confirmations: ROWS } }) }, seen) });
    await waitFor(() => expect(screen.getAllByTestId('planning-row')).toHaveLength(3));
    const rows = screen.getAllByTestId('planning-row');
    expect(rows.map((r) => r.getAttribute('data-uuid'))).toEqual(['b', 'c', 'a']);
    expect(rows.map((r) => within(r).getByTestId('confirmation-state').getAttribute('data-state'))).toEqual(['confirmed', 'open', 'expired']);
    expect(screen.queryAllByTestId('planning-edit')).toHaveLength(0);
    expect(screen.getAllByTestId('planning-copy-link')).toHaveLength(3);
    expect(screen.getAllByTestId('planning-open-order')[0]!.getAttribute('target')).toBe('_blank');
    const first = seen.find((s) => s.name === 'Confirmations')!;
    expect(first.variables.confirmed).toBeUndefined();
    expect(first.variables.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the edit dialog requires roll cages with storage and sends confirmInventory', async () => {
    const seen: Seen = [];
    renderUi(<PlanningTab gates={orderGates(abilitiesOf(['Order_Overview_ListOrders', 'Order_Overview_EditOrders']))} />, {
      client: client(
        {
          Confirmations: () => ({ data: { confirmations: ROWS } }),
          ConfirmInventory: () => ({ data: { confirmInventory: { ...ROWS[2], confirmationTimestamp: '2031-05-02T08:00:00Z', status: 'CONFIRMED' } } }),
        },
        seen,
      ),
    });
    await waitFor(() => expect(screen.getAllByTestId('planning-edit')).toHaveLength(3));
    fireEvent.click(screen.getAllByTestId('planning-edit')[1]!);
    const dialog = await screen.findByTestId('planning-edit-dialog');
    fireEvent.click(within(within(dialog).getByTestId('planning-edit-category-storage')).getByRole('checkbox'));
    expect(await within(dialog).findByTestId('planning-edit-storage-details')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('planning-edit-save'));
    expect(await within(dialog).findByText('Anzahl Rollwagen Lager ist erforderlich')).toBeTruthy();
    expect(within(dialog).getByText('Anzahl Rollwagen Tiefkühllager ist erforderlich')).toBeTruthy();
    expect(seen.some((s) => s.name === 'ConfirmInventory')).toBe(false);
    fireEvent.change(within(dialog).getByTestId('planning-edit-storageRollCageCount'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByTestId('planning-edit-storageFreezerRollCageCount'), { target: { value: '0' } });
    const confirm = within(within(dialog).getByTestId('planning-edit-confirm')).getByRole('checkbox') as HTMLInputElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.checked).toBe(true));
    fireEvent.click(within(dialog).getByTestId('planning-edit-save'));
    await waitFor(() => expect(seen.some((s) => s.name === 'ConfirmInventory')).toBe(true));
    expect(seen.find((s) => s.name === 'ConfirmInventory')!.variables).toEqual({
      uuid: 'c',
      input: {
        categories: { flowers: false, fruitAndVegetables: false, labels: false, storage: true, targetActualComparison: false },
        comment: '',
        confirm: true,
        storageDetails: { storageRollCageCount: 2, storageFreezerRollCageCount: 0 },
      },
    });
  });

  it('a confirmed one keeps its confirmation locked in the dialog', async () => {
    renderUi(<PlanningTab gates={orderGates(abilitiesOf(['Superadmin', 'Order_Overview_ListOrders']))} />, {
      client: client({ Confirmations: () => ({ data: { confirmations: ROWS } }) }, []),
    });
    await waitFor(() => expect(screen.getAllByTestId('planning-edit')).toHaveLength(3));
    fireEvent.click(screen.getAllByTestId('planning-edit')[0]!);
    const dialog = await screen.findByTestId('planning-edit-dialog');
    const box = within(within(dialog).getByTestId('planning-edit-confirm')).getByRole('checkbox') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });
});

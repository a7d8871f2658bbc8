import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Auth } from '@/shared/session/auth';
import { DEMO, withAuthorities } from '@/test/demo-users';
import { renderUi } from '@/test/render';
import { type Seen, scriptedClient } from '@/test/scripted-client';
import '../texts';
import { CompetenciesTab } from './competencies-tab';
import { toCompetencyFilter } from './competency-filter';

const FLAGS = { allrounder: false, quickCounter: false, fruitAndVegetables: false, checkout: false, flowers: false, storage: false, storageManagement: false, weigh: false, reuse: false, check: false, targetActualComparison: false };
const item = (employeeId: number, o: Record<string, unknown> = {}) => ({
  __typename: 'CompetencyView',
  id: employeeId,
  employeeId,
  firstName: 'Lena',
  lastName: `Hoffmann ${employeeId}`,
  companyLocationId: 3,
  companyLocationName: 'Leipzig',
  ...FLAGS,
  ...o,
});

function render(auth: Auth) {
  const seen: Seen = [];
  const client = scriptedClient(
    {
      Me: () => ({ data: { me: { __typename: 'AuthState', ...auth } } }),
      AdminCompanyLocations: () => ({ data: { companyLocations: [{ __typename: 'CompanyLocation', id: 3, name: 'Leipzig', notes: '', street: '', zip: '', city: '' }] } }),
      InventoryCompetencies: () => ({
        data: { employeeCompetencies: { __typename: 'CompetencyPage', items: [item(2002, { flowers: true }), item(2003)], number: 0, size: 25, totalElements: 2, totalPages: 1 } },
      }),
      SaveInventoryCompetency: (v) => ({ data: { saveEmployeeCompetency: item(v.employeeId as number, v.input as Record<string, boolean>) } }),
    },
    seen,
  );
  renderUi(<CompetenciesTab />, { client, path: '/inventories?tab=2' });
  return seen;
}

const lastList = (seen: Seen) => seen.filter((s) => s.name === 'InventoryCompetencies').at(-1)!.variables;

afterEach(cleanup);

describe('competencies tab (spec 3 §2.6)', () => {
  it('asks the first page of 25 sorted by last name, and maps every filter to its variable', async () => {
    const seen = render(DEMO.admin);
    await screen.findByText('Hoffmann 2002');
    expect(lastList(seen)).toMatchObject({ page: 0, size: 25, sort: 'lastName' });
    fireEvent.click(screen.getByRole('button', { name: 'Filter anzeigen' }));
    fireEvent.change(screen.getByLabelText('Filter Blumen'), { target: { value: 'yes' } });
    await waitFor(() => expect(lastList(seen).filter).toMatchObject({ flowers: true }));
    fireEvent.change(screen.getByLabelText('Filter Kasse'), { target: { value: 'no' } });
    await waitFor(() => expect(lastList(seen).filter).toMatchObject({ flowers: true, checkout: false }));
    fireEvent.change(screen.getByLabelText('Filter Standort'), { target: { value: '3' } });
    await waitFor(() => expect(lastList(seen).filter).toMatchObject({ companyLocationId: 3 }));
    fireEvent.change(screen.getByLabelText('Filter Nachname'), { target: { value: 'Hoff' } });
    // Text filters wait 300 ms.
    await waitFor(() => expect(lastList(seen).filter).toMatchObject({ lastName: 'Hoff' }), { timeout: 2000 });
    expect(within(screen.getByLabelText('Filter Blumen')).getAllByRole('option').map((o) => o.textContent)).toEqual(['alle', 'ja', 'nein']);
  });

  it('the filter mapping: alle sends nothing, numbers only when whole', () => {
    expect(toCompetencyFilter({ employeeId: '12a', allrounder: '', weigh: 'no', firstName: ' An ' })).toEqual({
      employeeId: undefined,
      firstName: 'An',
      lastName: undefined,
      companyLocationId: undefined,
      allrounder: undefined,
      quickCounter: undefined,
      fruitAndVegetables: undefined,
      checkout: undefined,
      flowers: undefined,
      storage: undefined,
      storageManagement: undefined,
      weigh: false,
      reuse: undefined,
      check: undefined,
      targetActualComparison: undefined,
    });
    expect(toCompetencyFilter({ employeeId: '2002' }).employeeId).toBe(2002);
  });

  it('the edit icon needs Accounting_Employee_ViewWorklogs; without it there is none', async () => {
    render(withAuthorities(DEMO.mitarbeiter, ['Inventory_EditEmployeeCompetencies']));
    await screen.findByText('Hoffmann 2002');
    expect(screen.queryAllByTestId('competency-edit')).toHaveLength(0);
  });

  it('with the right, the icon opens the eleven checkboxes and saves them', async () => {
    const seen = render(withAuthorities(DEMO.mitarbeiter, ['Inventory_EditEmployeeCompetencies', 'Accounting_Employee_ViewWorklogs']));
    await screen.findByText('Hoffmann 2002');
    expect(screen.getAllByTestId('competency-edit')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Kompetenzen von Lena Hoffmann 2002 bearbeiten' }));
    const dialog = await screen.findByTestId('competency-dialog');
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(11);
    expect(within(dialog).getByRole('checkbox', { name: 'Blumen' })).toHaveProperty('checked', true);
    await act(async () => void fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Kasse' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(seen.some((s) => s.name === 'SaveInventoryCompetency')).toBe(true));
    const save = seen.find((s) => s.name === 'SaveInventoryCompetency')!.variables;
    expect(save).toEqual({ employeeId: 2002, input: { ...FLAGS, flowers: true, checkout: true } });
  });
});

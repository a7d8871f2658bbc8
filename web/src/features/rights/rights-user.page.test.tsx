import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '@/shared/dialogs/dialog-host';
import { notify } from '@/shared/notify';
import type { DemoUser } from '@/test/demo-users';
import { renderUi } from '@/test/render';
import { type Answer, type Seen, scriptedClient } from '@/test/scripted-client';
import RightsUserPage from './rights-user.page';
import { meAnswer, rightsUser, roleSummary } from './test-fixtures';

const TEAMLEITER = roleSummary(3, 'Teamleiter');
const FOUR = ['Authorization_ViewUsers', 'Authorization_ViewRoles', 'Authorization_EditUsers', 'Authorization_EditRoles'];
const details = (roles = [roleSummary(4, 'Mitarbeiter')], available = [TEAMLEITER]) => ({
  __typename: 'RightsUserDetails',
  user: rightsUser({ roles }),
  availableRoles: available,
});

function renderPage(user: DemoUser, answers: Record<string, Answer> = {}, opts: { authorities?: string[]; seen?: Seen } = {}) {
  const seen = opts.seen ?? [];
  renderUi(
    <>
      <Routes>
        <Route path="/rights/user/:employeeId" element={<RightsUserPage />} />
      </Routes>
      <DialogHost />
    </>,
    {
      path: '/rights/user/4',
      client: scriptedClient({ Me: meAnswer(user, opts.authorities), RightsUser: () => ({ data: { rightsUser: details() } }), ...answers }, seen),
    },
  );
  return seen;
}

afterEach(cleanup);

describe('rights user details (spec 3 §2.11, §4, §5)', () => {
  it('shows name, login and personnel number with the roles as chips and breadcrumbs', async () => {
    renderPage('admin');
    expect(await screen.findByTestId('rights-heading')).toHaveProperty('textContent', 'Lena Hoffmann');
    expect(screen.getByTestId('rights-user-username').textContent).toBe('mitarbeiter');
    expect(screen.getByTestId('rights-user-employee-id').textContent).toBe('2002');
    expect(screen.getAllByTestId('role-chip').map((c) => c.textContent)).toEqual(['Mitarbeiter']);
    const crumbs = within(screen.getByTestId('rights-breadcrumb'));
    expect(crumbs.getByRole('link', { name: 'Rechteverwaltung' }).getAttribute('href')).toBe('/rights');
    expect(crumbs.getByRole('link', { name: 'Benutzer' }).getAttribute('href')).toBe('/rights/users');
  });

  it('adding without a chosen role warns and sends nothing; with one it assigns and says so', async () => {
    const warning = vi.spyOn(notify, 'warning');
    const snackbar = vi.spyOn(notify, 'snackbar');
    const seen = renderPage('admin', {
      AssignRole: () => ({ data: { assignRole: details([roleSummary(4, 'Mitarbeiter'), TEAMLEITER], []) } }),
    });
    fireEvent.click(await screen.findByTestId('add-role'));
    const dialog = await screen.findByTestId('add-role-dialog');
    fireEvent.click(within(dialog).getByTestId('add-role-save'));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Es wurde keine Rolle ausgewählt.'));
    expect(seen.some((s) => s.name === 'AssignRole')).toBe(false);

    fireEvent.change(within(dialog).getByTestId('add-role-select'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByTestId('add-role-save'));
    await waitFor(() => expect(snackbar).toHaveBeenCalledWith('Rolle hinzugefügt'));
    expect(seen.find((s) => s.name === 'AssignRole')?.variables).toEqual({ userId: 4, roleId: 3 });
    await waitFor(() => expect(screen.getAllByTestId('role-chip').map((c) => c.textContent)).toEqual(['Mitarbeiter', 'Teamleiter']));
  });

  it('removing a role asks first; cancelled nothing happens, confirmed it is removed', async () => {
    const snackbar = vi.spyOn(notify, 'snackbar');
    const seen = renderPage('admin', { UnassignRole: () => ({ data: { unassignRole: details([], [roleSummary(4, 'Mitarbeiter'), TEAMLEITER]) } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Rolle Mitarbeiter entfernen' }));
    const ask = await screen.findByTestId('dialog-confirm');
    expect(ask.textContent).toContain('Soll die Rolle „Mitarbeiter“ von Lena Hoffmann entfernt werden?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByTestId('dialog-confirm')).toBeNull());
    expect(seen.some((s) => s.name === 'UnassignRole')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Rolle Mitarbeiter entfernen' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(snackbar).toHaveBeenCalledWith('Rolle entfernt'));
    expect(seen.find((s) => s.name === 'UnassignRole')?.variables).toEqual({ userId: 4, roleId: 4 });
    expect(await screen.findByText('Dem Benutzer ist keine Rolle zugewiesen.')).toBeTruthy();
  });

  it('without Authorization_EditUsers the chips are not removable and there is no add button', async () => {
    renderPage('buero', {}, { authorities: ['Authorization_ViewUsers', 'Authorization_ViewRoles'] });
    expect(await screen.findAllByTestId('role-chip')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Rolle Mitarbeiter entfernen' })).toBeNull();
    expect(screen.queryByTestId('add-role')).toBeNull();
  });

  it('on the own account nothing can be changed, even for a Superadmin', async () => {
    renderPage('admin', { RightsUser: () => ({ data: { rightsUser: { ...details(), user: rightsUser({ id: 1, name: 'admin', employeeId: 1001, firstName: 'Sabine', lastName: 'Krüger' }) } } }) });
    expect(await screen.findByText('Die eigenen Rollen können nicht geändert werden.')).toBeTruthy();
    expect(screen.queryByTestId('add-role')).toBeNull();
    expect(screen.queryByRole('button', { name: /entfernen$/ })).toBeNull();
  });

  it('an account holding rights the actor lacks: no chip is removable, adding is disabled with the reason (rights cannot demote the powerful)', async () => {
    renderPage('buero', { RightsUser: () => ({ data: { rightsUser: { ...details(), user: rightsUser({ manageable: false }) } } }) }, { authorities: FOUR });
    const reason = 'Dieser Benutzer hat Rechte, die Sie selbst nicht besitzen. Seine Rollen können Sie daher nicht ändern.';
    expect((await screen.findByTestId('rights-user-outranks')).textContent).toBe(reason);
    expect((screen.getByTestId('add-role') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('add-role').getAttribute('title')).toBe(reason);
    expect(screen.queryByRole('button', { name: 'Rolle Mitarbeiter entfernen' })).toBeNull();
  });

  it('roles with rights the actor lacks are shown but cannot be chosen (rights cannot demote the powerful)', async () => {
    renderPage('buero', { RightsUser: () => ({ data: { rightsUser: details([], [roleSummary(2, 'Büro', { manageable: false }), roleSummary(5, 'Aushilfe')]) } }) }, { authorities: FOUR });
    fireEvent.click(await screen.findByTestId('add-role'));
    const dialog = await screen.findByTestId('add-role-dialog');
    const options = [...within(dialog).getByTestId('add-role-select').querySelectorAll('option')].filter((o) => o.value);
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Büro (enthält Rechte, die Sie nicht besitzen)', true],
      ['Aushilfe', false],
    ]);
    expect(within(dialog).getByTestId('add-role-hint').textContent).toBe('Rollen mit Rechten, die Sie selbst nicht besitzen, können Sie nicht vergeben.');
  });

  it('a server refusal shows its reason under "Zugriff verweigert!"', async () => {
    const error = vi.spyOn(notify, 'error');
    renderPage('admin', {
      UnassignRole: () => ({ errors: [{ message: 'Sie können nur Rechte vergeben, die Sie selbst besitzen.', extensions: { code: 'FORBIDDEN' } }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rolle Mitarbeiter entfernen' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Zugriff verweigert!', { id: 'forbidden', description: 'Sie können nur Rechte vergeben, die Sie selbst besitzen.' }),
    );
    expect(screen.getAllByTestId('role-chip')).toHaveLength(1);
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '@/shared/dialogs/dialog-host';
import { notify } from '@/shared/notify';
import type { DemoUser } from '@/test/demo-users';
import { renderUi } from '@/test/render';
import { type Answer, type Seen, scriptedClient } from '@/test/scripted-client';
import RightsRolePage from './rights-role.page';
import { meAnswer } from './test-fixtures';

const authority = (name: string, title: string, group = name.split('_')[0]) => ({
  __typename: 'AuthorityView',
  name,
  title,
  description: `Erlaubt: ${title}`,
  group,
});
const CATALOGUE = [
  authority('Statistic', 'Statistik'),
  authority('Order_Worklogs', 'Aufträge: Arbeitszeiten'),
  authority('Inventory_ViewPerformance', 'Inventuren: Zählleistung sehen'),
  authority('Order_Overview', 'Aufträge: Übersicht'),
  authority('Authorization_ViewUsers', 'Rechte: Benutzer sehen'),
  authority('Superadmin', 'Superadmin'),
];
const role = (authorities: string[], o: Record<string, unknown> = {}) => ({
  __typename: 'Role',
  id: 7,
  name: 'Disposition',
  description: 'Planung der Inventuren',
  memberCount: 2,
  grantsAll: false,
  manageable: true,
  authorities,
  ...o,
});

function renderPage(user: DemoUser, answers: Record<string, Answer> = {}, opts: { authorities?: string[]; query?: string } = {}) {
  const seen: Seen = [];
  renderUi(
    <>
      <Routes>
        <Route path="/rights/role/:roleId" element={<RightsRolePage />} />
      </Routes>
      <DialogHost />
    </>,
    {
      path: `/rights/role/7${opts.query ?? ''}`,
      client: scriptedClient(
        {
          Me: meAnswer(user, opts.authorities),
          Role: () => ({ data: { role: role(['Order_Overview']) } }),
          AuthorityCatalogue: () => ({ data: { authorityCatalogue: CATALOGUE } }),
          ...answers,
        },
        seen,
      ),
    },
  );
  return seen;
}

const FOUR = ['Authorization_ViewUsers', 'Authorization_ViewRoles', 'Authorization_EditUsers', 'Authorization_EditRoles'];
const box = (name: string) => screen.getByTestId(`authority-${name}`).querySelector('input')!;

afterEach(cleanup);

describe('rights role details (spec 3 §2.11, §6, §8)', () => {
  it('groups the catalogue by prefix under German headings, with titles, descriptions and the granted ones checked', async () => {
    renderPage('admin');
    await waitFor(() => expect(screen.getAllByTestId('authority-group-title')).toHaveLength(5));
    expect(screen.getAllByTestId('authority-group-title').map((h) => h.textContent)).toEqual(['Rechte', 'Aufträge', 'Statistik', 'Inventuren', 'Superadmin']);
    const orders = within(screen.getByTestId('authority-group-Order'));
    expect(orders.getByText('Aufträge: Übersicht')).toBeTruthy();
    expect(orders.getByText('Erlaubt: Aufträge: Arbeitszeiten')).toBeTruthy();
    expect(orders.getByText('1 von 2 Rechten erteilt')).toBeTruthy();
    expect(box('Order_Overview').checked).toBe(true);
    expect(box('Order_Worklogs').checked).toBe(false);
    expect(screen.getByTestId('rights-heading').textContent).toBe('Disposition');
  });

  it('checking asks first, then grants and says so; cancelled nothing is sent', async () => {
    const success = vi.spyOn(notify, 'success');
    const seen = renderPage('admin', { GrantAuthority: () => ({ data: { grantAuthority: role(['Order_Overview', 'Statistic']) } }) });
    await screen.findByTestId('authority-Statistic');
    fireEvent.click(box('Statistic'));
    const ask = await screen.findByTestId('dialog-confirm');
    expect(ask.textContent).toContain('Soll der Rolle „Disposition“ das Recht „Statistik“ erteilt werden?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByTestId('dialog-confirm')).toBeNull());
    expect(seen.some((s) => s.name === 'GrantAuthority')).toBe(false);
    expect(screen.getByTestId('authority-Statistic').getAttribute('data-state')).toBe('unchecked');
    await waitFor(() => expect(box('Statistic').checked).toBe(false));

    fireEvent.click(box('Statistic'));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: 'Erteilen' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Berechtigung gespeichert'));
    expect(seen.find((s) => s.name === 'GrantAuthority')?.variables).toEqual({ roleId: 7, authority: 'Statistic' });
    await waitFor(() => expect(box('Statistic').checked).toBe(true));
  });

  it('unchecking asks first, then revokes', async () => {
    const success = vi.spyOn(notify, 'success');
    const seen = renderPage('admin', { RevokeAuthority: () => ({ data: { revokeAuthority: role([]) } }) });
    await screen.findByTestId('authority-Order_Overview');
    fireEvent.click(box('Order_Overview'));
    const ask = await screen.findByTestId('dialog-confirm');
    expect(ask.textContent).toContain('Soll der Rolle „Disposition“ das Recht „Aufträge: Übersicht“ entzogen werden?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Entziehen' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Berechtigung gespeichert'));
    expect(seen.find((s) => s.name === 'RevokeAuthority')?.variables).toEqual({ roleId: 7, authority: 'Order_Overview' });
    await waitFor(() => expect(box('Order_Overview').checked).toBe(false));
  });

  it('without Authorization_EditRoles the checkboxes are read-only and there is no edit or delete', async () => {
    renderPage('buero', {}, { authorities: ['Authorization_ViewRoles', 'Authorization_EditUsers'] });
    await screen.findByTestId('authority-Statistic');
    expect(box('Statistic').disabled).toBe(true);
    expect(screen.queryByTestId('role-edit')).toBeNull();
    expect(screen.queryByTestId('role-delete')).toBeNull();
  });

  it('a grantsAll role shows every authority checked and unchangeable', async () => {
    renderPage('admin', { Role: () => ({ data: { role: role([], { grantsAll: true, name: 'Administrator' }) } }) });
    await screen.findByTestId('role-grants-all');
    await waitFor(() => expect(CATALOGUE.every((a) => box(a.name).checked && box(a.name).disabled)).toBe(true));
  });

  it('a role with rights the actor lacks cannot be renamed or deleted; only held authorities change (rights cannot demote the powerful)', async () => {
    renderPage('buero', { Role: () => ({ data: { role: role(['Order_Overview', 'Statistic'], { manageable: false }) } }) }, { authorities: FOUR });
    await screen.findByTestId('authority-Statistic');
    const locked = 'Diese Rolle enthält Rechte, die Sie selbst nicht besitzen: Sie können sie weder umbenennen noch löschen.';
    expect(screen.getByTestId('role-locked').textContent).toContain(locked);
    for (const id of ['role-edit', 'role-delete']) {
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByTestId(id).getAttribute('title')).toBe(locked);
    }
    await waitFor(() => expect(box('Statistic').disabled).toBe(true));
    expect(box('Order_Overview').disabled).toBe(true);
    expect(screen.getByTestId('authority-Statistic').getAttribute('title')).toBe('Nur Rechte, die Sie selbst besitzen, können Sie erteilen oder entziehen.');
    expect(box('Authorization_ViewUsers').disabled).toBe(false);
  });

  it('a role giving Superadmin is locked for anyone but a Superadmin (rights cannot demote the powerful)', async () => {
    renderPage('buero', { Role: () => ({ data: { role: role(['Superadmin', 'Authorization_ViewUsers'], { manageable: false, name: 'Oberaufsicht' }) } }) }, { authorities: FOUR });
    await screen.findByTestId('authority-Statistic');
    expect(screen.getByTestId('role-locked').textContent).toBe('Rollen mit Superadmin-Rechten kann nur ein Superadmin ändern.');
    await waitFor(() => expect(CATALOGUE.every((a) => box(a.name).disabled)).toBe(true));
    expect((screen.getByTestId('role-edit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('`name` heads the page while loading; `web` shows the group filter, which narrows to one group', async () => {
    renderPage('admin', { Role: () => ({ data: null }) as never }, { query: '?web=true&name=Disposition' });
    expect(screen.getByTestId('rights-heading').textContent).toBe('Disposition');
    cleanup();
    renderPage('admin', {}, { query: '?web=true&name=Disposition' });
    const filter = await screen.findByTestId('group-filter');
    await waitFor(() => expect(screen.getAllByTestId('authority-group-title')).toHaveLength(5));
    fireEvent.click(within(filter).getByRole('button', { name: 'Statistik' }));
    expect(screen.getAllByTestId('authority-group-title').map((h) => h.textContent)).toEqual(['Statistik']);
  });
});

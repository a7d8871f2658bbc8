import type { FetchResult } from '@apollo/client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render';
import { type Answer, type Seen, scriptedClient } from '@/test/scripted-client';
import SearchPage from './search.page';

const RESULT = {
  __typename: 'GlobalSearchResult',
  employees: [
    { __typename: 'SearchEmployee', id: 1017, fullName: 'Jürgen Müller', employeeId: 1017, active: true },
    { __typename: 'SearchEmployee', id: 1044, fullName: 'Anna Müllner', employeeId: 1044, active: false },
  ],
  orders: [{ __typename: 'SearchOrder', id: 501, name: 'Müller Markt Süd', orderType: 'INV', city: 'München' }],
};
const found: Answer = () => ({ data: { globalSearch: RESULT } });
const nothing: Answer = () => ({ data: { globalSearch: { __typename: 'GlobalSearchResult', employees: [], orders: [] } } });

function Where() {
  const l = useLocation();
  return <div data-testid="location">{l.pathname + l.search}</div>;
}

function renderSearch(answer: Answer | (() => FetchResult), path = '/search', seen: Seen = []) {
  renderUi(
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="/employees/:employeeId" element={<p>Mitarbeiterseite</p>} />
        <Route path="/orders/:orderId/info" element={<p>Auftragsseite</p>} />
      </Routes>
      <Where />
    </>,
    { client: scriptedClient({ GlobalSearch: answer }, seen), path },
  );
  return seen;
}

const input = () => screen.getByTestId('search-input') as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;
const key = (k: string) => fireEvent.keyDown(input(), { key: k });
const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

afterEach(cleanup);

describe('/search (spec 3 §2.12)', () => {
  it('takes the focus and asks nothing for fewer than 3 characters', async () => {
    const seen = renderSearch(found);
    expect(document.activeElement).toBe(input());
    fireEvent.change(input(), { target: { value: 'Mü' } });
    await sleep(600);
    expect(seen).toEqual([]);
    expect(screen.getByTestId('search-too-short')).toBeTruthy();
  });

  it('asks once, 400 ms after the last keystroke, and keeps the term in the URL', async () => {
    const seen = renderSearch(found);
    fireEvent.change(input(), { target: { value: 'Mül' } });
    await sleep(150);
    fireEvent.change(input(), { target: { value: 'Müll' } });
    await sleep(250);
    // 250 ms after the last keystroke: still quiet.
    expect(seen).toEqual([]);
    await screen.findByTestId('search-results');
    expect(seen).toEqual([{ name: 'GlobalSearch', variables: { term: 'Müll' } }]);
    expect(location()).toBe(`/search?term=${encodeURIComponent('Müll')}`);
  });

  it('searches a short number at once from the URL and shows both groups', async () => {
    const seen = renderSearch(found, '/search?term=7');
    const employees = await screen.findByTestId('search-group-employees');
    expect(seen).toEqual([{ name: 'GlobalSearch', variables: { term: '7' } }]);
    expect(within(employees).getByText('Mitarbeiter')).toBeTruthy();
    expect(within(employees).getByText('Jürgen Müller')).toBeTruthy();
    expect(within(employees).getByText('Pers.-Nr. 1017')).toBeTruthy();
    expect(within(employees).getAllByTestId('search-inactive')).toHaveLength(1);
    const orders = screen.getByTestId('search-group-orders');
    expect(within(orders).getByText('Aufträge')).toBeTruthy();
    expect(within(orders).getByText('INV')).toBeTruthy();
    expect(within(orders).getByText('München')).toBeTruthy();
    const links = screen.getAllByTestId('search-hit').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/employees/1017', '/employees/1044', '/orders/501/info']);
  });

  it('arrow keys walk employees then orders (wrapping), Enter opens the highlighted hit', async () => {
    renderSearch(found, '/search?term=M%C3%BCller');
    await screen.findByTestId('search-results');
    const highlighted = () => screen.queryAllByTestId('search-hit').filter((a) => a.getAttribute('aria-selected') === 'true').map((a) => a.getAttribute('href'));
    expect(highlighted()).toEqual([]);
    key('ArrowDown');
    expect(highlighted()).toEqual(['/employees/1017']);
    expect(input().getAttribute('aria-activedescendant')).toBe('search-hit-employee-1017');
    key('ArrowDown');
    key('ArrowDown');
    expect(highlighted()).toEqual(['/orders/501/info']);
    key('ArrowDown');
    expect(highlighted()).toEqual(['/employees/1017']);
    key('ArrowUp');
    expect(highlighted()).toEqual(['/orders/501/info']);
    key('Enter');
    expect(await screen.findByText('Auftragsseite')).toBeTruthy();
    expect(location()).toBe('/orders/501/info');
  });

  it('Enter without a highlight opens the first hit', async () => {
    renderSearch(found, '/search?term=1017');
    await screen.findByTestId('search-results');
    key('Enter');
    expect(await screen.findByText('Mitarbeiterseite')).toBeTruthy();
    expect(location()).toBe('/employees/1017');
  });

  it("says 'Keine Treffer' when nothing matches", async () => {
    renderSearch(nothing, '/search?term=Zzyzx');
    expect((await screen.findByTestId('search-empty')).textContent).toBe('Keine Treffer');
    key('Enter');
    expect(location()).toBe('/search?term=Zzyzx');
  });

  it('shows a failure with a retry that asks again', async () => {
    let calls = 0;
    const seen = renderSearch(() => (++calls === 1 ? { errors: [{ message: 'boom' } as never] } : found({})), '/search?term=Meier');
    const failed = await screen.findByTestId('search-error');
    expect(within(failed).getByText('Die Suche ist fehlgeschlagen.')).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByTestId('search-results');
    expect(seen).toHaveLength(2);
  });

  it('shows the spinner while the answer is on its way', async () => {
    renderSearch(found, '/search?term=Meier');
    expect(screen.getByTestId('search-loading')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('search-loading')).toBeNull());
  });
});

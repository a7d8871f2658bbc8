import { ApolloProvider } from '@apollo/client';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeDocument, type MeQuery } from '@/generated/graphql';
import { DEMO } from '@/test/demo-users';
import { type Answer, type Seen, scriptedClient } from '@/test/scripted-client';
import { ANONYMOUS, type Auth, useAuth, writeAuth } from './auth';
import { useSessionRefresh } from './use-session-refresh';

const me = (auth: Auth): ReturnType<Answer> => ({ data: { me: { __typename: 'AuthState', ...auth } } });
let renders = 0;

function Probe() {
  useSessionRefresh();
  const { auth } = useAuth();
  const navigate = useNavigate();
  renders += 1;
  return (
    <>
      <p data-testid="authorities">{auth?.authorities.join(',')}</p>
      <p data-testid="user">{auth?.authenticated ? auth.username : 'anonym'}</p>
      <button onClick={() => void navigate(`/p${renders}`)}>weiter</button>
    </>
  );
}

function setup(answer: Answer, start: Auth = DEMO.mitarbeiter) {
  const seen: Seen = [];
  const client = scriptedClient({ Me: answer }, seen);
  writeAuth(client, start);
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/timeclock']}>
        <Probe />
      </MemoryRouter>
    </ApolloProvider>,
  );
  const reads = () => seen.filter((s) => s.name === 'Me').length;
  return { client, reads };
}

const focus = () => act(() => void window.dispatchEvent(new Event('focus')));
const later = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const settle = () => act(async () => void (await vi.runOnlyPendingTimersAsync()));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2031-05-14T08:00:00Z'));
  renders = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSessionRefresh: rights changed by an administrator reach an open app', () => {
  it('re-reads me on focus and on route changes, at most every 30 s', async () => {
    const { reads } = setup(() => me(DEMO.mitarbeiter));
    focus();
    fireEvent.click(screen.getByText('weiter'));
    expect(reads()).toBe(0); // the shell has just read it

    later(30_000);
    focus();
    await settle();
    expect(reads()).toBe(1);
    focus();
    fireEvent.click(screen.getByText('weiter'));
    expect(reads()).toBe(1);

    later(29_999);
    fireEvent.click(screen.getByText('weiter'));
    expect(reads()).toBe(1);
    later(1);
    fireEvent.click(screen.getByText('weiter'));
    await settle();
    expect(reads()).toBe(2);
  });

  it('also when the tab becomes visible again', async () => {
    const { reads } = setup(() => me(DEMO.mitarbeiter));
    later(31_000);
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await settle();
    expect(reads()).toBe(1);
  });

  it('shows newly granted rights without a new login', async () => {
    const granted = { ...DEMO.mitarbeiter, authorities: [...DEMO.mitarbeiter.authorities, 'Statistic_View'] };
    setup(() => me(granted));
    expect(screen.getByTestId('authorities').textContent).not.toContain('Statistic_View');
    later(30_000);
    focus();
    await settle();
    expect(screen.getByTestId('authorities').textContent).toContain('Statistic_View');
    expect(screen.getByTestId('user').textContent).toBe(DEMO.mitarbeiter.username);
  });

  it('an unchanged answer renders nothing again', async () => {
    const { reads } = setup(() => me(DEMO.mitarbeiter));
    later(30_000);
    const before = renders;
    focus();
    await settle();
    expect(reads()).toBe(1);
    expect(renders).toBe(before);
  });

  it('a logout while the answer is on its way wins', async () => {
    // eslint-disable-next-line prefer-const -- the answer below reads the client set up after it
    let client: ReturnType<typeof setup>['client'] | undefined;
    const answer: Answer = () => {
      // The user logs out between the request and its answer.
      writeAuth(client!, ANONYMOUS);
      return me(DEMO.mitarbeiter);
    };
    ({ client } = setup(answer));
    later(30_000);
    focus();
    await settle();
    expect(client.readQuery<MeQuery>({ query: MeDocument })?.me.authenticated).toBe(false);
    expect(screen.getByTestId('user').textContent).toBe('anonym');
  });

  it('a failed re-read keeps the session as it was', async () => {
    const { reads } = setup(() => ({ errors: [{ message: 'down' } as never] }));
    later(30_000);
    focus();
    await settle();
    expect(reads()).toBe(1);
    expect(screen.getByTestId('user').textContent).toBe(DEMO.mitarbeiter.username);
  });

  it('asks nothing without a session', async () => {
    const { reads } = setup(() => me(DEMO.mitarbeiter), ANONYMOUS);
    later(30_000);
    focus();
    await settle();
    expect(reads()).toBe(0);
  });
});

import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render';
import { scriptedClient } from '@/test/scripted-client';
import { ANONYMOUS } from '@/shared/session/auth';
import LoginPage from './login.page';

const me = (demoData: boolean) => () => ({ data: { me: { __typename: 'AuthState', ...ANONYMOUS, demoData } } });

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-demo-accounts');
});

describe('/login demo note (spec 1 §2.2: demo data announced; drawn in the first render)', () => {
  it('is in the first render when the server marked <html>, before `me` answers; `me` has the last word', async () => {
    document.documentElement.setAttribute('data-demo-accounts', '');
    renderUi(<LoginPage />, { client: scriptedClient({ Me: me(false) }), path: '/login' });
    // Synchronously after the first render: no round trip waited for.
    expect(screen.getByTestId('demo-note').textContent).toContain('auth.login.demoHint');
    await waitFor(() => expect(screen.queryByTestId('demo-note')).toBeNull());
  });

  it('without the mark it appears only when `me` says demo accounts exist', async () => {
    renderUi(<LoginPage />, { client: scriptedClient({ Me: me(true) }), path: '/login' });
    expect(screen.queryByTestId('demo-note')).toBeNull();
    expect((await screen.findByTestId('demo-note')).textContent).toContain('auth.login.demoHint');
  });
});

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '@/generated/graphql';
import { closeAllDialogs } from '@/shared/dialogs/dialog-store';
import { PATHS } from '@/shared/paths';
import { resetSession } from '@/shared/session/auth';

/** Logout: ends the server session, forgets everything cached, goes to /login. */
export function useLogout() {
  const [logout, { client }] = useLogoutMutation();
  const navigate = useNavigate();
  return useCallback(async () => {
    closeAllDialogs();
    try {
      await logout();
    } catch {
      // The server session may already be gone; the client forgets it either way.
    }
    await resetSession(client);
    await navigate(PATHS.login, { replace: true });
  }, [client, logout, navigate]);
}

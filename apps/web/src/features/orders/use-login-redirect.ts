import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { logout } from '../../lib/session';
import { showToast } from '../../lib/toast';

/**
 * store-spec.md › Error catalogue: 'Please login to view orders' and the like each show the message, log out and go to
 * /login (which brings the user back here after signing in).
 */
export function useSendToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const sent = useRef(false);
  return useCallback(
    async (message: string) => {
      if (sent.current) return;
      sent.current = true;
      showToast(message, 'error');
      await logout();
      await navigate(paths.login(), { replace: true, state: { from: location } });
    },
    [navigate, location],
  );
}

/** Sends the user to /login with `message` when a query failed for lack of a valid session. */
export function useLoginOnAuthError(error: unknown, message: string) {
  const sendToLogin = useSendToLogin();
  const authFailed = error instanceof ApiError && error.isAuth;
  useEffect(() => {
    if (authFailed) void sendToLogin(message);
  }, [authFailed, message, sendToLogin]);
  return authFailed;
}

import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { selectIsAuthenticated, toastShown, useAppDispatch, useAppStore } from '@donut/store';
import { reloadClient } from '../../shared/client/reload-client';
import { textErrorToast } from '../../shared/toasts/text-error-toast';
import { AUTH_QUERY } from '../../shared/auth-modal/auth-url';
import { useAuthCalls } from './use-auth-calls';

/**
 * A mailed confirmation link (`confirm_email=<token>`, docs/api.md) on any page: confirm once, say
 * how it went, and take the single-use token out of the URL so a reload or a shared link does not
 * send it again.
 */
export function useConfirmEmailLink(): void {
  const authCalls = useAuthCalls();
  const dispatch = useAppDispatch();
  const apollo = useApolloClient();
  const store = useAppStore();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get(AUTH_QUERY.confirmEmail);
  // The URL keeps the token until the replace lands, and Strict Mode runs effects twice.
  const handledToken = useRef<string | null>(null);

  useEffect(() => {
    if (token === null || handledToken.current === token) return;
    handledToken.current = token;
    // Removed before the call, not after: a setter captured now would undo later URL changes.
    setSearchParams(
      (params) => {
        params.delete(AUTH_QUERY.confirmEmail);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    if (!token) return;
    void authCalls.confirmEmail(token).then((result) => {
      if (!result.ok) {
        dispatch(textErrorToast(result.error.message));
        return;
      }
      dispatch(toastShown({ message: { id: 'main.auth.confirm.done' }, type: 'success', unique: true }));
      // A signed-in owner's pages (the projects' notice, the profile) show the confirmed address at once.
      if (selectIsAuthenticated(store.getState())) reloadClient(apollo);
    });
  }, [token, authCalls, dispatch, setSearchParams, apollo, store]);
}

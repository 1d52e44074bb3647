import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { selectIsAuthenticated, toastShown, useAppDispatch, useAppStore } from '@donut/store';
import { reloadClient } from '../../shared/client/reload-client';
import { textErrorToast } from '../../shared/toasts/text-error-toast';
import { AUTH_QUERY, withLoginModal, withoutConfirmationLink } from '../../shared/auth-modal/auth-url';
import { useAuthCalls } from './use-auth-calls';

const URL_UPDATE = { replace: true, preventScrollReset: true } as const;

/**
 * A mailed confirmation link (`confirm_email=<token>`, docs/api.md) on any page: confirm once, say how it went,
 * and take the single-use token out of the URL so a reload or a shared link does not send it again. The session
 * the link is opened in goes on (issue 13); a visitor who is not signed in here is asked to sign in afterwards,
 * since the link itself is no way in.
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
  // The login modal opens from a later render: the URL setter of the render that sent the call still holds the token.
  const [isSignInDue, setIsSignInDue] = useState(false);

  useEffect(() => {
    if (token === null || handledToken.current === token) return;
    handledToken.current = token;
    // Removed before the call, not after: a setter captured now would undo later URL changes.
    setSearchParams(withoutConfirmationLink, URL_UPDATE);
    if (!token) return;
    void authCalls.confirmEmail(token).then((result) => {
      dispatch(
        result.ok
          ? toastShown({ message: { id: 'main.auth.confirm.done' }, type: 'success', unique: true })
          : textErrorToast(result.error.message),
      );
      if (!selectIsAuthenticated(store.getState())) {
        setIsSignInDue(true);
        return;
      }
      // A signed-in owner's pages (the projects' notice, the profile) show the confirmed address at once.
      if (result.ok) reloadClient(apollo);
    });
  }, [token, authCalls, dispatch, setSearchParams, apollo, store]);

  useEffect(() => {
    if (!isSignInDue) return;
    setIsSignInDue(false);
    setSearchParams(withLoginModal, URL_UPDATE);
  }, [isSignInDue, setSearchParams]);
}

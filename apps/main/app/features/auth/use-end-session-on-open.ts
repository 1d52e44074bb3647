import { useEffect, useRef } from 'react';
import { selectIsAuthenticated, signedOut, useAppDispatch, useAppSelector } from '@donut/store';
import { useAuthCalls } from './use-auth-calls';

/**
 * Spec §2 home middleware, client side: the login modal is how an expired or broken session comes
 * back (the route guards send the owner here), so a session still in the store when it opens is
 * ended first. Once per opening: the sign-in made in this very modal must not be ended again.
 */
export function useEndSessionOnOpen(isOpen: boolean): void {
  const authCalls = useAuthCalls();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const handledOpening = useRef(false);

  useEffect(() => {
    if (!isOpen) {
      handledOpening.current = false;
      return;
    }
    if (handledOpening.current) return;
    handledOpening.current = true;
    if (!isAuthenticated) return;
    // signedOut even if the call fails: the old token must not ride along into the new session,
    // and the modal waits for the store to say "anonymous" before it shows a form.
    authCalls
      .logout()
      .catch(() => undefined)
      .finally(() => dispatch(signedOut()));
  }, [isOpen, isAuthenticated, authCalls, dispatch]);
}

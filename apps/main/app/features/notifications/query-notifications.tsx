import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { QUERY_KEYS } from '@donut/auth';
import { toastShown, useAppDispatch } from '@donut/store';
import { textErrorToast } from '../../shared/toasts/text-error-toast';

/** Spec §8: what a social sign-in failure code in `error_auth` means to the owner. */
function errorAuthMessageId(code: string): string {
  if (code === '403') return 'main.notifications.account-taken';
  if (code === '404') return 'main.notifications.account-deleted';
  return 'main.notifications.internal-error';
}

/**
 * Turns the error query keys of spec §8 into error toasts, then removes them from the URL so a
 * reload or a shared link does not repeat the notice. Renders nothing.
 */
export function QueryNotifications() {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const errorAuth = searchParams.get(QUERY_KEYS.errorAuth);
  const errorText = searchParams.get(QUERY_KEYS.errorForNotification);
  // The URL keeps the keys until the replace lands, and Strict Mode runs effects twice: show once.
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (errorAuth === null && errorText === null) {
      shownFor.current = null;
      return;
    }
    const key = `${errorAuth}\n${errorText}`;
    if (shownFor.current === key) return;
    shownFor.current = key;
    if (errorAuth !== null) {
      dispatch(toastShown({ message: { id: errorAuthMessageId(errorAuth) }, type: 'error', unique: true }));
    }
    if (errorText !== null) dispatch(textErrorToast(errorText));
    setSearchParams(
      (params) => {
        params.delete(QUERY_KEYS.errorAuth);
        params.delete(QUERY_KEYS.errorForNotification);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [errorAuth, errorText, dispatch, setSearchParams]);

  return null;
}

import { MODAL_IDS, QUERY_KEYS } from '@donut/auth';
import { withAuthScreen } from '../../shared/auth-modal/auth-url';

/**
 * The registration screen of the auth modal over the current page (spec §2 `modal` query), as the
 * header's sign-up link opens it: the visitor reads on where they were once the modal closes.
 * @example signUpHref('/en/features/crm', '') // '/en/features/crm?auth_view=register&modal=modal-auth-login'
 */
export function signUpHref(pathname: string, search: string): string {
  const params = withAuthScreen(new URLSearchParams(search), 'register');
  params.set(QUERY_KEYS.modal, MODAL_IDS.authLogin);
  return `${pathname}?${params.toString()}`;
}

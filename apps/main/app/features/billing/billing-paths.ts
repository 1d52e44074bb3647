import { MODAL_IDS, QUERY_KEYS } from '@donut/auth';
import { AUTH_QUERY } from '../../shared/auth-modal/auth-url';
import { aboutPath } from '../../shared/paths/about-paths';

/** The cabinet's plans page, where the checkout returns and a new owner lands after signing up from a plan. */
export const cabinetPlansPath = (locale: string) => aboutPath(locale, 'rates');

/** The contact form: Enterprise is agreed there. */
export const contactsPath = (locale: string) => aboutPath(locale, 'contacts');

/**
 * The registration screen of the auth modal over the current page, returning to the cabinet's plans
 * page once the account exists (spec §2's `modal` and `redirect_to`).
 * @example registerModalHref('/en/rates', '', 'en') // '/en/rates?modal=modal-auth-login&auth_view=register&redirect_to=%2Fen%2Fclient%2Fabout%2Frates'
 */
export function registerModalHref(pathname: string, search: string, locale: string): string {
  const params = new URLSearchParams(search);
  params.set(QUERY_KEYS.modal, MODAL_IDS.authLogin);
  params.set(AUTH_QUERY.view, 'register');
  params.set(QUERY_KEYS.redirectTo, cabinetPlansPath(locale));
  return `${pathname}?${params.toString()}`;
}

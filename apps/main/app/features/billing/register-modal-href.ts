import { MODAL_IDS, QUERY_KEYS } from '@donut/auth';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { AUTH_QUERY } from '../../shared/auth-modal/auth-url';

/**
 * The registration screen of the auth modal over the current page, returning to the cabinet's plans page (where
 * the checkout returns) once the account exists (spec §2's `modal` and `redirect_to`).
 * @example registerModalHref('/en/rates', '', 'en') // '/en/rates?modal=modal-auth-login&auth_view=register&redirect_to=%2Fen%2Fclient%2Fabout%2Frates'
 */
export function registerModalHref(pathname: string, search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.set(QUERY_KEYS.modal, MODAL_IDS.authLogin);
  params.set(AUTH_QUERY.view, 'register');
  params.set(QUERY_KEYS.redirectTo, routeHref('main', 'clientRates', {}, { locale }));
  return `${pathname}?${params.toString()}`;
}

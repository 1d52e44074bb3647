import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';

/** Modal identifiers of spec §2, opened through the `modal` query key. */
export const MODAL_IDS = {
  authLogin: 'modal-auth-login',
  chat: 'modal-chat',
  deleteWarning: 'modal-delete-warning',
  filters: 'modal-filters',
  projectCreate: 'modal-project-create',
  sort: 'modal-sort',
  updateWarning: 'modal-update-warning',
} as const;

export type ModalId = (typeof MODAL_IDS)[keyof typeof MODAL_IDS];

/** Query keys of spec §2. */
export const QUERY_KEYS = {
  modal: 'modal',
  errorForNotification: 'error_for_notification',
  errorAuth: 'error_auth',
  redirectTo: 'redirect_to',
  project: 'project',
  category: 'category',
} as const;

export type QueryKey = (typeof QUERY_KEYS)[keyof typeof QUERY_KEYS];

const MODAL_ID_VALUES: readonly string[] = Object.values(MODAL_IDS);

/** Whether a `modal` query value names a known modal. */
export function isModalId(value: unknown): value is ModalId {
  return typeof value === 'string' && MODAL_ID_VALUES.includes(value);
}

// Browsers read "\" as "/" and drop tabs and newlines inside URLs, so "/\evil.com" or
// "/\t/evil.com" would become the protocol-relative "//evil.com".
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * The value itself when it is a same-site relative path (one leading "/", no scheme, no way to
 * reach another origin), else null. Check `redirect_to` again with this when reading it back from
 * the query: it is visitor-controlled, and an open redirect would make a phishing tool of the login.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (hasUnsafeCharacter(value)) return null;
  const pathname = value.split(/[?#]/)[0];
  if (pathname.includes('://')) return null;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}

/**
 * Target of the `/client` route guard (spec §2): the main site's home with the login modal open and
 * `redirect_to` carrying the original path, query and hash. An unsafe `redirectTo` is left out.
 * @example loginModalPath('en', '/en/client/projects?tab=2#top')
 * // '/en/?modal=modal-auth-login&redirect_to=%2Fen%2Fclient%2Fprojects%3Ftab%3D2%23top'
 */
export function loginModalPath(locale: Locale, redirectTo?: string | null): string {
  const base = `${routeHref('main', 'home', {}, { locale })}?${QUERY_KEYS.modal}=${MODAL_IDS.authLogin}`;
  const target = safeRedirectPath(redirectTo);
  return target === null ? base : `${base}&${QUERY_KEYS.redirectTo}=${encodeURIComponent(target)}`;
}

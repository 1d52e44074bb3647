/**
 * Which session a cookie belongs to: the CRM (`crm`) or the client view (`cv`). The two keep
 * separate tokens (spec §6), so every auth cookie name carries its family.
 */
export type AuthFamily = 'crm' | 'cv';

/** Both families, e.g. to clear every session on sign-out. */
export const AUTH_FAMILIES: readonly AuthFamily[] = ['crm', 'cv'];

/** Path of every auth cookie (spec §9). */
export const AUTH_COOKIE_PATH = '/';

/** Names of the two refresh cookies of one family. */
export interface RefreshCookieNames<F extends AuthFamily = AuthFamily> {
  /** The refresh token itself (HttpOnly: page scripts never see it). */
  token: `donut-refresh-token-${F}`;
  /** Its expiry in unix seconds, readable so the app can plan renewal. */
  expires: `donut-refresh-token-expires-${F}`;
}

/**
 * The refresh cookie names of a family (spec §3).
 * @example refreshCookieNames('cv') // { token: 'donut-refresh-token-cv', expires: 'donut-refresh-token-expires-cv' }
 */
export function refreshCookieNames<F extends AuthFamily>(family: F): RefreshCookieNames<F> {
  return { token: `donut-refresh-token-${family}`, expires: `donut-refresh-token-expires-${family}` };
}

import { AUTH_PATHS, CUSTOMER_AUTH_PATHS, type AuthFamily } from '@donut/auth';

/**
 * Whose session a page keeps: the owner's (main site and CRM) or a customer's of one project (client view). Both
 * follow spec §4 with the same code; they differ in their cookies, their REST paths and what every call's body
 * carries besides the refresh token.
 */
export interface SessionFamily {
  /** The refresh cookie pair (`-crm` or `-cv`). */
  cookies: AuthFamily;
  /** The renewal and sign-out calls. */
  paths: { accessToken: string; refreshToken: string; logout: string };
  /** What every call's body carries: a customer's names the project's site (ADR 0029). */
  body: Readonly<Record<string, string>>;
}

/** The owner's session: `-crm` cookies, `/auth/*`. */
export const ownerSessionFamily: SessionFamily = { cookies: 'crm', paths: AUTH_PATHS, body: {} };

/**
 * A customer's session on one project's site: `-cv` cookies, `/cv/auth/*`, the site's address in every body. A
 * refresh cookie of another project's site is answered 401 and left as it is (docs/api.md "Customers").
 * @example customerSessionFamily('usy-barbershop') // renews only a session of that site's project
 */
export function customerSessionFamily(domain: string): SessionFamily {
  return { cookies: 'cv', paths: CUSTOMER_AUTH_PATHS, body: { domain } };
}

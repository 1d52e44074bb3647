import type { BrowserContext } from '@playwright/test';
import { E2E_DOMAIN } from './playwright-preset';

/** What the API's register and login answer an owner with, as far as the browser's session needs it. */
export interface OwnerTokens {
  refresh_token: string;
  expires_refresh_token?: number;
}

/**
 * Signs the browser in as the owner the way the API's login does: the HttpOnly refresh cookie and its readable
 * expiry on the parent domain, which the main site, the CRM and the client view all see.
 */
export async function signInOwner(context: BrowserContext, owner: OwnerTokens): Promise<void> {
  const parentDomain = { domain: `.${E2E_DOMAIN}`, path: '/' };
  await context.addCookies([
    { name: 'donut-refresh-token-crm', value: owner.refresh_token, httpOnly: true, ...parentDomain },
    ...(owner.expires_refresh_token === undefined
      ? []
      : [
          {
            name: 'donut-refresh-token-expires-crm',
            value: String(owner.expires_refresh_token),
            ...parentDomain,
          },
        ]),
  ]);
}

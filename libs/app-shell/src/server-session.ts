import { parse } from 'cookie';
import { refreshCookieNames, type AuthFamily } from '@donut/auth';
import { apiOriginsFromEnv } from '@donut/link-builder';
import { localeOfRequest } from '@donut/i18n';
import type { SessionTokens } from './session-context';
import { ownerSessionFamily, type SessionFamily } from './session-family';

/** The refresh token the browser sent with this page request, if any (HttpOnly: only servers see it). */
export function refreshTokenOfRequest(request: Request, family: AuthFamily = 'crm'): string | null {
  return parse(request.headers.get('cookie') ?? '')[refreshCookieNames(family).token] ?? null;
}

/**
 * Server render of a signed-in owner (or, given the customer family, a signed-in customer of the site): an
 * access token from the refresh cookie (spec §4 session start), or null when there is no cookie or the API
 * refuses it (a customer's cookie of another project's site included).
 */
export async function readServerSession(
  request: Request,
  family: SessionFamily = ownerSessionFamily,
): Promise<SessionTokens | null> {
  const refreshToken = refreshTokenOfRequest(request, family.cookies);
  if (!refreshToken) return null;
  try {
    const response = await fetch(`${apiOriginsFromEnv(process.env).server}${family.paths.accessToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': localeOfRequest(request) },
      body: JSON.stringify({ ...family.body, refresh_token: refreshToken }),
      signal: AbortSignal.timeout(3_000),
    });
    if (!response.ok) return null;
    const { data } = (await response.json()) as {
      data: { access_token: string; expires_access_token: number };
    };
    return { accessToken: data.access_token, expiresAccessToken: data.expires_access_token };
  } catch {
    return null;
  }
}

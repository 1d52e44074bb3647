import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshCookieNames, type AuthFamily } from '@donut/auth';
import type { IssuedTokens } from './sessions.service';

export interface CookieSettings {
  /** Parent domain (donut.ge) so every app and project subdomain sees the session; host-only when unset. */
  domain?: string;
  secure: boolean;
}

const ownerNames = refreshCookieNames('crm');

/**
 * The refresh token (HttpOnly) and its expiry (readable, so apps plan renewal without seeing the token), of the
 * owners' family (`-crm`) or the customers' (`-cv`).
 */
export function setSessionCookies(
  reply: FastifyReply,
  tokens: IssuedTokens,
  settings: CookieSettings,
  family: AuthFamily = 'crm',
) {
  const names = refreshCookieNames(family);
  const common = {
    path: '/',
    domain: settings.domain,
    secure: settings.secure,
    sameSite: 'lax' as const,
    expires: new Date(tokens.expires_refresh_token * 1000),
  };
  reply.setCookie(names.token, tokens.refresh_token, { ...common, httpOnly: true });
  reply.setCookie(names.expires, String(tokens.expires_refresh_token), { ...common, httpOnly: false });
}

export function clearSessionCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  family: AuthFamily = 'crm',
) {
  const names = refreshCookieNames(family);
  for (const name of [names.token, names.expires]) {
    reply.clearCookie(name, { path: '/', domain: settings.domain, secure: settings.secure, sameSite: 'lax' });
  }
}

/** The body's refresh_token (non-browser clients, the Telegram container), else the cookie. */
export function refreshTokenOf(request: FastifyRequest): string | null {
  const fromBody = (request.body as { refresh_token?: unknown } | undefined)?.refresh_token;
  if (typeof fromBody === 'string' && fromBody.length > 0 && fromBody.length <= 200) return fromBody;
  return request.cookies[ownerNames.token] ?? null;
}

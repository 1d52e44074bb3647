import { createHmac, timingSafeEqual } from 'node:crypto';

export const SITE_PREVIEW_TTL_SECONDS = 3600;
const PURPOSE = 'site-preview';

const signature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${body}`).digest('base64url');

/**
 * A token that shows one project's draft site until it expires: `<project id>.<expiry>.<HMAC>`. Nothing is
 * stored, so it cannot be revoked; an hour keeps a forwarded link from living long.
 */
export function createSitePreviewToken(secret: string, projectId: string, now = Date.now()) {
  const expiresAt = Math.floor(now / 1000) + SITE_PREVIEW_TTL_SECONDS;
  const body = `${projectId}.${expiresAt}`;
  return { token: `${body}.${signature(secret, body)}`, expiresAt };
}

/** Whether the token is this project's and unexpired; any malformed token is simply not valid. */
export function isSitePreviewToken(secret: string, projectId: string, token: string, now = Date.now()) {
  const [id, expiry, given] = token.split('.');
  if (!id || !expiry || !given || id !== projectId || !/^\d{1,12}$/.test(expiry)) return false;
  if (Number(expiry) * 1000 <= now) return false;
  const expected = Buffer.from(signature(secret, `${id}.${expiry}`));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

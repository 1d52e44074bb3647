import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a "connect Telegram" link from the profile stays valid. */
export const TELEGRAM_LINK_TTL_SECONDS = 24 * 3600;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`telegram-link:${payload}`).digest('base64url');

/**
 * The profile's `telegram_token`: which owner asks to connect Telegram, signed and time-limited, in the
 * alphabet Telegram allows for a Mini App start parameter (letters, digits, "_" and "-"). Telegram
 * signs the init data that carries it back, so the pair proves both sides of the link.
 */
export function createTelegramLinkToken(secret: string, clientId: string, now = Math.floor(Date.now() / 1000)): string {
  const payload = `${clientId}_${now + TELEGRAM_LINK_TTL_SECONDS}`;
  return `${payload}_${sign(secret, payload)}`;
}

/** The owner a link token was made for, or null when it is forged, malformed or expired. */
export function readTelegramLinkToken(secret: string, token: string, now = Math.floor(Date.now() / 1000)): string | null {
  const match = /^([\da-f-]{36})_(\d{10})_([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, clientId, expires, signature] = match;
  const expected = Buffer.from(sign(secret, `${clientId}_${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(expires) >= now ? clientId : null;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** The longest a profile link token lives: as long as the bot's Connect links. */
export const TELEGRAM_LINK_TTL_SECONDS = 15 * 60;
/**
 * Tokens are derived per bucket of this length, so GetClient answers the same token within a bucket
 * and writes nothing; a token read at the end of its bucket still lives TTL - BUCKET (10 minutes).
 */
export const TELEGRAM_LINK_BUCKET_SECONDS = 5 * 60;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`telegram-link:v2:${payload}`).digest('base64url');

const UUID = '[\\da-f]{8}-[\\da-f]{4}-[\\da-f]{4}-[\\da-f]{4}-[\\da-f]{12}';
const TOKEN = new RegExp(`^(${UUID})_(${UUID})_(\\d{10})_([\\w-]{43})$`);
/** The shape of the 24-hour tokens given out before they became single-use: refused, never ignored. */
const LEGACY_TOKEN = new RegExp(`^${UUID}_\\d{10}_[\\w-]{43}$`);

export interface TelegramLinkClaims {
  clientId: string;
  sessionId: string;
  /** Unix seconds. */
  expiresAt: number;
}

export type TelegramLinkTokenCheck =
  /** Not a link token at all (another start parameter): the sign-in goes on without linking. */
  | { kind: 'none' }
  /** A link token that must be refused: forged, altered, expired or from before the tokens were single-use. */
  | { kind: 'invalid' }
  | { kind: 'valid'; claims: TelegramLinkClaims };

/**
 * The profile's `telegram_token`: the owner and the session that read it, and when it expires, signed,
 * in the alphabet Telegram allows for a Mini App start parameter (letters, digits, "_" and "-", at most
 * 512). Derived, so repeated reads within a bucket agree; telegram-sign-in.service.ts spends it once
 * and only while its session lives. Telegram signs the init data that carries it back, so the pair
 * proves both sides of the link.
 */
export function createTelegramLinkToken(
  secret: string,
  owner: { clientId: string; sessionId: string },
  now = Math.floor(Date.now() / 1000),
): string {
  const bucketStart = now - (now % TELEGRAM_LINK_BUCKET_SECONDS);
  const payload = `${owner.clientId}_${owner.sessionId}_${bucketStart + TELEGRAM_LINK_TTL_SECONDS}`;
  return `${payload}_${sign(secret, payload)}`;
}

/** What a start parameter says as a link token; only a valid one may be spent. */
export function readTelegramLinkToken(
  secret: string,
  token: string,
  now = Math.floor(Date.now() / 1000),
): TelegramLinkTokenCheck {
  const match = TOKEN.exec(token);
  if (!match) return LEGACY_TOKEN.test(token) ? { kind: 'invalid' } : { kind: 'none' };
  const [, clientId, sessionId, expires, signature] = match;
  const expected = Buffer.from(sign(secret, `${clientId}_${sessionId}_${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { kind: 'invalid' };
  const expiresAt = Number(expires);
  // Also refused when it claims to live longer than any token is made to (a changed rule, a wrong clock).
  if (expiresAt < now || expiresAt > now + TELEGRAM_LINK_TTL_SECONDS) return { kind: 'invalid' };
  return { kind: 'valid', claims: { clientId, sessionId, expiresAt } };
}

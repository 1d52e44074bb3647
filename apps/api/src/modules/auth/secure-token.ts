import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256: a leaked table gives no usable token (they are long and random, so no salt is needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether X-Telegram-Bot-Api-Secret-Token carries our secret. Both sides are hashed first, so the
 * comparison takes the same time whatever the given value's length or content.
 */
export function isWebhookSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(secret));
}

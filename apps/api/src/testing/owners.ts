import { createHmac } from 'node:crypto';
import type { TestApp } from './test-app';

export const GOOD_PASSWORD = 'violet-harbour-47';

let counter = 0;
/** A unique address per call, so tests never collide. */
export const uniqueEmail = (prefix = 'owner') => `${prefix}.${Date.now().toString(36)}.${counter++}@mail.test`;

export interface TokenData {
  access_token: string;
  expires_access_token: number;
  refresh_token: string;
  expires_refresh_token: number;
}

/** Registers an owner through the real call and returns the address and tokens. */
export async function registerOwner(t: TestApp, language = 'en', email = uniqueEmail()) {
  const response = await t.post('/auth/register', { email, password: GOOD_PASSWORD, terms_accepted: true }, { 'x-language': language });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { email, tokens: response.json().data as TokenData };
}

export const CLIENT_QUERY = `{ client { id email name surname phone timezone is_confirm_email need_set_password is_telegram_connected
  avatar { hash name size url } country { id } language { id abbr_front } } }`;

/**
 * Init data signed the way Telegram signs it (written here independently of the code under test):
 * data-check-string of sorted pairs, HMAC-SHA256 keyed by HMAC-SHA256("WebAppData", bot token).
 */
export function signInitData(botToken: string, fields: Record<string, string>): string {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

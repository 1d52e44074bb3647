import { createHmac } from 'node:crypto';
import type { TestApp } from './test-app';

export const GOOD_PASSWORD = 'violet-harbour-47';

let counter = 0;
/** A unique address per call, so tests never collide. */
export const uniqueEmail = (prefix = 'owner') =>
  `${prefix}.${Date.now().toString(36)}.${counter++}@mail.test`;

export interface TokenData {
  access_token: string;
  expires_access_token: number;
  refresh_token: string;
  expires_refresh_token: number;
}

/** Registers an owner through the real call and returns the address and tokens. */
export async function registerClient(t: TestApp, language = 'en', email = uniqueEmail()) {
  const response = await t.post(
    '/auth/register',
    { email, password: GOOD_PASSWORD, terms_accepted: true },
    { 'x-language': language },
  );
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

/** The token of the newest mailed link with `param` (confirm_email, reset_password) to `email`. */
export async function mailedToken(t: TestApp, email: string, param: string): Promise<string> {
  const mail = (await t.mails()).findLast((m) => m.to.includes(email) && m.link?.includes(`${param}=`));
  const token = mail?.link ? new URL(mail.link).searchParams.get(param) : null;
  if (!token) throw new Error(`no mail with ${param} to ${email}`);
  return token;
}

/** Follows the registration mail's link, as the owner of the address does. */
export async function confirmClientEmail(t: TestApp, email: string): Promise<void> {
  const response = await t.post('/auth/email/confirm', {
    token: await mailedToken(t, email, 'confirm_email'),
  });
  if (response.statusCode !== 200) throw new Error(`confirm failed: ${response.body}`);
}

/** An owner who registered and confirmed the address (Telegram may be linked only to such an owner). */
export async function registerConfirmedClient(t: TestApp, language = 'en', email = uniqueEmail()) {
  const owner = await registerClient(t, language, email);
  await confirmClientEmail(t, email);
  return owner;
}

/** The session id inside an access token (its `sid` claim). */
export const sessionIdOf = (accessToken: string): string =>
  JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')).sid;

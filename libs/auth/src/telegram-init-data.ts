/**
 * The fields of the Telegram user who opened the Mini App that Donut reads
 * (https://core.telegram.org/bots/webapps#webappuser). Other fields are dropped; `raw.user` keeps them.
 */
export interface TelegramInitUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  is_premium?: boolean;
  photo_url?: string;
}

/** Init data whose hash has been verified with the bot token. */
export interface TelegramInitData {
  user: TelegramInitUser;
  /** When Telegram issued the data, in unix seconds. */
  auth_date: number;
  query_id?: string;
  start_param?: string;
  /** Every received field, decoded, including `hash` and (in newer clients) `signature`. */
  raw: Record<string, string>;
}

/** Why init data was refused. */
export type TelegramInitDataError =
  | 'EMPTY'
  | 'TOO_LARGE'
  | 'MALFORMED'
  | 'DUPLICATE_KEY'
  | 'HASH_MISSING'
  | 'HASH_INVALID'
  | 'EXPIRED'
  | 'FROM_FUTURE'
  | 'USER_MISSING';

/** Most bytes (UTF-8) of raw init data we look at; real init data is well under 1 KB. */
export const TELEGRAM_INIT_DATA_MAX_LENGTH = 4096;

/** Age limit of init data by default: one hour. */
export const TELEGRAM_INIT_DATA_MAX_AGE_SECONDS = 3600;

/** How far `auth_date` may lie in the future by default: clock skew, not a forged date. */
export const TELEGRAM_INIT_DATA_CLOCK_SKEW_SECONDS = 30;

/** Options of `validateTelegramInitData`. */
export interface ValidateTelegramInitDataOptions {
  /** The current time in unix seconds; defaults to the clock. */
  now?: number;
  /** Refuse init data issued longer ago than this (default 3600). */
  maxAgeSeconds?: number;
  /** Accept an `auth_date` at most this far in the future (default 30); more is refused. */
  clockSkewSeconds?: number;
}

/** Outcome of `validateTelegramInitData`. */
export type TelegramInitDataResult =
  { ok: true; data: TelegramInitData } | { ok: false; error: TelegramInitDataError };

const HASH_FORMAT = /^[0-9a-f]{64}$/;
const UNIX_SECONDS = /^\d{1,12}$/;
// The key of the first HMAC, fixed by Telegram: secret_key = HMAC_SHA256(key = "WebAppData", bot_token).
const SECRET_KEY_LABEL = 'WebAppData';

const encoder = new TextEncoder();

/**
 * Validates `Telegram.WebApp.initData` as Telegram documents it ("Validating data received via the
 * Mini App"): the `hash` field must be the hex HMAC-SHA-256 of the data-check-string (every other
 * field, sorted by key, `key=value` joined by "\n") keyed with HMAC_SHA256("WebAppData", botToken).
 *
 * A `signature` field (Ed25519, for third parties) stays in the data-check-string: Telegram's HMAC
 * covers it, and only the third-party check leaves it out.
 *
 * No field is trusted before the hash is verified; then `auth_date` must be at most
 * `maxAgeSeconds` old and at most `clockSkewSeconds` in the future, and `user` must carry an id.
 * Runs in browsers and Node (Web Crypto).
 * @throws TypeError when `botToken` is empty: anyone could sign init data with an empty key.
 * @example
 * const result = await validateTelegramInitData(body.init_data, config.telegramBotToken);
 * if (!result.ok) return reply.status(401).send({ error: result.error });
 * signIn(result.data.user.id);
 */
export async function validateTelegramInitData(
  initData: string,
  botToken: string,
  options: ValidateTelegramInitDataOptions = {},
): Promise<TelegramInitDataResult> {
  if (!botToken) throw new TypeError('validateTelegramInitData: the bot token is empty');
  // Size first, before any parsing or crypto, so junk costs us nothing. A string has at least as
  // many UTF-8 bytes as UTF-16 units, so a long string is refused without encoding it.
  if (typeof initData !== 'string' || initData.length === 0) return refuse('EMPTY');
  if (initData.length > TELEGRAM_INIT_DATA_MAX_LENGTH) return refuse('TOO_LARGE');
  if (encoder.encode(initData).length > TELEGRAM_INIT_DATA_MAX_LENGTH) return refuse('TOO_LARGE');

  const fields = parseFields(initData);
  if (typeof fields === 'string') return refuse(fields);

  const hash = fields.get('hash');
  if (!hash) return refuse('HASH_MISSING');
  if (!HASH_FORMAT.test(hash)) return refuse('HASH_INVALID');
  if (!(await hashMatches(dataCheckString(fields), hash, botToken))) return refuse('HASH_INVALID');

  // From here on the fields are Telegram's own.
  const rawAuthDate = fields.get('auth_date');
  if (rawAuthDate === undefined || !UNIX_SECONDS.test(rawAuthDate)) return refuse('MALFORMED');
  const authDate = Number(rawAuthDate);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const maxAge = options.maxAgeSeconds ?? TELEGRAM_INIT_DATA_MAX_AGE_SECONDS;
  const skew = options.clockSkewSeconds ?? TELEGRAM_INIT_DATA_CLOCK_SKEW_SECONDS;
  // Written as "not within bounds" so that a NaN option refuses instead of accepting.
  if (!(now - authDate <= maxAge)) return refuse('EXPIRED');
  if (!(authDate - now <= skew)) return refuse('FROM_FUTURE');

  const user = parseUser(fields.get('user'));
  if (!user) return refuse('USER_MISSING');

  const data: TelegramInitData = { user, auth_date: authDate, raw: Object.fromEntries(fields) };
  const queryId = fields.get('query_id');
  if (queryId !== undefined) data.query_id = queryId;
  const startParam = fields.get('start_param');
  if (startParam !== undefined) data.start_param = startParam;
  return { ok: true, data };
}

function refuse(error: TelegramInitDataError): { ok: false; error: TelegramInitDataError } {
  return { ok: false, error };
}

// Telegram sends only `key=value` pairs, percent-encoded UTF-8. URLSearchParams quietly accepts
// anything (bare keys, broken escapes), so the shape is checked first. A key seen twice is refused:
// one parser reading the first occurrence and another the last is how a second value gets smuggled.
function parseFields(initData: string): Map<string, string> | 'MALFORMED' | 'DUPLICATE_KEY' {
  for (const pair of initData.split('&')) {
    if (pair.indexOf('=') <= 0 || !isPercentEncodedUtf8(pair)) return 'MALFORMED';
  }
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(initData)) {
    if (fields.has(key)) return 'DUPLICATE_KEY';
    fields.set(key, value);
  }
  return fields;
}

function isPercentEncodedUtf8(pair: string): boolean {
  try {
    decodeURIComponent(pair);
    return true;
  } catch {
    return false;
  }
}

// Sorted by key with plain code-unit order: localeCompare would depend on the runtime's locale.
function dataCheckString(fields: Map<string, string>): string {
  return [...fields]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

// subtle.verify compares in constant time, so response timing tells nothing about how much of a
// guessed hash was right (a string === would).
async function hashMatches(data: string, hash: string, botToken: string): Promise<boolean> {
  const { subtle } = globalThis.crypto;
  const labelKey = await importHmacKey(encoder.encode(SECRET_KEY_LABEL), 'sign');
  const secretKey = await subtle.sign('HMAC', labelKey, encoder.encode(botToken));
  return subtle.verify(
    'HMAC',
    await importHmacKey(secretKey, 'verify'),
    hexToBytes(hash),
    encoder.encode(data),
  );
}

function importHmacKey(raw: BufferSource, usage: KeyUsage): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

// Only called on a string that matched HASH_FORMAT.
function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

// Telegram user ids need up to 52 bits: an id beyond the safe integers would have been rounded by
// JSON.parse and could name another account, so it is refused like a missing one.
function parseUser(json: string | undefined): TelegramInitUser | null {
  if (json === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const id = record['id'];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;

  const user: TelegramInitUser = { id };
  for (const key of ['first_name', 'last_name', 'username', 'language_code', 'photo_url'] as const) {
    const field = record[key];
    if (typeof field === 'string') user[key] = field;
  }
  if (typeof record['is_premium'] === 'boolean') user.is_premium = record['is_premium'];
  return user;
}

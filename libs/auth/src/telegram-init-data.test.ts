import { createHmac } from 'node:crypto';
import { PUBLISHED_WITH_QUERY_ID, PUBLISHED_WITH_SIGNATURE } from './telegram-init-data.fixtures';
import {
  TELEGRAM_INIT_DATA_MAX_LENGTH,
  validateTelegramInitData,
  type ValidateTelegramInitDataOptions,
} from './telegram-init-data';

const BOT_TOKEN = '1234567890:AAF-donut-test-token_0123456789abcdef';
const NOW = 1_750_000_000;

type Fields = Record<string, string>;

// Telegram's signing written again with node:crypto, apart from the code under test, so that a
// mistake there is not simply mirrored here.
function telegramHash(fields: Fields, botToken = BOT_TOKEN): string {
  const dataCheckString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secretKey = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secretKey).update(dataCheckString).digest('hex');
}

function encode(fields: Fields): string {
  return Object.entries(fields)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Init data as the Telegram client sends it: the fields, then their hash. */
function signed(fields: Fields, botToken = BOT_TOKEN): string {
  return `${encode(fields)}&hash=${telegramHash(fields, botToken)}`;
}

const USER = { id: 279058397, first_name: 'Nika', username: 'nika', language_code: 'ka', is_premium: true };

function fields(overrides: Fields = {}): Fields {
  return {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(USER),
    auth_date: String(NOW - 60),
    start_param: 'salon-42',
    ...overrides,
  };
}

function without(source: Fields, key: string): Fields {
  const copy = { ...source };
  delete copy[key];
  return copy;
}

function validate(initData: string, options: ValidateTelegramInitDataOptions = {}) {
  return validateTelegramInitData(initData, BOT_TOKEN, { now: NOW, ...options });
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('validateTelegramInitData with published vectors', () => {
  const { botToken, authDate, initData } = PUBLISHED_WITH_SIGNATURE;

  it('accepts the telegram-apps vector, whose HMAC covers the signature field', async () => {
    const result = await validateTelegramInitData(initData, botToken, { now: authDate + 60 });
    expect(result).toEqual({
      ok: true,
      data: {
        user: {
          id: 279058397,
          first_name: 'Vladislav + - ? /',
          last_name: 'Kibenko',
          username: 'vdkfrost',
          language_code: 'ru',
          is_premium: true,
          photo_url: 'https://t.me/i/userpic/320/4FPEE4tmP3ATHa57u6MqTDih13LTOiMoKoLDRG4PnSA.svg',
        },
        auth_date: 1733584787,
        raw: expect.objectContaining({
          chat_type: 'private',
          signature: 'zL-ucjNyREiHDE8aihFwpfR9aggP2xiAo3NSpfe-p7IbCisNlDKlo7Kb6G4D0Ao2mBrSgEk4maLSdv6MLIlADQ',
          hash: '2174df5b000556d044f3f020384e879c8efcab55ddea2ced4eb752e93e7080d6',
        }),
      },
    });
  });

  it('refuses the vector without its signature field: the HMAC covers it', async () => {
    const stripped = initData.replace(/&signature=[^&]*/, '');
    expect(stripped).not.toBe(initData);
    await expect(validateTelegramInitData(stripped, botToken, { now: authDate })).resolves.toEqual({
      ok: false,
      error: 'HASH_INVALID',
    });
  });

  it('refuses the vector with another bot token', async () => {
    await expect(
      validateTelegramInitData(initData, PUBLISHED_WITH_QUERY_ID.botToken, { now: authDate }),
    ).resolves.toEqual({ ok: false, error: 'HASH_INVALID' });
  });

  it('refuses the vector once it is older than an hour', async () => {
    await expect(validateTelegramInitData(initData, botToken)).resolves.toEqual({
      ok: false,
      error: 'EXPIRED',
    });
    await expect(validateTelegramInitData(initData, botToken, { now: authDate + 3601 })).resolves.toEqual({
      ok: false,
      error: 'EXPIRED',
    });
  });

  it('accepts the sanvew/telegram-init-data vector and returns its query_id', async () => {
    const vector = PUBLISHED_WITH_QUERY_ID;
    const result = await validateTelegramInitData(vector.initData, vector.botToken, { now: vector.authDate });
    expect(result).toMatchObject({
      ok: true,
      data: {
        user: { id: 279058397, last_name: 'Kibenko' },
        auth_date: 1662771648,
        query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      },
    });
  });
});

describe('validateTelegramInitData', () => {
  it('accepts init data signed with the bot token and returns the user', async () => {
    const initData = signed(fields());
    await expect(validate(initData)).resolves.toEqual({
      ok: true,
      data: {
        user: USER,
        auth_date: NOW - 60,
        query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
        start_param: 'salon-42',
        raw: { ...fields(), hash: telegramHash(fields()) },
      },
    });
  });

  it('keeps only the documented user fields of the right type', async () => {
    const user = JSON.stringify({ id: 7, first_name: 'A', is_bot: false, is_premium: 'yes', username: 5 });
    await expect(validate(signed(fields({ user })))).resolves.toMatchObject({
      ok: true,
      data: { user: { id: 7, first_name: 'A' } },
    });
    const result = await validate(signed(fields({ user })));
    expect(result.ok && Object.keys(result.data.user)).toEqual(['id', 'first_name']);
  });

  it('round-trips percent-encoded values: Georgian and Russian letters, & = + % in a name', async () => {
    const user = { id: 5, first_name: 'ნიკა', last_name: 'Иванов & Сыновья = 100% + ქ' };
    const initData = signed(fields({ user: JSON.stringify(user), start_param: 'a b&c' }));
    expect(initData).not.toMatch(/[^\x21-\x7e]/); // all of it went through percent-encoding
    const result = await validate(initData);
    expect(result).toMatchObject({ ok: true, data: { user, start_param: 'a b&c' } });
    expect(result.ok && result.data.raw['user']).toBe(JSON.stringify(user));
  });

  it('reads "+" as a space, as form encoding writes it', async () => {
    const source = fields({ user: JSON.stringify({ id: 5, first_name: 'Ana Maria' }) });
    const initData = `${new URLSearchParams(source)}&hash=${telegramHash(source)}`;
    expect(initData).toContain('Ana+Maria');
    await expect(validate(initData)).resolves.toMatchObject({
      ok: true,
      data: { user: { id: 5, first_name: 'Ana Maria' } },
    });
  });

  it('refuses a tampered field', async () => {
    const initData = signed(fields());
    const otherUser = initData.replace('%22id%22%3A279058397', '%22id%22%3A279058398');
    expect(otherUser).not.toBe(initData);
    await expect(validate(otherUser)).resolves.toEqual({ ok: false, error: 'HASH_INVALID' });

    const otherStart = initData.replace('start_param=salon-42', 'start_param=salon-43');
    expect(otherStart).not.toBe(initData);
    await expect(validate(otherStart)).resolves.toEqual({ ok: false, error: 'HASH_INVALID' });
  });

  it('refuses an added or a removed field', async () => {
    const source = fields();
    await expect(validate(`start_param=x&${signed(without(source, 'start_param'))}`)).resolves.toEqual({
      ok: false,
      error: 'HASH_INVALID',
    });
    const hash = telegramHash(source);
    await expect(validate(`${encode(without(source, 'query_id'))}&hash=${hash}`)).resolves.toEqual({
      ok: false,
      error: 'HASH_INVALID',
    });
  });

  it('refuses init data signed with another bot token', async () => {
    await expect(validate(signed(fields(), '987654321:AAOtherBotToken'))).resolves.toEqual({
      ok: false,
      error: 'HASH_INVALID',
    });
    await expect(validate(signed(fields(), `${BOT_TOKEN}x`))).resolves.toEqual({
      ok: false,
      error: 'HASH_INVALID',
    });
  });

  it('refuses init data older than an hour, or than maxAgeSeconds', async () => {
    await expect(validate(signed(fields({ auth_date: String(NOW - 3600) })))).resolves.toMatchObject({
      ok: true,
    });
    await expect(validate(signed(fields({ auth_date: String(NOW - 3601) })))).resolves.toEqual({
      ok: false,
      error: 'EXPIRED',
    });
    await expect(
      validate(signed(fields({ auth_date: String(NOW - 301) })), { maxAgeSeconds: 300 }),
    ).resolves.toEqual({ ok: false, error: 'EXPIRED' });
  });

  it('allows a little clock skew but refuses an auth_date further in the future', async () => {
    await expect(validate(signed(fields({ auth_date: String(NOW + 30) })))).resolves.toMatchObject({
      ok: true,
    });
    await expect(validate(signed(fields({ auth_date: String(NOW + 31) })))).resolves.toEqual({
      ok: false,
      error: 'FROM_FUTURE',
    });
    await expect(
      validate(signed(fields({ auth_date: String(NOW + 5) })), { clockSkewSeconds: 0 }),
    ).resolves.toEqual({ ok: false, error: 'FROM_FUTURE' });
  });

  it('refuses when the time options are not numbers instead of letting everything through', async () => {
    const initData = signed(fields());
    await expect(validate(initData, { now: Number.NaN })).resolves.toMatchObject({ ok: false });
    await expect(validate(initData, { maxAgeSeconds: Number.NaN })).resolves.toEqual({
      ok: false,
      error: 'EXPIRED',
    });
    await expect(validate(initData, { now: NOW - 3600, clockSkewSeconds: Number.NaN })).resolves.toEqual({
      ok: false,
      error: 'FROM_FUTURE',
    });
  });

  it('refuses a key that appears twice, even when one copy is signed', async () => {
    const initData = signed(fields());
    const evilUser = encodeURIComponent(JSON.stringify({ id: 1 }));
    await expect(validate(`${initData}&user=${evilUser}`)).resolves.toEqual({
      ok: false,
      error: 'DUPLICATE_KEY',
    });
    await expect(validate(`user=${evilUser}&${initData}`)).resolves.toEqual({
      ok: false,
      error: 'DUPLICATE_KEY',
    });
    // The same key spelled with an escape is still the same key.
    await expect(validate(`${initData}&us%65r=${evilUser}`)).resolves.toEqual({
      ok: false,
      error: 'DUPLICATE_KEY',
    });
    await expect(validate(`${initData}&hash=${'0'.repeat(64)}`)).resolves.toEqual({
      ok: false,
      error: 'DUPLICATE_KEY',
    });
  });

  it('refuses empty and oversized input before any crypto', async () => {
    const importKey = jest.spyOn(globalThis.crypto.subtle, 'importKey');
    await expect(validate('')).resolves.toEqual({ ok: false, error: 'EMPTY' });

    const padding = 'x'.repeat(TELEGRAM_INIT_DATA_MAX_LENGTH);
    await expect(validate(`${signed(fields())}&pad=${padding}`)).resolves.toEqual({
      ok: false,
      error: 'TOO_LARGE',
    });
    // Bytes count, not characters: 1,400 Georgian letters are 4,200 bytes of UTF-8.
    const georgian = `pad=${'ა'.repeat(1400)}`;
    expect(georgian.length).toBeLessThan(TELEGRAM_INIT_DATA_MAX_LENGTH);
    await expect(validate(georgian)).resolves.toEqual({ ok: false, error: 'TOO_LARGE' });
    expect(importKey).not.toHaveBeenCalled();
  });

  it('takes init data of exactly the maximum size', async () => {
    const source = fields({ start_param: '' });
    source['start_param'] = 'p'.repeat(TELEGRAM_INIT_DATA_MAX_LENGTH - signed(source).length);
    const initData = signed(source);
    expect(new TextEncoder().encode(initData).length).toBe(TELEGRAM_INIT_DATA_MAX_LENGTH);
    await expect(validate(initData)).resolves.toMatchObject({ ok: true });
    await expect(validate(`${initData}&`)).resolves.toEqual({ ok: false, error: 'TOO_LARGE' });
  });

  it('refuses init data without a hash', async () => {
    await expect(validate(encode(fields()))).resolves.toEqual({ ok: false, error: 'HASH_MISSING' });
    await expect(validate(`${encode(fields())}&hash=`)).resolves.toEqual({
      ok: false,
      error: 'HASH_MISSING',
    });
  });

  it('refuses a hash that is not 64 lowercase hex characters', async () => {
    const body = encode(fields());
    const hash = telegramHash(fields());
    for (const bad of [hash.slice(0, 63), `${hash}0`, hash.toUpperCase(), `${hash.slice(0, 63)}g`, 'abc']) {
      await expect(validate(`${body}&hash=${bad}`)).resolves.toEqual({ ok: false, error: 'HASH_INVALID' });
    }
    await expect(validate(`${body}&hash=${hash}`)).resolves.toMatchObject({ ok: true });
  });

  it('refuses signed init data without a usable user', async () => {
    for (const source of [
      without(fields(), 'user'),
      fields({ user: 'not json' }),
      fields({ user: 'null' }),
      fields({ user: '[1]' }),
      fields({ user: JSON.stringify({ first_name: 'No id' }) }),
      fields({ user: JSON.stringify({ id: '279058397' }) }),
      fields({ user: JSON.stringify({ id: 1.5 }) }),
      fields({ user: JSON.stringify({ id: 0 }) }),
      fields({ user: '{"id":9007199254740993}' }),
    ]) {
      await expect(validate(signed(source))).resolves.toEqual({ ok: false, error: 'USER_MISSING' });
    }
  });

  it('refuses a signed auth_date that is missing or not an integer', async () => {
    for (const source of [
      without(fields(), 'auth_date'),
      fields({ auth_date: '' }),
      fields({ auth_date: `${NOW}.5` }),
      fields({ auth_date: '-1' }),
      fields({ auth_date: '1.75e9' }),
    ]) {
      await expect(validate(signed(source))).resolves.toEqual({ ok: false, error: 'MALFORMED' });
    }
  });

  it('refuses input that is not key=value pairs of percent-encoded UTF-8', async () => {
    const initData = signed(fields());
    for (const bad of [
      `${initData}&bare`,
      `=x&${initData}`,
      `${initData}&&x=1`,
      `${initData}&x=%E1%83`,
      `x=%zz&${initData}`,
    ]) {
      await expect(validate(bad)).resolves.toEqual({ ok: false, error: 'MALFORMED' });
    }
  });

  it('trusts no field before the hash is verified', async () => {
    const source = fields({ auth_date: '1', user: 'not json' });
    const forged = `${encode(source)}&hash=${telegramHash(source, 'not-the-bot-token')}`;
    await expect(validate(forged)).resolves.toEqual({ ok: false, error: 'HASH_INVALID' });
  });

  it('compares the hash with subtle.verify, which takes constant time', async () => {
    const verify = jest.spyOn(globalThis.crypto.subtle, 'verify');
    await expect(validate(signed(fields()))).resolves.toMatchObject({ ok: true });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[0]).toBe('HMAC');
  });

  it('throws on an empty bot token, which would let anyone sign', async () => {
    await expect(validateTelegramInitData(signed(fields(), ''), '', { now: NOW })).rejects.toThrow(TypeError);
  });
});

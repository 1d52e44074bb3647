import { createHmac } from 'node:crypto';
import {
  createTelegramLinkToken,
  readTelegramLinkToken,
  TELEGRAM_LINK_BUCKET_SECONDS,
  TELEGRAM_LINK_TTL_SECONDS,
} from './telegram-link-token';

const SECRET = 'link-secret-link-secret-link-secret';
const OWNER = {
  clientId: '0b5e8d2e-7d0c-4f44-9c3a-2f9a1d7e6b11',
  sessionId: '5f0c6a39-3d0e-4b8a-9a51-7c2e1b0d9f42',
};
// The start of a bucket, so the arithmetic below reads plainly.
const T0 = 1_800_000_000 - (1_800_000_000 % TELEGRAM_LINK_BUCKET_SECONDS);

describe('telegram link token', () => {
  it('lives at most 15 minutes', () => {
    expect(TELEGRAM_LINK_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
  });

  it('names its owner and session until it expires, within the start parameter alphabet', () => {
    const token = createTelegramLinkToken(SECRET, OWNER, T0);
    expect(token).toMatch(/^[\w-]{1,512}$/);
    expect(readTelegramLinkToken(SECRET, token, T0)).toEqual({
      kind: 'valid',
      claims: { ...OWNER, expiresAt: T0 + TELEGRAM_LINK_TTL_SECONDS },
    });
    expect(readTelegramLinkToken(SECRET, token, T0 + TELEGRAM_LINK_TTL_SECONDS)).toMatchObject({
      kind: 'valid',
    });
    // Older than 15 minutes: refused (the 24-hour token of before would still pass here).
    expect(readTelegramLinkToken(SECRET, token, T0 + TELEGRAM_LINK_TTL_SECONDS + 1)).toEqual({
      kind: 'invalid',
    });
    expect(readTelegramLinkToken(SECRET, token, T0 + 3600)).toEqual({ kind: 'invalid' });
  });

  it('is the same within a bucket (GetClient writes nothing) and new in the next one, never living longer than 15 minutes', () => {
    const first = createTelegramLinkToken(SECRET, OWNER, T0);
    expect(createTelegramLinkToken(SECRET, OWNER, T0 + TELEGRAM_LINK_BUCKET_SECONDS - 1)).toBe(first);
    const next = createTelegramLinkToken(SECRET, OWNER, T0 + TELEGRAM_LINK_BUCKET_SECONDS);
    expect(next).not.toBe(first);
    for (const now of [T0, T0 + 1, T0 + TELEGRAM_LINK_BUCKET_SECONDS - 1]) {
      const check = readTelegramLinkToken(SECRET, createTelegramLinkToken(SECRET, OWNER, now), now);
      expect(check.kind === 'valid' && check.claims.expiresAt - now).toBeLessThanOrEqual(
        TELEGRAM_LINK_TTL_SECONDS,
      );
      expect(check.kind === 'valid' && check.claims.expiresAt - now).toBeGreaterThanOrEqual(
        TELEGRAM_LINK_TTL_SECONDS - TELEGRAM_LINK_BUCKET_SECONDS,
      );
    }
  });

  it('differs per session: each session gets its own token', () => {
    const other = { ...OWNER, sessionId: '6f0c6a39-3d0e-4b8a-9a51-7c2e1b0d9f42' };
    expect(createTelegramLinkToken(SECRET, other, T0)).not.toBe(createTelegramLinkToken(SECRET, OWNER, T0));
  });

  it('refuses a forged or altered token', () => {
    const token = createTelegramLinkToken(SECRET, OWNER, T0);
    expect(readTelegramLinkToken('another-secret-another-secret-xx', token, T0)).toEqual({ kind: 'invalid' });
    const otherClient = token.replace(OWNER.clientId, '1b5e8d2e-7d0c-4f44-9c3a-2f9a1d7e6b11');
    expect(readTelegramLinkToken(SECRET, otherClient, T0)).toEqual({ kind: 'invalid' });
    const otherSession = token.replace(OWNER.sessionId, '1f0c6a39-3d0e-4b8a-9a51-7c2e1b0d9f42');
    expect(readTelegramLinkToken(SECRET, otherSession, T0)).toEqual({ kind: 'invalid' });
    const later = token.replace(`_${T0 + TELEGRAM_LINK_TTL_SECONDS}_`, `_${T0 + 86_400}_`);
    expect(readTelegramLinkToken(SECRET, later, T0 + 3600)).toEqual({ kind: 'invalid' });
  });

  it('refuses a validly signed token that claims to live longer than 15 minutes', () => {
    const payload = `${OWNER.clientId}_${OWNER.sessionId}_${T0 + 3600}`;
    const signature = createHmac('sha256', SECRET).update(`telegram-link:v2:${payload}`).digest('base64url');
    expect(readTelegramLinkToken(SECRET, `${payload}_${signature}`, T0)).toEqual({ kind: 'invalid' });
  });

  it('refuses the 24-hour tokens of before, and leaves other start parameters alone', () => {
    const payload = `${OWNER.clientId}_${T0 + 86_400}`;
    const legacy = `${payload}_${createHmac('sha256', SECRET).update(`telegram-link:${payload}`).digest('base64url')}`;
    expect(readTelegramLinkToken(SECRET, legacy, T0)).toEqual({ kind: 'invalid' });
    expect(readTelegramLinkToken(SECRET, 'salon-42', T0)).toEqual({ kind: 'none' });
    expect(readTelegramLinkToken(SECRET, 'garbage', T0)).toEqual({ kind: 'none' });
  });
});

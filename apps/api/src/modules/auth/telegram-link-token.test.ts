import { createTelegramLinkToken, readTelegramLinkToken, TELEGRAM_LINK_TTL_SECONDS } from './telegram-link-token';

const SECRET = 'link-secret-link-secret-link-secret';
const OWNER = '0b5e8d2e-7d0c-4f44-9c3a-2f9a1d7e6b11';

describe('telegram link token', () => {
  it('names its owner until it expires, within the start parameter alphabet', () => {
    const token = createTelegramLinkToken(SECRET, OWNER, 1_800_000_000);
    expect(token).toMatch(/^[\w-]{1,512}$/);
    expect(readTelegramLinkToken(SECRET, token, 1_800_000_000)).toBe(OWNER);
    expect(readTelegramLinkToken(SECRET, token, 1_800_000_000 + TELEGRAM_LINK_TTL_SECONDS + 1)).toBeNull();
  });

  it('refuses a forged or altered token', () => {
    const token = createTelegramLinkToken(SECRET, OWNER, 1_800_000_000);
    expect(readTelegramLinkToken('another-secret-another-secret-xx', token, 1_800_000_000)).toBeNull();
    const otherOwner = token.replace(OWNER, '1b5e8d2e-7d0c-4f44-9c3a-2f9a1d7e6b11');
    expect(readTelegramLinkToken(SECRET, otherOwner, 1_800_000_000)).toBeNull();
    expect(readTelegramLinkToken(SECRET, 'garbage', 1_800_000_000)).toBeNull();
  });
});

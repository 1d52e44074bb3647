import { DEFAULT_SUPPORT_EMAIL, publicEnvScript, readPublicEnv } from './public-env';

describe('readPublicEnv: the contacts the site shows', () => {
  it('names the mailbox the API mails questions to, its default when SUPPORT_EMAIL is unset', () => {
    expect(readPublicEnv({}).supportEmail).toBe('support@donut.local');
    expect(DEFAULT_SUPPORT_EMAIL).toBe('support@donut.local');
    expect(readPublicEnv({ SUPPORT_EMAIL: 'help@donut.ge' }).supportEmail).toBe('help@donut.ge');
  });

  it('never shows an address that is not a plain one (it goes into a mailto: link)', () => {
    for (const value of [
      '',
      'support',
      'a@b',
      'help@donut.ge?cc=x@evil.test',
      '"x"@donut.ge',
      'a b@donut.ge',
    ])
      expect(readPublicEnv({ SUPPORT_EMAIL: value }).supportEmail).toBe(DEFAULT_SUPPORT_EMAIL);
  });

  it("gives the bot's username only when it is one Telegram accepts", () => {
    expect(readPublicEnv({}).telegramBot).toBeNull();
    expect(readPublicEnv({ TELEGRAM_BOT_USERNAME: 'donut_bot' }).telegramBot).toBe('donut_bot');
    expect(readPublicEnv({ TELEGRAM_BOT_USERNAME: 'x/../y' }).telegramBot).toBeNull();
  });

  it('hands both to the browser in the page', () => {
    const env = readPublicEnv({ SUPPORT_EMAIL: 'help@donut.ge', TELEGRAM_BOT_USERNAME: 'donut_bot' });
    expect(publicEnvScript(env)).toContain('"supportEmail":"help@donut.ge"');
    expect(publicEnvScript(env)).toContain('"telegramBot":"donut_bot"');
  });
});

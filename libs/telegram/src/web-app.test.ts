import { createFakeWebApp } from './fake-web-app';
import { getTelegramWebApp } from './web-app';

describe('getTelegramWebApp', () => {
  it('returns the WebApp when Telegram launched the page (init data present)', () => {
    const { webApp } = createFakeWebApp();
    expect(getTelegramWebApp({ Telegram: { WebApp: webApp } })).toBe(webApp);
  });

  it('returns null in an ordinary browser tab, where the script loads with empty init data', () => {
    const { webApp } = createFakeWebApp('');
    expect(getTelegramWebApp({ Telegram: { WebApp: webApp } })).toBeNull();
  });

  it('returns null without the script', () => {
    expect(getTelegramWebApp({})).toBeNull();
    expect(getTelegramWebApp({ Telegram: {} })).toBeNull();
  });

  it('reads globalThis by default (null on the server)', () => {
    expect(getTelegramWebApp()).toBeNull();
  });
});

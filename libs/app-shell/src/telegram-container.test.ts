/**
 * @jest-environment jsdom
 */
import { makeStore, selectIsAuthenticated } from '@donut/store';
import { createAuthApi } from './auth-api';
import { startInTelegram } from './telegram-sign-in';
import { isTelegramLaunch, loadTelegramWebApp, TELEGRAM_SCRIPT_SRC } from './telegram-script';
import { createFakeTelegramWebApp } from './testing/fake-telegram-web-app';

/** jsdom has no fetch Response: the few members restFetch reads, answering like the API. */
function answer(body: unknown, status = 200) {
  const headers = new Map([['content-type', 'application/json']]);
  return Promise.resolve({
    ok: status < 400,
    status,
    headers: {
      get: (name: string) => headers.get(name) ?? null,
      forEach: (fn: (v: string, k: string) => void) => headers.forEach(fn),
    },
    text: async () => JSON.stringify(body),
  });
}

const CONTAINER_SETUP = [
  ['setBackgroundColor', '#ffffff'],
  ['setHeaderColor', '#ffffff'],
  ['expand'],
  ['enableClosingConfirmation'],
  ['disableVerticalSwipes'],
  ['ready'],
];

function setExpiresCookie(expires: number | null) {
  document.cookie =
    expires === null
      ? 'donut-refresh-token-expires-crm=; max-age=0; path=/'
      : `donut-refresh-token-expires-crm=${expires}; path=/`;
}

describe('startInTelegram (spec §1 container, §4 sign-in through init data)', () => {
  const fetchMock = jest.fn();
  let telegram: ReturnType<typeof createFakeTelegramWebApp>;
  let uninstall: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    (window as unknown as Record<string, unknown>).__DONUT_ENV__ = {
      apiUrl: 'http://api.donut.test',
      origins: {
        main: 'http://donut.test',
        crm: 'http://donut.test:3002',
        'client-view': 'http://donut.test:3003',
      },
      telegramBot: null,
    };
    telegram = createFakeTelegramWebApp();
    uninstall = telegram.install();
    setExpiresCookie(null);
  });
  afterEach(() => uninstall());

  it('sets the container up white, expanded, confirming close, without vertical swipes, and signs in with the init data', async () => {
    fetchMock.mockReturnValue(
      answer({ data: { access_token: 'tg-access', expires_access_token: 2_000_000_000 } }),
    );
    const store = makeStore();
    const signedIn = await startInTelegram(createAuthApi(store, () => 'ru'));

    expect(telegram.calls).toEqual(CONTAINER_SETUP);
    expect(signedIn).toBe(true);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.donut.test/auth/telegram');
    expect(JSON.parse(init.body)).toEqual({ init_data: telegram.webApp.initData });
  });

  it('sets the container up but keeps the session it has when a refresh cookie exists', async () => {
    setExpiresCookie(Math.floor(Date.now() / 1000) + 3600);
    const store = makeStore();
    expect(await startInTelegram(createAuthApi(store, () => 'ru'))).toBe(false);
    expect(telegram.calls).toEqual(CONTAINER_SETUP);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('only logs a refused sign-in (spec §8)', async () => {
    fetchMock.mockReturnValue(
      answer({ error: { code: 'TELEGRAM_INIT_DATA_INVALID', message: 'Invalid' } }, 401),
    );
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const store = makeStore();
      expect(await startInTelegram(createAuthApi(store, () => 'ru'))).toBe(false);
      expect(log).toHaveBeenCalledWith('Telegram authentication failed');
      expect(selectIsAuthenticated(store.getState())).toBe(false);
    } finally {
      log.mockRestore();
    }
  });

  it('does nothing in an ordinary browser', async () => {
    uninstall();
    const store = makeStore();
    expect(await startInTelegram(createAuthApi(store, () => 'ru'))).toBe(false);
    expect(telegram.calls).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('loadTelegramWebApp', () => {
  it('recognises a launch by Telegram from the address or from what its script kept for the tab', () => {
    expect(isTelegramLaunch('#tgWebAppData=query_id%3DAA&tgWebAppVersion=7.10', null)).toBe(true);
    expect(isTelegramLaunch('', '{"tgWebAppData":"query_id=AA","tgWebAppVersion":"7.10"}')).toBe(true);
    expect(isTelegramLaunch('#password', null)).toBe(false);
    expect(isTelegramLaunch('', '{"tgWebAppVersion":"7.10"}')).toBe(false);
  });

  it('loads no script in an ordinary browser', async () => {
    expect(await loadTelegramWebApp()).toBeNull();
    expect(document.querySelector(`script[src="${TELEGRAM_SCRIPT_SRC}"]`)).toBeNull();
  });

  it("loads Telegram's script once when Telegram launched the page, and answers with its WebApp", async () => {
    window.history.replaceState(null, '', '/ru/#tgWebAppData=query_id%3DAA');
    const first = loadTelegramWebApp();
    const second = loadTelegramWebApp();
    const scripts = document.querySelectorAll(`script[src="${TELEGRAM_SCRIPT_SRC}"]`);
    expect(scripts).toHaveLength(1);

    const telegram = createFakeTelegramWebApp();
    const uninstall = telegram.install();
    try {
      scripts[0].dispatchEvent(new Event('load'));
      expect(await first).toBe(telegram.webApp);
      expect(await second).toBe(telegram.webApp);
    } finally {
      uninstall();
    }
  });
});

/**
 * @jest-environment jsdom
 */
import { makeStore, tokenRenewed } from '@donut/store';
import { createCustomerSession, signInCustomerInTelegram } from './customer-session';
import { apiAnswer, installPublicEnv } from './testing/api-answer';

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 3600;
const tokens = (access: string, refresh?: string) => ({
  access_token: access,
  expires_access_token: now() + 900,
  ...(refresh ? { refresh_token: refresh, expires_refresh_token: now() + 30 * DAY } : {}),
});

function setCustomerCookie(expires: number | null) {
  document.cookie =
    expires === null
      ? 'donut-refresh-token-expires-cv=; max-age=0; path=/'
      : `donut-refresh-token-expires-cv=${expires}; path=/`;
}

const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));

describe("a customer's session on a project's site (ADR 0029, spec §4)", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    installPublicEnv();
    setCustomerCookie(null);
    document.cookie = 'donut-refresh-token-expires-crm=; max-age=0; path=/';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("renews on the -cv cookie with the site's address, and ignores an owner's cookie", async () => {
    document.cookie = `donut-refresh-token-expires-crm=${now() + 20 * DAY}; path=/`;
    const session = createCustomerSession(makeStore(), () => 'ka', 'usy-barbershop');
    expect(await session.getAccessToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    setCustomerCookie(now() + 20 * DAY);
    fetchMock.mockImplementation(() => apiAnswer({ data: tokens('customer-access') }));
    expect(await session.getAccessToken()).toBe('customer-access');
    expect(fetchMock.mock.calls[0][0]).toBe('http://api.donut.test/cv/auth/access-token');
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ domain: 'usy-barbershop' });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
  });

  it("only signs the page out when renewal fails (another project's session stays where it is)", async () => {
    setCustomerCookie(now() + 20 * DAY);
    fetchMock.mockImplementation(() => apiAnswer({ error: { code: 'INVALID_REFRESH_TOKEN' } }, 401));
    const store = makeStore({
      session: { status: 'authenticated', accessToken: 'old', expiresAccessToken: now() - 1 },
    });
    const session = createCustomerSession(store, () => 'en', 'usy-barbershop');
    expect(await session.getAccessToken()).toBeNull();
    expect(store.getState().session.status).toBe('anonymous');
    // No logout call, no navigation: the page simply shows the signed-out state.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://api.donut.test/cv/auth/access-token']);
  });

  it('keeps the Mini App’s refresh token in memory, renews with it in the body, and keeps the rotated one', async () => {
    const store = makeStore();
    const session = createCustomerSession(store, () => 'ru', 'usy-barbershop');
    fetchMock.mockImplementationOnce(() =>
      apiAnswer({ data: { ...tokens('a1', 'r1'), expires_refresh_token: now() + 3 * DAY } }),
    );
    expect((await session.telegram('query_id=AA&hash=x')).ok).toBe(true);
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({
      domain: 'usy-barbershop',
      init_data: 'query_id=AA&hash=x',
    });
    expect(store.getState().session).toMatchObject({ status: 'authenticated', accessToken: 'a1' });

    // Telegram's webview kept no cookie; the access token runs out; the refresh expires within 7 days: rotate.
    store.dispatch(tokenRenewed({ accessToken: 'a1', expiresAccessToken: now() + 30 }));
    fetchMock.mockImplementationOnce(() => apiAnswer({ data: tokens('a2', 'r2') }));
    expect(await session.getAccessToken()).toBe('a2');
    expect(fetchMock.mock.calls[1][0]).toBe('http://api.donut.test/cv/auth/refresh-token');
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({ domain: 'usy-barbershop', refresh_token: 'r1' });

    store.dispatch(tokenRenewed({ accessToken: 'a2', expiresAccessToken: now() + 30 }));
    fetchMock.mockImplementationOnce(() => apiAnswer({ data: tokens('a3') }));
    expect(await session.getAccessToken()).toBe('a3');
    expect(fetchMock.mock.calls[2][0]).toBe('http://api.donut.test/cv/auth/access-token');
    expect(bodyOf(fetchMock.mock.calls[2])).toEqual({ domain: 'usy-barbershop', refresh_token: 'r2' });

    fetchMock.mockImplementationOnce(() => apiAnswer({ data: { ok: true } }));
    await session.logout();
    expect(bodyOf(fetchMock.mock.calls[3])).toEqual({ domain: 'usy-barbershop', refresh_token: 'r2' });
    expect(store.getState().session.status).toBe('anonymous');
    expect(await session.getAccessToken()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('signs in through Telegram only without a working session of this site', async () => {
    const store = makeStore({
      session: { status: 'authenticated', accessToken: 'a', expiresAccessToken: now() + 600 },
    });
    const signedIn = createCustomerSession(store, () => 'en', 'usy-barbershop');
    expect(await signInCustomerInTelegram(signedIn, { initData: 'x' })).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();

    // A cookie of another project's site: refused here, so the Mini App signs in with its init data.
    setCustomerCookie(now() + 20 * DAY);
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('/cv/auth/telegram')
        ? apiAnswer({ data: tokens('tg', 'r') })
        : apiAnswer({ error: { code: 'INVALID_REFRESH_TOKEN' } }, 401),
    );
    const elsewhere = createCustomerSession(makeStore(), () => 'en', 'usy-barbershop');
    expect(await signInCustomerInTelegram(elsewhere, { initData: 'signed' })).toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://api.donut.test/cv/auth/access-token',
      'http://api.donut.test/cv/auth/telegram',
    ]);

    fetchMock.mockImplementation(() => apiAnswer({ error: { code: 'TELEGRAM_AUTH_FAILED' } }, 401));
    setCustomerCookie(null);
    expect(
      await signInCustomerInTelegram(
        createCustomerSession(makeStore(), () => 'en', 'x'),
        { initData: 'bad' },
      ),
    ).toBe(false);
    expect(console.error).toHaveBeenCalledWith('Telegram authentication failed');
  });

  it('signs the page in when the bot confirms the web sign-in', async () => {
    const store = makeStore();
    const session = createCustomerSession(store, () => 'en', 'usy-barbershop');
    fetchMock.mockImplementationOnce(() => apiAnswer({ data: { status: 'pending' } }));
    expect(await session.pollBotSignIn('p')).toEqual({ ok: true, data: { status: 'pending' } });
    expect(store.getState().session.status).toBe('anonymous');
    fetchMock.mockImplementationOnce(() => apiAnswer({ data: { status: 'confirmed', ...tokens('bot') } }));
    await session.pollBotSignIn('p');
    expect(store.getState().session).toMatchObject({ status: 'authenticated', accessToken: 'bot' });
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({ domain: 'usy-barbershop', poll_token: 'p' });
  });
});

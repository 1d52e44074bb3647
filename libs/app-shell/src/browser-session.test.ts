/**
 * @jest-environment jsdom
 */
import { makeStore } from '@donut/store';
import { createAccessTokenGetter } from './browser-session';
import { apiAnswer as answer, installPublicEnv } from './testing/api-answer';

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 3600;

function setExpiresCookie(expires: number | null) {
  document.cookie =
    expires === null
      ? 'donut-refresh-token-expires-crm=; max-age=0; path=/'
      : `donut-refresh-token-expires-crm=${expires}; path=/`;
}

describe('access token renewal (spec §4)', () => {
  const fetchMock = jest.fn();
  const assign = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    assign.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    window.history.pushState({}, '', '/en/client/profile#password');
    installPublicEnv();
  });

  const storeWith = (expiresAccessToken: number) =>
    makeStore({ session: { status: 'authenticated', accessToken: 'old-token', expiresAccessToken } });

  it('keeps a token that is valid for more than 120 s', async () => {
    setExpiresCookie(now() + 20 * DAY);
    const getToken = createAccessTokenGetter(storeWith(now() + 600), () => 'en', assign);
    expect(await getToken()).toBe('old-token');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews with the access-token call, once for concurrent requests', async () => {
    setExpiresCookie(now() + 20 * DAY);
    fetchMock.mockImplementation(() =>
      answer({ data: { access_token: 'new-token', expires_access_token: now() + 900 } }),
    );
    const store = storeWith(now() + 60);
    const getToken = createAccessTokenGetter(store, () => 'en', assign);
    expect(await Promise.all([getToken(), getToken(), getToken()])).toEqual([
      'new-token',
      'new-token',
      'new-token',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('http://api.donut.test/auth/access-token');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(store.getState().session.accessToken).toBe('new-token');
  });

  it('uses the refresh-token call when the refresh token expires within 7 days', async () => {
    setExpiresCookie(now() + 3 * DAY);
    fetchMock.mockImplementation(() =>
      answer({
        data: {
          access_token: 'rotated',
          expires_access_token: now() + 900,
          refresh_token: 'x',
          expires_refresh_token: now() + 30 * DAY,
        },
      }),
    );
    const getToken = createAccessTokenGetter(storeWith(now() + 10), () => 'en', assign);
    expect(await getToken()).toBe('rotated');
    expect(fetchMock.mock.calls[0][0]).toBe('http://api.donut.test/auth/refresh-token');
  });

  it('ends the session and opens the login modal on the main site when renewal fails', async () => {
    setExpiresCookie(now() + 20 * DAY);
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('/auth/logout')
        ? answer({ data: { ok: true } })
        : answer({ error: { code: 'INVALID_REFRESH_TOKEN' } }, 401),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getToken = createAccessTokenGetter(storeWith(now() - 5), () => 'en', assign);
    expect(await getToken()).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://api.donut.test/auth/access-token',
      'http://api.donut.test/auth/logout',
    ]);
    expect(assign).toHaveBeenCalledWith(
      'http://donut.test/en/?modal=modal-auth-login&redirect_to=%2Fen%2Fclient%2Fprofile%23password',
    );
  });

  it('asks nothing when there is no session at all', async () => {
    setExpiresCookie(null);
    const getToken = createAccessTokenGetter(makeStore(), () => 'en', assign);
    expect(await getToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

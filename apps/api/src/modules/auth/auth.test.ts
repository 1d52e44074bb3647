import { eq, sql } from 'drizzle-orm';
import { clients, emailTokens, refreshTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { CLIENT_QUERY, GOOD_PASSWORD, registerClient, uniqueEmail } from '../../testing/clients';
import { hashToken } from './secure-token';

const tokenOf = (link: string | null, key: string) => new URL(link ?? 'http://x').searchParams.get(key) ?? '';

describe.each(testEngines)('owner auth on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const clientCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(clients))[0].n;
  const me = (accessToken: string) => t.graphql(CLIENT_QUERY, {}, 'en', accessToken);

  describe('registration', () => {
    it('signs the owner in, sets the session cookies and mails a confirmation link', async () => {
      const email = uniqueEmail();
      const response = await t.post(
        '/auth/register',
        { email: ` ${email.toUpperCase()} `, password: GOOD_PASSWORD, terms_accepted: true },
        { 'x-language': 'ka' },
      );
      expect(response.statusCode).toBe(201);
      const data = response.json().data;
      expect(data).toEqual({
        access_token: expect.any(String),
        expires_access_token: expect.any(Number),
        refresh_token: expect.any(String),
        expires_refresh_token: expect.any(Number),
      });
      const now = Date.now() / 1000;
      expect(data.expires_access_token - now).toBeGreaterThan(14 * 60);
      expect(data.expires_refresh_token - now).toBeGreaterThan(29 * 24 * 3600);
      const cookies = response.cookies;
      expect(cookies.find((c) => c.name === 'donut-refresh-token-crm')).toMatchObject({
        value: data.refresh_token,
        httpOnly: true,
        path: '/',
        sameSite: 'Lax',
      });
      expect(cookies.find((c) => c.name === 'donut-refresh-token-expires-crm')).toMatchObject({
        value: String(data.expires_refresh_token),
        path: '/',
      });
      expect(cookies.find((c) => c.name === 'donut-refresh-token-expires-crm')?.httpOnly).toBeFalsy();

      const client = (await me(data.access_token)).data.client;
      expect(client).toMatchObject({ email, is_confirm_email: false, need_set_password: false });
      // The language the owner signed up in is the profile's, which the apps use where no path or cookie decides.
      expect(client.language).toMatchObject({ abbr_front: 'ka' });
      const mail = (await t.mails()).filter((m) => m.to.includes(email)).at(-1);
      expect(mail?.subject).toMatch(/[\u10A0-\u10FF]/);
      expect(mail?.link).toMatch(/\/ka\/\?confirm_email=[\w-]{43}$/);
    });

    it.each([
      [
        { terms_accepted: false },
        'terms_accepted',
        'Необходимо принять условия пользовательского соглашения перед регистрацией',
      ],
      [{ password: 'password1' }, 'password', undefined],
      [{ password: 'short' }, 'password', undefined],
      [{ email: 'no-at-sign' }, 'email', undefined],
    ])('refuses %j with a localized field error and creates nothing', async (change, field, text) => {
      const before = await clientCount();
      const body = { email: uniqueEmail(), password: GOOD_PASSWORD, terms_accepted: true, ...change };
      const response = await t.post('/auth/register', body, { 'x-language': 'ru' });
      expect(response.statusCode).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('VALIDATION');
      expect(Object.keys(error.fields)).toEqual([field]);
      expect(error.fields[field]).toMatch(/[А-Яа-я]/);
      if (text) expect(error.fields[field]).toBe(text);
      expect(await clientCount()).toBe(before);
    });

    it('refuses an address already registered, whatever its case', async () => {
      const { email } = await registerClient(t);
      const response = await t.post('/auth/register', {
        email: email.toUpperCase(),
        password: GOOD_PASSWORD,
        terms_accepted: true,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('EMAIL_TAKEN');
    });
  });

  describe('e-mail confirmation', () => {
    it('confirms once from the mailed link; the token cannot be used twice', async () => {
      const { email, tokens } = await registerClient(t);
      const link =
        (await t.mails()).find((m) => m.to.includes(email) && m.link?.includes('confirm_email='))?.link ??
        null;
      const token = tokenOf(link, 'confirm_email');
      expect((await t.post('/auth/email/confirm', { token })).statusCode).toBe(200);
      expect((await me(tokens.access_token)).data.client.is_confirm_email).toBe(true);
      const again = await t.post('/auth/email/confirm', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe('TOKEN_INVALID');
    });

    it('keeps the session of the owner who follows the link, and signs no one in (issue 13)', async () => {
      const { email, tokens } = await registerClient(t);
      const link = new URL(
        (await t.mails()).find((m) => m.to.includes(email) && m.link?.includes('confirm_email='))?.link ??
          'http://x',
      );
      // Only the token: with the login modal the site would end the session the link is opened in (spec §2).
      expect([...link.searchParams.keys()]).toEqual(['confirm_email']);
      const confirmed = await t.post('/auth/email/confirm', {
        token: link.searchParams.get('confirm_email'),
      });
      expect(confirmed.json()).toEqual({ data: { ok: true } });
      // No session cookie is set or cleared: the token is not a way in, and the owner's session goes on.
      expect(confirmed.cookies).toEqual([]);
      expect((await me(tokens.access_token)).data.client.is_confirm_email).toBe(true);
      const renewed = await t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token });
      expect(renewed.statusCode).toBe(200);
      expect((await me(renewed.json().data.access_token)).data.client.email).toBe(email);
    });

    it('refuses an expired link and an unknown one', async () => {
      const { email, tokens } = await registerClient(t);
      const token = tokenOf(
        (await t.mails()).find((m) => m.to.includes(email) && m.link?.includes('confirm_email='))?.link ??
          null,
        'confirm_email',
      );
      await t.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.tokenHash, hashToken(token)));
      expect((await t.post('/auth/email/confirm', { token })).json().error.code).toBe('TOKEN_INVALID');
      expect((await t.post('/auth/email/confirm', { token: 'x'.repeat(43) })).statusCode).toBe(400);
      expect((await me(tokens.access_token)).data.client.is_confirm_email).toBe(false);
    });

    it('resends the link to a signed-in owner, with a cooldown', async () => {
      const { tokens } = await registerClient(t);
      const auth = { authorization: `Bearer ${tokens.access_token}` };
      expect((await t.post('/auth/email/resend', {})).statusCode).toBe(401);
      const tooSoon = await t.post('/auth/email/resend', {}, auth);
      expect(tooSoon.statusCode).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('login', () => {
    it('signs in with the right password and refuses a wrong one like an unknown address', async () => {
      const { email } = await registerClient(t);
      const ok = await t.post('/auth/login', { email, password: GOOD_PASSWORD });
      expect(ok.statusCode).toBe(200);
      expect((await me(ok.json().data.access_token)).data.client.email).toBe(email);
      const wrong = await t.post(
        '/auth/login',
        { email, password: 'not-the-password' },
        { 'x-language': 'en' },
      );
      const unknown = await t.post(
        '/auth/login',
        { email: uniqueEmail(), password: 'not-the-password' },
        { 'x-language': 'en' },
      );
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'The e-mail or password is wrong.',
      });
    });

    it('makes further attempts wait after five failures, for known and unknown addresses alike', async () => {
      for (const email of [(await registerClient(t)).email, uniqueEmail()]) {
        for (let i = 0; i < 6; i++) await t.post('/auth/login', { email, password: `wrong-${i}` });
        const blocked = await t.post('/auth/login', { email, password: GOOD_PASSWORD });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().error).toMatchObject({
          code: 'TOO_MANY_ATTEMPTS',
          retry_after: expect.any(Number),
        });
      }
    });
  });

  describe('tokens', () => {
    it('gives a new access token for the refresh token without rotating it', async () => {
      const { tokens } = await registerClient(t);
      const response = await t.post('/auth/access-token', { refresh_token: tokens.refresh_token });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().data).sort()).toEqual(['access_token', 'expires_access_token']);
      expect((await me(response.json().data.access_token)).data.client).toBeTruthy();
      expect((await t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token })).statusCode).toBe(
        200,
      );
    });

    it('reads the refresh token from the cookie when the body has none', async () => {
      const { tokens } = await registerClient(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/access-token',
        cookies: { 'donut-refresh-token-crm': tokens.refresh_token },
      });
      expect(response.statusCode).toBe(200);
    });

    it('rotates the refresh token and sets new cookies', async () => {
      const { tokens } = await registerClient(t);
      const response = await t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token });
      const next = response.json().data;
      expect(next.refresh_token).not.toBe(tokens.refresh_token);
      expect(response.cookies.find((c) => c.name === 'donut-refresh-token-crm')?.value).toBe(
        next.refresh_token,
      );
      expect((await t.post('/auth/refresh-token', { refresh_token: next.refresh_token })).statusCode).toBe(
        200,
      );
    });

    // After supabase/auth TestRefreshTokenReuseRevocation.
    it('revokes the whole family, newest token included, when a rotated token comes back after the grace', async () => {
      const { tokens } = await registerClient(t);
      const second = (await t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token })).json()
        .data;
      const third = (await t.post('/auth/refresh-token', { refresh_token: second.refresh_token })).json()
        .data;
      await t.db
        .update(refreshTokens)
        .set({ rotatedAt: new Date(Date.now() - 60_000) })
        .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh_token)));
      const replay = await t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error.code).toBe('INVALID_REFRESH_TOKEN');
      expect((await t.post('/auth/refresh-token', { refresh_token: third.refresh_token })).statusCode).toBe(
        401,
      );
      expect((await me(third.access_token)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('lets concurrent refreshes of the same token succeed within the grace', async () => {
      const { tokens } = await registerClient(t);
      const [a, b] = await Promise.all([
        t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token }),
        t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(
        (await t.post('/auth/refresh-token', { refresh_token: b.json().data.refresh_token })).statusCode,
      ).toBe(200);
    });

    it('refuses a grandparent even within the grace', async () => {
      const { tokens } = await registerClient(t);
      const second = (await t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token })).json()
        .data;
      await t.post('/auth/refresh-token', { refresh_token: second.refresh_token });
      expect((await t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token })).statusCode).toBe(
        401,
      );
    });

    it('ends the session at logout: the access token fails at once and the cookies are cleared', async () => {
      const { tokens } = await registerClient(t);
      const response = await t.post('/auth/logout', { refresh_token: tokens.refresh_token });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'donut-refresh-token-crm')?.value).toBe('');
      expect((await me(tokens.access_token)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.post('/auth/access-token', { refresh_token: tokens.refresh_token })).statusCode).toBe(
        401,
      );
    });

    it('stops a token in use at once when its session ends (verified tokens are remembered, sessions never)', async () => {
      const { tokens } = await registerClient(t);
      expect((await me(tokens.access_token)).data.client).toBeTruthy();
      expect((await me(tokens.access_token)).data.client).toBeTruthy();
      await t.post('/auth/logout', { refresh_token: tokens.refresh_token });
      expect((await me(tokens.access_token)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('refuses forged, expired-looking and foreign tokens', async () => {
      const { tokens } = await registerClient(t);
      const [header, payload] = tokens.access_token.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      expect((await me(forged)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await me('not-a-token')).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      const noneAlg = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${payload}.`;
      expect((await me(noneAlg)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('password reminder and reset', () => {
    // After supabase/auth TestRecover_NoSideChannelLeak.
    it('answers the same, no faster, whether or not the account exists', async () => {
      const { email } = await registerClient(t);
      const time = async (address: string) => {
        const started = performance.now();
        const response = await t.post('/auth/password/remind', { email: address }, { 'x-language': 'ru' });
        return { ms: performance.now() - started, status: response.statusCode, body: response.body };
      };
      const known = await time(email);
      const unknown = await time(uniqueEmail());
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toBe(known.body);
      expect(known.ms).toBeGreaterThanOrEqual(395);
      expect(unknown.ms).toBeGreaterThanOrEqual(395);
      expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(300);
    });

    it('resets once with the mailed link, ends every session and lets the new password in', async () => {
      const { email, tokens } = await registerClient(t);
      await t.post('/auth/password/remind', { email }, { 'x-language': 'en' });
      // Mails are written in the background: pick the reset mail by its link, not by its place.
      const mail = (await t.mails()).find((m) => m.to.includes(email) && m.link?.includes('reset_password='));
      expect(mail?.subject).toMatch(/password/i);
      const token = tokenOf(mail?.link ?? null, 'reset_password');
      const newPassword = 'amber-lighthouse-93';
      expect(
        (await t.post('/auth/password/reset', { token, password: newPassword }, { 'x-language': 'en' }))
          .statusCode,
      ).toBe(200);
      expect((await me(tokens.access_token)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token })).statusCode).toBe(
        401,
      );
      expect((await t.post('/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(401);
      expect((await t.post('/auth/login', { email, password: newPassword })).statusCode).toBe(200);
      const again = await t.post('/auth/password/reset', { token, password: 'another-strong-pass-1' });
      expect(again.json().error.code).toBe('TOKEN_INVALID');
      expect((await t.mails()).some((m) => m.to.includes(email) && /changed/i.test(m.subject))).toBe(true);
    });

    it('refuses an expired reset link and a weak new password, changing nothing', async () => {
      const { email } = await registerClient(t);
      await t.post('/auth/password/remind', { email });
      const token = tokenOf(
        (await t.mails()).find((m) => m.to.includes(email) && m.link?.includes('reset_password='))?.link ??
          null,
        'reset_password',
      );
      const weak = await t.post('/auth/password/reset', { token, password: '12345678' });
      expect(weak.json().error.code).toBe('VALIDATION');
      await t.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(emailTokens.tokenHash, hashToken(token)));
      expect(
        (await t.post('/auth/password/reset', { token, password: 'amber-lighthouse-93' })).json().error.code,
      ).toBe('TOKEN_INVALID');
      expect((await t.post('/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    });
  });
});

describe('per-IP limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.dispose());

  it('answers 429 after ten registrations an hour from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await t.post('/auth/register', { email: 'bad' }, { 'x-language': 'en' })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await t.post('/auth/register', { email: 'bad' }, { 'x-language': 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
      retry_after: expect.any(Number),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
  });
});

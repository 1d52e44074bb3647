import { eq, sql } from 'drizzle-orm';
import { authSessions, emailTokens, refreshTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { GOOD_PASSWORD, registerClient, uniqueEmail } from '../../testing/clients';
import { LINK_MAIL_PACE } from './email-tokens.service';
import { FREE_ATTEMPTS } from './login-throttle';
import { hashToken } from './secure-token';

// Regression tests for the findings of the outside audit (issue 20) on accounts and sessions.

const PRODUCTION = { NODE_ENV: 'production', CORS_ORIGINS: 'https://donut.ge', AUTH_RATE_LIMIT_SCALE: '1' };
const MAKE_CONTACT_ORDER = `mutation ($email: String!, $name: String!, $phone: String!, $question: String!) {
  make_contact_order(email: $email, name: $name, phone: $phone, question: $question) }`;

describe('per-IP limits in production, with a forged X-Forwarded-For', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Any document, not only the apps' persisted ones: the test writes its own contact-form call.
    t = await createTestApp('pglite', { ...PRODUCTION, GRAPHQL_PERSISTED_ONLY: 'false' });
  });
  afterAll(() => t.dispose());

  const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}`, 'x-language': 'en' });

  it('counts the socket address, whatever the header claims: the reminder stops after five an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.post('/auth/password/remind', { email: uniqueEmail() }, forged(i))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('stops password spraying at twenty logins a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await t.post('/auth/login', { email: uniqueEmail(), password: 'guess-1234' }, forged(i))).statusCode,
      );
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('keeps the contact form to its per-IP allowance', async () => {
    const codes: Array<string | null> = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...forged(i) },
        payload: {
          query: MAKE_CONTACT_ORDER,
          variables: {
            email: uniqueEmail(),
            name: 'Nino',
            phone: '+995 555 123 456',
            question: 'How do I add a second project?',
          },
        },
      });
      codes.push(response.json().errors?.[0]?.extensions.code ?? null);
    }
    expect(codes).toContain('RATE_LIMITED');
  });
});

describe('X-Forwarded-For from a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { ...PRODUCTION, TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(() => t.dispose());

  it('names the client, and an address the client prepends itself changes nothing', async () => {
    const remind = (forwardedFor: string) =>
      t.post('/auth/password/remind', { email: uniqueEmail() }, { 'x-forwarded-for': forwardedFor });
    // Two clients behind the proxy have their own allowances...
    for (let i = 0; i < 5; i++) expect((await remind('198.51.100.1')).statusCode).toBe(200);
    expect((await remind('198.51.100.2')).statusCode).toBe(200);
    // ...and the first one cannot escape its own by putting a made-up hop in front of the proxy's entry.
    expect((await remind('10.9.8.7, 198.51.100.1')).statusCode).toBe(429);
  });
});

describe.each(testEngines)('accounts under concurrent abuse on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  it('checks at most the free attempts of twelve parallel wrong passwords for one account', async () => {
    const { email } = await registerClient(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.post('/auth/login', { email, password: `wrong-guess-${i}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_ATTEMPTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - FREE_ATTEMPTS);
    // The right password waits too: the guesses were counted.
    expect((await t.post('/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(429);
  });

  it('mails one reset link a minute per account, however many reminders arrive at once', async () => {
    const { email } = await registerClient(t);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.post('/auth/password/remind', { email })),
    );
    // The answer never tells a paced address from any other.
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    const resetMails = (await t.mails()).filter(
      (mail) => mail.to.includes(email) && mail.link?.includes('reset_password='),
    );
    expect(resetMails).toHaveLength(1);
    const issued = await t.db.select({ id: emailTokens.id }).from(emailTokens)
      .where(sql`${emailTokens.purpose} = 'reset-password'
      and ${emailTokens.clientId} = (select id from clients where email = ${email})`);
    expect(issued).toHaveLength(1);
  });

  it('stops reset mails to one account at five an hour, the cooldown aside', async () => {
    const { email } = await registerClient(t);
    for (let i = 0; i < LINK_MAIL_PACE.perHour + 2; i++) {
      await t.post('/auth/password/remind', { email });
      // Move the earlier links out of the cooldown, not out of the hour.
      await t.db.execute(
        sql`update email_tokens set created_at = created_at - interval '61 seconds' where purpose = 'reset-password'`,
      );
    }
    const resetMails = (await t.mails()).filter(
      (mail) => mail.to.includes(email) && mail.link?.includes('reset_password='),
    );
    expect(resetMails).toHaveLength(LINK_MAIL_PACE.perHour);
  });
});

describe.each(testEngines)('refresh token reuse on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const tokensOfSession = async (refreshToken: string) => {
    const [row] = await t.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    return t.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, row.sessionId));
  };
  const sessionOf = async (refreshToken: string) => {
    const [row] = await t.db
      .select({ revokedReason: authSessions.revokedReason })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    return row;
  };

  it('gives a refresh replayed within the grace the same child, so the family never forks', async () => {
    const { tokens } = await registerClient(t);
    const [a, b] = await Promise.all([
      t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token }),
      t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token }),
    ]);
    const late = await t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token });
    expect([a.statusCode, b.statusCode, late.statusCode]).toEqual([200, 200, 200]);
    const child = a.json().data.refresh_token;
    expect(b.json().data.refresh_token).toBe(child);
    expect(late.json().data.refresh_token).toBe(child);
    expect(await tokensOfSession(tokens.refresh_token)).toHaveLength(2);
    expect((await t.post('/auth/refresh-token', { refresh_token: child })).statusCode).toBe(200);
  });

  it('treats a spent token sent for an access token as reuse: the whole family ends', async () => {
    const { tokens } = await registerClient(t);
    const child = (await t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token })).json().data;
    // Within the grace a second tab may still hold the parent: it gets an access token, nothing ends.
    expect((await t.post('/auth/access-token', { refresh_token: tokens.refresh_token })).statusCode).toBe(
      200,
    );
    expect((await sessionOf(child.refresh_token)).revokedReason).toBeNull();
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh_token)));
    const replay = await t.post('/auth/access-token', { refresh_token: tokens.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_REFRESH_TOKEN');
    expect((await sessionOf(child.refresh_token)).revokedReason).toBe('reuse');
    expect((await t.post('/auth/access-token', { refresh_token: child.refresh_token })).statusCode).toBe(401);
  });

  it('tells every cache to keep no token answer, successful or not', async () => {
    const email = uniqueEmail();
    const registered = await t.post('/auth/register', {
      email,
      password: GOOD_PASSWORD,
      terms_accepted: true,
    });
    const { refresh_token } = registered.json().data;
    for (const response of [
      registered,
      await t.post('/auth/login', { email, password: GOOD_PASSWORD }),
      await t.post('/auth/access-token', { refresh_token }),
      await t.post('/auth/refresh-token', { refresh_token }),
      await t.post('/auth/refresh-token', { refresh_token: 'x'.repeat(43) }),
      await t.post('/auth/login', { email, password: 'wrong-password-1' }),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('slow clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', PRODUCTION);
  });
  afterAll(() => t.dispose());

  it('are cut off: headers and whole requests have deadlines', () => {
    expect(t.app.server.headersTimeout).toBeGreaterThan(0);
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(t.app.server.requestTimeout).toBeGreaterThan(0);
    expect(t.app.server.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(t.app.initialConfig.connectionTimeout).toBeGreaterThan(0);
  });
});

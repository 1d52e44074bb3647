import { withNotAvailable } from './graphql/graphql.plugin';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from './testing/test-app';
import { isAllowedOrigin } from './server';
import { loggerOptions, redactUrl } from './logger';
import { loadConfig } from './config';

describe('server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.dispose());

  it('answers /health with the database state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('gives an operation of the contract without a resolver a localized NOT_AVAILABLE error', () => {
    // Every operation has a resolver today; the fallback keeps a contract change ahead of its feature honest.
    const resolvers = withNotAvailable({}) as unknown as {
      Mutation: Record<string, (...args: unknown[]) => unknown>;
    };
    expect(() => resolvers.Mutation.rate_faq_article({}, {}, {})).toThrow(
      expect.objectContaining({ code: 'NOT_AVAILABLE', messageId: 'api.error.not-available' }),
    );
  });

  it('allows CORS from the public domain and its subdomains only', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'http://salon.localhost:3003', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://salon.localhost:3003');
    const refused = await t.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(isAllowedOrigin('http://localhost.evil.example', loadConfig({}))).toBe(false);
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PROJECT_BOT_TOKEN_KEY: 'f'.repeat(64),
      CORS_ORIGINS: 'https://donut.ge',
    });
    expect(isAllowedOrigin('http://salon.localhost:3002', production)).toBe(false);
    expect(isAllowedOrigin('https://salon.donut.ge', production)).toBe(true);
    expect(isAllowedOrigin('http://salon.donut.ge', production)).toBe(false);
    expect(isAllowedOrigin('https://a.b.donut.ge', production)).toBe(false);
    expect(isAllowedOrigin('https://evildonut.ge', production)).toBe(false);
  });
});

describe('logs', () => {
  it('never contain credentials or secret query values', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _, done) => (lines.push(String(chunk)), done()) });
    const options = loggerOptions('info') as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.post('/auth/x', async (request) => {
      request.log.info({ body: request.body }, 'handled');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/auth/x?token=sekret-token&lang=ka',
      headers: { authorization: 'Bearer sekret-bearer', cookie: 'donut-refresh-token-crm=sekret-cookie' },
      payload: { password: 'sekret-password', refresh_token: 'sekret-refresh' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/auth/x?token=%5BREDACTED%5D&lang=ka');
    expect(log).not.toMatch(/sekret/);
  });

  it('redacts only secret-looking parameters', () => {
    expect(redactUrl('/x?page=2&reset_token=abc')).toBe('/x?page=2&reset_token=%5BREDACTED%5D');
    expect(redactUrl('/health')).toBe('/health');
  });
});

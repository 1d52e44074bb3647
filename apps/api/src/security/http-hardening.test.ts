import { createTestApp, type TestApp } from '../testing/test-app';
import { registerClient } from '../testing/clients';
import { API_CSP, HSTS } from './security-headers';

const APP = 'https://donut.ge';

describe('HTTP hardening in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      NODE_ENV: 'production',
      CORS_ORIGINS: APP,
      PAYMENTS_SANDBOX_SECRET: 'sandbox-secret-0123456789',
    });
  });
  afterAll(() => t.dispose());

  const login = (headers: Record<string, string>, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': contentType, 'x-language': 'en', ...headers },
      payload: JSON.stringify({ email: 'nobody@mail.test', password: 'x' }),
    });

  it('refuses state-changing calls from other sites, by Fetch Metadata or else by Origin', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.donut.ge.example' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ] as Array<Record<string, string>>) {
      const response = await login(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'CSRF_REFUSED', message: 'Requests from other websites are not accepted.' },
      });
    }
    const graphql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
      },
      payload: '{}',
    });
    expect(graphql.statusCode).toBe(403);
    expect(graphql.json().errors[0].extensions.code).toBe('CSRF_REFUSED');
  });

  it('lets the apps, their projects, the API itself and servers through', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-site', origin: APP },
      { 'sec-fetch-site': 'same-site', origin: 'https://salon.donut.ge' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://api.donut.ge' },
      { origin: APP },
      {},
    ] as Array<Record<string, string>>) {
      expect((await login(headers)).json().error.code, JSON.stringify(headers)).toBe('INVALID_CREDENTIALS');
    }
  });

  it('takes only JSON bodies for state-changing calls', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await login({}, type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const graphqlText = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/graphql' },
      payload: '{ rate_list { id } }',
    });
    expect(graphqlText.statusCode).toBe(415);
  });

  it('puts the security headers on every answer, HSTS included', async () => {
    const { tokens } = await registerClient(t);
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/health' }),
      await t.app.inject({ method: 'GET', url: '/no-such-route' }),
      await t.post('/auth/access-token'),
      await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${tokens.access_token}` },
        payload: { query: '{ client { id } }' },
      }),
    ]) {
      expect(response.headers).toMatchObject({
        'content-security-policy': API_CSP,
        'strict-transport-security': HSTS,
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      expect(API_CSP).toContain("frame-ancestors 'none'");
    }
  });

  it('gives the sandbox checkout page a page policy and keeps its same-origin forms working', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/payments/sandbox/checkout/sbx_0123456789abcdef',
    });
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline'.*frame-ancestors 'none'/,
    );
    const form = await t.app.inject({
      method: 'POST',
      url: '/payments/sandbox/checkout/sbx_0123456789abcdef/pay',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        origin: 'https://api.donut.ge',
      },
      payload: '',
    });
    expect(form.statusCode).toBe(404);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/payments/sandbox/checkout/sbx_0123456789abcdef/pay',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
      },
      payload: '',
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('HTTP hardening in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { NODE_ENV: 'development' });
  });
  afterAll(() => t.dispose());

  it('sends no HSTS (plain http) but the same policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBe(API_CSP);
  });
});

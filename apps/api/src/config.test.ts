import { ConfigError, loadConfig, publicAddresses } from './config';

describe('loadConfig', () => {
  it('gives defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT: /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT: .*65535/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /^Invalid configuration: DATABASE_URL: must be a postgres:\/\/ URL$/],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV: /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL: /],
    [{ CORS_ORIGINS: 'http://a.test, not a url' }, /^Invalid configuration: CORS_ORIGINS/],
    [{ GRAPHIQL: 'maybe' }, /^Invalid configuration: GRAPHIQL: /],
    [{ PUBLIC_DOMAIN: 'http://x' }, /^Invalid configuration: PUBLIC_DOMAIN: must be a bare host name/],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: JWT_SECRET: is required in production$/],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET: must be at least 32 characters$/],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) },
      /^Invalid configuration: PROJECT_BOT_TOKEN_KEY: is required in production$/,
    ],
    [
      { PROJECT_BOT_TOKEN_KEY: 'abc' },
      /^Invalid configuration: PROJECT_BOT_TOKEN_KEY: must be 64 hex digits/,
    ],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL: must be an smtp/],
    [{ TELEGRAM_BOT_TOKEN: 'nope' }, /^Invalid configuration: TELEGRAM_BOT_TOKEN: must look like/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('derives every public address from PUBLIC_DOMAIN, with its own port for the API (issue 13)', () => {
    const addresses = publicAddresses(loadConfig({ PUBLIC_DOMAIN: 'donut.test', PORT: '4100' }));
    expect(addresses).toEqual({
      api: 'http://donut.test:4100',
      apps: {
        main: 'http://donut.test:3001',
        crm: 'http://donut.test:3002',
        'client-view': 'http://donut.test:3003',
      },
    });
    const production = loadConfig({
      PUBLIC_DOMAIN: 'donut.ge',
      PUBLIC_SCHEME: 'https',
      PUBLIC_API_URL: 'https://api.donut.ge',
      MAIN_ORIGIN: 'https://donut.ge',
    });
    expect(publicAddresses(production).api).toBe('https://api.donut.ge');
    expect(publicAddresses(production).apps.crm).toBe('https://donut.ge:3002');
  });

  it('accepts a Postgres URL and origins', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/donut',
      CORS_ORIGINS: 'http://localhost:3001,http://localhost:3002',
    });
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/donut');
    expect(config.CORS_ORIGINS).toEqual(['http://localhost:3001', 'http://localhost:3002']);
  });
});

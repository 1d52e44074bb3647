import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

/** Browser tests run on a real-looking domain mapped to loopback, so subdomains and parent-domain cookies behave as in production. */
export const E2E_DOMAIN = 'donut.test';

const root = path.resolve(__dirname, '../..');

/**
 * The browser the suites drive: CHROMIUM_PATH when set, else Debian's headless shell (`apt-get install -y
 * chromium-headless-shell`: the same Blink without the desktop browser around it, which Playwright itself uses
 * for headless runs and which costs the 2-core machine about a sixth less), else Debian's Chromium.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** The full browser, for a spec the headless shell cannot stand in for. */
export const fullChromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumPath = () =>
  process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : fullChromiumPath());

export type E2EApp = 'main' | 'crm' | 'client-view';

/** Where a suite's API keeps its embedded database and outbox. */
export const e2eDataDir = (app: E2EApp) => path.join(root, 'tmp', `e2e-${app}-data`);

export interface E2EOptions {
  app: E2EApp;
  /** Ports of this suite's own API and app servers, so suites never meet a developer's servers. */
  apiPort: number;
  appPort: number;
  testDir: string;
  /**
   * Other apps served next to this suite's own, each on a port of the suite's range, for journeys
   * across apps (e.g. the CRM suite starts the main site). Every app and the API link to these ports.
   */
  withApps?: Partial<Record<E2EApp, number>>;
  /** Further settings of the suite's API (e.g. its Telegram bot). */
  apiEnv?: Record<string, string>;
  /** Further settings of the suite's app servers (e.g. the bot's username the contacts page links). */
  appEnv?: Record<string, string>;
}

const appEnvPort: Record<E2EApp, 'MAIN_ORIGIN' | 'CRM_ORIGIN' | 'CLIENT_VIEW_ORIGIN'> = {
  main: 'MAIN_ORIGIN',
  crm: 'CRM_ORIGIN',
  'client-view': 'CLIENT_VIEW_ORIGIN',
};

/** Playwright config of one app's suite: its built API (fresh embedded database) and app, Debian Chromium. */
export function createE2EConfig({
  app,
  apiPort,
  appPort,
  testDir,
  withApps = {},
  apiEnv = {},
  appEnv = {},
}: E2EOptions): PlaywrightTestConfig {
  const appOrigin = `http://${E2E_DOMAIN}:${appPort}`;
  const dataDir = e2eDataDir(app);
  const otherApps = (Object.entries(withApps) as Array<[E2EApp, number]>).filter(([other]) => other !== app);
  const otherOrigins = otherApps.map(([other, port]) => [other, `http://${E2E_DOMAIN}:${port}`] as const);
  const shared = {
    NODE_ENV: 'production',
    // The one setting every public address derives from (API, uploads, apps, CSP sources): no suite sets
    // PUBLIC_API_URL, so the uploads the browser loads prove the derivation agrees across processes.
    PUBLIC_DOMAIN: E2E_DOMAIN,
    API_PORT: String(apiPort),
    // Sessions on the parent domain: the main site, the CRM and the client view share them.
    COOKIE_DOMAIN: E2E_DOMAIN,
    [appEnvPort[app]]: appOrigin,
    ...Object.fromEntries(otherOrigins.map(([other, origin]) => [appEnvPort[other], origin])),
  };
  const appServer = (served: E2EApp, port: number) => ({
    // From the app's folder: the server build finds its client assets relative to it.
    command: `node ../../tools/app-server/serve.mjs ../../dist/apps/${served}/server/index.js`,
    cwd: path.join(root, 'apps', served),
    port,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...shared,
      PORT: String(port),
      API_URL: `http://127.0.0.1:${apiPort}`,
      ...appEnv,
    },
  });
  return defineConfig({
    testDir,
    // Each suite its own results folder: suites may run side by side.
    outputDir: path.join(root, 'tmp', 'e2e-results', app),
    fullyParallel: true,
    forbidOnly: !!process.env.CI,
    retries: 0,
    workers: 2,
    reporter: [['list']],
    timeout: 30_000,
    use: {
      baseURL: appOrigin,
      // A Russian-speaking visitor unless a test says otherwise (ru is also the default locale).
      locale: 'ru-RU',
      trace: 'retain-on-failure',
      launchOptions: {
        executablePath: chromiumPath(),
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          `--host-resolver-rules=MAP *.${E2E_DOMAIN} 127.0.0.1, MAP ${E2E_DOMAIN} 127.0.0.1`,
        ],
      },
    },
    webServer: [
      {
        command: `rm -rf ${dataDir} && node dist/apps/api/main.cjs`,
        cwd: root,
        url: `http://127.0.0.1:${apiPort}/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        env: {
          ...shared,
          PORT: String(apiPort),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          CORS_ORIGINS: [appOrigin, ...otherOrigins.map(([, origin]) => origin)].join(','),
          JWT_SECRET: 'e2e-only-secret-e2e-only-secret-0123456789',
          PROJECT_BOT_TOKEN_KEY: 'e2e0'.repeat(16),
          // Plain http on the test domain: Secure cookies would never come back.
          COOKIE_SECURE: 'false',
          AUTH_RATE_LIMIT_SCALE: '20',
          // The sandbox payment system (off in production without a secret): its hosted checkout lives on
          // the API's public address, so the browser pays on this suite's own API (billing-journey.spec.ts).
          PAYMENTS_SANDBOX_SECRET: 'e2e-only-sandbox-secret-0123456789',
          ...apiEnv,
        },
      },
      appServer(app, appPort),
      ...otherApps.map(([other, port]) => appServer(other, port)),
    ],
  });
}

import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { apiOriginsFromEnv, originsFromEnv, type AppOrigins } from '@donut/link-builder';

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8` or a keyword proxy-addr knows. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const port = z.coerce.number().int().min(1).max(65535);
const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Every setting of the API, read from the environment once at start. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  LOG_LEVEL: logLevel.default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Redis for what API instances must share (rate-limit counters); unset: each instance counts in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Origins of the apps allowed to call the API from a browser, comma-separated. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: 'must list absolute origins, comma-separated' }))),
  /**
   * The parent domain of every public address (apps, API, uploads) unless an origin below is set; in
   * dev and e2e the API also allows any browser origin on it or its subdomains.
   */
  PUBLIC_DOMAIN: z
    .string()
    .regex(/^[a-z\d.-]+$/, 'must be a bare host name such as donut.ge')
    .default('localhost'),
  PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
  GRAPHIQL: z.stringbool().default(false),
  /** Accept only the apps' operations (libs/graphql/src/operations); default: on in production. See ADR 0015. */
  GRAPHQL_PERSISTED_ONLY: z.stringbool().optional(),
  /** Answer __schema / __type; default: off in production. */
  GRAPHQL_INTROSPECTION: z.stringbool().optional(),
  /** A GraphQL execution still running after this long answers TIMEOUT. */
  GRAPHQL_EXECUTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Signs access tokens (HS256). Required in production; in development one is kept in DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Parent domain for the refresh-token cookies (e.g. donut.ge); host-only when unset. */
  COOKIE_DOMAIN: z
    .string()
    .regex(/^[a-z\d.-]+$/, 'must be a bare host name such as donut.ge')
    .optional(),
  /** Secure cookies (HTTPS only); on by default in production. */
  COOKIE_SECURE: z.stringbool().optional(),
  /** smtp(s)://user:pass@host:port; without it mails go to DATA_DIR/outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Donut <no-reply@donut.local>'),
  /** The bot whose Mini App signs owners in; Telegram sign-in is refused without it. */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]{30,}$/, 'must look like 123456:ABC... (from @BotFather)')
    .optional(),
  /** The bot's @username, for the cabinet's "Connect" link (https://t.me/<username>?start=<token>). */
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^\w{5,32}$/, 'must be the bot username without @')
    .optional(),
  /** Base address of the Bot API; tests point it at a local stand-in. */
  TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
  /** Telegram sends it in X-Telegram-Bot-Api-Secret-Token with every webhook update; required to accept updates. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\w-]{16,256}$/, 'must be 16-256 letters, digits, "_" or "-"')
    .optional(),
  /**
   * Encrypts the tokens of the projects' own bots (AES-256-GCM): 64 hex digits (`openssl rand -hex 32`).
   * Required in production; in development one is kept in DATA_DIR.
   */
  PROJECT_BOT_TOKEN_KEY: z
    .string()
    .regex(/^[\da-fA-F]{64}$/, 'must be 64 hex digits (openssl rand -hex 32)')
    .optional(),
  /** End-to-end tests only: POST /testing/clock moves business time forward. Refused in production. */
  TEST_CLOCK: z.stringbool().default(false),
  /** `npm start`: a demo owner with a project (see README); ignored in production. */
  DEMO_DATA: z.stringbool().default(false),
  /** Runs the scheduled jobs (trial reminders and expiry) in this process; tests switch it off. */
  SCHEDULER: z.stringbool().default(true),
  /** Signs the built-in sandbox payment system's webhooks; without it production takes no payments. */
  PAYMENTS_SANDBOX_SECRET: z.string().min(16).optional(),
  /** Where the sandbox delivers its webhooks; by default this API on loopback. */
  PAYMENTS_WEBHOOK_URL: z.url().optional(),
  /** Where contact-form questions are mailed. */
  SUPPORT_EMAIL: z.email().default('support@donut.local'),
  /**
   * Reverse proxies whose X-Forwarded-For is believed, comma-separated addresses or CIDR ranges (or
   * `loopback`, `linklocal`, `uniquelocal`). Empty: the socket's address is the client, whatever the
   * headers say, so a forged header cannot escape the per-IP limits.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().refine(isProxyAddress, 'must list IP addresses or CIDR ranges, comma-separated')),
    ),
  /** Multiplies the per-IP limits of /auth/* (tests and load tests raise them). */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  /** `npm run bench` only: POST /bench/baseline and /bench/project-list, plain routes GraphQL is measured against. */
  BENCH_BASELINE: z.stringbool().default(false),
  /** The API's own public address (uploaded files, the sandbox checkout); default: PORT on PUBLIC_DOMAIN. */
  PUBLIC_API_URL: z.url().optional(),
  /** Where the apps are, for links in mails and notifications; default: their dev ports on PUBLIC_DOMAIN. */
  MAIN_ORIGIN: z.url().optional(),
  CRM_ORIGIN: z.url().optional(),
  CLIENT_VIEW_ORIGIN: z.url().optional(),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

/**
 * The addresses browsers see, derived exactly as the apps derive them (libs/link-builder), with this
 * process's PORT as the API's: a deployment that sets only PUBLIC_DOMAIN gets one consistent stack.
 */
export function publicAddresses(config: Config): { api: string; apps: AppOrigins } {
  const env = {
    PUBLIC_DOMAIN: config.PUBLIC_DOMAIN,
    PUBLIC_SCHEME: config.PUBLIC_SCHEME,
    PUBLIC_API_URL: config.PUBLIC_API_URL,
    API_PORT: String(config.PORT),
    MAIN_ORIGIN: config.MAIN_ORIGIN,
    CRM_ORIGIN: config.CRM_ORIGIN,
    CLIENT_VIEW_ORIGIN: config.CLIENT_VIEW_ORIGIN,
  };
  return { api: apiOriginsFromEnv(env).browser, apps: originsFromEnv(env) };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Validates the environment. A bad or missing value throws one line naming the variable,
 * e.g. `Invalid configuration: PORT: Too big: expected number to be <=65535`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(blanksRemoved);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  if (result.data.NODE_ENV === 'production' && result.data.GRAPHIQL) {
    throw new ConfigError('Invalid configuration: GRAPHIQL: is not allowed in production');
  }
  if (result.data.NODE_ENV === 'production' && result.data.TEST_CLOCK) {
    throw new ConfigError('Invalid configuration: TEST_CLOCK: is not allowed in production');
  }
  if (result.data.NODE_ENV === 'production' && !result.data.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET: is required in production');
  }
  if (result.data.NODE_ENV === 'production' && !result.data.PROJECT_BOT_TOKEN_KEY) {
    throw new ConfigError('Invalid configuration: PROJECT_BOT_TOKEN_KEY: is required in production');
  }

  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

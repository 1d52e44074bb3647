import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Every setting of the API, read from the environment once at start. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  LOG_LEVEL: logLevel.default('info'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Origins of the apps allowed to call the API from a browser, comma-separated. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url({ error: 'must list absolute origins, comma-separated' }))),
  /** Dev and e2e: allow any origin on PUBLIC_DOMAIN or its subdomains. */
  PUBLIC_DOMAIN: z
    .string()
    .regex(/^[a-z\d.-]+$/, 'must be a bare host name such as donut.ge')
    .default('localhost'),
  GRAPHIQL: z.stringbool().default(false),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

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
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

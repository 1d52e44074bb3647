import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createLinkBuilder } from '@donut/link-builder';
import { publicAddresses, type Config } from './config';
import type { Platform } from './core/platform';
import type { Database } from './db/database';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { createFileStorage } from './modules/files/file-storage';
import { createMailer } from './modules/mail';
import { createNotifier } from './modules/mail/notifier';
import { createRateLimiters } from './security/rate-limits';

/** The infrastructure of core/platform.ts from the configuration; `close` ends what it opened. */
export function createPlatform(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Platform & { close(): Promise<void> } {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.MAIL_FROM,
    logger: log,
  });
  const notifier = createNotifier(mailer, log);
  // One set of allowances for REST routes and GraphQL operations: in Redis when configured, else in memory.
  const limiters = createRateLimiters({ redisUrl: config.REDIS_URL });
  const addresses = publicAddresses(config);
  return {
    config,
    database,
    db: database.db,
    log,
    files: createFileStorage(path.join(config.dataDir, 'uploads')),
    publicApiUrl: addresses.api,
    uploadUrl: (key) => `${addresses.api}/uploads/${key}`,
    links: createLinkBuilder(addresses.apps),
    mailer,
    notifier,
    limiters,
    secret: resolveJwtSecret(config.JWT_SECRET, config.dataDir),
    async close() {
      await notifier.flush();
      await mailer.close();
      await limiters.close();
    },
  };
}

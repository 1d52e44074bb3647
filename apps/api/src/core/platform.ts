import type { FastifyBaseLogger } from 'fastify';
import type { LinkBuilder } from '@donut/link-builder';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import type { FileStorage } from '../modules/files/file-storage';
import type { Mailer } from '../modules/mail';
import type { Notifier } from '../modules/mail/notifier';
import type { RateLimiters } from '../security/rate-limits';

/**
 * The infrastructure every domain module may use, built once by the composition root (server.ts):
 * the database, files, mail, links into the apps, rate limits, the log and the configuration.
 */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  files: FileStorage;
  /** The API's address as browsers see it (uploads, the sandbox checkout), derived like the apps' (config.ts). */
  publicApiUrl: string;
  /** Public URL of a stored upload. */
  uploadUrl: (key: string) => string;
  /** Links into the apps, for mails and notification buttons. */
  links: LinkBuilder;
  /** The one mail transport. */
  mailer: Mailer;
  /** Sends the product's mails in the background (never inside a transaction that may roll back). */
  notifier: Notifier;
  limiters: RateLimiters;
  /** Signs what the server signs (access tokens, link tokens, visitor keys). */
  secret: string;
}

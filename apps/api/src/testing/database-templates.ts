import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/database';
import { seedReferenceData } from '../modules/reference/reference.seed';
import { seedFaq } from '../modules/faq/faq.seed';

export const MIGRATIONS_FOLDER = path.join(__dirname, '../db/migrations');

/**
 * Databases every test file starts from, built once per run by the global set-up: a fresh PGlite cluster costs
 * about five seconds of initdb and the migrations and seeds half a second more on each engine, paid by every test
 * app otherwise. A test's database is a copy: PGlite's folder copied, Postgres's `create database … template`.
 */
export interface DatabaseTemplates {
  /** PGlite folders: an empty cluster (for migration tests) and one migrated and seeded like a test app's. */
  pglite: { blank: string; seeded: string };
  /** The Postgres database of the seeded template, when TEST_DATABASE_URL is set. */
  postgres?: string;
}

export type TemplateKind = keyof DatabaseTemplates['pglite'];

async function prepare(database: Database, migrationsFolder: string): Promise<void> {
  await database.migrate(migrationsFolder);
  await seedReferenceData(database.db);
  await seedFaq(database.db);
}

export function postgresUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function buildDatabaseTemplates(
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<DatabaseTemplates> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-templates-'));
  const blank = path.join(root, 'blank');
  const seeded = path.join(root, 'seeded');
  const cluster = await openDatabase({ dataDir: blank });
  await cluster.close();
  fs.cpSync(blank, seeded, { recursive: true });
  const seededPglite = await openDatabase({ dataDir: seeded });
  await prepare(seededPglite, migrationsFolder);
  await seededPglite.close();

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { pglite: { blank, seeded } };
  const name = `donut_template_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const seededPostgres = await openDatabase({ databaseUrl: postgresUrl(adminUrl, name), poolSize: 1 });
  await prepare(seededPostgres, migrationsFolder);
  await seededPostgres.close();
  return { pglite: { blank, seeded }, postgres: name };
}

export async function removeDatabaseTemplates(templates: DatabaseTemplates): Promise<void> {
  fs.rmSync(path.dirname(templates.pglite.blank), { recursive: true, force: true });
  if (templates.postgres && process.env.TEST_DATABASE_URL) {
    await adminQuery(
      process.env.TEST_DATABASE_URL,
      `drop database if exists ${templates.postgres} with (force)`,
    );
  }
}

/** One statement on the server's maintenance connection (creating and dropping databases). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

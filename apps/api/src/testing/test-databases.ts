import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../db/database';
import { adminQuery, MIGRATIONS_FOLDER, postgresUrl, type TemplateKind } from './database-templates';

export { MIGRATIONS_FOLDER };

export interface TestDatabase {
  database: Database;
  /** Closes the database and removes everything the test created. */
  dispose(): Promise<void>;
}

/** Engines every database test runs on: PGlite always, Postgres when TEST_DATABASE_URL is set. */
export const testEngines: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A database of the test's own, copied from the run's templates (testing/database-templates.ts): `seeded` is
 * migrated and holds the reference data and the FAQ, as a test app starts; `blank` has no tables, for tests
 * that run migrations themselves.
 */
export async function createTestDatabase(
  engine: 'pglite' | 'postgres',
  kind: TemplateKind = 'blank',
): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-test-'));
    fs.cpSync(templates.pglite[kind], dataDir, { recursive: true });
    const database = await openDatabase({ dataDir });
    return {
      database,
      async dispose() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `donut_test_${randomUUID().replaceAll('-', '')}`;
  const template = kind === 'seeded' ? ` template ${templates.postgres}` : '';
  await adminQuery(adminUrl, `create database ${name}${template}`);
  const database = await openDatabase({ databaseUrl: postgresUrl(adminUrl, name), poolSize: 4 });
  return {
    database,
    async dispose() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The migrations folder as it was before `tag`: the SQL files and a journal that ends just before it. */
export function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const cut = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** The project of a migration test, `OLD_PROJECT_ID`, with its owner, written as the tables were before it. */
export const OLD_PROJECT_ID = '00000000-0000-4000-8000-000000000002';
export async function insertOldProject(db: Db): Promise<void> {
  await db.execute(sql`insert into clients (id, email) values
    ('00000000-0000-4000-8000-000000000001', 'old@mail.test')`);
  await db.execute(sql`insert into projects (id, client_id, name, domain) values
    (${OLD_PROJECT_ID}, '00000000-0000-4000-8000-000000000001', 'Old', 'old-project')`);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/database';

export const MIGRATIONS_FOLDER = path.join(__dirname, '../db/migrations');

export interface TestDatabase {
  database: Database;
  /** Closes the database and removes everything the test created. */
  dispose(): Promise<void>;
}

/** Engines every database test runs on: PGlite always, Postgres when TEST_DATABASE_URL is set. */
export const testEngines: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export async function createTestDatabase(engine: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-test-'));
    const database = await openDatabase({ dataDir });
    return {
      database,
      async dispose() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // A database of its own per test file, dropped afterwards.
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `donut_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { Pool } from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (serialized across instances on Postgres). */
  migrate(migrationsFolder: string): Promise<void>;
  /** Raw SQL for the job library (pg-boss): several statements at once when there are no values. */
  sql: SqlExecutor;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Statements sent through `db` so far: tests assert that round trips per request do not grow with rows. */
  queries: QueryCounter;
}

export interface QueryCounter {
  readonly count: number;
}

/** Drizzle calls its logger once per statement it sends, on both drivers and inside transactions. */
function countingLogger() {
  const counter = { count: 0 };
  return { counter: counter as QueryCounter, logger: { logQuery: () => void counter.count++ } };
}

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[]; rowCount?: number }>;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type leaves unknown. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type DatabaseOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string };

/** Postgres when a URL is given; else embedded PGlite in dataDir, locked against a second process. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'databaseUrl' in options
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    // btree_gist: the exclusion constraint that keeps an employee's appointments apart (migration 0021).
    const client = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { btree_gist } });
    const { counter, logger } = countingLogger();
    const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      queries: counter,
      sql: pgliteExecutor(client),
      async migrate(migrationsFolder) {
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(drizzlePglite(client), { migrationsFolder });
      },
      async ping() {
        await client.query('select 1');
      },
      async close() {
        await client.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * PGlite's extended protocol takes one statement per call, and pg-boss sends its migrations as one
 * script: scripts without values go through exec, which runs them in order. A failed script that
 * opened a transaction is rolled back, so the one connection is not left aborted.
 */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) {
        const result = await client.query(text, values);
        return { rows: result.rows as any[], rowCount: result.affectedRows ?? result.rows.length };
      }
      try {
        const results = await client.exec(text);
        const last = results.at(-1);
        return { rows: (last?.rows ?? []) as any[], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
      } catch (error) {
        if (/^\s*begin\b/i.test(text)) await client.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
  };
}

/** Arbitrary constant naming the advisory lock that serializes migrations between API instances. */
const MIGRATION_LOCK_ID = 727_001;

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<Database> {
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => undefined); // idle-client errors surface on the next query instead of crashing
  await pool.query('select 1'); // fail at start, not at the first request
  const { counter, logger } = countingLogger();
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    queries: counter,
    sql: {
      async executeSql(text, values) {
        const result = await pool.query(text, values as unknown[] | undefined);
        return { rows: result.rows, rowCount: result.rowCount ?? 0 };
      },
    },
    async migrate(migrationsFolder) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

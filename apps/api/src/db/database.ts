import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type leaves unknown. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type DatabaseOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string };

/** Postgres when a URL is given; else embedded PGlite in dataDir, locked against a second process. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'databaseUrl' in options ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pgdata'));
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
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

/** Arbitrary constant naming the advisory lock that serializes migrations between API instances. */
const MIGRATION_LOCK_ID = 727_001;

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<Database> {
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => undefined); // idle-client errors surface on the next query instead of crashing
  await pool.query('select 1'); // fail at start, not at the first request
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
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

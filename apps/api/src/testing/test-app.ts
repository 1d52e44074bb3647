import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { loadConfig } from '../config';
import { seedReferenceData } from '../modules/reference/reference.seed';
import { buildServer } from '../server';
import { createTestDatabase, MIGRATIONS_FOLDER } from './test-databases';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** POST /graphql with the given language; returns the parsed body. */
  graphql<T = any>(query: string, variables?: Record<string, unknown>, language?: string): Promise<{ data: T; errors?: any[] }>;
  dispose(): Promise<void>;
}

/** The real server on a fresh, migrated and seeded database. */
export async function createTestApp(engine: 'pglite' | 'postgres', env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const testDb = await createTestDatabase(engine);
  await testDb.database.migrate(MIGRATIONS_FOLDER);
  await seedReferenceData(testDb.database.db);
  const app = await buildServer(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env }), testDb.database);
  return {
    app,
    db: testDb.database.db,
    async graphql(query, variables, language) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: language ? { 'x-language': language } : {},
        payload: { query, variables },
      });
      return response.json();
    },
    async dispose() {
      await app.close();
      await testDb.dispose();
    },
  };
}

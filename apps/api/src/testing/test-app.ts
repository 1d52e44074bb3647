import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db, QueryCounter } from '../db/database';
import { loadConfig } from '../config';
import { buildServer } from '../server';
import { createTestDatabase } from './test-databases';
import { readOutbox, type OutboxMail } from './outbox';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Statements sent so far: tests hold a request's round trips to a number that does not grow with rows. */
  queries: QueryCounter;
  dataDir: string;
  /** POST /graphql with the given language (and Bearer token); returns the parsed body. */
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    language?: string,
    accessToken?: string,
  ): Promise<{ data: T; errors?: any[] }>;
  /** POST a JSON body to a REST route. */
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Mails written to the outbox so far, newest last (after mails in flight are written). */
  mails(): Promise<OutboxMail[]>;
  dispose(): Promise<void>;
}

/** The real server on a fresh, migrated and seeded database, with its own data folder. */
export async function createTestApp(
  engine: 'pglite' | 'postgres',
  env: NodeJS.ProcessEnv = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(engine, 'seeded');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-app-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PROJECT_BOT_TOKEN_KEY: '7e57'.repeat(16),
    AUTH_RATE_LIMIT_SCALE: '100',
    SCHEDULER: 'false',
    ...env,
  });
  const app = await buildServer(config, testDb.database);
  return {
    app,
    db: testDb.database.db,
    queries: testDb.database.queries,
    dataDir,
    async graphql(query, variables, language, accessToken) {
      const headers: Record<string, string> = {};
      if (language) headers['x-language'] = language;
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers,
        payload: { query, variables },
      });
      return response.json();
    },
    post(url, body = {}, headers = {}) {
      return app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
    },
    async mails() {
      await app.donut.platform.notifier.flush();
      return readOutbox(path.join(dataDir, 'outbox'));
    },
    async dispose() {
      await app.close();
      await testDb.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

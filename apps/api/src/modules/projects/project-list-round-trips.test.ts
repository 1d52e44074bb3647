import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import type { FastifyInstance } from 'fastify';
import { GetProjectListDocument, SaveProjectDocument } from '@donut/graphql';
import { loadConfig } from '../../config';
import { buildServer } from '../../server';
import { GOOD_PASSWORD, uniqueEmail } from '../../testing/clients';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-databases';

const SAVE = print(SaveProjectDocument);
const LIST = print(GetProjectListDocument);

/** A page's statements are a fixed few (owner, the rows with their total, one grouped count): never one per row. */
const MOST_QUERIES_PER_LIST = 3;

// The test needs the database handle itself (for its query counter), so it builds the server here.
describe.each(testEngines)('GetProjectList round trips on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine, 'seeded');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-round-trips-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      AUTH_RATE_LIMIT_SCALE: '100',
      SCHEDULER: 'false',
    });
    app = await buildServer(config, testDb.database);
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function graphql(query: string, variables: Record<string, unknown>, accessToken: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { query, variables },
    });
    return response.json();
  }

  let domains = 0;
  /** An owner with `count` projects; returns the owner's access token. */
  async function clientWithProjects(count: number): Promise<string> {
    const registered = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: uniqueEmail('rt'), password: GOOD_PASSWORD, terms_accepted: true },
    });
    expect(registered.statusCode).toBe(201);
    const token: string = registered.json().data.access_token;
    for (let i = 0; i < count; i++) {
      const saved = await graphql(
        SAVE,
        { name: `Round trip ${i}`, domain: `round-trip-${Date.now().toString(36)}-${domains++}` },
        token,
      );
      expect(saved.errors).toBeUndefined();
    }
    return token;
  }

  /** Statements one GetProjectList request sends, and how many projects it answered. */
  async function measureList(token: string) {
    const before = testDb.database.queries.count;
    const result = await graphql(LIST, { limit: 20 }, token);
    expect(result.errors).toBeUndefined();
    return {
      queries: testDb.database.queries.count - before,
      projects: result.data.project_list.list.length,
    };
  }

  it('sends as many queries for 20 projects as for 2, and only a few', async () => {
    const few = await measureList(await clientWithProjects(2));
    const many = await measureList(await clientWithProjects(20));
    expect(few.projects).toBe(2);
    expect(many.projects).toBe(20);
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBeGreaterThan(0);
    expect(many.queries).toBeLessThanOrEqual(MOST_QUERIES_PER_LIST);
  });
});

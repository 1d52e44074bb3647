import { sql } from 'drizzle-orm';
import { selectRows } from './database';
import {
  createTestDatabase,
  MIGRATIONS_FOLDER,
  testEngines,
  type TestDatabase,
} from '../testing/test-databases';

describe.each(testEngines)('migrations on %s', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
  });
  afterAll(() => testDb.dispose());

  it('creates every table and applies again as a no-op', async () => {
    await testDb.database.migrate(MIGRATIONS_FOLDER);
    await testDb.database.migrate(MIGRATIONS_FOLDER);
    const rows = await selectRows<{ table_name: string }>(
      testDb.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining(['countries', 'currencies', 'directions', 'languages', 'rates', 'timezones']),
    );
    const [applied] = await selectRows<{ n: number }>(
      testDb.database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.n).toBeGreaterThanOrEqual(1);
  });
});

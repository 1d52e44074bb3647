import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database';
import {
  createTestDatabase,
  insertOldProject,
  migrationsBefore,
  MIGRATIONS_FOLDER,
  testEngines,
} from '../../testing/test-databases';

describe.each(testEngines)('the shop catalogue migration on %s', (engine) => {
  it('keeps the starter categories, visible and keyed by project, and numbers a repeated name', async () => {
    const testDb = await createTestDatabase(engine);
    const before = migrationsBefore('0018_shop_catalogue');
    try {
      await testDb.database.migrate(before);
      const db = testDb.database.db;
      await insertOldProject(db);
      await db.execute(sql`insert into product_categories (project_id, name, position)
        values ('00000000-0000-4000-8000-000000000002', 'Shirts', 0),
               ('00000000-0000-4000-8000-000000000002', 'Shoes', 1),
               ('00000000-0000-4000-8000-000000000002', 'shirts', 2)`);

      await testDb.database.migrate(MIGRATIONS_FOLDER);

      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`select name, position, is_visible, translations from product_categories order by position`,
      );
      expect(rows).toEqual([
        { name: 'Shirts', position: 0, is_visible: true, translations: {} },
        { name: 'Shoes', position: 1, is_visible: true, translations: {} },
        { name: 'shirts 2', position: 2, is_visible: true, translations: {} },
      ]);
      const [key] = await selectRows<{ columns: string }>(
        db,
        sql`select string_agg(a.attname, ',' order by array_position(i.indkey::int2[], a.attnum)) as columns
          from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = 'product_categories'::regclass and i.indisprimary`,
      );
      expect(key.columns).toBe('project_id,id');
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
      await testDb.dispose();
    }
  });
});

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

describe.each(testEngines)('the services migration on %s', (engine) => {
  it('keeps every starter service, now visible, uncategorized and taking applications, keyed by project', async () => {
    const testDb = await createTestDatabase(engine);
    const before = migrationsBefore('0014_services');
    try {
      await testDb.database.migrate(before);
      const db = testDb.database.db;
      await insertOldProject(db);
      await db.execute(sql`insert into project_services (project_id, name, description, price_minor, duration_minutes, position)
        values ('00000000-0000-4000-8000-000000000002', 'Haircut', 'Wash and cut', 4000, 45, 0),
               ('00000000-0000-4000-8000-000000000002', 'Shave', null, 2500, 30, 1)`);

      await testDb.database.migrate(MIGRATIONS_FOLDER);

      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`select name, description, price_minor, duration_minutes, position, category_id, photos, is_visible,
          takes_applications, bookable_online, price_is_from, discount_price_minor, translations
          from project_services order by position`,
      );
      expect(rows).toEqual([
        expect.objectContaining({ name: 'Haircut', description: 'Wash and cut', price_minor: 4000 }),
        expect.objectContaining({ name: 'Shave', price_minor: 2500, duration_minutes: 30 }),
      ]);
      for (const row of rows)
        expect(row).toMatchObject({
          category_id: null,
          photos: [],
          is_visible: true,
          takes_applications: true,
          bookable_online: false,
          price_is_from: false,
          discount_price_minor: null,
          translations: {},
        });
      const [key] = await selectRows<{ columns: string }>(
        db,
        sql`select string_agg(a.attname, ',' order by array_position(i.indkey::int2[], a.attnum)) as columns
          from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = 'project_services'::regclass and i.indisprimary`,
      );
      expect(key.columns).toBe('project_id,id');
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
      await testDb.dispose();
    }
  });
});

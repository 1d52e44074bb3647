import { print } from 'graphql';
import { eq } from 'drizzle-orm';
import { Pool } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { GetProjectListDocument, SaveProjectDocument } from '@donut/graphql';
import { projects } from '../db/schema';
import { notify } from '../modules/notifications/notifications.service';
import { registerClient } from '../testing/clients';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-databases';

const LIST = print(GetProjectListDocument);
const SAVE = print(SaveProjectDocument);

// The bench's baseline is only fair if it does GetProjectList's work: the same statements, the same answer.
describe.each(testEngines)('the GetProjectList baseline of `npm run bench` on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const body = { operationName: 'GetProjectList', query: LIST, variables: { limit: 20 } };

  beforeAll(async () => {
    t = await createTestApp(engine, { BENCH_BASELINE: 'true' });
    token = (await registerClient(t)).tokens.access_token;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const saved = await t.graphql(
        SAVE,
        { name: `Baseline ${i}`, domain: `baseline-${engine}-${Date.now().toString(36)}-${i}` },
        'en',
        token,
      );
      expect(saved.errors).toBeUndefined();
      ids.push(saved.data.save_project.id);
    }
    const picture = { hash: 'abc', name: 'front.png', size: 1234, key: 'projects/front.png' };
    await t.db
      .update(projects)
      .set({
        imageMain: picture,
        imageGalleries: [picture, { ...picture, name: 'side.png' }],
        description: 'Texts',
      })
      .where(eq(projects.id, ids[1]));
    const clientId: string = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub;
    await notify(t.db, { clientId, kind: 'plan-changed', projectId: ids[1] });
    await notify(t.db, { clientId, kind: 'plan-changed', projectId: ids[1] });
  });
  afterAll(() => t.dispose());

  /** The answer of one request and the text of every statement it sent to the database. */
  async function sent(url: string, authorization = `Bearer ${token}`) {
    const driver =
      engine === 'postgres' ? vi.spyOn(Pool.prototype, 'query') : vi.spyOn(PGlite.prototype, 'query');
    try {
      const response = await t.app.inject({ method: 'POST', url, headers: { authorization }, payload: body });
      const statements = driver.mock.calls.map(([query]) =>
        typeof query === 'string' ? query : (query as { text: string }).text,
      );
      return { answer: response.json(), statements };
    } finally {
      driver.mockRestore();
    }
  }

  it('sends the statements GetProjectList sends and answers the same JSON', async () => {
    const graphql = await sent('/graphql');
    const baseline = await sent('/bench/project-list');
    expect(graphql.answer.errors).toBeUndefined();
    const list: Array<{
      image_main: unknown;
      image_galleries: unknown[];
      content: { count_all_notifications: number };
    }> = graphql.answer.data.project_list.list;
    expect(
      Math.max(...list.map((project) => project.content.count_all_notifications)),
    ).toBeGreaterThanOrEqual(2);
    expect(list).toHaveLength(3);
    expect(list.some((project) => project.image_main && project.image_galleries.length === 2)).toBe(true);
    expect(JSON.stringify(baseline.answer)).toBe(JSON.stringify(graphql.answer));
    expect(graphql.statements).toHaveLength(3);
    expect(baseline.statements).toEqual(graphql.statements);
  });

  it('answers nothing to a token it cannot verify', async () => {
    const [head, claims] = token.split('.');
    const forged = await sent('/bench/project-list', `Bearer ${head}.${claims}.${'A'.repeat(43)}`);
    expect(forged.answer.data.project_list).toBeNull();
    expect(forged.statements).toEqual([]);
  });
});

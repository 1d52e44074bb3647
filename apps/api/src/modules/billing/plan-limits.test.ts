import { print } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { SaveProjectDocument } from '@donut/graphql';
import { clients, directions, projects, projectServices } from '../../db/schema';
import { testEngines } from '../../testing/test-databases';
import { uploadProjectPicture } from '../projects/test-pictures';
import { startBillingApp, type BillingKit } from './billing-test-kit';
import { assertWithinPlanLimit, planAllowance } from './plan-limits';
import { DomainError } from '../../core/domain-error';
import { translate } from '../../i18n/translate';

describe.each(testEngines)('plan limits on %s', (engine) => {
  let kit: BillingKit;
  beforeAll(async () => {
    kit = await startBillingApp(engine);
  });
  afterAll(() => kit.t.dispose());

  it('starter content never takes an owner past the plan, and the check names the limit and the plan', async () => {
    const { t, owner, subscribe } = kit;
    const a = await owner();
    await subscribe(a, 'start', 'month');
    const [barbershop] = await t.db
      .select({ id: directions.id })
      .from(directions)
      .where(eq(directions.code, 'barbershop'));
    for (let i = 0; i < 5; i++) {
      const result = await a.gql(print(SaveProjectDocument), {
        name: `Cuts ${i}`,
        domain: `cuts-${i}-${Date.now().toString(36)}`,
        direction_id: String(barbershop.id),
      });
      expect(result.errors).toBeUndefined();
    }
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(projectServices)
      .innerJoin(projects, eq(projects.id, projectServices.projectId))
      .where(eq(projects.clientId, a.id));
    expect(n).toBe(20);
    expect(await planAllowance(t.db, a.id, 'services')).toBe(0);
    const refusal = await assertWithinPlanLimit(t.db, a.id, 'services', 1, 'ru').catch(
      (error: DomainError) => error,
    );
    expect(refusal).toMatchObject({ code: 'PLAN_LIMIT_REACHED', values: { limit: 20, plan: 'Старт' } });
    expect(translate('ru', (refusal as DomainError).messageId, (refusal as DomainError).values)).toBe(
      'Тариф «Старт» позволяет до 20 услуг. Чтобы добавить больше, выберите тариф побольше.',
    );
  });

  it('refuses a picture the storage of the plan cannot hold, keeping nothing of it', async () => {
    const { t, owner, subscribe } = kit;
    const a = await owner();
    await subscribe(a, 'start', 'month');
    const created = (
      await a.gql(print(SaveProjectDocument), {
        name: 'Full disk',
        domain: `full-${Date.now().toString(36)}`,
      })
    ).data.save_project;
    // The avatar already fills the plan's 1 GB.
    await t.db
      .update(clients)
      .set({ avatar: { hash: 'x', name: 'huge.png', size: 1024 ** 3, key: 'avatars/huge.png' } })
      .where(eq(clients.id, a.id));
    const upload = await uploadProjectPicture(t, a.token, created.id);
    expect(upload.errors?.[0]).toMatchObject({ extensions: { code: 'PLAN_LIMIT_REACHED' } });
    expect(upload.errors?.[0].message).toBe(
      'The “Start” plan includes 1 GB of file storage, and this upload does not fit. Delete some pictures or choose a larger plan.',
    );
    const [project] = await t.db.select().from(projects).where(eq(projects.id, created.id));
    expect(project.imageGalleries).toEqual([]);
    expect(
      fs
        .readdirSync(path.join(t.dataDir, 'uploads', 'projects'), { recursive: true })
        .filter((f) => String(f).includes('.')),
    ).toEqual([]);
  });
});

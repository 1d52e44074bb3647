import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { eventRows, insertApplication, ownerWithProject, recordCommitted } from './events-testing';

describe.each(testEngines)('the delivery job of a server that runs jobs, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { SCHEDULER: 'true' });
    await t.app.ready();
  });
  afterAll(() => t.dispose());

  it('delivers a committed event within seconds, woken by its commit rather than the minute’s sweep', async () => {
    const project = await ownerWithProject(t);
    const { application } = await insertApplication(t.db, project.projectId, {
      customer: { name: 'Nino', language: 'en' },
    });
    const started = Date.now();

    await recordCommitted(t.db, {
      projectId: project.projectId,
      kind: 'application.received',
      subjectId: application.id,
    });

    await expect
      .poll(async () => (await eventRows(t.db, project.projectId))[0]?.deliveredAt ?? null, {
        timeout: 20_000,
        interval: 100,
      })
      .not.toBeNull();
    // Well inside the sweep's minute (pg-boss's own polling would take up to 5 s more).
    expect(Date.now() - started).toBeLessThan(10_000);
    const notifications = await t.graphql(
      '{ notification_list { list { title } } }',
      {},
      'en',
      project.ownerToken,
    );
    expect(notifications.data.notification_list.list.map((n: { title: string }) => n.title)).toContain(
      'New application #1 for “Consultation” from Nino',
    );
  }, 40_000);
});

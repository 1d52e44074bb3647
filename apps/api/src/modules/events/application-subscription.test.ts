import type { Client } from 'graphql-ws';
import { translate } from '../../i18n/translate';
import type { TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { insertApplication, ownerWithProject, recordCommitted, type TestProject } from './events-testing';
import {
  eventually,
  subscribe as subscribeTo,
  subscriptionServer,
  twoInstances,
} from './subscription-testing';

const SUBSCRIPTION = `subscription($project_id: ID!) {
  application_changed(project_id: $project_id) { id number status service_name customer { name } }
}`;

const subscribe = (client: Client, projectId: string) =>
  subscribeTo(client, SUBSCRIPTION, { project_id: projectId });

describe.each(testEngines)('application_changed over WebSocket on %s', (engine) => {
  const server = subscriptionServer(engine);
  const connect = server.connect;
  let t: TestApp;
  let alice: TestProject;
  let bob: TestProject;
  beforeAll(async () => {
    t = server.t;
    alice = await ownerWithProject(t);
    bob = await ownerWithProject(t);
  });

  async function newApplication(app: TestApp, project: TestProject, name = 'Nino') {
    const { application } = await insertApplication(app.db, project.projectId, {
      customer: { name, language: 'en' },
    });
    await recordCommitted(app.db, {
      projectId: project.projectId,
      kind: 'application.received',
      subjectId: application.id,
    });
    await app.app.donut.services.events.deliverPending();
    return application;
  }

  it("brings the owner each new application of their project, as the inbox reads it, and no other project's", async () => {
    const received = subscribe(connect(alice.ownerToken), alice.projectId);
    await received.started;

    await newApplication(t, bob, 'Someone else');
    const first = await newApplication(t, alice);
    await eventually(() => expect(received.next).toHaveLength(1));
    // The connection outlives the execution deadline of a request: later events are read all the same.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await newApplication(t, alice, 'Tamar');

    await eventually(() => expect(received.next).toHaveLength(2));
    expect(received.error).toBeNull();
    expect(received.next).toEqual(
      [
        [first, 'Nino'],
        [second, 'Tamar'],
      ].map(([application, name]) => ({
        data: {
          application_changed: {
            id: (application as { id: string }).id,
            number: (application as { number: number }).number,
            status: 'new',
            service_name: 'Consultation',
            customer: { name },
          },
        },
      })),
    );
  });

  it("refuses another owner's project before anything is subscribed", async () => {
    const received = subscribe(connect(bob.ownerToken), alice.projectId);
    await received.started;
    await newApplication(t, alice);

    await eventually(() => expect(received.error).not.toBeNull());
    expect(received.error).toEqual([
      expect.objectContaining({
        message: translate('en', 'api.error.not-found'),
        extensions: { code: 'NOT_FOUND' },
      }),
    ]);
    expect(received.next).toEqual([]);
  });

  it('checks the arguments as every operation does', async () => {
    const received = subscribe(connect(alice.ownerToken), 'not-a-uuid');
    await eventually(() => expect(received.error).not.toBeNull());
    expect(received.error).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);
  });

  it('refuses a connection without a valid access token', async () => {
    for (const token of [null, 'not-a-token']) {
      const received = subscribe(connect(token), alice.projectId);
      await eventually(() => expect(received.error).not.toBeNull());
      expect(received.next).toEqual([]);
    }
  });

  it('refuses a handshake from a site that may not call the API', async () => {
    const received = subscribe(
      connect(alice.ownerToken, { origin: 'https://evil.example' }),
      alice.projectId,
    );
    await eventually(() => expect(received.error).not.toBeNull());
    expect(String((received.error as { message?: string }).message ?? received.error)).toMatch(
      /403|Unexpected server response/,
    );
  });

  it('refuses a document that fails validation', async () => {
    const client = connect(alice.ownerToken);
    let error: unknown = null;
    client.subscribe(
      { query: 'subscription { application_changed(project_id: "x") { no_such_field } }' },
      { next: () => undefined, error: (e) => (error = e), complete: () => undefined },
    );
    await eventually(() => expect(error).not.toBeNull());
    expect(error).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)(
  'application_changed across two API instances on one Redis',
  () => {
    let instances: Awaited<ReturnType<typeof twoInstances>> | undefined;
    afterAll(() => instances?.close());

    it('reaches a subscriber of instance B when instance A delivers the change', async () => {
      instances = await twoInstances(process.env.TEST_REDIS_URL as string);
      const { a } = instances;
      const owner = await ownerWithProject(a);
      const received = subscribe(instances.connectToB(owner.ownerToken), owner.projectId);
      await received.started;

      const { application } = await insertApplication(a.db, owner.projectId, {
        customer: { name: 'Tamar', language: 'en' },
      });
      await recordCommitted(a.db, {
        projectId: owner.projectId,
        kind: 'application.received',
        subjectId: application.id,
      });
      await a.app.donut.services.events.deliverPending();

      await eventually(() => expect(received.next).toHaveLength(1));
      expect(received.next[0]).toMatchObject({
        data: { application_changed: { id: application.id, customer: { name: 'Tamar' } } },
      });
    });
  },
);

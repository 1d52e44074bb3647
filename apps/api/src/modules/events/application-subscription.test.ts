import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { translate } from '../../i18n/translate';
import { buildServer } from '../../server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { insertApplication, ownerWithProject, recordCommitted, type TestProject } from './events-testing';

const SUBSCRIPTION = `subscription($project_id: ID!) {
  application_changed(project_id: $project_id) { id number status service_name customer { name } }
}`;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;
}

/** A graphql-ws client (the apps' protocol, graphql-transport-ws) with the owner's token in its init. */
function wsClient(url: string, token: string | null, headers: Record<string, string> = {}): Client {
  return createClient({
    url,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    connectionParams: token ? { authorization: `Bearer ${token}`, 'x-language': 'en' } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

interface Received {
  next: unknown[];
  error: unknown;
  started: Promise<void>;
  stop(): void;
}

/** Subscribes and collects what arrives; `started` resolves once the server has had time to subscribe. */
function subscribe(client: Client, projectId: string): Received {
  const received: Received = { next: [], error: null, started: Promise.resolve(), stop: () => undefined };
  received.stop = client.subscribe(
    { query: SUBSCRIPTION, variables: { project_id: projectId } },
    {
      next: (value) => received.next.push(value),
      error: (error) => (received.error = error),
      complete: () => undefined,
    },
  );
  received.started = new Promise((resolve) => setTimeout(resolve, 400));
  return received;
}

const eventually = async (check: () => void, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

describe.each(testEngines)('application_changed over WebSocket on %s', (engine) => {
  let t: TestApp;
  let url: string;
  let alice: TestProject;
  let bob: TestProject;
  const clients: Client[] = [];
  beforeAll(async () => {
    // A short execution deadline: a subscription outlives it, and its events must still be read.
    t = await createTestApp(engine, { GRAPHQL_EXECUTION_TIMEOUT_MS: '200' });
    url = await listen(t.app);
    alice = await ownerWithProject(t);
    bob = await ownerWithProject(t);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });
  afterAll(() => t.dispose());

  const connect = (token: string | null, headers?: Record<string, string>) => {
    const client = wsClient(url, token, headers);
    clients.push(client);
    return client;
  };

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
    let a: TestApp;
    let b: FastifyInstance;
    let client: Client;
    afterAll(async () => {
      await client?.dispose();
      await b?.close();
      await a?.dispose();
    });

    it('reaches a subscriber of instance B when instance A delivers the change', async () => {
      a = await createTestApp('pglite', { REDIS_URL: process.env.TEST_REDIS_URL as string });
      b = await buildServer(a.app.donut.platform.config, a.app.donut.platform.database);
      const urlOfB = await listen(b);
      const owner = await ownerWithProject(a);
      client = wsClient(urlOfB, owner.ownerToken);
      const received = subscribe(client, owner.projectId);
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

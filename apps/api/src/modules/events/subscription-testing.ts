/* Test helpers of GraphQL subscriptions: a listening server, graphql-ws clients, and what a subscription received. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { buildServer } from '../../server';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Starts the server on a free port; answers its WebSocket address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;
}

/** A graphql-ws client (the apps' protocol, graphql-transport-ws) with the owner's token in its init. */
export function wsClient(url: string, token: string | null, headers: Record<string, string> = {}): Client {
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

export interface Received {
  next: unknown[];
  error: unknown;
  started: Promise<void>;
  stop(): void;
}

/** Subscribes and collects what arrives; `started` resolves once the server has had time to subscribe. */
export function subscribe(client: Client, query: string, variables: Record<string, unknown>): Received {
  const received: Received = { next: [], error: null, started: Promise.resolve(), stop: () => undefined };
  received.stop = client.subscribe(
    { query, variables },
    {
      next: (value) => received.next.push(value),
      error: (error) => (received.error = error),
      complete: () => undefined,
    },
  );
  received.started = new Promise((resolve) => setTimeout(resolve, 400));
  return received;
}

/** Retries `check` until it passes or the time is up (then its last failure is thrown). */
export async function eventually<T>(check: () => T, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * The server of a describe block of subscription tests, set up by its hooks: a test app listening on a port, with a
 * short execution deadline of `deadlineMs` (a subscription outlives it, and its events must still be read; the
 * set-up's own requests must fit in it), and the clients that `connect` opens, closed after each test.
 */
export function subscriptionServer(engine: 'pglite' | 'postgres', deadlineMs = 200) {
  const clients: Client[] = [];
  const server = {
    t: undefined as unknown as TestApp,
    url: '',
    deadlineMs,
    connect(token: string | null, headers?: Record<string, string>) {
      const client = wsClient(server.url, token, headers);
      clients.push(client);
      return client;
    },
  };
  beforeAll(async () => {
    server.t = await createTestApp(engine, { GRAPHQL_EXECUTION_TIMEOUT_MS: String(deadlineMs) });
    server.url = await listen(server.t.app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });
  afterAll(() => server.t?.dispose());
  return server;
}

/**
 * Two API instances on one database and one Redis: A delivers the outbox (a test app), B (a second server on A's
 * configuration) only listens, so what B's subscribers hear came through Redis. `close` ends both and B's clients.
 */
export async function twoInstances(redisUrl: string) {
  const a = await createTestApp('pglite', { REDIS_URL: redisUrl });
  const b: FastifyInstance = await buildServer(a.app.donut.platform.config, a.app.donut.platform.database);
  const urlOfB = await listen(b);
  const clients: Client[] = [];
  return {
    a,
    /** A client of instance B. */
    connectToB(token: string) {
      const client = wsClient(urlOfB, token);
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((client) => client.dispose()));
      await b.close();
      await a.dispose();
    },
  };
}

import type { AddressInfo } from 'node:net';
import { buildSchema } from 'graphql';
import { useServer as serveGraphqlWs } from 'graphql-ws/use/ws';
import WebSocket, { WebSocketServer } from 'ws';
import { gql } from '@apollo/client';
import { createApolloClient } from './create-apollo-client';
import { startTestServer, type TestServer } from './testing/http-test-server';

// Node 20 has no WebSocket of its own; browsers do.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const schema = buildSchema(`
  type Query { hello: String }
  type Subscription { greetings: String }
`);

interface Received {
  connectionParams: Record<string, unknown>[];
}

/** A graphql-ws server (the protocol the API speaks) that greets with what the connection's init carried. */
async function startWsServer(received: Received) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const server = serveGraphqlWs(
    {
      schema,
      onConnect: (ctx) => {
        received.connectionParams.push(ctx.connectionParams ?? {});
        return true;
      },
      roots: {
        subscription: {
          greetings: async function* () {
            for (const word of ['gamarjoba', 'nakhvamdis']) yield { greetings: word };
          },
        },
      },
    },
    wss,
  );
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/graphql`,
    close: async () => {
      await server.dispose();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

let http: TestServer;
let ws: Awaited<ReturnType<typeof startWsServer>>;
const received: Received = { connectionParams: [] };

beforeAll(async () => {
  http = await startTestServer(() => ({ status: 200, body: { data: { hello: 'over http' } } }));
  ws = await startWsServer(received);
});
afterAll(async () => {
  await http.close();
  await ws.close();
});

const apollo = () =>
  createApolloClient({
    uri: `${http.url}/graphql`,
    subscriptionsUrl: ws.url,
    getLanguage: () => 'ka',
    getAccessToken: async () => 'owner-token',
    getTimezone: () => 'Asia/Tbilisi',
  });

test('sends a subscription over the WebSocket with the token and language in its init, queries over HTTP', async () => {
  const client = apollo();

  const query = await client.query({
    query: gql`
      query Hello {
        hello
      }
    `,
  });
  const words: string[] = [];
  await new Promise<void>((resolve, reject) => {
    client
      .subscribe({
        query: gql`
          subscription Greetings {
            greetings
          }
        `,
      })
      .subscribe({
        next: (result) => words.push((result.data as { greetings: string }).greetings),
        error: reject,
        complete: resolve,
      });
  });

  expect(query.data).toEqual({ hello: 'over http' });
  expect(http.requests.map((request) => JSON.parse(request.body).operationName)).toEqual(['Hello']);
  expect(words).toEqual(['gamarjoba', 'nakhvamdis']);
  expect(received.connectionParams).toEqual([
    { authorization: 'Bearer owner-token', 'x-language': 'ka', 'x-timezone': 'Asia/Tbilisi' },
  ]);
  await client.stop();
});

test('a client without a WebSocket address (the server renderer) never opens one', async () => {
  const client = createApolloClient({ uri: `${http.url}/graphql`, getLanguage: () => 'en' });
  const opened = received.connectionParams.length;

  await new Promise((resolve) => {
    client
      .subscribe({
        query: gql`
          subscription Greetings {
            greetings
          }
        `,
      })
      .subscribe({
        next: resolve,
        error: resolve,
      });
  });

  expect(received.connectionParams).toHaveLength(opened);
  await client.stop();
});

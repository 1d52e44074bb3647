/**
 * A real local HTTP server on a free port (port 0) for end-to-end tests of the clients.
 * Not part of the public API.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the handler answers; `delayMs` holds the answer back (e.g. a slow refetch). */
export interface TestResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  delayMs?: number;
}

export interface TestServer {
  url: string;
  requests: ReceivedRequest[];
  /** Times at which each answer was written, in request order. */
  answeredAt: number[];
  close(): Promise<void>;
}

/** Starts a server answering each request with `handler(request, index)`; JSON unless body is a string. */
export async function startTestServer(
  handler: (request: ReceivedRequest, index: number) => TestResponse,
): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  const answeredAt: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      const index = requests.push(request) - 1;
      const answer = handler(request, index);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
      const contentType = typeof answer.body === 'string' ? 'text/plain' : 'application/json';
      setTimeout(() => {
        answeredAt[index] = Date.now();
        res.writeHead(answer.status ?? 200, { 'content-type': contentType, ...answer.headers });
        res.end(text);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answeredAt,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A URL on which nothing listens: the port of a server that was started and closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = await startTestServer(() => ({}));
  await server.close();
  return server.url;
}

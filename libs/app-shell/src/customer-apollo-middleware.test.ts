import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RouterContextProvider } from 'react-router';
import { customerApolloMiddleware } from './apollo-middleware';
import { sessionRouterContext } from './session-context';

/** The API plays a customer of the site `salon` whose refresh token is `mine`; any other token is refused. */
async function startApi() {
  const calls: Array<{ path: string; body: Record<string, string> }> = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, string>;
      calls.push({ path: req.url ?? '', body });
      const isMine =
        req.url === '/cv/auth/access-token' && body.domain === 'salon' && body.refresh_token === 'mine';
      res.writeHead(isMine ? 200 : 401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          isMine ? { data: { access_token: 'customer', expires_access_token: 1_900_000_000 } } : {},
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    calls,
    close: () =>
      new Promise<void>((done) => {
        delete process.env.API_URL;
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

async function render(host: string, cookie: string) {
  const request = new Request(`http://${host}/ru/cabinet`, { headers: { cookie } });
  const context = new RouterContextProvider();
  const response = await customerApolloMiddleware(
    { request, url: new URL(request.url), pattern: '/:locale/cabinet', params: {}, context },
    async () => new Response('', { headers: { 'Cache-Control': 'public, max-age=300' } }),
  );
  return { session: context.get(sessionRouterContext), response: response as Response };
}

describe("the client view's server render of a customer (ADR 0029)", () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeEach(async () => {
    api = await startApi();
  });
  afterEach(() => api.close());

  it("renders signed in with the session of the site's own customer, never cached for others", async () => {
    const { session, response } = await render('salon.localhost:3003', 'donut-refresh-token-cv=mine');
    expect(session).toEqual({ accessToken: 'customer', expiresAccessToken: 1_900_000_000 });
    expect(api.calls).toEqual([
      { path: '/cv/auth/access-token', body: { domain: 'salon', refresh_token: 'mine' } },
    ]);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it("renders signed out for another project's customer, an owner, and the bare domain", async () => {
    expect((await render('cafe.localhost:3003', 'donut-refresh-token-cv=mine')).session).toBeNull();
    expect((await render('salon.localhost:3003', 'donut-refresh-token-crm=owner')).session).toBeNull();
    expect((await render('localhost:3003', 'donut-refresh-token-cv=mine')).session).toBeNull();
    // The owner's cookie is not even sent: the client view knows customers only.
    expect(api.calls.map((call) => call.body)).toEqual([{ domain: 'cafe', refresh_token: 'mine' }]);
  });
});

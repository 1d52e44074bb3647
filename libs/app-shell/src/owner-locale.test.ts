import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RouterContextProvider } from 'react-router';
import { GetDirectionListDocument } from '@donut/graphql';
import { apolloRouterContext } from './apollo-contexts';
import { apolloMiddleware } from './apollo-middleware';
import { requestLocale } from './owner-locale';

/** The API is an external boundary: a local server plays it, an owner whose profile language is `language`. */
function startApi(language: string | null, graphqlStatus = 200) {
  const graphql: Array<{ operation: string; language: string | undefined }> = [];
  const client = {
    __typename: 'Client',
    id: '7',
    email: 'nino@example.com',
    pending_email: null,
    name: null,
    surname: null,
    phone: null,
    timezone: null,
    avatar: null,
    country: null,
    language: language ? { __typename: 'ClientLanguage', id: '1', abbr_front: language } : null,
    is_confirm_email: true,
    is_google_connected: false,
    is_mailru_connected: false,
    is_vk_connected: false,
    is_yandex_connected: false,
    is_telegram_connected: false,
    telegram_token: null,
    need_set_password: false,
    notifications: null,
  };
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk)).on('end', () => resolve(text));
    });
  const server: Server = createServer(async (req, res) => {
    const json = JSON.parse(await body(req));
    res.writeHead(req.url === '/graphql' ? graphqlStatus : 200, { 'content-type': 'application/json' });
    if (req.url === '/auth/access-token') {
      res.end(JSON.stringify({ data: { access_token: 'access', expires_access_token: 1_900_000_000 } }));
      return;
    }
    graphql.push({ operation: json.operationName, language: req.headers['x-language'] as string });
    const data = json.operationName === 'GetClient' ? { client } : { direction_list: [] };
    res.end(JSON.stringify(graphqlStatus === 200 ? { data } : { errors: [{ message: 'down' }] }));
  });
  return new Promise<{ graphql: typeof graphql; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({
        graphql,
        close: () =>
          new Promise((done) => {
            delete process.env.API_URL;
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}

const EN_US = { 'accept-language': 'en-US,en;q=0.9' };
const SIGNED_IN = 'donut-refresh-token-crm=refresh';

/** A server request through the root middleware: the locale its loaders get. */
async function localeOf(path: string, headers: Record<string, string>) {
  const request = new Request(`http://salon.donut.test:3002${path}`, { headers });
  const context = new RouterContextProvider();
  await apolloMiddleware(
    { request, url: new URL(request.url), pattern: '/admin', params: {}, context },
    async () => new Response(''),
  );
  return { locale: requestLocale(request, context), apollo: context.get(apolloRouterContext) };
}

describe('the locale of a signed-in owner’s page (issue 13)', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  afterEach(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  it('takes the owner’s profile language where the path and the cookie say nothing, before the browser’s', async () => {
    api = await startApi('ru');
    const { locale, apollo } = await localeOf('/admin', { ...EN_US, cookie: SIGNED_IN });
    expect(locale).toBe('ru');
    expect(api.graphql.map((call) => call.operation)).toEqual(['GetClient']);
    // The page's later requests ask the API in that language too.
    await apollo.query({ query: GetDirectionListDocument });
    expect(api.graphql.at(-1)).toEqual({ operation: 'GetDirectionList', language: 'ru' });
  });

  it('lets the path and the cookie decide without asking the API', async () => {
    api = await startApi('ru');
    expect((await localeOf('/en/', { ...EN_US, cookie: SIGNED_IN })).locale).toBe('en');
    expect((await localeOf('/admin', { ...EN_US, cookie: `${SIGNED_IN}; donut-locale=ka` })).locale).toBe(
      'ka',
    );
    expect(api.graphql).toEqual([]);
  });

  it('falls to the browser’s language for a visitor, an owner without a profile language, or an API that fails', async () => {
    api = await startApi(null);
    expect((await localeOf('/admin', EN_US)).locale).toBe('en');
    expect((await localeOf('/admin', { ...EN_US, cookie: SIGNED_IN })).locale).toBe('en');
    await api.close();
    api = await startApi('ru', 500);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await localeOf('/admin', { ...EN_US, cookie: SIGNED_IN })).locale).toBe('en');
  });
});

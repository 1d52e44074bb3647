import { GetRateListDocument, SaveMenuDocument } from '../generated/operations';
import { serializeApolloState } from './apollo-state';
import { createApolloClient, type ApolloClientOptions } from './create-apollo-client';
import {
  startTestServer,
  type ReceivedRequest,
  type TestResponse,
  type TestServer,
} from './testing/http-test-server';

const rate = {
  __typename: 'Rate',
  id: '1',
  code: 'business',
  name: 'Business',
  price_monthly: 10,
  price_yearly: 100,
  yearly_discount_percent: 17,
  max_employees: 5,
  max_products: null,
  max_services: null,
  max_chats: 3,
  max_storage: 10,
  support_type: 'priority',
  no_ads: true,
  description: 'For teams',
};
const operationName = (request: ReceivedRequest) => JSON.parse(request.body).operationName as string;

let server: TestServer;
const logger = { error: jest.fn() };
const start = async (handler: (request: ReceivedRequest, index: number) => TestResponse) => {
  server = await startTestServer(handler);
};
const client = (options: Partial<ApolloClientOptions> = {}) =>
  createApolloClient({ uri: `${server.url}/graphql`, getLanguage: () => 'ka', logger, ...options });

afterEach(async () => {
  await server.close();
  logger.error.mockReset();
});

describe('createApolloClient', () => {
  it('sends the headers and the operation name and returns the data', async () => {
    await start(() => ({ body: { data: { rate_list: [rate] } } }));
    const { data } = await client({
      getAccessToken: async () => 'tok-9',
      getTimezone: () => 'Asia/Tbilisi',
      headers: { cookie: 'locale=ka' },
    }).query({ query: GetRateListDocument });

    expect(data?.rate_list[0].name).toBe('Business');
    const [request] = server.requests;
    expect(request.headers).toMatchObject({
      authorization: 'Bearer tok-9',
      'x-language': 'ka',
      'x-timezone': 'Asia/Tbilisi',
      cookie: 'locale=ka',
    });
    expect(operationName(request)).toBe('GetRateList');
  });

  it('resolves a mutation only after its refetch query was answered', async () => {
    await start((request) =>
      operationName(request) === 'SaveMenu'
        ? { body: { data: { save_menu: [{ __typename: 'MenuElement', key: 'faq', is_visible: true }] } } }
        : { body: { data: { rate_list: [rate] } }, delayMs: 150 },
    );
    // As read from the cache: with __typename, which the client must strip from the variables.
    const cachedItem = { __typename: 'MenuElement', key: 'faq', is_visible: true };
    await client().mutate({
      mutation: SaveMenuDocument,
      variables: { project_id: '1', menu: [cachedItem] },
      refetchQueries: [{ query: GetRateListDocument }],
    });

    expect(server.requests.map(operationName)).toEqual(['SaveMenu', 'GetRateList']);
    expect(server.answeredAt[1]).toBeDefined(); // the delayed refetch was already answered
    expect(JSON.parse(server.requests[0].body).variables.menu).toEqual([{ key: 'faq', is_visible: true }]);
  });

  it('restores the state extracted by a server-side client into a browser client', async () => {
    await start(() => ({ body: { data: { rate_list: [rate] } } }));
    const ssrClient = client({ ssrMode: true });
    await ssrClient.query({ query: GetRateListDocument });
    // Round-trip through the inline-script form the server renderer embeds.
    const state: unknown = new Function(`return ${serializeApolloState(ssrClient.extract())}`)();

    const browserClient = client({ initialState: state });
    const { data } = await browserClient.query({ query: GetRateListDocument, fetchPolicy: 'cache-only' });
    expect(data?.rate_list).toEqual([rate]);
    expect(server.requests).toHaveLength(1); // only the server-side client hit the network
  });

  it('retries a query after an HTTP 503', async () => {
    await start((_request, index) =>
      index === 0 ? { status: 503, body: 'busy' } : { body: { data: { rate_list: [] } } },
    );
    const { data } = await client({ retry: { initialDelayMs: 1 } }).query({ query: GetRateListDocument });
    expect(data?.rate_list).toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it('logs GraphQL errors with the operation name and rejects', async () => {
    await start(() => ({ body: { data: null, errors: [{ message: 'Not allowed' }] } }));
    await expect(client().query({ query: GetRateListDocument })).rejects.toThrow('Not allowed');
    expect(logger.error).toHaveBeenCalledWith('[GraphQL error] GetRateList: Not allowed');
    expect(server.requests).toHaveLength(1);
  });
});

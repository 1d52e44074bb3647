import { print } from 'graphql';
import { eq } from 'drizzle-orm';
import { GetRateListDocument, UpdateClientProfileDocument } from '@donut/graphql';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerClient } from '../testing/clients';
import { pngPicture } from '../modules/projects/test-pictures';
import { clients } from '../db/schema';
import { GRAPHQL_LIMITS } from './graphql-limits';

/** Production settings (JWT_SECRET comes from createTestApp). */
const PRODUCTION = { NODE_ENV: 'production', COOKIE_SECURE: 'false', CORS_ORIGINS: 'http://localhost:3001' };

const contactOrder = (alias = '') =>
  `${alias}make_contact_order(name: "Attacker", email: "a@mail.test", phone: "+995555000000", question: "Spam")`;

describe('GraphQL in production', () => {
  let t: TestApp;
  let limitsOnly: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', PRODUCTION);
    // The same production endpoint without the allow-list, to show each limit on its own.
    limitsOnly = await createTestApp('pglite', { ...PRODUCTION, GRAPHQL_PERSISTED_ONLY: 'false' });
  });
  afterAll(async () => {
    await t.dispose();
    await limitsOnly.dispose();
  });

  const post = (app: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-language': 'en', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it("accepts the apps' operations, as Apollo sends them", async () => {
    const query = print(GetRateListDocument).replace('rate_list {', 'rate_list { __typename');
    const response = await post(t, { operationName: 'GetRateList', query });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.rate_list.length).toBeGreaterThan(0);
  });

  it('refuses any other query before running it', async () => {
    const response = await post(t, { query: `mutation { ${contactOrder()} }` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'This request is not accepted. Please use the Donut website or app.',
          extensions: { code: 'OPERATION_NOT_ALLOWED' },
        }),
      ],
    });
    expect(await t.mails()).toEqual([]);
  });

  it('refuses introspection and serves no GraphiQL', async () => {
    const response = await post(limitsOnly, { query: '{ __schema { types { name } } }' });
    expect(response.json().errors[0].extensions.code).toBe('INTROSPECTION_DISABLED');
    expect((await t.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
  });

  it('refuses a deep query before validating or running it', async () => {
    const deep = `{ ${'rate_list { '.repeat(GRAPHQL_LIMITS.depth + 1)}id${' }'.repeat(GRAPHQL_LIMITS.depth + 1)} }`;
    const response = await post(limitsOnly, { query: deep });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        message: `The request is nested too deeply (at most ${GRAPHQL_LIMITS.depth} levels).`,
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      }),
    ]);
  });

  it('refuses hundreds of aliases before running any of them', async () => {
    const orders = Array.from(
      { length: 60 },
      (_, index) => `a${index}: make_contact_order(name: $n, email: $e, phone: $p, question: $q)`,
    ).join(' ');
    const variables = { n: 'Attacker', e: 'a@mail.test', p: '+995555000000', q: 'Spam' };
    const response = await post(limitsOnly, {
      query: `mutation($n: String!, $e: String!, $p: String!, $q: String!) { ${orders} }`,
      variables,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: `The request uses too many aliases (at most ${GRAPHQL_LIMITS.aliases}).`,
          extensions: { code: 'QUERY_TOO_COMPLEX' },
        }),
      ],
    });
    expect(await limitsOnly.mails()).toEqual([]);
    const typenames = Array.from({ length: 300 }, (_, index) => `t${index}: __typename`).join(' ');
    expect((await post(limitsOnly, { query: `{ ${typenames} }` })).json().errors[0].extensions.code).toBe(
      'QUERY_TOO_COMPLEX',
    );
  });

  it('refuses a query asking for too much data', async () => {
    const fields =
      'id name domain description image_galleries { hash name size url } menu { key is_visible }';
    const pages = Array.from(
      { length: 4 },
      (_, index) => `p${index}: project_list(limit: 250) { list { ${fields} } }`,
    ).join(' ');
    const response = await post(limitsOnly, { query: `{ ${pages} }` });
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        message: 'The request asks for too much data at once. Please ask for less.',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      }),
    ]);
  });

  it('refuses a document of too many tokens while parsing it, saying no more than needed', async () => {
    const query = `{ rate_list { ${'id '.repeat(GRAPHQL_LIMITS.tokens)}} }`;
    expect(query.length).toBeLessThan(GRAPHQL_LIMITS.bodyBytes);
    const response = await post(limitsOnly, { query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      data: null,
      errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('refuses a 1 MB document, as JSON or as the operations of a multipart request', async () => {
    const huge = `{ rate_list { id } } # ${'x'.repeat(1024 * 1024)}`;
    const json = await post(limitsOnly, { query: huge });
    expect(json.statusCode).toBe(413);
    expect(json.json().data).toBeNull();

    const form = new FormData();
    form.append('operations', JSON.stringify({ query: huge, variables: {} }));
    form.append('map', '{}');
    const request = new Response(form);
    const multipart = await limitsOnly.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(multipart.statusCode).toBe(413);
  });

  it('refuses a batch (e.g. a password-guessing run) without running any of it', async () => {
    const { email, tokens } = await registerClient(limitsOnly);
    const guess = (password: string) => ({ query: `mutation { delete_client(password: "${password}") }` });
    const response = await post(
      limitsOnly,
      [guess('guess-1'), guess('guess-2'), guess('violet-harbour-47')],
      { authorization: `Bearer ${tokens.access_token}` },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toBeNull();
    const [owner] = await limitsOnly.db.select().from(clients).where(eq(clients.email, email));
    expect(owner).toBeDefined();

    const batchedLogin = await limitsOnly.post('/auth/login', [
      { email, password: 'violet-harbour-47' },
      { email, password: 'x' },
    ]);
    expect(batchedLogin.statusCode).toBe(400);
    expect(batchedLogin.json().data).toBeUndefined();
  });

  it('keeps multipart uploads of the apps working', async () => {
    const { tokens } = await registerClient(t);
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        operationName: 'UpdateClientProfile',
        query: print(UpdateClientProfileDocument),
        variables: { avatar: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.avatar'] }));
    form.append('0', new Blob([new Uint8Array(pngPicture(40))]), 'me.png');
    const request = new Response(form);
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          authorization: `Bearer ${tokens.access_token}`,
          'content-type': request.headers.get('content-type') ?? '',
          ...headers,
        },
        payload: body,
      });
    const body = Buffer.from(await request.arrayBuffer());
    const fromApp = await send({
      origin: 'http://localhost:3001',
      'sec-fetch-site': 'same-site',
      'apollo-require-preflight': 'true',
    });
    expect(fromApp.json().errors).toBeUndefined();
    expect(fromApp.json().data.update_client_profile.avatar).toMatchObject({ name: 'me.png' });
    // A form another page posts cannot set the preflight header.
    const forged = await send({ origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' });
    expect(forged.statusCode).toBe(403);
  });
});

describe('GraphQL in development and tests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { NODE_ENV: 'development' });
  });
  afterAll(() => t.dispose());

  it('accepts ad-hoc queries and introspection, and explains invalid ones', async () => {
    expect(
      (await t.graphql(`{ rate_list { ${'id '.repeat(GRAPHQL_LIMITS.tokens)}} }`)).errors?.[0],
    ).toMatchObject({
      message: expect.stringMatching(/2000 tokens/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect((await t.graphql('{ rate_lis { id } }')).errors?.[0].message).toMatch(
      /Cannot query field "rate_lis"/,
    );
    expect((await t.graphql('{ rate_list { id } }')).data.rate_list.length).toBeGreaterThan(0);
    expect((await t.graphql('{ __schema { queryType { name } } }')).data.__schema.queryType.name).toBe(
      'Query',
    );
  });

  it('still refuses what no app would send', async () => {
    const aliases = Array.from({ length: 50 }, (_, index) => `a${index}: rate_list { id }`).join(' ');
    expect((await t.graphql(`{ ${aliases} }`)).errors?.[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });
});

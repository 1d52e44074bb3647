import { print } from 'graphql';
import {
  GetCustomerMeDocument,
  SubmitApplicationDocument,
  UpdateCustomerProfileDocument,
} from '../generated/operations';
import { graphqlFetch } from './graphql-fetch';
import { startTestServer, type TestResponse, type TestServer } from './testing/http-test-server';

let server: TestServer;
const serve = async (...answers: TestResponse[]) => {
  server = await startTestServer((_request, index) => answers[Math.min(index, answers.length - 1)]);
};
const me = {
  id: '1',
  name: 'Nino',
  phone: null,
  email: null,
  language: 'ka',
  telegram: null,
  discount_percent: 15,
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(async () => {
  await server?.close();
  jest.restoreAllMocks();
});

describe('graphqlFetch', () => {
  it('sends the contract’s operation with the token and the language, and gives its data', async () => {
    await serve({ body: { data: { customer_me: me } } });
    const result = await graphqlFetch(
      GetCustomerMeDocument,
      {},
      { url: server.url, accessToken: 'tok', language: 'ka' },
    );
    expect(result).toEqual({ ok: true, data: { customer_me: me } });
    const [request] = server.requests;
    expect(request.headers).toMatchObject({ authorization: 'Bearer tok', 'x-language': 'ka' });
    expect(JSON.parse(request.body)).toEqual({
      operationName: 'GetCustomerMe',
      query: print(GetCustomerMeDocument),
      variables: {},
    });
  });

  it('sends files in the variables as a GraphQL multipart request with the preflight header', async () => {
    await serve({
      body: { data: { submit_application: { id: 'a1', number: 1, status: 'new', in_cabinet: false } } },
    });
    const result = await graphqlFetch(
      SubmitApplicationDocument,
      {
        domain: 'salon',
        service_id: 's1',
        form_version: 1,
        input: { name: 'Nino', phone: '+995555123456' },
        files: [new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' })],
        idempotency_key: 'key-12345678',
      },
      { url: server.url },
    );
    expect(result.ok).toBe(true);
    const [request] = server.requests;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers['apollo-require-preflight']).toBe('true');
    expect(request.body).toContain('"files":[null]');
    expect(request.body).toContain('{"0":["variables.files.0"]}');
    expect(request.body).toMatch(/filename="plan.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1.4/);
  });

  it('reads the first error’s code, text and field texts', async () => {
    const error = {
      message: 'Check the fields',
      extensions: { code: 'BAD_USER_INPUT', fields: { phone: 'Invalid phone format' } },
    };
    await serve({ body: { data: null, errors: [error] } });
    const result = await graphqlFetch(
      UpdateCustomerProfileDocument,
      { input: { name: 'N', phone: 'x', language: 'en' } },
      { url: server.url },
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'BAD_USER_INPUT',
        message: 'Check the fields',
        fields: { phone: 'Invalid phone format' },
      },
    });
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('retries a query the gateway dropped, never a mutation', async () => {
    await serve({ status: 503 }, { body: { data: { customer_me: me } } });
    expect((await graphqlFetch(GetCustomerMeDocument, {}, { url: server.url })).ok).toBe(true);
    expect(server.requests).toHaveLength(2);
    await server.close();

    await serve({ status: 503 }, { body: { data: { update_customer_profile: me } } });
    const result = await graphqlFetch(
      UpdateCustomerProfileDocument,
      { input: { language: 'en' } },
      { url: server.url },
    );
    expect(result).toMatchObject({ ok: false, error: { code: null } });
    expect(server.requests).toHaveLength(1);
  });
});

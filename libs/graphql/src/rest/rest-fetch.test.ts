import {
  closedPortUrl,
  startTestServer,
  type TestResponse,
  type TestServer,
} from '../client/testing/http-test-server';
import { restFetch } from './rest-fetch';

let server: TestServer;
const logger = { error: jest.fn() };
const serve = async (...answers: TestResponse[]) => {
  server = await startTestServer((_request, index) => answers[Math.min(index, answers.length - 1)]);
};

afterEach(async () => {
  await server?.close();
  server = undefined as unknown as TestServer;
  logger.error.mockReset();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('restFetch', () => {
  it('returns the parsed body, lower-case headers and the real status on success', async () => {
    await serve({ status: 201, body: { id: 7 }, headers: { 'X-Total-Count': '1' } });
    const result = await restFetch(`${server.url}/projects`, {
      method: 'POST',
      body: { name: 'Donut' },
      accessToken: 'tok',
      language: 'ka',
      timezone: 'Asia/Tbilisi',
      logger,
    });

    expect(result).toMatchObject({ body: { id: 7 }, status: 201, success: true });
    expect(result.headers).toMatchObject({ 'x-total-count': '1', 'content-type': 'application/json' });
    const [request] = server.requests;
    expect(request.headers).toMatchObject({
      authorization: 'Bearer tok',
      'x-language': 'ka',
      'x-timezone': 'Asia/Tbilisi',
      'content-type': 'application/json',
    });
    expect(JSON.parse(request.body)).toEqual({ name: 'Donut' });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('returns text bodies as text and sends string bodies as they are', async () => {
    await serve({ body: 'pong' });
    const result = await restFetch(`${server.url}/ping`, { method: 'PUT', body: 'raw=1', logger });
    expect(result).toMatchObject({ body: 'pong', status: 200, success: true });
    expect(server.requests[0].body).toBe('raw=1');
    expect(server.requests[0].headers).not.toHaveProperty('authorization');
    expect(server.requests[0].headers['x-timezone']).toBe('UTC'); // guessed; jest pins TZ=UTC
  });

  it.each([400, 404, 500])(
    'turns HTTP %i into status 500, success false and the error body',
    async (status) => {
      await serve({ status, body: { message: 'Invalid code' } });
      const result = await restFetch(`${server.url}/auth/confirm?code=secret-code`, {
        accessToken: 'tok',
        logger,
      });

      expect(result).toMatchObject({ body: { message: 'Invalid code' }, status: 500, success: false });
      expect(logger.error).toHaveBeenCalledWith(
        `[REST error] GET ${server.url}/auth/confirm: HTTP ${status}`,
      );
      expect(JSON.stringify(logger.error.mock.calls)).not.toMatch(/secret-code|tok/);
    },
  );

  it('turns a network error into status 500 and { message }', async () => {
    const url = await closedPortUrl();
    const result = await restFetch(`${url}/auth/login`, { method: 'post', body: { password: 'pw' }, logger });
    expect(result).toEqual({ body: { message: 'fetch failed' }, headers: {}, status: 500, success: false });
    expect(logger.error).toHaveBeenCalledWith(`[Network error] POST ${url}/auth/login: fetch failed`);
  });

  it('does not retry by default', async () => {
    await serve({ status: 503, body: { message: 'busy' } }, { body: { ok: true } });
    const result = await restFetch(`${server.url}/auth/refresh`, { method: 'POST', logger });
    expect(result).toMatchObject({ status: 500, success: false, body: { message: 'busy' } });
    expect(server.requests).toHaveLength(1);
  });
});

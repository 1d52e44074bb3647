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

// restFetch retries only when asked: auth calls rotate tokens and must not be replayed blindly.
describe('restFetch with retry', () => {
  it('retries 502, 503 and 504 when retry is on', async () => {
    await serve({ status: 502 }, { status: 503 }, { status: 504 }, { body: { ok: true } });
    const result = await restFetch(`${server.url}/rates`, { retry: { initialDelayMs: 1 }, logger });
    expect(result).toMatchObject({ body: { ok: true }, status: 200, success: true });
    expect(server.requests).toHaveLength(4);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([400, 500])('does not retry HTTP %i even when retry is on', async (status) => {
    await serve({ status, body: { message: 'no' } }, { body: { ok: true } });
    const result = await restFetch(`${server.url}/rates`, { retry: { initialDelayMs: 1 }, logger });
    expect(result).toMatchObject({ status: 500, success: false });
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after maxAttempts and returns the last error body', async () => {
    await serve({ status: 503, body: { message: 'still busy' } });
    const result = await restFetch(`${server.url}/rates`, {
      retry: { initialDelayMs: 1, maxAttempts: 3 },
      logger,
    });
    expect(result).toMatchObject({ body: { message: 'still busy' }, status: 500, success: false });
    expect(server.requests).toHaveLength(3);
  });

  it('retries network errors, 5 attempts in total unless told otherwise', async () => {
    const url = await closedPortUrl();
    const fetchSpy = jest.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const result = await restFetch(`${url}/rates`, { retry: { initialDelayMs: 1 }, fetch: fetchSpy, logger });
    expect(result).toMatchObject({ body: { message: 'fetch failed' }, status: 500, success: false });
    expect(fetchSpy).toHaveBeenCalledTimes(5);
    expect(logger.error).toHaveBeenCalledTimes(1); // only the final failure is logged
  });

  it('uses the shared backoff with retry: true (300 ms, doubling, jitter)', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.5); // jitter factor 1: the average delays
    const calledAt: number[] = [];
    const fakeFetch = jest.fn(async () => {
      calledAt.push(Date.now());
      if (calledAt.length < 4) throw new TypeError('fetch failed');
      return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
    });
    const done = restFetch('https://api.example/rates', { retry: true, fetch: fakeFetch, logger });
    await jest.runAllTimersAsync();

    expect(await done).toMatchObject({ body: { ok: true }, status: 200, success: true });
    expect(calledAt.slice(1).map((at, i) => at - calledAt[i])).toEqual([300, 600, 1200]);
  });
});

import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { GetRateListDocument, SaveMenuDocument } from '../generated/operations';
import { createRetryLink } from './retry-link';
import { networkError, recordingLink, runOperation, type ScriptedAnswer } from './testing/recording-link';

const ok: ScriptedAnswer = { result: { data: { rate_list: [] } } };
const httpError = (status: number): ScriptedAnswer => ({
  error: new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(null, { status }),
    bodyText: '',
  }),
});
const fast = { initialDelayMs: 1, jitter: false };
const menu = { menu: [{ key: 'faq', is_visible: true }], project_id: '1' };

function chain(answers: ScriptedAnswer[], options: Parameters<typeof createRetryLink>[0] = fast) {
  const { link, calls } = recordingLink(answers);
  return { link: ApolloLink.from([createRetryLink(options), link]), calls };
}

describe('createRetryLink', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('retries a query on a network error and succeeds on the 3rd attempt', async () => {
    const { link, calls } = chain([{ error: networkError() }, { error: networkError() }, ok]);
    await expect(runOperation(link, GetRateListDocument)).resolves.toEqual(ok.result);
    expect(calls).toHaveLength(3);
  });

  it('stops after 5 attempts in total and reports the last error', async () => {
    const { link, calls } = chain([{ error: networkError() }]);
    await expect(runOperation(link, GetRateListDocument)).rejects.toThrow('fetch failed');
    expect(calls).toHaveLength(5);
  });

  it('honours a custom maxAttempts', async () => {
    const { link, calls } = chain([{ error: networkError() }], { ...fast, maxAttempts: 2 });
    await expect(runOperation(link, GetRateListDocument)).rejects.toThrow('fetch failed');
    expect(calls).toHaveLength(2);
  });

  it.each([500, 502, 503, 504])('retries a query on HTTP %i', async (status) => {
    const { link, calls } = chain([httpError(status), ok]);
    await expect(runOperation(link, GetRateListDocument)).resolves.toEqual(ok.result);
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 429])('does not retry HTTP %i', async (status) => {
    const { link, calls } = chain([httpError(status), ok]);
    await expect(runOperation(link, GetRateListDocument)).rejects.toBeInstanceOf(ServerError);
    expect(calls).toHaveLength(1);
  });

  it('does not retry GraphQL errors in a result', async () => {
    const failed = { result: { data: null, errors: [{ message: 'boom' }] } };
    const { link, calls } = chain([failed, ok]);
    await expect(runOperation(link, GetRateListDocument)).resolves.toEqual(failed.result);
    expect(calls).toHaveLength(1);
  });

  it('does not retry GraphQL errors raised as errors', async () => {
    const { link, calls } = chain([
      { error: new CombinedGraphQLErrors({ errors: [{ message: 'boom' }] }) },
      ok,
    ]);
    await expect(runOperation(link, GetRateListDocument)).rejects.toThrow('boom');
    expect(calls).toHaveLength(1);
  });

  it('does not retry a mutation on a plain network error', async () => {
    const { link, calls } = chain([{ error: networkError() }, ok]);
    await expect(runOperation(link, SaveMenuDocument, menu)).rejects.toThrow('fetch failed');
    expect(calls).toHaveLength(1);
  });

  it.each([500, 504])('does not retry a mutation on HTTP %i', async (status) => {
    const { link, calls } = chain([httpError(status), ok]);
    await expect(runOperation(link, SaveMenuDocument, menu)).rejects.toBeInstanceOf(ServerError);
    expect(calls).toHaveLength(1);
  });

  it.each([502, 503])('retries a mutation on HTTP %i', async (status) => {
    const { link, calls } = chain([httpError(status), ok]);
    await expect(runOperation(link, SaveMenuDocument, menu)).resolves.toEqual(ok.result);
    expect(calls).toHaveLength(2);
  });

  async function gapsBetweenAttempts(options: Parameters<typeof createRetryLink>[0]) {
    jest.useFakeTimers();
    const { link, calls } = chain([{ error: networkError() }], options);
    const done = runOperation(link, GetRateListDocument).catch(() => undefined);
    await jest.runAllTimersAsync();
    await done;
    return calls.slice(1).map((call, i) => call.at - calls[i].at);
  }

  it('waits 300, 600, 1200, 2400 ms between attempts without jitter', async () => {
    expect(await gapsBetweenAttempts({ jitter: false })).toEqual([300, 600, 1200, 2400]);
  });

  it('jitters the growing delays by default', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // lowest jitter: 50 % of each delay
    expect(await gapsBetweenAttempts({})).toEqual([150, 300, 600, 1200]);
  });
});

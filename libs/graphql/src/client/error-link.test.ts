import { ApolloLink } from '@apollo/client';
import { ChangeClientPasswordDocument, GetRateListDocument } from '../generated/operations';
import { createErrorLink } from './error-link';
import { networkError, recordingLink, runOperation, type ScriptedAnswer } from './testing/recording-link';

const SECRET = 'hunter2-very-secret';
const TOKEN = 'Bearer token-must-not-leak';

function run(answer: ScriptedAnswer) {
  const logger = { error: jest.fn() };
  const { link } = recordingLink([answer]);
  const done = runOperation(
    ApolloLink.from([createErrorLink(logger), link]),
    ChangeClientPasswordDocument,
    { old_password: SECRET, new_password: SECRET, new_password_repeat: SECRET },
    { headers: { authorization: TOKEN } },
  );
  return { logger, done, logged: () => JSON.stringify(logger.error.mock.calls) };
}

describe('createErrorLink', () => {
  it('logs each GraphQL error with the operation name and passes the result on', async () => {
    const result = { data: null, errors: [{ message: 'Wrong password' }, { message: 'Too many attempts' }] };
    const { logger, done } = run({ result });
    await expect(done).resolves.toEqual(result);
    expect(logger.error.mock.calls).toEqual([
      ['[GraphQL error] ChangeClientPassword: Wrong password'],
      ['[GraphQL error] ChangeClientPassword: Too many attempts'],
    ]);
  });

  it('logs a network error with the operation name and still rejects', async () => {
    const { logger, done } = run({ error: networkError() });
    await expect(done).rejects.toThrow('fetch failed');
    expect(logger.error).toHaveBeenCalledWith('[Network error] ChangeClientPassword: fetch failed');
  });

  it.each<[string, ScriptedAnswer]>([
    ['GraphQL', { result: { errors: [{ message: 'Invalid' }] } }],
    ['network', { error: networkError() }],
  ])('never logs variables or headers on a %s error', async (_kind, answer) => {
    const { logger, done, logged } = run(answer);
    await done.catch(() => undefined);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logged()).not.toContain(SECRET);
    expect(logged()).not.toContain('token-must-not-leak');
  });

  it('logs nothing when the operation succeeds', async () => {
    const logger = { error: jest.fn() };
    const { link } = recordingLink([{ result: { data: { rate_list: [] } } }]);
    await runOperation(ApolloLink.from([createErrorLink(logger), link]), GetRateListDocument);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs to the console by default', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { link } = recordingLink([{ error: networkError() }]);
    await runOperation(ApolloLink.from([createErrorLink(), link]), GetRateListDocument).catch(
      () => undefined,
    );
    expect(spy).toHaveBeenCalledWith('[Network error] GetRateList: fetch failed');
    spy.mockRestore();
  });
});

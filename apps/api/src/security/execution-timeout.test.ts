import Fastify from 'fastify';
import mercurius from 'mercurius';
import { applyExecutionTimeout } from './execution-timeout';

/** A real Mercurius endpoint whose `slow` field takes longer than the deadline and `fast` does not. */
async function endpoint(timeoutMs: number) {
  const app = Fastify();
  let slowFinished = 0;
  let nestedStarted = 0;
  await app.register(mercurius, {
    schema: 'type Query { fast: Int! slow: Int! later: Later! } type Later { value: Int! }',
    resolvers: {
      Query: {
        fast: async () => 1,
        slow: () =>
          new Promise<number>((resolve) => setTimeout(() => (slowFinished++, resolve(2)), timeoutMs * 4)),
        later: () => new Promise((resolve) => setTimeout(() => resolve({}), timeoutMs * 2)),
      },
      Later: { value: () => (nestedStarted++, 3) },
    },
    context: () => ({ locale: 'en' }),
  });
  applyExecutionTimeout(app, timeoutMs);
  const query = (source: string) =>
    app.inject({ method: 'POST', url: '/graphql', payload: { query: source } }).then((r) => r.json());
  return { app, query, counts: () => ({ slowFinished, nestedStarted }) };
}

describe('the execution timeout', () => {
  it('answers TIMEOUT for resolvers still running at the deadline, keeps what finished in time', async () => {
    const { app, query } = await endpoint(300);
    const started = Date.now();
    const result = await query('{ fast slow }');
    // Well before the slow resolver (1.2 s) would have finished.
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result.data).toBeNull();
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'The request took too long and was stopped. Please try again.',
        path: ['slow'],
        extensions: { code: 'TIMEOUT' },
      }),
    ]);
    expect(await query('{ fast }')).toEqual({ data: { fast: 1 } });
    await app.close();
  });

  it('starts no resolver after the deadline', async () => {
    const { app, query, counts } = await endpoint(50);
    const result = await query('{ later { value } }');
    expect(result.errors?.[0].extensions.code).toBe('TIMEOUT');
    expect(counts().nestedStarted).toBe(0);
    await app.close();
  });
});

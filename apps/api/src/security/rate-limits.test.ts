import { randomUUID } from 'node:crypto';
import { createRateLimiters, type RateLimiters } from './rate-limits';

const LIMIT = { name: 'test', points: 3, durationSeconds: 60 };
/** Redis runs here and in CI (.ci/run starts it); TEST_REDIS_URL says where. */
const redisUrl = process.env.TEST_REDIS_URL;
const stores: Array<'memory' | 'redis'> = redisUrl ? ['memory', 'redis'] : ['memory'];

describe.each(stores)('rate limits in %s', (store) => {
  // A prefix of its own per run: the counters of earlier runs in a shared Redis never interfere.
  const keyPrefix = `donut-rl-test-${randomUUID()}`;
  const open: RateLimiters[] = [];
  const instance = () => {
    const limiters = createRateLimiters(store === 'redis' ? { redisUrl, keyPrefix } : { keyPrefix });
    open.push(limiters);
    return limiters;
  };
  afterAll(() => Promise.all(open.map((limiters) => limiters.close())));

  it('allows the points of a window, then refuses with the seconds left, per key', async () => {
    const limiters = instance();
    expect(limiters.store).toBe(store);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limiters.take(LIMIT, '198.51.100.1'));
    expect(answers.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(answers[3]).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect((answers[3] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50);
    expect(await limiters.take(LIMIT, '198.51.100.2')).toEqual({ allowed: true });
    expect(await limiters.take({ ...LIMIT, name: 'other' }, '198.51.100.1')).toEqual({ allowed: true });
  });

  it('holds when many requests of one key arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => instance().take(LIMIT, '198.51.100.3')),
    );
    const allowed = answers.filter((answer) => answer.allowed).length;
    // In Redis all instances share one count; in memory each instance has its own.
    expect(allowed).toBe(store === 'redis' ? LIMIT.points : 10);
  });

  it(store === 'redis' ? 'is shared by every API instance' : 'is per instance without Redis', async () => {
    const [a, b] = [instance(), instance()];
    for (let i = 0; i < 3; i++) expect((await a.take(LIMIT, '198.51.100.4')).allowed).toBe(true);
    expect((await b.take(LIMIT, '198.51.100.4')).allowed).toBe(store === 'memory');
  });
});

describe('rate limits when Redis cannot be reached', () => {
  it('fall back to memory instead of letting everything through', async () => {
    const limiters = createRateLimiters({
      redisUrl: 'redis://127.0.0.1:1',
      keyPrefix: `donut-rl-test-${randomUUID()}`,
    });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await limiters.take(LIMIT, '198.51.100.5')).allowed);
      expect(answers).toEqual([true, true, true, false]);
    } finally {
      await limiters.close();
    }
  });
});

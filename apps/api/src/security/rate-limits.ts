import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** One allowance: `points` actions per key (an IP address, an account) in a window of `durationSeconds`. */
export interface RateLimit {
  /** Stable and unique: it names the counters, in Redis shared by every API instance. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiters {
  /** Counts one action of `key` against `limit`; refused (and not counted) when the window is full. */
  take(limit: RateLimit, key: string): Promise<Admission>;
  /** Where the counters live: `redis` shares them between API instances. */
  readonly store: 'memory' | 'redis';
  close(): Promise<void>;
}

/**
 * Every per-IP and per-account allowance of the API, REST and GraphQL alike, on rate-limiter-flexible:
 * in Redis when `REDIS_URL` is set, so N instances share one count, else in this process's memory.
 * Should Redis fail, each instance falls back to its own memory counters rather than to no limit.
 */
export function createRateLimiters(options: { redisUrl?: string; keyPrefix?: string } = {}): RateLimiters {
  const prefix = options.keyPrefix ?? 'donut-rl';
  // Commands wait for the connection (a starting instance counts in Redis from its first request); a
  // command that cannot reach Redis fails after one reconnection attempt and the insurance limiter answers.
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  // Connection trouble is answered by the insurance limiter; an unhandled 'error' event would end the process.
  redis?.on('error', () => undefined);
  const limiters = new Map<string, RateLimiterAbstract>();

  function limiterOf(limit: RateLimit): RateLimiterAbstract {
    const key = `${limit.name}:${limit.points}:${limit.durationSeconds}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      const shape = {
        keyPrefix: `${prefix}:${limit.name}`,
        points: limit.points,
        duration: limit.durationSeconds,
      };
      limiter = redis
        ? new RateLimiterRedis({
            ...shape,
            storeClient: redis,
            insuranceLimiter: new RateLimiterMemory(shape),
          })
        : new RateLimiterMemory(shape);
      limiters.set(key, limiter);
    }
    return limiter;
  }

  return {
    store: redis ? 'redis' : 'memory',
    async take(limit, key) {
      const limiter = limiterOf(limit);
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

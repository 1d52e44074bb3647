/**
 * One backoff policy for every retry in the app (Apollo's RetryLink and `restFetch`), so the
 * GraphQL and REST clients behave the same way when the API or a proxy is briefly down.
 */

/** Options of the shared exponential backoff. */
export interface BackoffOptions {
  /** Average delay before the first retry, in milliseconds. Default 300. */
  initialDelayMs?: number;
  /** Spread delays randomly around their average. Default true. */
  jitter?: boolean;
}

/** Defaults of the product specification: 300 ms initial delay, jitter, 5 attempts in total. */
export const RETRY_DEFAULTS = { initialDelayMs: 300, maxAttempts: 5, jitter: true } as const;

/**
 * Delay before retry number `retry` (1 = the first retry, i.e. the second attempt):
 * `initialDelayMs * 2^(retry - 1)`, so 300, 600, 1200, 2400 ms with the defaults.
 *
 * With jitter the delay is drawn uniformly from [50 %, 150 %) of that value: the average stays
 * the documented one, but clients that failed together (e.g. during a deploy) do not all come
 * back in the same millisecond, and a retry never fires immediately.
 */
export function backoffDelay(retry: number, options: BackoffOptions = {}): number {
  const { initialDelayMs = RETRY_DEFAULTS.initialDelayMs, jitter = RETRY_DEFAULTS.jitter } = options;
  const base = initialDelayMs * 2 ** Math.max(0, retry - 1);
  return jitter ? base * (0.5 + Math.random()) : base;
}

/** Resolves after `ms` milliseconds (used by `restFetch` between attempts). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface WindowLimiterOptions {
  /** Actions allowed per key within the window. */
  max: number;
  windowMs: number;
  /** Keys tracked at most; past it the quietest keys are forgotten, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * A sliding-window count per key (an IP address), in memory: one API instance, like the per-route
 * limits of /auth/*. `take` counts an action only when it is allowed.
 */
export function createWindowLimiter({ max, windowMs, maxKeys = 10_000, now = Date.now }: WindowLimiterOptions) {
  const hits = new Map<string, number[]>();

  function recent(key: string, at: number): number[] {
    return (hits.get(key) ?? []).filter((time) => time > at - windowMs);
  }

  function forgetStale(at: number) {
    for (const [key, times] of hits) if (times[times.length - 1] <= at - windowMs) hits.delete(key);
    // Still full of live keys: the ones used least recently go first (a Map keeps insertion order).
    for (const key of hits.keys()) {
      if (hits.size < maxKeys) break;
      hits.delete(key);
    }
  }

  return {
    /** Counts one action for `key` and answers true, or answers false when the window is full. */
    take(key: string): boolean {
      const at = now();
      const times = recent(key, at);
      if (times.length >= max) return false;
      hits.delete(key);
      if (hits.size >= maxKeys) forgetStale(at);
      hits.set(key, [...times, at]);
      return true;
    },
  };
}

export type WindowLimiter = ReturnType<typeof createWindowLimiter>;

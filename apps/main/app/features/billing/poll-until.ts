export interface PollOptions {
  intervalMs: number;
  /** Gives up after this long: the value is then null. */
  timeoutMs: number;
  /** Checked before every attempt: the page was left, so the result is no longer wanted. */
  isCancelled: () => boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `load` at once and then every `intervalMs` until `isDone` accepts its value, which it returns.
 * A failed attempt is one more attempt, not the end: the network may blink while the payment lands.
 * Null when time runs out or the caller cancels.
 */
export async function pollUntil<T>(
  load: () => Promise<T>,
  isDone: (value: T) => boolean,
  { intervalMs, timeoutMs, isCancelled }: PollOptions,
): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (isCancelled()) return null;
    try {
      const value = await load();
      if (isDone(value)) return value;
    } catch {
      // Tried again at the next interval.
    }
    if (Date.now() + intervalMs > deadline) return null;
    await pause(intervalMs);
  }
}

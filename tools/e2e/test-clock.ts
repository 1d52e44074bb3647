/** A day in seconds, for moving the clock by whole days. */
export const DAY_SECONDS = 24 * 3600;

/**
 * Settings of a suite's API whose business time its tests may move (POST /testing/clock). The API
 * refuses TEST_CLOCK in production, so such an API runs as `test` (its cookies stay non-Secure and
 * its sandbox payment system keeps its development secret, as the preset's production run has them).
 */
export const testClockApiEnv = (): Record<string, string> => ({ NODE_ENV: 'test', TEST_CLOCK: 'true' });

/**
 * Moves a suite's API's business time forward and runs its subscription sweep: every owner's trial
 * and paid period of that API age at once, so a spec that does this must not run beside the others.
 */
export async function advanceApiClock(apiPort: number, seconds: number): Promise<{ now: string }> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/testing/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  });
  if (!response.ok) throw new Error(`/testing/clock failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { now: string };
}

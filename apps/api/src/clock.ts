/**
 * Business time: the moment plans, trials and payments are judged against. It is the system clock,
 * except that end-to-end tests may move it forward (POST /testing/clock, never in production) to see
 * a period end without waiting a month. Signatures and tokens keep the real clock.
 */
let offsetMs = 0;

export const businessClock = {
  now: (): Date => new Date(Date.now() + offsetMs),
  advance(ms: number): Date {
    offsetMs += ms;
    return businessClock.now();
  },
  reset(): void {
    offsetMs = 0;
  },
};

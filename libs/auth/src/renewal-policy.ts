import type { AuthTokenData } from './token-data';

/** Renew the access token when it expires within this many seconds (spec §4, §9). */
export const ACCESS_RENEWAL_THRESHOLD_SECONDS = 120;

/** Use the refresh-token call once the refresh token expires within this window (spec §4, §9). */
export const REFRESH_RENEWAL_WINDOW_SECONDS = 7 * 24 * 3600;

/** The REST call that renews a session: see `AUTH_PATHS`. */
export type RenewalCall = 'refresh-token' | 'access-token';

/**
 * Whether the access token must be renewed before the next request: it expires in 120 s or less.
 * An unknown expiry (NaN, Infinity) also counts as "renew": a token we cannot date is not trusted.
 */
export function needsAccessRenewal(expiresAccessSec: number, nowSec: number): boolean {
  if (!Number.isFinite(expiresAccessSec)) return true;
  return expiresAccessSec - nowSec <= ACCESS_RENEWAL_THRESHOLD_SECONDS;
}

/**
 * Which call renews the session (spec §4): the refresh-token call when the refresh token expires
 * within 7 days (inclusive), so the user gets a fresh one before it lapses; otherwise the cheaper
 * access-token call. An unknown refresh expiry (null, NaN) picks the refresh-token call, which
 * brings a new refresh token with a known expiry.
 */
export function renewalCall(expiresRefreshSec: number | null, nowSec: number): RenewalCall {
  if (expiresRefreshSec === null || !Number.isFinite(expiresRefreshSec)) return 'refresh-token';
  return expiresRefreshSec - nowSec <= REFRESH_RENEWAL_WINDOW_SECONDS ? 'refresh-token' : 'access-token';
}

/** Lets only one renewal run at a time. */
export interface RenewalGate<T> {
  /**
   * Starts `fn` unless a renewal is in flight, in which case the caller joins that one: parallel
   * requests must not each spend the refresh token (spec §4: "only if no update is in progress").
   */
  run(fn: () => Promise<T>): Promise<T>;
  /** Whether a renewal is in flight. */
  readonly busy: boolean;
}

/**
 * A gate that shares one in-flight renewal between all callers. Once it settles (either way)
 * the next `run` starts afresh, so a failed renewal can be retried.
 * @example
 * const gate = createRenewalGate();
 * const tokens = await gate.run(() => postRefresh()); // concurrent callers get the same promise
 */
export function createRenewalGate<T = AuthTokenData>(): RenewalGate<T> {
  let inFlight: Promise<T> | null = null;
  return {
    run(fn) {
      if (inFlight) return inFlight;
      let started: Promise<T>;
      try {
        started = Promise.resolve(fn());
      } catch (error) {
        // A synchronous throw must not leave the gate shut.
        started = Promise.reject(error);
      }
      const current = started.finally(() => {
        if (inFlight === current) inFlight = null;
      });
      inFlight = current;
      return current;
    },
    get busy() {
      return inFlight !== null;
    },
  };
}

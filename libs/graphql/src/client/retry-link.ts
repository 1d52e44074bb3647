import type { ApolloLink, ErrorLike } from '@apollo/client';
import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  ServerError,
  ServerParseError,
} from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { backoffDelay, RETRY_DEFAULTS, type BackoffOptions } from './backoff';

/** Options of {@link createRetryLink}; defaults 300 ms / 5 attempts / jitter. */
export interface RetryLinkOptions extends BackoffOptions {
  /** Attempts in total, the first request included (5 = 1 request + 4 retries). */
  maxAttempts?: number;
}

// A 502/503 comes from a gateway or an overloaded server that did not run the request;
// any other failure may have happened after the server applied it.
const MUTATION_SAFE_STATUSES = new Set([502, 503]);

/** The HTTP status of a failed response, or undefined when no response arrived at all. */
function httpStatusOf(error: ErrorLike): number | undefined {
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode;
  return undefined;
}

/**
 * Whether a failed attempt of `operation` may be sent again.
 *
 * - GraphQL errors are never retried: the server answered, and asking again gives the same answer.
 * - 4xx is never retried: the request itself is wrong (or unauthorised).
 * - Queries are retried on network errors (no response) and on HTTP 5xx.
 * - Mutations are retried ONLY on HTTP 502/503. A mutation that failed with a network error or a
 *   500/504 may already have been applied (the connection dropped after the server committed,
 *   the gateway timed out while the server kept working), and replaying it would apply it
 *   twice - a second order, a second payment, a password changed twice.
 */
export function shouldRetryOperation(
  error: ErrorLike,
  operation: Pick<ApolloLink.Operation, 'operationType'>,
): boolean {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) return false;
  const status = httpStatusOf(error);
  if (operation.operationType === 'mutation')
    return status !== undefined && MUTATION_SAFE_STATUSES.has(status);
  return status === undefined || status >= 500;
}

/**
 * Apollo's RetryLink with the product policy: exponential backoff from 300 ms with jitter (the
 * shared {@link backoffDelay}), at most 5 attempts in total, and {@link shouldRetryOperation}
 * deciding which failures are safe to retry.
 */
export function createRetryLink(options: RetryLinkOptions = {}): ApolloLink {
  const { maxAttempts = RETRY_DEFAULTS.maxAttempts, ...backoff } = options;
  return new RetryLink({
    delay: (retry) => backoffDelay(retry, backoff),
    attempts: { max: maxAttempts, retryIf: shouldRetryOperation },
  });
}

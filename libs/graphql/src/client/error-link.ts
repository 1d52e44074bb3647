import type { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, CombinedProtocolErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

/** Where errors are reported; `console` by default. */
export type ErrorLogger = Pick<Console, 'error'>;

/**
 * Logs GraphQL and network errors - and does nothing else: the error still reaches the caller,
 * which decides what the user sees. This link sits in front of RetryLink, so a failure is logged
 * once, after the retries gave up, not once per attempt.
 *
 * Only the operation name and the error message are logged, never the variables, the headers or
 * the response body: variables hold passwords (ChangeClientPassword, DeleteClient) and headers
 * hold the access token, and console output ends up in server logs and error trackers.
 */
export function createErrorLink(logger: ErrorLogger = console): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const name = operation.operationName ?? 'anonymous operation';
    if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
      for (const { message } of error.errors) logger.error(`[GraphQL error] ${name}: ${message}`);
      return;
    }
    logger.error(`[Network error] ${name}: ${error.message}`);
  });
}

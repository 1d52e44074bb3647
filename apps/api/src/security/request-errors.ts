import mercurius from 'mercurius';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { localeFromHeader } from '../core/request-locale';
import { translate } from '../i18n/translate';

type Formatter = typeof mercurius.defaultErrorFormatter;

interface FrameworkError extends Error {
  code?: string;
  statusCode?: number;
  errors?: Array<{ message: string; locations?: unknown }>;
}

/**
 * A request refused before execution by Mercurius or Fastify: a syntax or validation error, too many
 * tokens, a body too large or unreadable. These are the client's mistakes, not failures of ours.
 */
function requestErrorOf(error: GraphQLError): FrameworkError | null {
  const original = error.originalError as FrameworkError | undefined;
  // GraphQL's own refusals before any field runs (an unknown operationName, several operations and no
  // name) come as bare errors: no cause, no path, no code.
  if (!original && !error.path && !error.extensions?.code)
    return Object.assign(new Error(error.message), { statusCode: 400 });
  const fromFramework = !!original?.code && /^(MER_ERR_|FST_ERR_)/.test(original.code);
  const status = original?.statusCode ?? 0;
  return fromFramework && status >= 400 && status < 500 ? original : null;
}

/**
 * Answers requests refused before execution with a 4xx and a clear error instead of the internal-error
 * text: GraphQL's own messages where the schema is public anyway (`showDetails`, development), else
 * the localized "could not be read", which reveals nothing of the schema (no "did you mean" hints).
 * Everything else goes to `base`, which masks unexpected failures.
 */
export function withRequestErrors(base: Formatter, options: { showDetails: boolean }): Formatter {
  return (execution, context) => {
    const errors = execution.errors ?? [];
    const refused = errors.map(requestErrorOf);
    if (errors.length === 0 || refused.some((error) => !error)) return base(execution, context);
    const request = (
      context as { reply?: { request?: { headers: Record<string, string | string[] | undefined> } } }
    ).reply?.request;
    const statusCode = refused[0]?.statusCode ?? 400;
    const formatted: GraphQLFormattedError[] = options.showDetails
      ? refused
          .flatMap((error) => (error?.errors?.length ? error.errors : [error as FrameworkError]))
          .map((error) => ({ message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }))
      : [
          {
            message: translate(localeFromHeader(request?.headers['x-language']), 'api.error.bad-request'),
            extensions: { code: 'BAD_REQUEST' },
          },
        ];
    return { statusCode, response: { data: null, errors: formatted } };
  };
}

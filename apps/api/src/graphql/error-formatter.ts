import mercurius from 'mercurius';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { localeFromHeader } from './context';
import { translate } from '../i18n/translate';

type Formatter = typeof mercurius.defaultErrorFormatter;

/** Errors we raise on purpose (ErrorWithProps) and GraphQL's own validation errors are safe to show. */
function isExpected(error: GraphQLError): boolean {
  const original = error.originalError;
  return !original || original instanceof mercurius.ErrorWithProps || original instanceof GraphQLError;
}

/**
 * Unexpected errors (a failed query, a bug) keep their details in the log and reach the client as
 * the localized internal-error text, so no SQL or stack ever leaves the server.
 */
export const hideInternalErrors: Formatter = (execution, context) => {
  const formatted = mercurius.defaultErrorFormatter(execution, context);
  const errors = execution.errors ?? [];
  if (errors.every(isExpected)) return formatted;
  const request = (context as { reply?: { request?: { headers: Record<string, string | string[] | undefined>; log: { error: (o: object, m: string) => void } } } }).reply?.request;
  const locale = localeFromHeader(request?.headers['x-language']);
  for (const error of errors.filter((e) => !isExpected(e))) {
    request?.log.error({ err: error.originalError }, 'graphql resolver failed');
  }
  const message = translate(locale, 'api.error.internal');
  const response = formatted.response;
  const safeErrors: GraphQLFormattedError[] = errors.map((error, index) =>
    isExpected(error) && response.errors?.[index]
      ? response.errors[index]
      : { message, path: error.path, extensions: { code: 'INTERNAL' } },
  );
  return { statusCode: formatted.statusCode, response: { ...response, errors: safeErrors } };
};

import mercurius from 'mercurius';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError } from '../core/domain-error';
import { localeFromHeader } from '../core/request-locale';
import { formatFields } from '../http/format-message';
import { translate } from '../i18n/translate';

type Formatter = typeof mercurius.defaultErrorFormatter;
type RequestLike = {
  headers: Record<string, string | string[] | undefined>;
  log: { error: (o: object, m: string) => void };
};

/** Errors GraphQL or Mercurius raise themselves (validation, limits) are safe to show as they are. */
function isFramework(error: GraphQLError): boolean {
  const original = error.originalError;
  return !original || original instanceof mercurius.ErrorWithProps || original instanceof GraphQLError;
}

/**
 * The one place GraphQL answers domain errors: the message in the request's language and the code
 * (with a message per field for invalid input) in `extensions`. Unexpected errors (a failed query, a
 * bug) keep their details in the log and reach the client as the localized internal-error text, so
 * no SQL or stack ever leaves the server.
 */
export const formatGraphqlErrors: Formatter = (execution, context) => {
  const formatted = mercurius.defaultErrorFormatter(execution, context);
  const errors = execution.errors ?? [];
  if (errors.every(isFramework)) return formatted;
  const request = (context as { reply?: { request?: RequestLike } }).reply?.request;
  const locale = localeFromHeader(request?.headers['x-language']);
  const response = formatted.response;
  const answered: GraphQLFormattedError[] = errors.map((error, index) => {
    const original = error.originalError;
    if (original instanceof DomainError) {
      const extensions = {
        code: original.code,
        ...(original.fields ? { fields: formatFields(locale, original.fields) } : {}),
      };
      return {
        message: translate(locale, original.messageId, original.values),
        locations: error.locations,
        path: error.path,
        extensions,
      };
    }
    if (isFramework(error) && response.errors?.[index]) return response.errors[index];
    request?.log.error({ err: original }, 'graphql resolver failed');
    return {
      message: translate(locale, 'api.error.internal'),
      path: error.path,
      extensions: { code: 'INTERNAL' },
    };
  });
  return { statusCode: formatted.statusCode, response: { ...response, errors: answered } };
};

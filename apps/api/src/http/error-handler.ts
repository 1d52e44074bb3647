import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../core/domain-error';
import { localeFromHeader } from '../core/request-locale';
import { translate } from '../i18n/translate';
import { REST_ERRORS } from './domain-error-status';
import { formatFields } from './format-message';

/**
 * Every REST failure answers `{ error: { code, message, fields? } }` in the request's language.
 * Domain errors take their status and REST code from REST_ERRORS, the one place that maps them.
 * Unexpected errors are logged and answer the generic internal-error text (spec §8), nothing more.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    const locale = localeFromHeader(request.headers['x-language']);
    if (error instanceof DomainError) {
      const { status, code = error.code } = REST_ERRORS[error.code];
      const retryAfter = status === 429 ? error.values.seconds : undefined;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      return reply.status(status).send({
        error: {
          code,
          message: translate(locale, error.messageId, error.values),
          ...(error.fields ? { fields: formatFields(locale, error.fields) } : {}),
          ...(retryAfter ? { retry_after: retryAfter } : {}),
        },
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'RATE_LIMITED', message: translate(locale, 'api.auth.rate-limited') } });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: 'BAD_REQUEST', message: translate(locale, 'api.error.bad-request') } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: translate(locale, 'api.error.internal') } });
  });
}

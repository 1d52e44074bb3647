import type { FastifyError, FastifyInstance } from 'fastify';
import { localeFromHeader } from '../graphql/context';
import { translate } from '../i18n/translate';
import { ApiError } from './api-error';
import { formatFields } from './format-message';

/**
 * Every REST failure answers `{ error: { code, message, fields? } }` in the request's language.
 * Unexpected errors are logged and answer the generic internal-error text (spec §8), nothing more.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const locale = localeFromHeader(request.headers['x-language']);
    if (error instanceof ApiError) {
      if (error.status === 429 && error.values.seconds) reply.header('retry-after', String(error.values.seconds));
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: translate(locale, error.messageId, error.values),
          ...(error.fields ? { fields: formatFields(locale, error.fields) } : {}),
          ...(error.status === 429 && error.values.seconds ? { retry_after: error.values.seconds } : {}),
        },
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'RATE_LIMITED', message: translate(locale, 'api.auth.rate-limited') } });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: 'BAD_REQUEST', message: translate(locale, 'api.error.bad-request') } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: translate(locale, 'api.error.internal') } });
  });
}

import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values must never reach a log line (mailed links carry tokens). */
const SECRET_PARAM = /token|password|secret|init_data|code|key|hash/i;

/** The URL with secret query values replaced, for request logs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAM.test(key)) params.set(key, '[REDACTED]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** pino settings: structured JSON, headers with credentials and secret-looking fields redacted. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.new_password',
        '*.old_password',
        '*.refresh_token',
        '*.access_token',
        '*.init_data',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

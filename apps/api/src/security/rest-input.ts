import type { FastifyInstance } from 'fastify';
import { hasControlCharacters, validationMessages, type MessageDescriptor } from '@donut/validation';
import { localeFromHeader } from '../core/request-locale';
import { formatFields } from '../http/format-message';
import { translate } from '../i18n/translate';

/**
 * Routes whose JSON bodies this layer leaves alone: GraphQL checks its arguments by their schema types
 * (graphql-input.ts), and Telegram's updates carry what its users typed, which the bot answers without
 * storing; refusing one would make Telegram redeliver it and hold up the chat.
 */
const OWN_CHECKS = new Set(['/graphql', '/telegram/webhook']);

const MAX_PATH = 200;

/** The paths (`email`, `items[0].name`, '' for the body itself) of at most `max` strings with control characters, keys included. */
export function pathsWithControlCharacters(body: unknown, max = 10): string[] {
  const found: string[] = [];
  // A stack, not recursion: a body may nest arrays a hundred thousand levels deep.
  const stack: Array<{ value: unknown; path: string }> = [{ value: body, path: '' }];
  while (stack.length && found.length < max) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      // A path as long as a forged nesting is no use to a form: the body itself is named instead.
      if (hasControlCharacters(value)) found.push(path.length > MAX_PATH ? '' : path);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--)
        stack.push({ value: value[index], path: `${path}[${index}]` });
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index];
        // A key is never echoed back: a bad one is reported on the object holding it.
        if (hasControlCharacters(key)) {
          const named = path.length > MAX_PATH ? '' : path;
          if (!found.includes(named)) found.push(named);
          continue;
        }
        stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return found;
}

/**
 * The input layer of the REST routes (ADR 0015): a JSON body holding a control character or a broken
 * surrogate anywhere (NUL, which PostgreSQL refuses in text, among them) is answered 400 VALIDATION with
 * the localized field errors, before the route reads it. Types are the routes' schemas' business
 * (`validateWith` of @donut/validation refuses an array or an object where text is expected).
 * Raw bodies (the payment webhooks check their signed text themselves) are not touched.
 */
export function registerRestInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const body = request.body;
    if (body === null || typeof body !== 'object') return;
    if (OWN_CHECKS.has(request.routeOptions.url ?? '')) return;
    const paths = pathsWithControlCharacters(body);
    if (!paths.length) return;
    const locale = localeFromHeader(request.headers['x-language']);
    const fields: Record<string, MessageDescriptor> = Object.fromEntries(
      paths.map((path) => [path, validationMessages.controlCharacters]),
    );
    return reply.code(400).send({
      error: {
        code: 'VALIDATION',
        message: translate(locale, 'api.error.validation'),
        fields: formatFields(locale, fields),
      },
    });
  });
}

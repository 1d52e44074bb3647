import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { GraphQLFieldResolver, GraphQLObjectType } from 'graphql';
import { DEFAULT_LOCALE, type Locale } from '@donut/i18n';
import { translate } from '../i18n/translate';
import { isSubscriptionContext } from '../graphql/subscriptions';

const TIMED_OUT = Symbol('timed out');

interface Deadline {
  expired: boolean;
  /** Resolves (never rejects: nobody may be listening any more) when the time is up. */
  reached: Promise<typeof TIMED_OUT>;
  timer: NodeJS.Timeout;
}

/**
 * Stops a GraphQL execution that runs longer than `timeoutMs`: from the first resolver of a request
 * on, every resolver still pending at the deadline answers a localized TIMEOUT error, and resolvers
 * called after it do not start, so the request ends with whatever finished in time. Work already
 * handed to the database finishes in the background (a write's transaction still commits or rolls
 * back as a whole).
 *
 * Every field with its own resolver is wrapped (default property reads are synchronous and cheap);
 * the compiled (JIT) path reads the same resolvers, so it is covered too.
 */
export function applyExecutionTimeout(app: FastifyInstance, timeoutMs: number) {
  const deadlines = new WeakMap<object, Deadline>();

  const deadlineOf = (context: object): Deadline => {
    let deadline = deadlines.get(context);
    if (!deadline) {
      let timer!: NodeJS.Timeout;
      const reached = new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => {
          created.expired = true;
          resolve(TIMED_OUT);
        }, timeoutMs);
        timer.unref();
      });
      const created: Deadline = { expired: false, reached, timer };
      deadline = created;
      deadlines.set(context, deadline);
    }
    return deadline;
  };

  const timeoutError = (context: object) => {
    const locale = (context as { locale?: Locale }).locale ?? DEFAULT_LOCALE;
    return new mercurius.ErrorWithProps(translate(locale, 'api.security.timeout'), { code: 'TIMEOUT' }, 503);
  };

  const wrap = (resolve: GraphQLFieldResolver<unknown, object>): GraphQLFieldResolver<unknown, object> =>
    function withDeadline(source, args, context, info) {
      // A subscription's context lives as long as its connection: each event's reading is short on its own.
      if (isSubscriptionContext(context)) return resolve(source, args, context, info);
      const deadline = deadlineOf(context);
      if (deadline.expired) throw timeoutError(context);
      const result = resolve(source, args, context, info);
      if (!(result instanceof Promise)) return result;
      return Promise.race([result, deadline.reached]).then((value) => {
        if (value === TIMED_OUT) throw timeoutError(context);
        return value;
      });
    };

  // Object types by shape (getInterfaces): graphql's instanceof predicates refuse another copy's schema.
  for (const type of Object.values(app.graphql.schema.getTypeMap())) {
    if (type.name.startsWith('__') || !('getInterfaces' in type)) continue;
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      if (field.resolve) field.resolve = wrap(field.resolve as GraphQLFieldResolver<unknown, object>);
    }
  }

  app.graphql.addHook('onResolution', async (_execution, context) => {
    const deadline = deadlines.get(context);
    if (deadline) clearTimeout(deadline.timer);
  });
}

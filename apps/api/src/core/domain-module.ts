import type { FastifyInstance } from 'fastify';
import type { Resolvers } from '@donut/graphql';
import type { Platform } from './platform';
import type { GraphqlContext } from './request-context';
import type { Services } from './services';

/** A durable job and its rhythm (cron, in UTC), run by the scheduler when the server runs jobs. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run(): Promise<unknown>;
}

/**
 * Everything one domain contributes to the server, declared in its `<name>.module.ts`. The composition
 * root (server.ts) lists the modules; nothing else in the server names them. The schema part is the
 * domain's file under libs/graphql/src/schema/.
 *
 * @example
 * export const faqModule: DomainModule = {
 *   name: 'faq',
 *   services: (platform) => ({ faqVotes: createFaqVotes(platform) }),
 *   resolvers: { Query: faqQueries, Mutation: faqMutations },
 * };
 */
export interface DomainModule {
  name: string;
  /**
   * The module's services, added to `Services` (for resolvers and for the modules listed after it).
   * Modules are built in the order the server lists them, so earlier modules' services are there.
   */
  services?(platform: Platform, services: Services): Partial<Services> | Promise<Partial<Services>>;
  /** Root fields (Query, Mutation) and object types this module resolves. */
  resolvers?: Resolvers<GraphqlContext>;
  /** REST routes (webhooks, auth calls, pages). */
  routes?(app: FastifyInstance, platform: Platform, services: Services): void | Promise<void>;
  /** Durable jobs. */
  jobs?(platform: Platform, services: Services): ScheduledJob[];
}

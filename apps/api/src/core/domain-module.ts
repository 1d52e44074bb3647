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
  /**
   * Lets the module ask for a run between ticks (an on-demand queue): the scheduler attaches it to the job's
   * queue when it starts. Without a scheduler (tests) a request does nothing and the module's own call runs it.
   */
  trigger?: JobTrigger;
}

/** A module's way to ask the scheduler for a run of its job now (modules/scheduler/job-trigger.ts). */
export interface JobTrigger {
  /** Asks for a run soon; runs asked for while one waits are one run. */
  request(): void;
  /** Called by the scheduler: how a request reaches its queue; null detaches it. */
  attach(send: (() => void) | null): void;
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

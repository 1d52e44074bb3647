import type { GraphQLResolveInfo } from 'graphql';
import type { GraphqlContext } from '../../core/request-context';
import { requireOwnProject } from '../projects/own-project';

interface SubscriptionContext {
  pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> };
}

export interface OwnProjectFeedOptions<Change> {
  /** The project's topic on the emitter (realtime.ts). */
  topic(projectId: string): string;
  /** The owner's query that reads one record (`application`, `order`): its resolver answers each change. */
  query: string;
  /** That query's arguments for a change. */
  args(change: Change): { project_id: string; id: string };
}

/**
 * A subscription to the changes of one kind of record in the owner's own project: another's answers NOT_FOUND
 * before anything is subscribed; then each change is read as the owner's query answers it (its resolver, with its
 * checks), for the subscriber whose connection this is, so a screen shows the same either way.
 * @example application_changed: ownProjectFeed({ topic: applicationTopic, query: 'application', args: (change) => ({ project_id: change.projectId, id: change.applicationId }) })
 */
export function ownProjectFeed<Change>(options: OwnProjectFeedOptions<Change>) {
  return {
    subscribe: async (_root: unknown, args: { project_id: string }, context: GraphqlContext) => {
      await requireOwnProject(context, args.project_id);
      return (context as unknown as SubscriptionContext).pubsub.subscribe(options.topic(args.project_id));
    },
    resolve: (change: Change, _args: unknown, context: GraphqlContext, info: GraphQLResolveInfo) => {
      const field = info.schema.getQueryType()?.getFields()[options.query];
      if (!field?.resolve) throw new Error(`Query.${options.query} has no resolver`);
      return field.resolve({}, options.args(change), context, info) as never;
    },
  };
}

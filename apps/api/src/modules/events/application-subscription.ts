import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { requireOwnProject } from '../projects/own-project';
import { applicationTopic, type ApplicationChange } from './realtime';

interface SubscriptionContext {
  pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> };
}

/**
 * Reads the application as `Query.application` answers it (the applications module's resolver, with its
 * checks), for the subscriber whose connection this is: what the inbox shows is the same either way.
 */
function readAsOwnerQuery(
  change: ApplicationChange,
  context: GraphqlContext,
  info: GraphQLResolveInfo,
): unknown {
  const field = info.schema.getQueryType()?.getFields().application;
  if (!field?.resolve) throw new Error('Query.application has no resolver');
  return field.resolve({}, { project_id: change.projectId, id: change.applicationId }, context, info);
}

/**
 * `application_changed(project_id)`: the owner's own project only (another's answers NOT_FOUND before
 * anything is subscribed), then each application that arrives or changes there.
 */
export const applicationSubscriptions: NonNullable<Resolvers<GraphqlContext>['Subscription']> = {
  application_changed: {
    subscribe: async (_root, args, context) => {
      await requireOwnProject(context, args.project_id);
      return (context as unknown as SubscriptionContext).pubsub.subscribe(applicationTopic(args.project_id));
    },
    resolve: (change: ApplicationChange, _args: unknown, context: GraphqlContext, info: GraphQLResolveInfo) =>
      readAsOwnerQuery(change, context, info) as never,
  },
};

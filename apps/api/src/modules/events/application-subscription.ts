import type { Resolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { ownProjectFeed } from './own-project-feed';
import { applicationTopic, type ApplicationChange } from './realtime';

/**
 * `application_changed(project_id)`: the owner's own project only, then each application that arrives or changes
 * there, as `Query.application` answers it (what the inbox shows is the same either way).
 */
export const applicationSubscriptions: NonNullable<Resolvers<GraphqlContext>['Subscription']> = {
  application_changed: ownProjectFeed<ApplicationChange>({
    topic: applicationTopic,
    query: 'application',
    args: (change) => ({ project_id: change.projectId, id: change.applicationId }),
  }),
};

import type { Resolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { ownProjectFeed } from './own-project-feed';
import { orderTopic, type OrderChange } from './realtime';

/**
 * `order_changed(project_id)`: the owner's own project only, then each order that is placed or changes there, as
 * `Query.order` answers it (what the order book and an open card show is the same either way).
 */
export const orderSubscriptions: NonNullable<Resolvers<GraphqlContext>['Subscription']> = {
  order_changed: ownProjectFeed<OrderChange>({
    topic: orderTopic,
    query: 'order',
    args: (change) => ({ project_id: change.projectId, id: change.orderId }),
  }),
};

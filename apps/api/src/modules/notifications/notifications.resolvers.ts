import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { requireClient } from '../../core/request-context';
import { toPage } from '../../core/pagination';
import { toNotification } from './notification-view-model';
import { listNotifications, readNotifications } from './notifications.service';

export const notificationQueries: QueryResolvers<GraphqlContext> = {
  notification_list: async (_, args, context) => {
    const { clientId } = await requireClient(context);
    const { rows, meta, unread } = await listNotifications(context.db, {
      clientId,
      page: toPage(context.locale, args, 20),
      isViewed: args.filter?.is_viewed ?? null,
      projectId: args.filter?.project_id ?? null,
      order: args.order_by
        ? { field: args.order_by.field, direction: args.order_by.direction ?? 'desc' }
        : null,
    });
    return {
      list: rows.map((row) =>
        toNotification(row.notification, row.projectName, context.locale, context.links),
      ),
      meta,
      unread,
    };
  },
};

export const notificationMutations: MutationResolvers<GraphqlContext> = {
  read_notification: async (_, args, context) => {
    const { clientId } = await requireClient(context);
    await readNotifications(context.db, clientId, args.ids);
    return true;
  },
};

import type { DomainModule } from '../../core/domain-module';
import { notificationMutations, notificationQueries } from './notifications.resolvers';

/** The owner's notifications in the cabinet and the CRM. */
export const notificationsModule: DomainModule = {
  name: 'notifications',
  resolvers: { Query: notificationQueries, Mutation: notificationMutations },
};

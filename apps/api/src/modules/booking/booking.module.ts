import type { DomainModule } from '../../core/domain-module';
import { bookingMutations, bookingQueries } from './booking.resolvers';

/**
 * Online booking (issue 17, ADR 0038 and 0039): the owner's set-up — employees under the plan's `max_employees`, the
 * services they perform at the site's addresses, schedules, date overrides and booking rules. Later: the journal,
 * the booking flow and reminders.
 */
export const bookingModule: DomainModule = {
  name: 'booking',
  resolvers: { Query: bookingQueries, Mutation: bookingMutations },
};

import type { DomainModule } from '../../core/domain-module';
import { serviceMutations, serviceQueries } from './services.resolvers';

/**
 * The project's service catalogue (issue 16, ADR 0030): categories and services with prices, photos and a length,
 * in the owner's order, under the plan's `max_services`. Later: the application forms and the applications.
 */
export const servicesModule: DomainModule = {
  name: 'services',
  resolvers: { Query: serviceQueries, Mutation: serviceMutations },
};

import type { DomainModule } from '../../core/domain-module';
import { shopMutations, shopQueries } from './shop.resolvers';

/**
 * The shop (issue 15, ADR 0034). This part: the catalogue of products in categories, each sold as variants with
 * their own prices and stock, in the owner's order, under the plan's `max_products`. Later: the storefront, the
 * cart, checkout and orders.
 */
export const shopModule: DomainModule = {
  name: 'shop',
  resolvers: { Query: shopQueries, Mutation: shopMutations },
};

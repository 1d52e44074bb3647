import type { DomainModule } from '../../core/domain-module';
import { publicProductQueries } from './public-products.resolvers';
import { shopMutations, shopQueries } from './shop.resolvers';

/**
 * The shop (issue 15, ADR 0034, 0035). This part: the catalogue of products in categories, each sold as variants
 * with their own prices and stock, in the owner's order, under the plan's `max_products`; and the storefront, the
 * published site's visible products for anyone. Later: the cart, checkout and orders.
 */
export const shopModule: DomainModule = {
  name: 'shop',
  resolvers: { Query: { ...shopQueries, ...publicProductQueries }, Mutation: shopMutations },
};

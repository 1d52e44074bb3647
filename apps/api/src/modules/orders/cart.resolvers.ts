import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import { DomainError } from '../../core/domain-error';
import type { GraphqlContext } from '../../core/request-context';
import { projectCurrency } from '../catalogue/catalogue-fields';
import { joinVisitorCart, readCart, setCartLine, type CartHolder } from './cart.service';
import { toCart } from './cart-view';
import { publicShopSite } from './shop-site';

/**
 * The published shop of `domain` and who holds the cart there: the site's signed-in customer (a visitor cart named by
 * the token joins theirs first), else the visitor of the token.
 */
async function shopAndHolder(context: GraphqlContext, domain: string, token: string | null | undefined) {
  const found = await publicShopSite(context.db, domain, context.locale);
  if (!found) throw new DomainError('NOT_FOUND', 'api.orders.shop-not-found');
  const customer = await context.customer();
  const projectId = found.project.id;
  if (customer?.projectId === projectId) {
    await joinVisitorCart(context.db, projectId, customer.customerId, token ?? null);
    return { found, holder: { customerId: customer.customerId } as CartHolder };
  }
  return { found, holder: { token: token ?? null } as CartHolder };
}

async function cartAnswer(
  context: GraphqlContext,
  found: Awaited<ReturnType<typeof shopAndHolder>>['found'],
  holder: CartHolder,
  token: string | null,
) {
  const [lines, currency] = await Promise.all([
    readCart(context.db, found.project.id, holder, found.language),
    projectCurrency(context.db, found.project),
  ]);
  return { cart: toCart(lines, currency, context.uploadUrl), cart_token: token };
}

export const cartQueries: QueryResolvers<GraphqlContext> = {
  cart: async (_, args, context) => {
    const { found, holder } = await shopAndHolder(context, args.domain, args.cart_token);
    const token = 'token' in holder ? holder.token : null;
    const answer = await cartAnswer(context, found, holder, token);
    // A token that names no cart is not worth keeping: the client drops its cookie.
    return answer.cart.lines.length || !token ? answer : { ...answer, cart_token: null };
  },
};

export const cartMutations: MutationResolvers<GraphqlContext> = {
  set_cart_line: async (_, args, context) => {
    const { found, holder } = await shopAndHolder(context, args.domain, args.cart_token);
    const line = { variantId: args.variant_id, quantity: args.quantity };
    const { token } = await setCartLine(context.db, found.project.id, holder, line, found.language);
    return cartAnswer(context, found, token ? { token } : holder, token);
  },
};

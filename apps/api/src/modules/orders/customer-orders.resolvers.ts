import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { listMeta } from '../../core/pagination';
import { requireCustomer, type GraphqlContext } from '../../core/request-context';
import { DomainError } from '../../core/domain-error';
import { contentPage } from '../project-content/content-page';
import { checkoutOptions } from './checkout-options';
import { listCustomerOrders } from './order-list';
import { findOrder, withLines } from './order-read';
import { toOrder } from './order-view-model';
import { orderPaymentState, payOrder } from './order-payments.service';
import { placeOrder } from './place-order.service';
import { publicShopSite } from './shop-site';

/** The customer's and the visitor's side: the site's checkout and the customer's own orders. */
export const customerOrderQueries: QueryResolvers<GraphqlContext> = {
  checkout_options: async (_, args, context) => {
    const found = await publicShopSite(context.db, args.domain, context.locale);
    if (!found) throw new DomainError('NOT_FOUND', 'api.orders.shop-not-found');
    const customer = await context.customer();
    return checkoutOptions(context.db, found, customer?.projectId === found.project.id ? customer : null);
  },
  customer_order_list: async (_, args, context) => {
    const { customerId, projectId } = await requireCustomer(context);
    const page = contentPage(context, args);
    const { rows, total } = await listCustomerOrders(context.db, projectId, customerId, page);
    const list = await withLines(context.db, projectId, rows);
    return { list: list.map(toOrder), meta: listMeta(page, rows.length, total) };
  },
  order_payment: (_, args, context) => orderPaymentState(context.db, args.domain, args.order_id),
  customer_order: async (_, args, context) => {
    const { customerId, projectId } = await requireCustomer(context);
    return toOrder(await findOrder(context.db, projectId, args.id, { customerId }));
  },
};

// Open to visitors and customers alike: a customer's token ties the order to them.
export const placeOrderMutations: MutationResolvers<GraphqlContext> = {
  place_order: async (_, args, context) =>
    toOrder(
      await placeOrder(context, {
        domain: args.domain,
        input: args.input,
        customer: await context.customer(),
        ip: context.ip,
        language: context.locale as Locale,
      }),
    ),
  pay_order: (_, args, context) => {
    if (!context.billing.provider) throw new DomainError('NOT_AVAILABLE', 'api.error.not-available');
    return payOrder(
      {
        db: context.db,
        limiters: context.limiters,
        links: context.links,
        provider: context.billing.provider,
      },
      { domain: args.domain, orderId: args.order_id, ip: context.ip },
    );
  },
};

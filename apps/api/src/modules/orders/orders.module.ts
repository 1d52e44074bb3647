import type { DomainModule } from '../../core/domain-module';
import { businessClock } from '../../clock';
import { cartMutations, cartQueries } from './cart.resolvers';
import { customerOrderQueries, placeOrderMutations } from './customer-orders.resolvers';
import { cancelOverdueOrders } from './order-status.service';
import { orderMutations, orderQueries } from './orders.resolvers';

/**
 * The shop's orders (issue 15, ADR 0036): checkout with the stock taken in the order's transaction, statuses that
 * move by one conditional update each, the owner's order book, the customer's history and the shop's delivery and
 * payment settings. A job cancels unpaid online orders past their window, each once.
 */
export const ordersModule: DomainModule = {
  name: 'orders',
  resolvers: {
    Query: { ...orderQueries, ...customerOrderQueries, ...cartQueries },
    Mutation: { ...orderMutations, ...placeOrderMutations, ...cartMutations },
  },
  jobs: (platform) => [
    {
      name: 'orders-unpaid-expiry',
      cron: '* * * * *',
      run: () => cancelOverdueOrders(platform.db, businessClock.now()),
    },
  ],
};

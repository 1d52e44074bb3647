/* Apollo mock answers of the orders area's queries. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import { GetOrderCountsDocument, GetOrderDocument, GetOrderListDocument } from '@donut/graphql';
import { orderListVariables, readOrderListState } from './order-list-state';

export const testOrderItem = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'OrderItem' as const,
  variant_id: 'v1',
  product_id: 'p1',
  name: 'Tea cup',
  option_values: ['Blue'],
  sku: null,
  unit_price_minor: 1500,
  regular_price_minor: 2000,
  quantity: 2,
  total_minor: 3000,
  ...overrides,
});

/** An order with every field the card reads: two cups at 15 ₾ (20 ₾ regular), 10 % off, 5 ₾ courier delivery. */
export const testOrder = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Order' as const,
  id,
  number: Number(id.replace(/\D/g, '')) || 1,
  status: 'new',
  payment_method: 'cash_on_receipt',
  payment_status: 'unpaid',
  pay_by: null,
  customer_id: 'c1',
  contact_name: 'Nino',
  contact_phone: '+995555123456',
  contact_email: 'nino@mail.test',
  comment: 'Ring twice',
  delivery: {
    __typename: 'OrderDelivery' as const,
    kind: 'courier',
    name: 'Courier in Tbilisi',
    address: 'Rustaveli 1',
  },
  currency: 'GEL',
  items: [testOrderItem()],
  subtotal_minor: 3000,
  discount_percent: 10,
  discount_minor: 300,
  delivery_minor: 500,
  total_minor: 3200,
  channel: 'web',
  history: [
    {
      __typename: 'OrderHistoryEntry' as const,
      kind: 'placed',
      status: 'new',
      text: null,
      created_at: '2026-11-24T09:30:00.000Z',
    },
  ],
  created_at: '2026-11-24T09:30:00.000Z',
  updated_at: '2026-11-24T09:30:00.000Z',
  ...overrides,
});

/** GetOrderList's answer holding `orders`, all of them (or `total` in all). */
export const orderListResult = (orders: ReturnType<typeof testOrder>[], total = orders.length) => ({
  data: {
    order_list: {
      __typename: 'OrderList',
      list: orders,
      meta: { __typename: 'ListMeta', count: orders.length, has_next_page: total > orders.length, total },
    },
  },
});

/** GetOrderList for the order book at `query` (an address's query). */
export const orderListMock = (
  query: string,
  orders: ReturnType<typeof testOrder>[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: {
    query: GetOrderListDocument,
    variables: orderListVariables('42', readOrderListState(new URLSearchParams(query)), 'Asia/Tbilisi'),
  },
  result: orderListResult(orders),
  ...extra,
});

export const orderCountsMock = (fresh: number): MockLink.MockedResponse => ({
  request: { query: GetOrderCountsDocument, variables: { project_id: '42' } },
  result: {
    data: {
      order_counts: [
        { __typename: 'OrderStatusCount', status: 'new', count: fresh },
        { __typename: 'OrderStatusCount', status: 'completed', count: 3 },
      ],
    },
  },
});

export const orderMock = (order: ReturnType<typeof testOrder>): MockLink.MockedResponse => ({
  request: { query: GetOrderDocument, variables: { project_id: '42', id: order.id } },
  result: { data: { order } },
});

/* Customers and Apollo mock answers for the customer base's tests. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import {
  GetCustomerDocument,
  GetCustomerEventListDocument,
  GetCustomerListDocument,
  GetCustomerTagsDocument,
  type CustomerEventFieldsFragment,
  type CustomerFieldsFragment,
  type GetCustomerListQueryVariables,
} from '@donut/graphql';
import { CUSTOMER_EVENTS_PAGE_SIZE } from './use-customer-events';

export type TestCustomer = CustomerFieldsFragment & { __typename: 'Customer' };

/** A customer added by hand, with a name only. */
export function testCustomer(overrides: Partial<TestCustomer> = {}): TestCustomer {
  return {
    __typename: 'Customer',
    id: 'c1',
    name: 'Нино Беридзе',
    phone: null,
    email: null,
    language: 'ka',
    telegram: null,
    source: 'manual',
    discount_percent: 0,
    tags: [],
    created_at: '2026-11-20T09:00:00.000Z',
    last_seen_at: null,
    ...overrides,
  } as TestCustomer;
}

/** A Telegram account as the API answers it. */
export const testTelegram = (userId: string, username: string | null) =>
  ({ __typename: 'CustomerTelegram', user_id: userId, username }) as TestCustomer['telegram'];

const meta = (count: number, hasNext: boolean, total: number) => ({
  __typename: 'ListMeta' as const,
  count,
  has_next_page: hasNext,
  total,
});

/** GetCustomerList answering `customers` for these variables (beside project 42, from the start, one page). */
export function customerListMock(
  variables: Partial<GetCustomerListQueryVariables>,
  customers: TestCustomer[],
  { total = customers.length, hasNext = false, maxUsageCount = 1 } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: GetCustomerListDocument,
      variables: {
        project_id: '42',
        sort: { field: 'created_at', direction: 'desc' },
        limit: 50,
        offset: 0,
        ...variables,
      },
    },
    maxUsageCount,
    result: {
      data: {
        customer_list: {
          __typename: 'CustomerList',
          list: customers,
          meta: meta(customers.length, hasNext, total),
        },
      },
    },
  };
}

/** GetCustomer answering `customer`. */
export const customerMock = (customer: TestCustomer): MockLink.MockedResponse => ({
  request: { query: GetCustomerDocument, variables: { project_id: '42', id: customer.id } },
  result: { data: { customer } },
});

export const customerTagsMock = (tags: string[]): MockLink.MockedResponse => ({
  request: { query: GetCustomerTagsDocument, variables: { project_id: '42' } },
  maxUsageCount: 5,
  result: { data: { customer_tags: tags } },
});

export const testEvent = (overrides: Partial<CustomerEventFieldsFragment>) => ({
  __typename: 'CustomerEvent' as const,
  id: 'e1',
  kind: 'created' as const,
  created_at: '2026-11-20T09:00:00.000Z',
  text: null,
  percent: null,
  previous_percent: null,
  by_owner: true,
  ...overrides,
});

/** GetCustomerEventList of a customer (c1 unless told), its first page. */
export const customerEventsMock = (
  events: ReturnType<typeof testEvent>[],
  { customerId = 'c1', offset = 0, total = events.length, hasNext = false, maxUsageCount = 1 } = {},
): MockLink.MockedResponse => ({
  request: {
    query: GetCustomerEventListDocument,
    variables: { project_id: '42', customer_id: customerId, limit: CUSTOMER_EVENTS_PAGE_SIZE, offset },
  },
  maxUsageCount,
  result: {
    data: {
      customer_event_list: {
        __typename: 'CustomerEventList',
        list: events,
        meta: meta(events.length, hasNext, total),
      },
    },
  },
});

/* Test data of the billing feature, as the API answers it. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import {
  GetPlanChangeQuoteDocument,
  GetRateListDocument,
  GetReceiptListDocument,
  GetSubscriptionDocument,
  type BillingPeriod,
  type GetRateListQuery,
} from '@donut/graphql';
import { RECEIPTS_PAGE_SIZE } from './use-receipt-list';
import type { Subscription } from './use-subscription';

const DAY_MS = 24 * 3600 * 1000;

type Rate = GetRateListQuery['rate_list'][number];

/** A plan as GetRateList answers it; yearly is ten months (ADR 0003). */
export function rate(
  id: string,
  code: string,
  name: string,
  monthly: number | null,
): Rate & { __typename: 'Rate' } {
  return {
    __typename: 'Rate',
    id,
    code,
    name,
    price_monthly: monthly,
    price_yearly: monthly === null ? null : monthly * 10,
    yearly_discount_percent: monthly === null ? null : 17,
    max_employees: 1,
    max_products: 50,
    max_services: 20,
    max_chats: 1,
    max_storage: 1,
    support_type: 'base',
    no_ads: false,
    description: `${name} plan`,
  };
}

export const plans = [
  rate('1', 'start', 'Start', 9),
  rate('4', 'business', 'Business', 49),
  rate('5', 'pro', 'Pro', 79),
  rate('7', 'enterprise', 'Enterprise', null),
];
export const [start, business, pro, enterprise] = plans;

export const rateListMock: MockLink.MockedResponse = {
  request: { query: GetRateListDocument },
  result: { data: { rate_list: plans } },
};

/** The owner's subscription; by default the trial on Business with 14 days left. */
export function subscription(change: Partial<Omit<Subscription, 'rate'>> & { rate?: Rate } = {}) {
  const { rate: plan = business, ...rest } = change;
  const answer = {
    __typename: 'ClientSubscription' as const,
    rate: { __typename: 'Rate' as const, id: plan.id, code: plan.code, name: plan.name },
    status: 'trial' as Subscription['status'],
    billing_period: null as BillingPeriod | null,
    period_start: new Date(Date.now() - 60_000).toISOString(),
    period_end: new Date(Date.now() + 14 * DAY_MS - 60_000).toISOString(),
    trial_end: null as string | null,
    cancel_at_period_end: false,
    credit_minor: 0,
    currency: 'USD',
    is_active: true,
    ...rest,
  };
  // A running trial's days end with it, unless the test says otherwise.
  if (!('trial_end' in rest) && answer.status === 'trial') answer.trial_end = answer.period_end;
  return answer;
}

export const subscriptionMock = (answer: ReturnType<typeof subscription>): MockLink.MockedResponse => ({
  request: { query: GetSubscriptionDocument },
  result: { data: { subscription: answer } },
});

/** GetPlanChangeQuote for a plan and period, answering the amounts in cents. */
export function quoteMock(
  plan: Rate,
  period: BillingPeriod,
  amounts: {
    price: number;
    remainder?: number;
    creditUsed?: number;
    charge: number;
    creditLeft?: number;
    periodStart?: string;
    periodEnd?: string;
    /** Set when paying during the trial: the paid period starts then (ADR 0011). */
    trialEnd?: string;
  },
): MockLink.MockedResponse {
  return {
    request: { query: GetPlanChangeQuoteDocument, variables: { rate_id: plan.id, billing_period: period } },
    result: {
      data: {
        plan_change_quote: {
          __typename: 'PlanChangeQuote',
          rate: { __typename: 'Rate', id: plan.id, code: plan.code, name: plan.name },
          billing_period: period,
          price_minor: amounts.price,
          remainder_minor: amounts.remainder ?? 0,
          credit_used_minor: amounts.creditUsed ?? 0,
          charge_minor: amounts.charge,
          carried_credit_minor: amounts.creditLeft ?? 0,
          currency: 'USD',
          period_start: amounts.periodStart ?? amounts.trialEnd ?? '2026-12-05T10:00:00.000Z',
          period_end: amounts.periodEnd ?? '2027-01-05T10:00:00.000Z',
          trial_end: amounts.trialEnd ?? null,
        },
      },
    },
  };
}

/** A receipt as GetReceiptList answers it. */
export function receipt(
  index: number,
  change: { rateName?: string; amount?: number; period?: BillingPeriod } = {},
) {
  return {
    __typename: 'Receipt' as const,
    id: String(index),
    payment_id: `sbx_${String(index).padStart(16, '0')}`,
    rate_name: change.rateName ?? 'Business',
    billing_period: change.period ?? ('month' as BillingPeriod),
    amount_minor: change.amount ?? 4900,
    currency: 'USD',
    period_start: new Date(Date.UTC(2026, 10, index)).toISOString(),
    period_end: new Date(Date.UTC(2026, 11, index)).toISOString(),
    paid_at: new Date(Date.UTC(2026, 10, index, 9)).toISOString(),
  };
}

export type TestReceipt = ReturnType<typeof receipt>;

/** GetReceiptList answering one page. */
export function receiptListMock(
  list: TestReceipt[],
  meta: { total: number; has_next_page: boolean },
  offset = 0,
): MockLink.MockedResponse {
  return {
    request: { query: GetReceiptListDocument, variables: { limit: RECEIPTS_PAGE_SIZE, offset } },
    result: {
      data: {
        receipt_list: {
          __typename: 'ReceiptList',
          list,
          meta: { __typename: 'ListMeta', count: list.length, ...meta },
        },
      },
    },
  };
}

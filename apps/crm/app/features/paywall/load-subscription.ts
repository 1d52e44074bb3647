import type { ApolloClient } from '@apollo/client';
import { GetSubscriptionDocument, type GetSubscriptionQuery } from '@donut/graphql';

export type CrmSubscription = GetSubscriptionQuery['subscription'];

/**
 * The signed-in owner's plan, beside the project in the layout's loader. Null when the API could not
 * tell: the CRM then opens as usual, since the API refuses project work on its own when the plan has
 * ended, and that refusal loads the layout again (shared/payment-required.ts).
 */
export async function loadSubscription(client: ApolloClient): Promise<CrmSubscription | null> {
  const result = await client.query({ query: GetSubscriptionDocument, errorPolicy: 'all' });
  return result.data?.subscription ?? null;
}

/** The CRM is closed until payment once the trial or the paid period is over (spec §4, issue 6). */
export const isPlanClosed = (subscription: CrmSubscription | null): subscription is CrmSubscription =>
  subscription !== null && !subscription.is_active;

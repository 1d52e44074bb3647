import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { GraphqlContext } from '../../graphql/context';
import { isSubscriptionActive } from './subscription.service';
import { DomainError } from '../../core/domain-error';

/**
 * The CRM's gate (spec §4): once the trial or the paid period is over, project work is refused with
 * PAYMENT_REQUIRED until the owner pays. The cabinet (projects list, profile, plans) stays open.
 */
export async function requireActivePlan(context: GraphqlContext, clientId: string): Promise<void> {
  if (!(await planIsActive(context, clientId))) throw new DomainError('PAYMENT_REQUIRED', 'api.error.payment-required');
}

/** One lookup per request: the CRM overview asks for services, categories and hours in one request. */
const checked = new WeakMap<GraphqlContext, Promise<boolean>>();

function planIsActive(context: GraphqlContext, clientId: string): Promise<boolean> {
  let active = checked.get(context);
  if (!active) {
    active = context.db
      .select({ status: subscriptions.status, periodEnd: subscriptions.periodEnd })
      .from(subscriptions)
      .where(eq(subscriptions.clientId, clientId))
      .then(([subscription]) => !!subscription && isSubscriptionActive(subscription));
    checked.set(context, active);
  }
  return active;
}

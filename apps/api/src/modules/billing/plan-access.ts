import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { isSubscriptionActive } from './subscription.service';
import { DomainError } from '../../core/domain-error';
import type { Platform } from '../../core/platform';

/** What this service needs of the platform (and of the caller). */
type Deps = Pick<Platform, 'db'>;

/**
 * The CRM's gate (spec §4): once the trial or the paid period is over, project work is refused with
 * PAYMENT_REQUIRED until the owner pays. The cabinet (projects list, profile, plans) stays open.
 */
export async function requireActivePlan(deps: Deps, clientId: string): Promise<void> {
  if (!(await planIsActive(deps, clientId)))
    throw new DomainError('PAYMENT_REQUIRED', 'api.error.payment-required');
}

/** One lookup per request: the CRM overview asks for services, categories and hours in one request. */
const checked = new WeakMap<Deps, Promise<boolean>>();

function planIsActive(deps: Deps, clientId: string): Promise<boolean> {
  let active = checked.get(deps);
  if (!active) {
    active = deps.db
      .select({ status: subscriptions.status, periodEnd: subscriptions.periodEnd })
      .from(subscriptions)
      .where(eq(subscriptions.clientId, clientId))
      .then(([subscription]) => !!subscription && isSubscriptionActive(subscription));
    checked.set(deps, active);
  }
  return active;
}

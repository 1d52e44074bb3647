import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import { validationMessages } from '@donut/validation';
import type { GraphqlContext } from '../../core/request-context';
import { requireClient } from '../../core/request-context';
import { toPage } from '../../core/pagination';
import { setCancelAtPeriodEnd } from './cancellation.service';
import { BILLING_CURRENCY } from './money';
import { changePlan, PlanChangeRefused, quoteFor } from './plan-change.service';
import { listReceipts } from './receipts.service';
import { loadSubscription, toSubscriptionView } from './subscription.service';
import { toRateView } from '../rates/rates.service';
import { businessClock } from '../../clock';
import { DomainError, invalidInput } from '../../core/domain-error';

/** PlanChangeRefused in the caller's language. */
function refusal(context: GraphqlContext, error: unknown): never {
  if (!(error instanceof PlanChangeRefused)) throw error;
  if (error.reason === 'unknown-rate') throw invalidInput({ rate_id: validationMessages.invalid });
  throw new DomainError(
    'CONFLICT',
    error.reason === 'on-request' ? 'api.billing.on-request' : 'api.billing.already-on-plan',
  );
}

const currentSubscription = async (context: GraphqlContext, clientId: string) =>
  toSubscriptionView(await loadSubscription(context.db, clientId), context.locale);

export const billingQueries: QueryResolvers<GraphqlContext> = {
  subscription: async (_, __, context) => {
    const { clientId } = await requireClient(context);
    return currentSubscription(context, clientId);
  },
  plan_change_quote: async (_, args, context) => {
    const { clientId } = await requireClient(context);
    const quote = await quoteFor(
      context.db,
      clientId,
      Number(args.rate_id),
      args.billing_period,
      businessClock.now(),
    ).catch((error: unknown) => refusal(context, error));
    return {
      rate: toRateView(quote.rate, context.locale),
      billing_period: quote.period,
      price_minor: quote.priceMinor,
      remainder_minor: quote.creditMinor,
      // The remainder is spent first, then the account credit.
      credit_used_minor: Math.max(
        0,
        Math.min(quote.subscription.creditMinor, quote.priceMinor - quote.chargeMinor - quote.creditMinor),
      ),
      charge_minor: quote.chargeMinor,
      carried_credit_minor: quote.carriedCreditMinor,
      currency: BILLING_CURRENCY,
      period_start: quote.periodStart.toISOString(),
      period_end: quote.periodEnd.toISOString(),
      trial_end: quote.trialEnd?.toISOString() ?? null,
    };
  },
  receipt_list: async (_, args, context) => {
    const { clientId } = await requireClient(context);
    return listReceipts(context.db, clientId, toPage(context.locale, args, 20), context.locale);
  },
};

export const billingMutations: MutationResolvers<GraphqlContext> = {
  change_plan: async (_, args, context) => {
    const { clientId } = await requireClient(context);
    if (args.accept_terms !== true)
      throw invalidInput({ accept_terms: validationMessages.subscriptionTermsNotAccepted });
    if (!context.billing.provider) throw new DomainError('NOT_AVAILABLE', 'api.error.not-available');
    const { checkoutUrl } = await changePlan(
      { db: context.db, provider: context.billing.provider, links: context.links },
      { clientId, rateId: Number(args.rate_id), period: args.billing_period, locale: context.locale },
    ).catch((error: unknown) => refusal(context, error));
    return { subscription: await currentSubscription(context, clientId), checkout_url: checkoutUrl };
  },
  cancel_subscription: async (_, __, context) => {
    const { clientId } = await requireClient(context);
    if (!(await setCancelAtPeriodEnd(context.db, clientId, true)))
      throw new DomainError('CONFLICT', 'api.billing.nothing-to-cancel');
    return currentSubscription(context, clientId);
  },
  resume_subscription: async (_, __, context) => {
    const { clientId } = await requireClient(context);
    if (!(await setCancelAtPeriodEnd(context.db, clientId, false)))
      throw new DomainError('CONFLICT', 'api.billing.nothing-to-resume');
    return currentSubscription(context, clientId);
  },
};

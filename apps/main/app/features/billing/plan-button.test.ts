import type { BillingPeriod } from '@donut/graphql';
import { planButton, type PlanButtonKind, type PlanHolder, type PricedPlan } from './plan-button';

const plan = (id: string, monthly: number | null): PricedPlan => ({
  id,
  price_monthly: monthly,
  price_yearly: monthly === null ? null : monthly * 10,
});
const start = plan('start', 9);
const business = plan('business', 49);
const pro = plan('pro', 79);
const enterprise = plan('enterprise', null);
const plans = [start, business, pro, enterprise];

const holder = (
  rateId: string,
  status: PlanHolder['status'],
  period: BillingPeriod | null,
  isActive = true,
): PlanHolder => ({
  rate: { id: rateId },
  status,
  billing_period: period,
  is_active: isActive,
});

/** Every plan's button for one viewer and period, in the order start, business, pro, enterprise. */
const buttons = (subscription: PlanHolder | null, period: BillingPeriod): PlanButtonKind[] =>
  plans.map((candidate) =>
    planButton({
      plan: candidate,
      period,
      subscription,
      currentPlan: plans.find((p) => p.id === subscription?.rate.id),
    }),
  );

// The table of docs/adr/0013-plan-buttons.md.
describe('planButton', () => {
  it.each<[string, PlanHolder | null, BillingPeriod, PlanButtonKind[]]>([
    ['a visitor, monthly', null, 'month', ['try-free', 'try-free', 'try-free', 'contact']],
    ['a visitor, yearly', null, 'year', ['try-free', 'try-free', 'try-free', 'contact']],
    [
      'the trial (on Business)',
      holder('business', 'trial', null),
      'month',
      ['subscribe', 'subscribe', 'subscribe', 'contact'],
    ],
    [
      'the trial, yearly prices',
      holder('business', 'trial', null),
      'year',
      ['subscribe', 'subscribe', 'subscribe', 'contact'],
    ],
    [
      'a trial past its end the sweep has not closed yet',
      holder('business', 'trial', null, false),
      'month',
      ['select', 'select', 'select', 'contact'],
    ],
    [
      'an ended trial',
      holder('business', 'expired', null, false),
      'month',
      ['select', 'select', 'select', 'contact'],
    ],
    [
      'Business monthly',
      holder('business', 'active', 'month'),
      'month',
      ['downgrade', 'current', 'upgrade', 'contact'],
    ],
    [
      'Business monthly, yearly prices',
      holder('business', 'active', 'month'),
      'year',
      ['downgrade', 'select', 'upgrade', 'contact'],
    ],
    [
      'Business yearly, monthly prices',
      holder('business', 'active', 'year'),
      'month',
      ['downgrade', 'select', 'upgrade', 'contact'],
    ],
    [
      'Business yearly',
      holder('business', 'active', 'year'),
      'year',
      ['downgrade', 'current', 'upgrade', 'contact'],
    ],
    [
      'the cheapest plan',
      holder('start', 'active', 'month'),
      'month',
      ['current', 'upgrade', 'upgrade', 'contact'],
    ],
    [
      'Pro monthly (cancelled or not: it runs to its end)',
      holder('pro', 'active', 'month'),
      'month',
      ['downgrade', 'downgrade', 'current', 'contact'],
    ],
    [
      'a paid period past its end the sweep has not closed yet',
      holder('pro', 'active', 'month', false),
      'month',
      ['select', 'select', 'select', 'contact'],
    ],
    [
      'an expired paid plan',
      holder('pro', 'expired', 'month', false),
      'month',
      ['select', 'select', 'select', 'contact'],
    ],
    [
      'Enterprise by agreement',
      holder('enterprise', 'active', 'year'),
      'year',
      ['select', 'select', 'select', 'current'],
    ],
    [
      'an expired Enterprise',
      holder('enterprise', 'expired', 'year', false),
      'year',
      ['select', 'select', 'select', 'contact'],
    ],
  ])('%s', (_, subscription, period, expected) => {
    expect(buttons(subscription, period)).toEqual(expected);
  });

  it('offers Select, not a guess, when the current plan is not in the list', () => {
    expect(
      planButton({ plan: pro, period: 'month', subscription: holder('retired', 'active', 'month') }),
    ).toBe('select');
  });

  it('offers Select between two plans of the same price', () => {
    expect(
      planButton({
        plan: plan('twin', 49),
        period: 'month',
        subscription: holder('business', 'active', 'month'),
        currentPlan: business,
      }),
    ).toBe('select');
  });
});

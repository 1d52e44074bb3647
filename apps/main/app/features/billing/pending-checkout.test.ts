import { pro, start, subscription } from './billing-fixtures';
import { planMark, showsPaidChange, type PendingCheckout } from './pending-checkout';

const trialEnd = '2026-12-08T09:00:00.000Z';
const waitingStart = subscription({
  rate: start,
  status: 'active',
  billing_period: 'month',
  period_start: trialEnd,
  period_end: '2027-01-08T09:00:00.000Z',
  trial_end: trialEnd,
});

describe('showsPaidChange', () => {
  const toPro = (before: PendingCheckout['before']): PendingCheckout => ({
    rateId: pro.id,
    period: 'month',
    before,
  });

  it('waits while the subscription is still the plan before the payment', () => {
    expect(showsPaidChange(waitingStart, toPro(planMark(waitingStart)))).toBe(false);
  });

  it('sees a change before a period bought during the trial starts, though the period start stays (ADR 0011)', () => {
    const paidPro = { ...waitingStart, rate: { ...waitingStart.rate, id: pro.id, code: 'pro', name: 'Pro' } };
    expect(paidPro.period_start).toBe(waitingStart.period_start);
    expect(showsPaidChange(paidPro, toPro(planMark(waitingStart)))).toBe(true);
  });

  it('sees a renewal of the same plan by its new period', () => {
    const expiredPro = subscription({
      rate: pro,
      status: 'expired',
      billing_period: 'month',
      period_start: '2026-10-01T00:00:00.000Z',
      is_active: false,
    });
    const renewed = { ...expiredPro, status: 'active' as const, period_start: '2026-11-24T12:00:00.000Z' };
    expect(showsPaidChange(expiredPro, toPro(planMark(expiredPro)))).toBe(false);
    expect(showsPaidChange(renewed, toPro(planMark(expiredPro)))).toBe(true);
  });

  it('without a remembered plan, trusts any paid subscription on the plan asked for', () => {
    expect(
      showsPaidChange(subscription({ rate: pro, status: 'active', billing_period: 'month' }), toPro(null)),
    ).toBe(true);
  });
});

import { paidPeriodStart, periodEnd, quotePlanChange, unusedCredit, type BillingPeriod } from './proration';
import { remainingTrialEnd } from './trial';

const at = (iso: string) => new Date(`${iso}Z`);
const monthly = (paidMinor: number, start = '2026-03-01T00:00:00') => ({
  paidMinor,
  start: at(start),
  end: periodEnd(at(start), 'month'),
});
const yearly = (paidMinor: number, start = '2026-01-01T00:00:00') => ({
  paidMinor,
  start: at(start),
  end: periodEnd(at(start), 'year'),
});

describe('billing periods', () => {
  it.each([
    ['2026-01-31T10:00:00', 'month', '2026-02-28T10:00:00'],
    ['2028-01-31T10:00:00', 'month', '2028-02-29T10:00:00'],
    ['2026-03-15T00:00:00', 'month', '2026-04-15T00:00:00'],
    ['2028-02-29T00:00:00', 'year', '2029-02-28T00:00:00'],
    ['2026-06-01T12:30:00', 'year', '2027-06-01T12:30:00'],
  ] as const)('a period from %s (%s) ends %s', (start, period, end) => {
    expect(periodEnd(at(start), period as BillingPeriod)).toEqual(at(end));
  });
});

describe('the unused remainder', () => {
  it('is the share of the period still ahead, rounded down', () => {
    // March has 31 days: after 10 days, 21/31 of $49.00 is 3319.35 cents.
    expect(unusedCredit(monthly(4900), at('2026-03-11T00:00:00'))).toBe(3319);
  });
  it('is nothing for the trial, at the end, or after it', () => {
    expect(unusedCredit(monthly(0), at('2026-03-05T00:00:00'))).toBe(0);
    expect(unusedCredit(monthly(4900), at('2026-04-01T00:00:00'))).toBe(0);
    expect(unusedCredit(monthly(4900), at('2026-05-20T00:00:00'))).toBe(0);
  });
  it('never exceeds what was paid, even for a clock before the start', () => {
    expect(unusedCredit(monthly(4900), at('2026-02-01T00:00:00'))).toBe(4900);
  });
  it('is the whole price of a period bought during the trial that has not started yet', () => {
    const waiting = monthly(1900, '2026-12-08T09:00:00');
    expect(unusedCredit(waiting, at('2026-11-25T10:00:00'))).toBe(1900);
    expect(unusedCredit(waiting, at('2026-12-08T09:00:00'))).toBe(1900);
    expect(unusedCredit(waiting, at('2026-12-23T21:00:00'))).toBe(950); // 15.5 of 31 days left
  });
});

describe('the trial days an owner keeps (ADR 0011)', () => {
  const trialTo8Dec = { periodStart: at('2026-11-24T09:00:00'), periodEnd: at('2026-12-08T09:00:00') };
  const paidDuringTrial = { periodStart: at('2026-12-08T09:00:00'), periodEnd: at('2027-01-08T09:00:00') };
  it.each([
    ['a running trial', 'trial', trialTo8Dec, '2026-11-24T12:00:00', '2026-12-08T09:00:00'],
    ['a trial that has ended', 'trial', trialTo8Dec, '2026-12-08T09:00:00', null],
    ['an expired trial', 'expired', trialTo8Dec, '2026-12-09T00:00:00', null],
    [
      'a period paid during the trial, not started',
      'active',
      paidDuringTrial,
      '2026-11-25T00:00:00',
      '2026-12-08T09:00:00',
    ],
    ['a period paid during the trial, started', 'active', paidDuringTrial, '2026-12-08T09:00:00', null],
    [
      'a period paid after the trial',
      'active',
      { periodStart: at('2026-03-01T00:00:00'), periodEnd: at('2026-04-01T00:00:00') },
      '2026-03-05T00:00:00',
      null,
    ],
  ] as const)('%s', (_, status, period, now, trialEnd) => {
    expect(remainingTrialEnd({ status, ...period }, at(now))).toEqual(trialEnd ? at(trialEnd) : null);
  });

  it('start the paid period at their end; without them it starts at once', () => {
    expect(paidPeriodStart(at('2026-11-24T12:00:00'), at('2026-12-08T09:00:00'))).toEqual(
      at('2026-12-08T09:00:00'),
    );
    expect(paidPeriodStart(at('2026-12-09T12:00:00'), at('2026-12-08T09:00:00'))).toEqual(
      at('2026-12-09T12:00:00'),
    );
    expect(paidPeriodStart(at('2026-11-24T12:00:00'), null)).toEqual(at('2026-11-24T12:00:00'));
  });

  it.each([
    // case, current period, trial end, new price, new period, now, charge, credit, carried, period start, period end
    [
      'paying during the trial: Business monthly from the trial end, full price',
      null,
      '2026-12-08T09:00:00',
      4900,
      'month',
      '2026-11-24T12:00:00',
      4900,
      0,
      0,
      '2026-12-08T09:00:00',
      '2027-01-08T09:00:00',
    ],
    [
      'paying during the trial, yearly',
      null,
      '2026-12-08T09:00:00',
      49000,
      'year',
      '2026-11-24T12:00:00',
      49000,
      0,
      0,
      '2026-12-08T09:00:00',
      '2027-12-08T09:00:00',
    ],
    [
      'paying after the trial ran out: from the payment',
      null,
      null,
      4900,
      'month',
      '2026-12-10T15:00:00',
      4900,
      0,
      0,
      '2026-12-10T15:00:00',
      '2027-01-10T15:00:00',
    ],
    [
      'Basic → Pro before the period bought in the trial starts: all of Basic counts',
      monthly(1900, '2026-12-08T09:00:00'),
      '2026-12-08T09:00:00',
      7900,
      'month',
      '2026-11-25T10:00:00',
      6000,
      1900,
      0,
      '2026-12-08T09:00:00',
      '2027-01-08T09:00:00',
    ],
    [
      'Pro → Start before it starts: the rest stays as credit',
      monthly(7900, '2026-12-08T09:00:00'),
      '2026-12-08T09:00:00',
      900,
      'month',
      '2026-11-25T10:00:00',
      0,
      7900,
      7000,
      '2026-12-08T09:00:00',
      '2027-01-08T09:00:00',
    ],
  ] as const)(
    '%s',
    (_, current, trialEnd, newPriceMinor, period, now, charge, credit, carried, start, end) => {
      const quote = quotePlanChange({
        current,
        accountCreditMinor: 0,
        newPriceMinor,
        period: period as BillingPeriod,
        now: at(now),
        trialEnd: trialEnd ? at(trialEnd) : null,
      });
      expect(quote).toEqual({
        chargeMinor: charge,
        creditMinor: credit,
        carriedCreditMinor: carried,
        periodStart: at(start),
        periodEnd: at(end),
      });
      expect(quote.chargeMinor + credit - quote.carriedCreditMinor).toBe(newPriceMinor);
    },
  );
});

describe('a plan change (the table of ADR 0011)', () => {
  it.each([
    // case, current period, account credit, new price, new period, now, charge, credit, carried, period end
    [
      'upgrade mid-period, Basic → Business monthly',
      monthly(1900),
      0,
      4900,
      'month',
      '2026-03-16T12:00:00',
      3950,
      950,
      0,
      '2026-04-16T12:00:00',
    ],
    [
      'downgrade mid-period, Pro → Start monthly',
      monthly(7900),
      0,
      900,
      'month',
      '2026-03-16T12:00:00',
      0,
      3950,
      3050,
      '2026-04-16T12:00:00',
    ],
    [
      'monthly to yearly, Standard monthly → Standard yearly',
      monthly(2900, '2026-03-01T00:00:00'),
      0,
      29000,
      'year',
      '2026-03-11T00:00:00',
      27036,
      1964,
      0,
      '2027-03-11T00:00:00',
    ],
    [
      'yearly to monthly, Business yearly → Business monthly',
      yearly(49000),
      0,
      4900,
      'month',
      '2026-07-02T12:00:00',
      0,
      24500,
      19600,
      '2026-08-02T12:00:00',
    ],
    [
      'change on the last day, Basic → Pro monthly',
      monthly(1900),
      0,
      7900,
      'month',
      '2026-03-31T12:00:00',
      7870,
      30,
      0,
      '2026-04-30T12:00:00',
    ],
    [
      'from the trial, nothing to count',
      null,
      0,
      4900,
      'month',
      '2026-03-20T09:00:00',
      4900,
      0,
      0,
      '2026-04-20T09:00:00',
    ],
    [
      'credit from an earlier downgrade pays part',
      monthly(900),
      3050,
      4900,
      'month',
      '2026-03-16T12:00:00',
      1400,
      450,
      0,
      '2026-04-16T12:00:00',
    ],
    [
      'credit covering the whole price is kept for later',
      null,
      6000,
      4900,
      'month',
      '2026-03-16T12:00:00',
      0,
      0,
      1100,
      '2026-04-16T12:00:00',
    ],
  ] as const)(
    '%s',
    (_, current, accountCreditMinor, newPriceMinor, period, now, charge, credit, carried, end) => {
      const quote = quotePlanChange({
        current,
        accountCreditMinor,
        newPriceMinor,
        period: period as BillingPeriod,
        now: at(now),
      });
      expect(quote).toEqual({
        chargeMinor: charge,
        creditMinor: credit,
        carriedCreditMinor: carried,
        periodStart: at(now),
        periodEnd: at(end),
      });
      // Money is conserved: what the owner pays plus every credit used equals the new price.
      expect(quote.chargeMinor + credit + accountCreditMinor - quote.carriedCreditMinor).toBe(newPriceMinor);
    },
  );

  it('refuses amounts that are not whole minor units', () => {
    expect(() =>
      quotePlanChange({
        current: null,
        accountCreditMinor: 0,
        newPriceMinor: 49.5,
        period: 'month',
        now: new Date(),
      }),
    ).toThrow(RangeError);
    expect(() =>
      quotePlanChange({
        current: null,
        accountCreditMinor: -1,
        newPriceMinor: 4900,
        period: 'month',
        now: new Date(),
      }),
    ).toThrow(RangeError);
  });
});

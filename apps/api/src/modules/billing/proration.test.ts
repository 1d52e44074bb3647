import { periodEnd, quotePlanChange, unusedCredit, type BillingPeriod } from './proration';

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

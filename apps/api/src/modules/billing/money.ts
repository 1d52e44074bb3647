import type { rates } from '../../db/schema';

/** Plans are priced in US dollars (ADR 0003); billing works in cents (ADR 0011). */
export const BILLING_CURRENCY = 'USD';

export type BillingPeriod = 'month' | 'year';

/** The plan's price for a period in cents, or null when it is "on request" (Enterprise). */
export function ratePriceMinor(
  rate: Pick<typeof rates.$inferSelect, 'priceMonthly' | 'priceYearly'>,
  period: BillingPeriod,
): number | null {
  const dollars = period === 'year' ? rate.priceYearly : rate.priceMonthly;
  return dollars === null ? null : Math.round(dollars * 100);
}

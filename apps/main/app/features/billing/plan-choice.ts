import type { BillingPeriod } from '@donut/graphql';

/** The plan and period a plan button (or the billing block's Pay) opened the change-plan dialog with. */
export interface PlanChoice {
  rate: { id: string; name: string };
  period: BillingPeriod;
}

import type { BillingPeriod } from '@donut/graphql';
import { PlanAction } from './plan-action';
import { planButton, type PricedPlan } from './plan-button';
import type { PlanChoice } from './plan-choice';
import { useSubscription } from './use-subscription';

export interface ClientPlanActionProps {
  plan: PricedPlan & { name: string };
  /** Every listed plan: the current one's price decides between upgrade and downgrade. */
  plans: readonly PricedPlan[];
  period: BillingPeriod;
  onChoose: (choice: PlanChoice) => void;
}

/** A plan's button for the signed-in owner; nothing until their subscription is known (the billing block tells why). */
export function ClientPlanAction({ plan, plans, period, onChoose }: ClientPlanActionProps) {
  const { subscription } = useSubscription();
  if (!subscription) return null;
  const kind = planButton({
    plan,
    period,
    subscription,
    currentPlan: plans.find((candidate) => candidate.id === subscription.rate.id),
  });
  return (
    <PlanAction
      kind={kind}
      rateName={plan.name}
      onChoose={() => onChoose({ rate: { id: plan.id, name: plan.name }, period })}
    />
  );
}

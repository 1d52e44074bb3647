import { PlanAction } from './plan-action';
import { planButton, type PricedPlan } from './plan-button';

export interface VisitorPlanActionProps {
  plan: PricedPlan & { name: string };
}

/** A plan's button for a visitor, who has no plan yet: the rule of plan-button.ts without a subscription; Contact us leads to the public contacts. */
export function VisitorPlanAction({ plan }: VisitorPlanActionProps) {
  return (
    <PlanAction
      kind={planButton({ plan, period: 'month', subscription: null })}
      rateName={plan.name}
      contactPage="contacts"
    />
  );
}

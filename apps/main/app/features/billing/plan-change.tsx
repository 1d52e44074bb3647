import { useState, type ReactNode } from 'react';
import { ChangePlanDialog } from './change-plan-dialog';
import type { PlanChoice } from './plan-choice';
import { useCheckoutReturn } from './use-checkout-return';

export interface PlanChangeProps {
  /** The page, given the one way to open the dialog: its plan buttons and the billing block's Pay all call `choose`. */
  children: (choose: (choice: PlanChoice) => void) => ReactNode;
}

/**
 * A page where the owner changes plans: one change-plan dialog for whichever plan the page's buttons choose, and
 * the return from the checkout (its toast, the plan asked for until the payment shows) handled once.
 */
export function PlanChange({ children }: PlanChangeProps) {
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  useCheckoutReturn();
  return (
    <>
      {children(setChoice)}
      <ChangePlanDialog choice={choice} onClose={() => setChoice(null)} />
    </>
  );
}

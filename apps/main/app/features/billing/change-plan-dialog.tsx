import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '@donut/ui';
import { ChangePlanForm } from './change-plan-form';
import type { PlanChoice } from './plan-choice';

export const CHANGE_PLAN_MODAL_ID = 'modal-change-plan';

export interface ChangePlanDialogProps {
  /** Null while closed. */
  choice: PlanChoice | null;
  onClose: () => void;
}

/** The change-plan dialog: the quote for the chosen plan and period, the terms of payment, and the confirmation. */
export function ChangePlanDialog({ choice, onClose }: ChangePlanDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      id={CHANGE_PLAN_MODAL_ID}
      isOpen={choice !== null}
      title={
        choice ? (
          intl.formatMessage({ id: 'main.billing.dialog.title' }, { rate: choice.rate.name })
        ) : (
          <FormattedMessage id="main.billing.dialog.title-empty" />
        )
      }
      onClose={onClose}
    >
      {/* Keyed: another plan starts with a clean form (terms not yet accepted). */}
      {choice ? (
        <ChangePlanForm key={`${choice.rate.id}-${choice.period}`} choice={choice} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

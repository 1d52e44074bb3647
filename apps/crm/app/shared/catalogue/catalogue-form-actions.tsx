import type { ReactNode } from 'react';
import { Button, FormError } from '@donut/ui';
import type { SaveRefusalStatus } from '../forms/save-refusal';
import { PlanLimitNotice } from './plan-limit-notice';
import './catalogue.css';

/** What a catalogue form's last save left to say: a refusal, or the plan's limit reached (`saveRefusal`). */
export type CatalogueFormStatus = SaveRefusalStatus;

export interface CatalogueFormActionsProps {
  status: CatalogueFormStatus;
  /** The plan-limit notice's link text ("Choose a larger plan"). */
  chooseLabel: ReactNode;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  isSubmitting: boolean;
  onCancel: () => void;
  className: string;
}

/** The end of a service's or product's form: the plan-limit notice or the form's error, then Cancel and the save. */
export function CatalogueFormActions({
  status,
  chooseLabel,
  cancelLabel,
  submitLabel,
  isSubmitting,
  onCancel,
  className,
}: CatalogueFormActionsProps) {
  return (
    <>
      {status?.kind === 'plan-limit' ? (
        <PlanLimitNotice message={status.message} chooseLabel={chooseLabel} />
      ) : null}
      <FormError>{status?.kind === 'failed' ? status.message : null}</FormError>
      <div className={className}>
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

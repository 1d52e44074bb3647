import type { ReactNode } from 'react';
import { readApiError, splitFieldErrors } from '@donut/graphql';
import { Button, FormError } from '@donut/ui';
import { PlanLimitNotice } from './plan-limit-notice';
import './catalogue.css';

/** What a catalogue form's last save left to say: a refusal, or the plan's limit reached. */
export type CatalogueFormStatus =
  { kind: 'failed'; message: string | null } | { kind: 'plan-limit'; message: string } | null;

/**
 * What a refused save tells the form: the API's errors by field and the status under the form (the plan's limit, or
 * the error no field shows). Null when the paywall took it over (`isHandledElsewhere`, usePaymentRequiredCheck).
 */
export function catalogueSaveRefusal(
  error: unknown,
  isHandledElsewhere: (error: unknown) => boolean,
  formFields: readonly string[],
  failedMessage: string,
): { fields: Record<string, string>; status: CatalogueFormStatus } | null {
  if (isHandledElsewhere(error)) return null;
  const apiError = readApiError(error);
  if (apiError.code === 'PLAN_LIMIT_REACHED' && apiError.message)
    return { fields: {}, status: { kind: 'plan-limit', message: apiError.message } };
  const { fields, formError } = splitFieldErrors(apiError, formFields, failedMessage);
  return { fields, status: formError ? { kind: 'failed', message: formError } : null };
}

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

import { readApiError, splitFieldErrors } from '@donut/graphql';

/** What a form's last save left to say under it: a refusal, or the plan's limit reached. */
export type SaveRefusalStatus =
  { kind: 'failed'; message: string | null } | { kind: 'plan-limit'; message: string } | null;

export interface SaveRefusalOptions {
  /** True when another part took the error over (the paywall: usePaymentRequiredCheck). */
  isHandledElsewhere: (error: unknown) => boolean;
  /**
   * The fields the form shows errors under; the API's other fields join the text under the form. Left out, the form
   * shows every field the API names.
   */
  formFields?: readonly string[];
  /** The form's field for the API's input path (`deliveries[0].texts[1].name` to `deliveries[0].texts.ka.name`). */
  fieldOf?: (path: string) => string;
  /** The text under the form when the API gave none. */
  failedMessage: string;
}

/**
 * What a refused save tells the form: the API's errors by field and the status under the form (the plan's limit, or
 * the error no field shows). Null when another part took it over (`isHandledElsewhere`).
 *
 * @example
 * const refusal = saveRefusal(error, { isHandledElsewhere: checkPaymentRequired, formFields, failedMessage });
 * if (refusal) { setApiErrors({ fields: refusal.fields, values }); setStatus(refusal.status); }
 */
export function saveRefusal(
  error: unknown,
  { isHandledElsewhere, formFields, fieldOf = (path) => path, failedMessage }: SaveRefusalOptions,
): { fields: Record<string, string>; status: SaveRefusalStatus } | null {
  if (isHandledElsewhere(error)) return null;
  const apiError = readApiError(error);
  if (apiError.code === 'PLAN_LIMIT_REACHED' && apiError.message)
    return { fields: {}, status: { kind: 'plan-limit', message: apiError.message } };
  const byField = {
    ...apiError,
    fields: Object.fromEntries(Object.entries(apiError.fields).map(([path, text]) => [fieldOf(path), text])),
  };
  const { fields, formError } = splitFieldErrors(
    byField,
    formFields ?? Object.keys(byField.fields),
    failedMessage,
  );
  return { fields, status: formError ? { kind: 'failed', message: formError } : null };
}

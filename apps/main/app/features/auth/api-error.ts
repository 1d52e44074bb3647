import type { FormikErrors, FormikHelpers } from 'formik';
import type { AuthCallError } from '@donut/app-shell';

/** What a form shows of a failed call: texts under its own fields, the rest above the button. */
export interface FormApiError {
  fields: Record<string, string>;
  /** Null when the field texts say it all. */
  formError: string | null;
}

/**
 * Splits an API error (docs/api.md: a localized message, optional texts per field) for a form with
 * the given fields. The message goes to the form-level slot when no field text can be placed, so
 * nothing the server said is lost; `fallback` covers a network failure that brought no text.
 */
export function splitApiError(
  error: AuthCallError,
  formFields: readonly string[],
  fallback: string,
): FormApiError {
  const fields: Record<string, string> = {};
  let hasOtherFields = false;
  for (const [field, text] of Object.entries(error.fields ?? {})) {
    if (formFields.includes(field)) fields[field] = text;
    else hasOtherFields = true;
  }
  const needsMessage = Object.keys(fields).length === 0 || hasOtherFields;
  return { fields, formError: needsMessage ? error.message.trim() || fallback : null };
}

/** Shows a failed call on a Formik form; `status` holds the form-level text. */
export function applyApiError<V>(
  error: AuthCallError,
  formFields: readonly string[],
  fallback: string,
  helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setStatus'>,
) {
  const { fields, formError } = splitApiError(error, formFields, fallback);
  // Only names from formFields get here, so they are fields of V.
  helpers.setErrors(fields as FormikErrors<V>);
  helpers.setStatus(formError);
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What the API said about a failed operation: its code, its text and the texts per field. */
export interface ApiError {
  /** `extensions.code` (BAD_USER_INPUT, WRONG_PASSWORD, CONFLICT, UNAUTHENTICATED...); null for a network failure. */
  code: string | null;
  /** Already in the page language (the request carried X-Language); null when the API gave none. */
  message: string | null;
  /** BAD_USER_INPUT: a localized text per invalid field. */
  fields: Record<string, string>;
}

function isTextRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/** Reads the first GraphQL error of a failed mutation; anything else (network, parsing) has no code. */
export function readApiError(error: unknown): ApiError {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0)
    return { code: null, message: null, fields: {} };
  const [first] = error.errors;
  const code = first.extensions?.code;
  const fields = first.extensions?.fields;
  return {
    code: typeof code === 'string' ? code : null,
    message: first.message || null,
    fields: isTextRecord(fields) ? fields : {},
  };
}

/**
 * Splits the API's field texts into those the form shows under its fields and one text for the rest:
 * the general message when no field could take the complaint, plus any field the form does not have.
 */
export function splitFieldErrors(error: ApiError, formFields: readonly string[], fallback: string) {
  const own: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, text] of Object.entries(error.fields)) {
    if (formFields.includes(field)) own[field] = text;
    else other.push(text);
  }
  const needsMessage = Object.keys(own).length === 0 || other.length > 0;
  return { fields: own, formError: needsMessage ? [error.message ?? fallback, ...other].join(' ') : null };
}

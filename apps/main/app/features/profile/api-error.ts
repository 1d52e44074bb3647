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
  return typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string');
}

/** Reads the first GraphQL error of a failed mutation; anything else (network, parsing) has no code. */
export function readApiError(error: unknown): ApiError {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return { code: null, message: null, fields: {} };
  const [first] = error.errors;
  const code = first.extensions?.code;
  const fields = first.extensions?.fields;
  return {
    code: typeof code === 'string' ? code : null,
    message: first.message || null,
    fields: isTextRecord(fields) ? fields : {},
  };
}

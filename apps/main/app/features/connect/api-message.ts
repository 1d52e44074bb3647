import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The API's own text for a failed operation (already in the page language), or null for a network failure. */
export function readApiMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  return error.errors[0]?.message || null;
}

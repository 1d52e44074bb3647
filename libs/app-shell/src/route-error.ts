import { isRouteErrorResponse } from 'react-router';

/**
 * Status of whatever a route threw, for the error screens. The screen shows only the status's own localized
 * texts: a response's body or status text is English (or a path) and never reaches the page (issue 13).
 * Unexpected errors are logged.
 */
export function describeRouteError(error: unknown): { status: number } {
  if (isRouteErrorResponse(error)) return { status: error.status };
  console.error(error);
  return { status: 500 };
}

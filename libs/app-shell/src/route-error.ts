import { isRouteErrorResponse } from 'react-router';

/** Status and detail of whatever a route threw, for the error screens. Unexpected errors are logged. */
export function describeRouteError(error: unknown): { status: number; detail?: string } {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, detail: typeof error.data === 'string' ? error.data : undefined };
  }
  console.error(error);
  return { status: 500 };
}

import type { ShouldRevalidateFunction } from 'react-router';

/**
 * A route's `shouldRevalidate` for pages whose own query holds their state (the customer list's search, filters,
 * order and pages): a change of the query alone keeps the loaders' data, since the page asks the API itself; a new
 * page or an explicit revalidation (the plan ended meanwhile, `useRevalidator`) loads it again.
 */
export const keepDataOnQueryChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

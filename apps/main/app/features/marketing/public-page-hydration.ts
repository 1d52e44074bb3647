import type { HydrationRouteHandle, HydrationTiming } from '@donut/app-shell';

/** Query parameters a public page renders without needing its app: the knowledge base's search and filter. */
const PLAIN_QUERY_KEYS = new Set(['q', 'category']);

/**
 * Any other parameter asks the app to act as the page opens (the auth dialog, an e-mail confirmation or
 * password reset link, an error notice), so such a page starts its app at once.
 */
export function publicPageHydration(url: URL): HydrationTiming {
  for (const key of url.searchParams.keys()) {
    if (!PLAIN_QUERY_KEYS.has(key) && !key.startsWith('utm_')) return 'on-load';
  }
  return 'on-intent';
}

/**
 * The `handle` of the site's locale layout: every public page (marketing, knowledge base, error pages) is plain
 * HTML until the visitor interacts (ADR 0019), which keeps its first-load JavaScript to an inline bootstrap.
 */
export const publicPageHandle: HydrationRouteHandle = { hydration: publicPageHydration };

import type { Params, UIMatch } from 'react-router';

/** A path, or a path built from the route's params (e.g. the locale). */
export type BackTarget = string | ((params: Params) => string);

/**
 * Route meta of spec §2, exported as a route module's `handle`: `backUrl` is where Back goes first (before
 * history), `backUrlSafe` where it goes when the visit has no history to go back to.
 * @example
 * // app/routes/client-about-rates.tsx
 * export const handle: BackRouteHandle = { backUrl: ({ locale }) => routeHref('main', 'clientAbout', {}, { locale: locale as Locale }) };
 */
export interface BackRouteHandle {
  backUrl?: BackTarget;
  backUrlSafe?: BackTarget;
}

export interface BackTargets {
  backUrl: string | null;
  backUrlSafe: string | null;
}

function resolve(target: unknown, params: Params): string | null {
  if (typeof target === 'string') return target || null;
  if (typeof target === 'function') return (target as (params: Params) => string)(params) || null;
  return null;
}

/** The deepest route that names a target decides it: a page overrides its layout. */
export function routeBackTargets(matches: readonly UIMatch[]): BackTargets {
  const targets: BackTargets = { backUrl: null, backUrlSafe: null };
  for (const match of [...matches].reverse()) {
    const handle = (match.handle ?? {}) as BackRouteHandle;
    targets.backUrl ??= resolve(handle.backUrl, match.params);
    targets.backUrlSafe ??= resolve(handle.backUrlSafe, match.params);
  }
  return targets;
}

import { redirect } from 'react-router';
import { localeRedirectTarget, localeSourcesFromRequest } from '@donut/i18n';
import type { Route } from './+types/locale-root-redirect';

/** "/" moves permanently to the visitor's locale home (spec §2). */
export function loader({ request }: Route.LoaderArgs) {
  const target = localeRedirectTarget(new URL(request.url), localeSourcesFromRequest(request)) ?? '/ru/';
  throw redirect(target, 301);
}

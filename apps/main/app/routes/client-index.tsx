import { redirect } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { Route } from './+types/client-index';

/** The cabinet opens on the projects page. */
export function loader({ params, request }: Route.LoaderArgs) {
  const projects = routeHref('main', 'clientProjects', {}, { locale: params.locale as Locale });
  throw redirect(`${projects}${new URL(request.url).search}`);
}

export default function ClientIndex() {
  return null;
}

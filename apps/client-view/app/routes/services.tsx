import {
  apolloRouterContext,
  publicPageCache,
  requireProject,
  type HydrationRouteHandle,
  type IntlRouteHandle,
} from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/services';
import { loadServicesPage } from '../features/services/load-services';
import { ServicesPage } from '../features/services/services-page';
import { publicPageMeta } from '../shared/public-page-meta';

/** The same for every anonymous visitor (ADR 0018); a chosen category is a query, which the cache leaves alone. */
export const middleware: Route.MiddlewareFunction[] = [publicPageCache.middleware];

/** A page to read: links and category chips work as plain HTML until the visitor interacts (ADR 0019). */
export const handle: HydrationRouteHandle & IntlRouteHandle = { hydration: 'on-intent', dates: 'server' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const domain = requireProject(request, 'client-view');
  return loadServicesPage(context.get(apolloRouterContext), request, domain, params.locale as Locale);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const category = loaderData?.categories.find((one) => one.id === loaderData.categoryId);
  return publicPageMeta(matches, {
    route: 'services',
    titleId: 'cv.services.title',
    title: category?.name,
    descriptionId: 'cv.services.description',
  });
}

export default function ServicesRoute({ loaderData, params }: Route.ComponentProps) {
  return <ServicesPage locale={params.locale as Locale} {...loaderData} />;
}

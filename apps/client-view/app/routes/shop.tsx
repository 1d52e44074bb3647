import {
  apolloRouterContext,
  publicPageCache,
  requireProject,
  type HydrationRouteHandle,
  type IntlRouteHandle,
} from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/shop';
import { loadShopPage } from '../features/shop/load-shop';
import { ShopPage } from '../features/shop/shop-page';
import { publicPageMeta } from '../shared/public-page-meta';

/** The same for every anonymous visitor (ADR 0018); category, search and page are queries the cache leaves alone. */
export const middleware: Route.MiddlewareFunction[] = [publicPageCache.middleware];

/** A page to read: chips, search and "Show more" work as plain HTML until the visitor interacts (ADR 0019). */
export const handle: HydrationRouteHandle & IntlRouteHandle = { hydration: 'on-intent', dates: 'server' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const domain = requireProject(request, 'client-view');
  return loadShopPage(context.get(apolloRouterContext), request, domain, params.locale as Locale);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const category = loaderData?.categories.find((one) => one.id === loaderData.categoryId);
  return publicPageMeta(matches, {
    route: 'shop',
    titleId: 'cv.shop.title',
    title: category?.name,
    descriptionId: 'cv.shop.description',
  });
}

export default function ShopRoute({ loaderData, params }: Route.ComponentProps) {
  return <ShopPage locale={params.locale as Locale} {...loaderData} />;
}

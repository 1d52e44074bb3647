import { lazy, Suspense } from 'react';
import {
  apolloRouterContext,
  requireProject,
  type HydrationRouteHandle,
  type IntlRouteHandle,
} from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/product';
import { loadProductPage } from '../features/shop/load-product';
import { ProductPage } from '../features/shop/product-page';
import { publicPageMeta } from '../shared/public-page-meta';

// The choice of a variant and its texts (with the quantity's check) come after the page's first paint; the server
// renders it in full. The page itself stays within the client view's first-load budget.
const ProductPurchase = lazy(() =>
  Promise.all([
    import('../features/shop/purchase/product-purchase'),
    import('../shared/customer-intl').then(({ loadCustomerTexts }) => loadCustomerTexts()),
  ]).then(([module]) => module),
);

/**
 * Prices come formatted from the loader. A page to read first: its code loads at the visitor's first interaction
 * (ADR 0019), a choice made before that is taken over by the purchase (product-purchase.tsx) and a pressed "Add to
 * cart" is replayed; in the Mini App it starts at once. Loading it with the page cost Lighthouse's performance score
 * 84–91 (its first paint waited behind 190 KiB of module preloads, and hydrating blocked the main thread).
 */
export const handle: HydrationRouteHandle & IntlRouteHandle = { hydration: 'on-intent', dates: 'server' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const domain = requireProject(request, 'client-view');
  return loadProductPage(
    context.get(apolloRouterContext),
    request,
    domain,
    params.locale as Locale,
    params.productId,
  );
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product } = loaderData;
  return publicPageMeta(matches, {
    route: 'product',
    params: { productId: params.productId },
    title: product.name,
    description: product.description?.slice(0, 160),
    image: product.photos[0],
  });
}

export default function ProductRoute({ loaderData, params }: Route.ComponentProps) {
  const { product, category } = loaderData;
  return (
    <ProductPage
      locale={params.locale as Locale}
      product={product}
      category={category}
      purchase={
        <Suspense fallback={null}>
          <ProductPurchase product={product} />
        </Suspense>
      }
    />
  );
}

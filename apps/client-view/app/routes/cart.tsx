import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { apolloRouterContext, requireProject, type BackRouteHandle } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { Route } from './+types/cart';
import { loadCart } from '../features/shop/cart/load-cart';
import { loadCustomerTexts } from '../shared/customer-intl';
import { privatePageMeta } from '../shared/page-meta';

// The page's code and the client's texts come after its first paint (its HTML is the server's, readable without
// JavaScript): the site's pages keep within the client view's first-load budget.
const CartPage = lazy(() =>
  Promise.all([import('../features/shop/cart/cart-page'), loadCustomerTexts()]).then(([module]) => module),
);

/** Back in the Mini App (spec §2) goes to the shop when the visit has no history. */
export const handle: BackRouteHandle = {
  backUrlSafe: ({ locale }) => routeHref('client-view', 'shop', {}, { locale: locale as Locale }),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const domain = requireProject(request, 'client-view');
  const { cart, setCookie } = await loadCart(context.get(apolloRouterContext), request, domain);
  return data(
    { cart },
    { headers: { 'Cache-Control': 'private, no-store', ...(setCookie ? { 'Set-Cookie': setCookie } : {}) } },
  );
}

/** The cart's cookie (a new token, or its deletion once a customer's cart holds it) and a private page. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'cv.cart.title');
}

export default function CartRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <Suspense fallback={null}>
      <CartPage locale={params.locale as Locale} cart={loaderData.cart} />
    </Suspense>
  );
}

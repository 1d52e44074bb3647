import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { apolloRouterContext, requireProject, type BackRouteHandle } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { Route } from './+types/checkout';
import { loadCheckout } from '../features/shop/checkout/load-checkout';
import { loadCustomerTexts } from '../shared/customer-intl';
import { privatePageMeta } from '../shared/page-meta';

// The form, its checks (yup) and the client's texts come with this page only, after its first paint.
const CheckoutPage = lazy(() =>
  Promise.all([import('../features/shop/checkout/checkout-page'), loadCustomerTexts()]).then(
    ([module]) => module,
  ),
);

/** Back in the Mini App (spec §2) returns to the cart. */
export const handle: BackRouteHandle = {
  backUrl: ({ locale }) => routeHref('client-view', 'cart', {}, { locale: locale as Locale }),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const domain = requireProject(request, 'client-view');
  const { cart, options, setCookie } = await loadCheckout(context.get(apolloRouterContext), request, domain);
  return data(
    { cart, options },
    { headers: { 'Cache-Control': 'private, no-store', ...(setCookie ? { 'Set-Cookie': setCookie } : {}) } },
  );
}

/** The cart's cookie (a new token, or its deletion once a customer's cart holds it) and a private page. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'cv.checkout.title');
}

export default function CheckoutRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <Suspense fallback={null}>
      <CheckoutPage locale={params.locale as Locale} cart={loaderData.cart} options={loaderData.options} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { apolloRouterContext, sessionRouterContext, type BackRouteHandle } from '@donut/app-shell';
import { GetCustomerOrderDocument, readApiError } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { Route } from './+types/order';
import { loadCustomerTexts } from '../shared/customer-intl';
import { privatePageMeta } from '../shared/page-meta';

// Like the cabinet: its code and the client's texts come after the server's HTML has painted.
const OrderPage = lazy(() =>
  Promise.all([import('../features/shop/cabinet/order-page'), loadCustomerTexts()]).then(
    ([module]) => module,
  ),
);

/** Back in the Mini App (spec §2) returns to the cabinet. */
export const handle: BackRouteHandle = {
  backUrl: ({ locale }) => routeHref('client-view', 'cabinet', {}, { locale: locale as Locale }),
};

/** The server's render for the client whose session the request carries; null for anyone else. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!context.get(sessionRouterContext)) return { order: null };
  try {
    const { data } = await context.get(apolloRouterContext).query({
      query: GetCustomerOrderDocument,
      variables: { id: params.orderId.slice(0, 64) },
      fetchPolicy: 'no-cache',
    });
    return { order: data?.customer_order ?? null };
  } catch (error) {
    if (['UNAUTHENTICATED', 'NOT_FOUND', 'BAD_USER_INPUT'].includes(readApiError(error).code ?? '')) {
      return { order: null };
    }
    throw error;
  }
}

/** In the browser with the page's own session (after a sign-in, in the Mini App). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { loadOrder } = await import('../features/shop/cabinet/customer-orders');
  try {
    return { order: await loadOrder(params.orderId.slice(0, 64)) };
  } catch {
    return { order: null };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'cv.cabinet.title');
}

export default function OrderRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <Suspense fallback={null}>
      <OrderPage locale={params.locale as Locale} order={loaderData.order} />
    </Suspense>
  );
}

import { useOutletContext } from 'react-router';
import { apolloRouterContext } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/admin-orders';
import { OrderListPage } from '../features/orders/order-list-page';
import { prefetchOrderList } from '../features/orders/order-queries';
import { loadSubscription, isPlanClosed } from '../features/paywall/load-subscription';
import { loadProject, type CrmProject } from '../shared/project/load-project';
import { keepDataOnQueryChange } from '../shared/query-revalidation';
import { pageTitle } from '../i18n/catalogs';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/admin-layout');
  const locale = (layout?.loaderData as { locale: Locale } | undefined)?.locale ?? 'ru';
  return [{ title: pageTitle(locale, 'crm.orders.title') }];
}

/** A new search, filter or page is asked for by the order book itself: the loader only fills the first paint. */
export const shouldRevalidate = keepDataOnQueryChange;

/** The orders the address asks for, in the first paint; behind the paywall the API would refuse it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { project } = await loadProject(request, context);
  const client = context.get(apolloRouterContext);
  if (isPlanClosed(await loadSubscription(client))) return null;
  await prefetchOrderList(client, project, new URL(request.url));
  return null;
}

export default function AdminOrders() {
  const { project } = useOutletContext<{ project: CrmProject }>();
  return <OrderListPage project={project} />;
}

import { useOutletContext } from 'react-router';
import { apolloRouterContext } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/admin-order';
import { OrderCardPage } from '../features/orders/order-card-page';
import { prefetchOrder } from '../features/orders/order-queries';
import { loadSubscription, isPlanClosed } from '../features/paywall/load-subscription';
import { loadProject, type CrmProject } from '../shared/project/load-project';
import { pageTitle } from '../i18n/catalogs';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/admin-layout');
  const locale = (layout?.loaderData as { locale: Locale } | undefined)?.locale ?? 'ru';
  return [{ title: pageTitle(locale, 'crm.orders.card-title') }];
}

/** The order in the first paint; behind the paywall the API would refuse it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { project } = await loadProject(request, context);
  const client = context.get(apolloRouterContext);
  if (isPlanClosed(await loadSubscription(client))) return null;
  await prefetchOrder(client, project.id, params.id);
  return null;
}

export default function AdminOrder({ params }: Route.ComponentProps) {
  const { project } = useOutletContext<{ project: CrmProject }>();
  return <OrderCardPage project={project} orderId={params.id} />;
}

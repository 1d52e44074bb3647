import { useOutletContext } from 'react-router';
import { apolloRouterContext } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/admin-customer';
import { CustomerApplications } from '../features/applications/customer-applications';
import { CustomerOrders } from '../features/orders/customer-orders';
import { CustomerCardPage } from '../features/customers/customer-card-page';
import { prefetchCustomer } from '../features/customers/customer-queries';
import { loadSubscription, isPlanClosed } from '../features/paywall/load-subscription';
import { loadProject, type CrmProject } from '../shared/project/load-project';
import { sectionsFromMenu } from '../shared/project/sections';
import { pageTitle } from '../i18n/catalogs';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/admin-layout');
  const locale = (layout?.loaderData as { locale: Locale } | undefined)?.locale ?? 'ru';
  return [{ title: pageTitle(locale, 'crm.customers.card-title') }];
}

/** The customer in the first paint; behind the paywall the API would refuse it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { project } = await loadProject(request, context);
  const client = context.get(apolloRouterContext);
  if (isPlanClosed(await loadSubscription(client))) return null;
  await prefetchCustomer(client, project.id, params.id);
  return null;
}

export default function AdminCustomer({ params }: Route.ComponentProps) {
  const { project } = useOutletContext<{ project: CrmProject }>();
  return (
    <CustomerCardPage
      project={project}
      customerId={params.id}
      extra={
        <>
          <CustomerApplications project={project} customerId={params.id} />
          {sectionsFromMenu(project.menu).products ? (
            <CustomerOrders project={project} customerId={params.id} />
          ) : null}
        </>
      }
    />
  );
}

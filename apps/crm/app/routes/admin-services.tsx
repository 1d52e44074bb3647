import { useOutletContext } from 'react-router';
import { apolloRouterContext } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/admin-services';
import { ServiceListPage } from '../features/services/service-list-page';
import { prefetchServiceList } from '../features/services/service-queries';
import { loadSubscription, isPlanClosed } from '../features/paywall/load-subscription';
import { loadProject, type CrmProject } from '../shared/project/load-project';
import { keepDataOnQueryChange } from '../shared/query-revalidation';
import { pageTitle } from '../i18n/catalogs';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/admin-layout');
  const locale = (layout?.loaderData as { locale: Locale } | undefined)?.locale ?? 'ru';
  return [{ title: pageTitle(locale, 'crm.services.title') }];
}

/** A new category, search, filter or page is asked for by the list itself: the loader only fills the first paint. */
export const shouldRevalidate = keepDataOnQueryChange;

/** The list the address asks for and the categories, in the first paint; behind the paywall the API would refuse them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { project } = await loadProject(request, context);
  const client = context.get(apolloRouterContext);
  if (isPlanClosed(await loadSubscription(client))) return null;
  await prefetchServiceList(client, project.id, new URL(request.url));
  return null;
}

export default function AdminServices() {
  const { project } = useOutletContext<{ project: CrmProject }>();
  return <ServiceListPage project={project} />;
}

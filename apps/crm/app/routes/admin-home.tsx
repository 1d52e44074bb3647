import { useOutletContext } from 'react-router';
import { apolloRouterContext } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/admin-home';
import { AdminHome } from '../features/admin-home/admin-home';
import { prefetchStarterContent } from '../features/admin-home/starter-content-queries';
import { loadSubscription, isPlanClosed } from '../features/paywall/load-subscription';
import { loadProject, type CrmProject } from '../shared/project/load-project';
import { pageTitle } from '../i18n/catalogs';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find(
    (match) => match?.id === 'routes/admin-layout' || match?.id === 'routes/locale-layout',
  );
  const locale = (layout?.loaderData as { locale: Locale } | undefined)?.locale ?? 'ru';
  return [{ title: pageTitle(locale, 'crm.meta.title') }];
}

/**
 * The layout loads the project and the plan too; the request's Apollo client answers the second ask from
 * the same request. Behind the paywall the API would refuse the starter content: nothing to prefetch.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { project } = await loadProject(request, context);
  const client = context.get(apolloRouterContext);
  if (isPlanClosed(await loadSubscription(client))) return null;
  await prefetchStarterContent(client, project);
  return null;
}

export default function AdminHomeRoute() {
  const { project } = useOutletContext<{ project: CrmProject }>();
  return <AdminHome project={project} />;
}

import { useOutletContext } from 'react-router';
import { apolloRouterContext } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/admin-shop-settings';
import { ShopSettingsPage } from '../features/shop-settings/shop-settings-page';
import { GetShopSettingsDocument } from '@donut/graphql';
import { loadSubscription, isPlanClosed } from '../features/paywall/load-subscription';
import { loadProject, type CrmProject } from '../shared/project/load-project';
import { pageTitle } from '../i18n/catalogs';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/admin-layout');
  const locale = (layout?.loaderData as { locale: Locale } | undefined)?.locale ?? 'ru';
  return [{ title: pageTitle(locale, 'crm.shop-settings.title') }];
}

/** The shop's settings in the first paint; behind the paywall the API would refuse them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { project } = await loadProject(request, context);
  const client = context.get(apolloRouterContext);
  if (isPlanClosed(await loadSubscription(client))) return null;
  await client
    .query({ query: GetShopSettingsDocument, variables: { project_id: project.id } })
    .catch(() => undefined);
  return null;
}

export default function AdminShopSettings() {
  const { project } = useOutletContext<{ project: CrmProject }>();
  return <ShopSettingsPage project={project} />;
}

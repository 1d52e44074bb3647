import { useOutletContext } from 'react-router';
import { apolloRouterContext } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/admin-product';
import { ProductEditorPage } from '../features/products/product-editor-page';
import { prefetchProduct } from '../features/products/product-queries';
import { loadSubscription, isPlanClosed } from '../features/paywall/load-subscription';
import { loadProject, type CrmProject } from '../shared/project/load-project';
import { pageTitle } from '../i18n/catalogs';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/admin-layout');
  const locale = (layout?.loaderData as { locale: Locale } | undefined)?.locale ?? 'ru';
  return [{ title: pageTitle(locale, 'crm.products.edit-title') }];
}

/** The product in the first paint; behind the paywall the API would refuse it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { project } = await loadProject(request, context);
  const client = context.get(apolloRouterContext);
  if (isPlanClosed(await loadSubscription(client))) return null;
  await prefetchProduct(client, project.id, params.id);
  return null;
}

export default function AdminProduct({ params }: Route.ComponentProps) {
  const { project } = useOutletContext<{ project: CrmProject }>();
  return <ProductEditorPage key={params.id} project={project} productId={params.id} />;
}

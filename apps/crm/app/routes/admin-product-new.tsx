import { useOutletContext, useSearchParams } from 'react-router';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/admin-product-new';
import { ProductEditorPage } from '../features/products/product-editor-page';
import type { CrmProject } from '../shared/project/load-project';
import { pageTitle } from '../i18n/catalogs';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/admin-layout');
  const locale = (layout?.loaderData as { locale: Locale } | undefined)?.locale ?? 'ru';
  return [{ title: pageTitle(locale, 'crm.products.create-title') }];
}

/** A new product, in the category the list was showing (`?category=`, spec §2's query key). */
export default function AdminProductNew() {
  const { project } = useOutletContext<{ project: CrmProject }>();
  const [params] = useSearchParams();
  return <ProductEditorPage project={project} categoryId={params.get('category')} />;
}

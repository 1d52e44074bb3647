import type { Locale } from '@donut/i18n';
import type { Route } from './+types/faq-categories';
import { FaqCategoriesPage } from '../features/faq/faq-categories-page';
import { getIntl, pageTitle } from '../i18n/catalogs';
import { withOpenGraph } from '../seo/with-open-graph';

// The categories come with the faq layout's loader: this page needs nothing more.

export function meta({ params }: Route.MetaArgs) {
  const locale = params.locale as Locale;
  return withOpenGraph([
    { title: pageTitle(locale, 'main.faq.categories.nav') },
    {
      name: 'description',
      content: getIntl(locale).formatMessage({ id: 'main.faq.categories.meta.description' }),
    },
  ]);
}

export default function FaqCategories() {
  return <FaqCategoriesPage />;
}

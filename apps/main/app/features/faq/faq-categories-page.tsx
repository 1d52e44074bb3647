import { FormattedMessage, useIntl } from 'react-intl';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { FaqBreadcrumb } from './faq-breadcrumb';
import { FaqCategoryGrid } from './faq-category-grid';

/** faq/categories: every section of the knowledge base. */
export function FaqCategoriesPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  return (
    <div className="faq-categories-page">
      <FaqBreadcrumb
        trail={[
          {
            label: intl.formatMessage({ id: 'main.faq.band.home' }),
            to: routeHref('main', 'faq', {}, { locale }),
          },
        ]}
      />
      <h1>
        <FormattedMessage id="main.faq.categories.title" />
      </h1>
      <FaqCategoryGrid headingLevel={2} />
    </div>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FaqBreadcrumb } from './faq-breadcrumb';
import { FaqCategoryGrid } from './faq-category-grid';
import { faqPath } from './faq-paths';

/** faq/categories: every section of the knowledge base. */
export function FaqCategoriesPage() {
  const intl = useIntl();
  const { locale = 'ru' } = useParams();
  return (
    <div className="faq-categories-page">
      <FaqBreadcrumb trail={[{ label: intl.formatMessage({ id: 'main.faq.band.home' }), to: faqPath(locale) }]} />
      <h1>
        <FormattedMessage id="main.faq.categories.title" />
      </h1>
      <FaqCategoryGrid headingLevel={2} />
    </div>
  );
}

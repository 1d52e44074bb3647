import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { GetFaqCategoryDocument } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { FaqArticleList } from './faq-article-list';
import { FaqBreadcrumb } from './faq-breadcrumb';
import { articleListVariables } from './faq-queries';

/** faq/categories/{slug}: a section's description and its articles. */
export function FaqCategoryPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { slug = '' } = useParams();
  const { data, error } = useQuery(GetFaqCategoryDocument, { variables: { slug } });
  const category = data?.faq_category;
  if (!category) {
    return error ? (
      <p className="faq__status" role="alert">
        <FormattedMessage id="main.faq.category.error" />
      </p>
    ) : (
      <p className="faq__status" aria-busy="true">
        <FormattedMessage id="main.faq.category.loading" />
      </p>
    );
  }
  return (
    <div className="faq-category-page">
      <FaqBreadcrumb
        trail={[
          {
            label: intl.formatMessage({ id: 'main.faq.band.home' }),
            to: routeHref('main', 'faq', {}, { locale }),
          },
          {
            label: intl.formatMessage({ id: 'main.faq.categories.title' }),
            to: routeHref('main', 'faqCategories', {}, { locale }),
          },
        ]}
      />
      <h1>{category.name}</h1>
      <p className="faq__lead">{category.description}</p>
      <FaqArticleList
        key={category.slug}
        variables={articleListVariables({ category: category.slug })}
        empty={
          <p className="faq__status">
            <FormattedMessage id="main.faq.category.empty" />
          </p>
        }
        isPaginated
      />
    </div>
  );
}

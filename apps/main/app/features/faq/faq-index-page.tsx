import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { FaqArticleList } from './faq-article-list';
import { FaqCategoryGrid } from './faq-category-grid';
import { POPULAR_ARTICLES_VARIABLES } from './faq-queries';

/** faq: the popular articles and every section (the search is in the band above). */
export function FaqIndexPage() {
  const locale = usePageLocale();
  return (
    <div className="faq-index">
      <h1>
        <FormattedMessage id="main.faq.index.heading" />
      </h1>
      <p className="faq__lead">
        <FormattedMessage id="main.faq.index.lead" />
      </p>
      <section aria-labelledby="faq-popular-heading">
        <h2 id="faq-popular-heading">
          <FormattedMessage id="main.faq.popular.heading" />
        </h2>
        <FaqArticleList variables={POPULAR_ARTICLES_VARIABLES} isCategoryShown />
        <p>
          <Link to={routeHref('main', 'faqArticles', {}, { locale })}>
            <FormattedMessage id="main.faq.popular.all" />
          </Link>
        </p>
      </section>
      <section aria-labelledby="faq-categories-heading">
        <h2 id="faq-categories-heading">
          <FormattedMessage id="main.faq.categories.heading" />
        </h2>
        <FaqCategoryGrid headingLevel={3} />
      </section>
    </div>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { FaqArticleList } from './faq-article-list';
import { FaqBreadcrumb } from './faq-breadcrumb';
import { FaqCategoryFilter } from './faq-category-filter';
import { FaqNoFilterResults, FaqNoSearchResults } from './faq-empty-state';
import { readArticleFilters } from './faq-filters';
import { articleListVariables } from './faq-queries';

/**
 * faq/articles: every article, or a search (`?q=`) with the matches highlighted, filtered by section
 * (`?category=`). An empty list says why: the chosen section has none, else the search found none.
 */
export function FaqArticlesPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const [searchParams] = useSearchParams();
  const filters = readArticleFilters(searchParams);
  const empty = filters.category ? (
    <FaqNoFilterResults query={filters.query} />
  ) : filters.query ? (
    <FaqNoSearchResults query={filters.query} />
  ) : (
    <p className="faq__status">
      <FormattedMessage id="main.faq.articles.none" />
    </p>
  );
  return (
    <div className="faq-articles">
      <FaqBreadcrumb
        trail={[
          {
            label: intl.formatMessage({ id: 'main.faq.band.home' }),
            to: routeHref('main', 'faq', {}, { locale }),
          },
        ]}
      />
      <h1>
        {filters.query ? (
          <FormattedMessage id="main.faq.articles.search-heading" values={{ query: filters.query }} />
        ) : (
          <FormattedMessage id="main.faq.articles.title" />
        )}
      </h1>
      <FaqCategoryFilter filters={filters} />
      <FaqArticleList
        // A new search or filter is another list: its "Show more" and focus start afresh.
        key={`${filters.query}\n${filters.category}`}
        variables={articleListVariables(filters)}
        empty={empty}
        isCategoryShown={!filters.category}
        isPaginated
      />
    </div>
  );
}

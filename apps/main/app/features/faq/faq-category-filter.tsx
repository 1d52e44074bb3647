import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { GetFaqCategoryListDocument } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { ResetFiltersForm } from './faq-empty-state';
import { articlesQuery, type FaqArticleFilters } from './faq-filters';
import { CATEGORY_LIST_VARIABLES } from './faq-queries';

export interface FaqCategoryFilterProps {
  filters: FaqArticleFilters;
}

/** The articles page's section filter: a link per section (the search is kept), and "Reset filters" once one is chosen. */
export function FaqCategoryFilter({ filters }: FaqCategoryFilterProps) {
  const labelId = useId();
  const locale = usePageLocale();
  const { data } = useQuery(GetFaqCategoryListDocument, { variables: CATEGORY_LIST_VARIABLES });
  const categories = data?.faq_category_list.list ?? [];
  if (categories.length === 0) return null;
  const sectionHref = (category: string) =>
    routeHref(
      'main',
      'faqArticles',
      {},
      { locale, query: articlesQuery({ query: filters.query, category }) },
    );
  return (
    <div className="faq-filter">
      <nav aria-labelledby={labelId}>
        <p id={labelId} className="faq-filter__label">
          <FormattedMessage id="main.faq.articles.filter" />
        </p>
        <ul className="faq-filter__options">
          {categories.map((category) => {
            const isActive = category.slug === filters.category;
            return (
              <li key={category.id}>
                <Link
                  className={
                    isActive ? 'faq-filter__option faq-filter__option--active' : 'faq-filter__option'
                  }
                  to={sectionHref(category.slug)}
                  aria-current={isActive ? 'true' : undefined}
                  preventScrollReset
                >
                  {category.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {filters.category ? <ResetFiltersForm query={filters.query} /> : null}
    </div>
  );
}

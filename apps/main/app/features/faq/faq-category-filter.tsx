import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { GetFaqCategoryListDocument } from '@donut/graphql';
import { ResetFiltersForm } from './faq-empty-state';
import { faqArticlesPath, type FaqArticleFilters } from './faq-paths';
import { CATEGORY_LIST_VARIABLES } from './faq-queries';

export interface FaqCategoryFilterProps {
  filters: FaqArticleFilters;
}

/** The articles page's section filter: a link per section (the search is kept), and "Reset filters" once one is chosen. */
export function FaqCategoryFilter({ filters }: FaqCategoryFilterProps) {
  const labelId = useId();
  const { locale = 'ru' } = useParams();
  const { data } = useQuery(GetFaqCategoryListDocument, { variables: CATEGORY_LIST_VARIABLES });
  const categories = data?.faq_category_list.list ?? [];
  if (categories.length === 0) return null;
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
                  className={isActive ? 'faq-filter__option faq-filter__option--active' : 'faq-filter__option'}
                  to={faqArticlesPath(locale, { query: filters.query, category: category.slug })}
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

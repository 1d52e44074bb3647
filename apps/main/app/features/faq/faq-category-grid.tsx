import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { GetFaqCategoryListDocument } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { CATEGORY_LIST_VARIABLES } from './faq-queries';

export interface FaqCategoryGridProps {
  /** 2 on the categories page (under its h1), 3 on the index (under "Categories"). */
  headingLevel: 2 | 3;
}

/** Every section as a card: its name (the link), description and number of articles. */
export function FaqCategoryGrid({ headingLevel }: FaqCategoryGridProps) {
  const locale = usePageLocale();
  const { data, error } = useQuery(GetFaqCategoryListDocument, { variables: CATEGORY_LIST_VARIABLES });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!data) {
    return error ? (
      <p className="faq__status" role="alert">
        <FormattedMessage id="main.faq.categories.error" />
      </p>
    ) : (
      <p className="faq__status" aria-busy="true">
        <FormattedMessage id="main.faq.categories.loading" />
      </p>
    );
  }
  return (
    <ul className="faq-categories">
      {data.faq_category_list.list.map((category) => (
        <li key={category.id} className="faq-category-card">
          <Heading className="faq-category-card__name">
            <Link to={routeHref('main', 'faqCategory', { slug: category.slug }, { locale })}>
              {category.name}
            </Link>
          </Heading>
          <p>{category.description}</p>
          <p className="faq-category-card__count">
            <FormattedMessage
              id="main.faq.categories.article-count"
              values={{ count: category.article_count }}
            />
          </p>
        </li>
      ))}
    </ul>
  );
}

import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { GetFaqCategoryListDocument } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { CATEGORY_LIST_VARIABLES } from './faq-queries';

/** The sections in the knowledge base's header band; the current one is marked (aria-current). */
export function FaqCategoryNav() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { data } = useQuery(GetFaqCategoryListDocument, { variables: CATEGORY_LIST_VARIABLES });
  const categories = data?.faq_category_list.list ?? [];
  if (categories.length === 0) return null;
  return (
    <nav className="faq-band__nav" aria-label={intl.formatMessage({ id: 'main.faq.categories.nav' })}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink to={routeHref('main', 'faqCategory', { slug: category.slug }, { locale })}>
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

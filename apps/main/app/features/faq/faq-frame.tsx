import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { FaqCategoryNav } from './faq-category-nav';
import { FaqSearchForm } from './faq-search-form';
import './faq.css';

/** The faq layout (spec §2) inside the site's frame: a band with the search and the sections, then the page. */
export function FaqFrame({ children }: { children: ReactNode }) {
  const locale = usePageLocale();
  return (
    <div className="faq">
      <div className="faq-band">
        <Link className="faq-band__home" to={routeHref('main', 'faq', {}, { locale })}>
          <FormattedMessage id="main.faq.band.home" />
        </Link>
        <FaqSearchForm />
        <FaqCategoryNav />
      </div>
      <div className="faq__page">{children}</div>
    </div>
  );
}

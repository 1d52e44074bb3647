import { FormattedMessage } from 'react-intl';
import { Form } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';

export interface FaqNoSearchResultsProps {
  query: string;
  /** The section filter, kept when the search is cleared. */
  category?: string;
}

export interface FaqNoFilterResultsProps {
  /** The search, kept when the section filter is reset (an empty search then says so itself). */
  query?: string;
}

/**
 * Spec §2: 'No results for "{query}"' with a button clearing the search. The buttons submit forms to the articles
 * page, so they work before the page's scripts have loaded too.
 */
export function FaqNoSearchResults({ query, category }: FaqNoSearchResultsProps) {
  const locale = usePageLocale();
  return (
    <section className="faq-empty" aria-labelledby="faq-empty-heading">
      <h2 id="faq-empty-heading">
        <FormattedMessage id="main.faq.empty.search" values={{ query }} />
      </h2>
      <p>
        <FormattedMessage id="main.faq.empty.search-hint" />
      </p>
      <Form method="get" action={routeHref('main', 'faqArticles', {}, { locale })}>
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <Button type="submit" variant="secondary">
          <FormattedMessage id="main.faq.empty.clear-search" />
        </Button>
      </Form>
    </section>
  );
}

/** Spec §2: 'No results for selected filters' with a button resetting them. */
export function FaqNoFilterResults({ query }: FaqNoFilterResultsProps) {
  return (
    <section className="faq-empty" aria-labelledby="faq-empty-heading">
      <h2 id="faq-empty-heading">
        <FormattedMessage id="main.faq.empty.filters" />
      </h2>
      <p>
        <FormattedMessage id="main.faq.empty.filters-hint" />
      </p>
      <ResetFiltersForm query={query} />
    </section>
  );
}

/** Drops the section filter and keeps the search: a GET form, so it works before the scripts load. */
export function ResetFiltersForm({ query }: FaqNoFilterResultsProps) {
  const locale = usePageLocale();
  return (
    <Form method="get" action={routeHref('main', 'faqArticles', {}, { locale })}>
      {query ? <input type="hidden" name="q" value={query} /> : null}
      <Button type="submit" variant="secondary">
        <FormattedMessage id="main.faq.empty.reset-filters" />
      </Button>
    </Form>
  );
}

import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useLocation, useSearchParams } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';
import { MAX_SEARCH_LENGTH, readArticleFilters } from './faq-filters';

/**
 * The knowledge base's search: a GET form, so the query lands in the articles page's URL (`?q=`) and the
 * results are server-rendered, shareable and work before the scripts load.
 */
export function FaqSearchForm() {
  const intl = useIntl();
  const inputId = useId();
  const locale = usePageLocale();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const action = routeHref('main', 'faqArticles', {}, { locale });
  // The box shows the search being looked at; elsewhere in the knowledge base it starts empty.
  const currentQuery = pathname === action ? readArticleFilters(searchParams).query : '';
  // Uncontrolled, so what a reader types before the scripts have loaded is kept (and submitted natively); a
  // navigation to another search, or away from one, rewrites the box.
  const inputRef = useRef<HTMLInputElement>(null);
  const shownQuery = useRef(currentQuery);
  useEffect(() => {
    if (shownQuery.current === currentQuery || !inputRef.current) return;
    shownQuery.current = currentQuery;
    inputRef.current.value = currentQuery;
  }, [currentQuery]);

  return (
    <Form method="get" action={action} role="search" className="faq-search">
      <label className="faq-search__label" htmlFor={inputId}>
        <FormattedMessage id="main.faq.search.label" />
      </label>
      <div className="faq-search__row">
        <input
          id={inputId}
          className="donut-field__input faq-search__input"
          type="search"
          name="q"
          ref={inputRef}
          defaultValue={currentQuery}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={intl.formatMessage({ id: 'main.faq.search.placeholder' })}
          autoComplete="off"
        />
        <Button type="submit">
          <FormattedMessage id="main.faq.search.submit" />
        </Button>
      </div>
    </Form>
  );
}

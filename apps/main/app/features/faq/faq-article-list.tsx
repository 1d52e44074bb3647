import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GetFaqArticleListQueryVariables } from '@donut/graphql';
import { Button } from '@donut/ui';
import { FaqArticleCard } from './faq-article-card';
import { useFaqArticleList } from './use-faq-article-list';

export interface FaqArticleListProps {
  /** The query's variables, as the route's loader used them (see faq-queries.ts). */
  variables: GetFaqArticleListQueryVariables;
  /** What an empty list shows: the search's or the filters' empty state; nothing by default. */
  empty?: ReactNode;
  isCategoryShown?: boolean;
  /** "Show more" and the count under the list; short lists (popular, other articles) have neither. */
  isPaginated?: boolean;
}

/** Articles as cards, with loading, error and empty states and "Show more". */
export function FaqArticleList({
  variables,
  empty = null,
  isCategoryShown = false,
  isPaginated = false,
}: FaqArticleListProps) {
  const { articles, meta, isLoading, hasError, isLoadingMore, hasMoreError, loadMore } =
    useFaqArticleList(variables);
  const listRef = useRef<HTMLUListElement>(null);
  const [firstNewIndex, setFirstNewIndex] = useState<number | null>(null);

  // After "Show more" a keyboard user goes on from the first new article, not from the top of the page.
  useEffect(() => {
    if (firstNewIndex === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.faq-card__title')[firstNewIndex]?.focus();
  }, [firstNewIndex, articles?.length]);

  if (isLoading) {
    return (
      <p className="faq__status" aria-busy="true">
        <FormattedMessage id="main.faq.list.loading" />
      </p>
    );
  }
  if (hasError || !articles || !meta) {
    return (
      <p className="faq__status" role="alert">
        <FormattedMessage id="main.faq.list.error" />
      </p>
    );
  }
  if (articles.length === 0) return <>{empty}</>;

  async function handleShowMore() {
    const shown = articles?.length ?? 0;
    await loadMore();
    setFirstNewIndex(shown);
  }

  return (
    <>
      <ul ref={listRef} className="faq-list">
        {articles.map((article) => (
          <li key={article.id}>
            <FaqArticleCard
              article={article}
              isCategoryShown={isCategoryShown}
              isHighlightShown={Boolean(variables.filter?.search)}
            />
          </li>
        ))}
      </ul>
      {isPaginated ? (
        <div className="faq-list__footer">
          <p className="faq-list__count">
            <FormattedMessage
              id="main.faq.list.count"
              values={{ shown: articles.length, total: meta.total }}
            />
          </p>
          {hasMoreError ? (
            <p role="alert">
              <FormattedMessage id="main.faq.list.more-error" />
            </p>
          ) : null}
          {meta.has_next_page ? (
            <Button variant="secondary" isLoading={isLoadingMore} onClick={handleShowMore}>
              <FormattedMessage id="main.faq.list.show-more" />
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

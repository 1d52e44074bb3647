import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BlockError, BlockLoading, ShowMoreFooter } from './block-status';

/** The texts of one block, by message id. */
export interface PagedListMessages {
  title: string;
  loading: string;
  error: string;
  empty: string;
  /** "Showing N of M <things>". */
  count: string;
}

/** What a block's list hook returns (`useCategoryList`). */
export interface PagedListState<Item> {
  page: { list: readonly Item[]; meta: { total: number; has_next_page: boolean } } | null;
  isLoading: boolean;
  hasError: boolean;
  retry: () => void;
  isLoadingMore: boolean;
  hasMoreError: boolean;
  loadMore: () => void;
}

export interface PagedListBlockProps<Item> {
  /** The section's anchor (the CRM menu links to it). */
  id: string;
  messages: PagedListMessages;
  state: PagedListState<Item>;
  /** The loaded items, as the block shows them. */
  children: (items: readonly Item[]) => ReactNode;
}

/** An overview block listing a page at a time: its heading, loading, error with retry, empty text and "Show more". */
export function PagedListBlock<Item>({ id, messages, state, children }: PagedListBlockProps<Item>) {
  const { page, isLoading, hasError, retry, isLoadingMore, hasMoreError, loadMore } = state;
  const headingId = `crm-${id}-heading`;

  let body;
  if (isLoading) body = <BlockLoading messageId={messages.loading} />;
  else if (hasError || !page) body = <BlockError messageId={messages.error} onRetry={retry} />;
  else if (page.list.length === 0) {
    body = (
      <p>
        <FormattedMessage id={messages.empty} />
      </p>
    );
  } else {
    body = (
      <>
        {children(page.list)}
        <ShowMoreFooter
          countMessageId={messages.count}
          shown={page.list.length}
          total={page.meta.total}
          hasNextPage={page.meta.has_next_page}
          isLoadingMore={isLoadingMore}
          hasMoreError={hasMoreError}
          onShowMore={loadMore}
        />
      </>
    );
  }

  return (
    <section className="crm-block" id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={messages.title} />
      </h2>
      {body}
    </section>
  );
}

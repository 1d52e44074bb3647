import { FormattedMessage } from 'react-intl';
import { Button } from '@donut/ui';
import type { PagedAnswer } from './use-paged-list';

export interface ListFooterProps {
  className: string;
  /** The page shown and the paged list's "Show more" state (`usePagedList`). */
  page: PagedAnswer;
  list: { hasMoreError: boolean; isLoadingMore: boolean; loadMore: () => void };
  /** The area's texts: "Showing {shown} of {total}", the failed "Show more", and "Show more". */
  messages: { count: string; moreFailed: string; showMore: string };
}

/** Under a URL-paged list: how many are shown of how many, and "Show more" while more pages are left. */
export function ListFooter({ className, page, list, messages }: ListFooterProps) {
  return (
    <div className={className}>
      <p role="status">
        <FormattedMessage id={messages.count} values={{ shown: page.list.length, total: page.meta.total }} />
      </p>
      {list.hasMoreError ? (
        <p role="alert">
          <FormattedMessage id={messages.moreFailed} />
        </p>
      ) : null}
      {page.meta.has_next_page ? (
        <Button variant="secondary" isLoading={list.isLoadingMore} onClick={list.loadMore}>
          <FormattedMessage id={messages.showMore} />
        </Button>
      ) : null}
    </div>
  );
}

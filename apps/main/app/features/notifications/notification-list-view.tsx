import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@donut/ui';
import { NotificationEntry } from './notification-item';
import type { NotificationItem, NotificationList } from './notification-list-query';

export interface NotificationListViewProps {
  page: NotificationList | null;
  hasError: boolean;
  onRetry: () => void;
  isLoadingMore: boolean;
  hasMoreError: boolean;
  /** Resolves true once the next page is shown. */
  onLoadMore: () => Promise<boolean>;
  onFollow: (event: MouseEvent<HTMLAnchorElement>, notification: NotificationItem, href: string) => void;
  followingId: string | null;
}

/** The panel's body: loading, error and empty states, or the notifications with "Show more". */
export function NotificationListView({
  page,
  hasError,
  onRetry,
  isLoadingMore,
  hasMoreError,
  onLoadMore,
  onFollow,
  followingId,
}: NotificationListViewProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // "Show more" is disabled while it loads, which drops the focus: it goes to the first new notification.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const shown = page?.list.length ?? 0;

  useEffect(() => {
    if (focusIndex === null) return;
    const item = listRef.current?.children[focusIndex];
    if (!(item instanceof HTMLElement)) return;
    item.focus();
    setFocusIndex(null);
  }, [focusIndex, shown]);

  const handleLoadMore = async () => {
    const before = shown;
    if (await onLoadMore()) setFocusIndex(before);
  };

  if (hasError) {
    return (
      <div className="notifications-panel__status" role="alert">
        <p>
          <FormattedMessage id="main.notifications.panel.load-error" />
        </p>
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="main.notifications.panel.retry" />
        </Button>
      </div>
    );
  }
  if (!page) {
    return (
      <p className="notifications-panel__status" aria-busy="true">
        <FormattedMessage id="main.notifications.panel.loading" />
      </p>
    );
  }
  if (page.list.length === 0) {
    return (
      <p className="notifications-panel__status notifications-panel__empty">
        <FormattedMessage id="main.notifications.panel.empty" />
      </p>
    );
  }
  return (
    <>
      <ul ref={listRef} className="notifications-panel__list">
        {page.list.map((notification) => (
          <NotificationEntry
            key={notification.id}
            notification={notification}
            onFollow={onFollow}
            isFollowing={followingId === notification.id}
          />
        ))}
      </ul>
      {hasMoreError ? (
        <p className="notifications-panel__error" role="alert">
          <FormattedMessage id="main.notifications.panel.more-error" />
        </p>
      ) : null}
      {page.meta.has_next_page ? (
        <div className="notifications-panel__footer">
          <Button variant="secondary" isLoading={isLoadingMore} onClick={handleLoadMore}>
            <FormattedMessage id="main.notifications.panel.show-more" />
          </Button>
        </div>
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { GetCustomerNotificationListDocument, ReadCustomerNotificationsDocument } from '@donut/graphql';
import { Button, FormError, useIsBrowser, useShowMore } from '@donut/ui';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type CabinetNotification,
  type CabinetNotificationPage,
} from './cabinet-data';
import type { CabinetSectionProps } from './cabinet-sections';
import { runInBrowser } from './load-cabinet-in-browser';

/** When it came, in the client's own clock: written once the page runs in the browser, so hydration agrees. */
function SentAt({ iso }: { iso: string }) {
  const isBrowser = useIsBrowser();
  return (
    <time className="cv-notification__time" dateTime={iso}>
      {isBrowser ? <FormattedDate value={iso} dateStyle="medium" timeStyle="short" /> : null}
    </time>
  );
}

function NotificationItem({ notification }: { notification: CabinetNotification }) {
  const isUnread = notification.read_at === null;
  return (
    <li className={isUnread ? 'cv-notification cv-notification--unread' : 'cv-notification'}>
      <h3 className="cv-notification__title">
        {isUnread ? (
          <span className="cv-notification__unread">
            <FormattedMessage id="cv.cabinet.notifications.unread-mark" />
          </span>
        ) : null}
        {notification.title}
      </h3>
      <p className="cv-notification__body">{notification.body}</p>
      <SentAt iso={notification.created_at} />
    </li>
  );
}

/**
 * The client's notifications, newest first: the unread ones marked (in words too, for screen readers), "Mark all as
 * read", and the next page on "Show more".
 */
export function NotificationsSection({ data }: CabinetSectionProps) {
  const [source, setSource] = useState(data.notifications);
  const [page, setPage] = useState<CabinetNotificationPage>(data.notifications);
  const [isMarking, setIsMarking] = useState(false);
  const [hasMarkError, setHasMarkError] = useState(false);
  // Fresh data from the loader (after a refresh) replaces what the section fetched itself.
  if (source !== data.notifications) {
    setSource(data.notifications);
    setPage(data.notifications);
  }

  const { isLoadingMore, hasMoreError, loadMore } = useShowMore(async () => {
    const next = await runInBrowser(GetCustomerNotificationListDocument, {
      limit: NOTIFICATIONS_PAGE_SIZE,
      offset: page.list.length,
    });
    const more = next.customer_notification_list;
    setPage((shown) => ({ ...more, list: [...shown.list, ...more.list] }));
  });

  async function handleMarkAllRead() {
    setIsMarking(true);
    setHasMarkError(false);
    try {
      await runInBrowser(ReadCustomerNotificationsDocument, { ids: [] });
      const now = new Date().toISOString();
      setPage((shown) => ({
        ...shown,
        unread: 0,
        list: shown.list.map((item) => (item.read_at ? item : { ...item, read_at: now })),
      }));
    } catch {
      setHasMarkError(true);
    } finally {
      setIsMarking(false);
    }
  }

  if (page.list.length === 0)
    return (
      <p className="cv-cabinet__empty">
        <FormattedMessage id="cv.cabinet.notifications.empty" />
      </p>
    );
  return (
    <>
      <div className="cv-notifications__bar">
        <p className="cv-notifications__count">
          <FormattedMessage id="cv.cabinet.notifications.unread" values={{ count: page.unread }} />
        </p>
        {page.unread > 0 ? (
          <Button variant="secondary" isLoading={isMarking} onClick={handleMarkAllRead}>
            <FormattedMessage id="cv.cabinet.notifications.mark-all" />
          </Button>
        ) : null}
      </div>
      <FormError>{hasMarkError ? <FormattedMessage id="cv.cabinet.failed" /> : null}</FormError>
      <ul className="cv-notifications">
        {page.list.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
      <FormError>{hasMoreError ? <FormattedMessage id="cv.cabinet.failed" /> : null}</FormError>
      {page.meta.has_next_page ? (
        <Button variant="secondary" isLoading={isLoadingMore} onClick={() => void loadMore()}>
          <FormattedMessage id="cv.cabinet.notifications.more" />
        </Button>
      ) : null}
    </>
  );
}

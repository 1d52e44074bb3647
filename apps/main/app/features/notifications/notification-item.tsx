import { useId, type MouseEvent } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { safeButtonHref, type NotificationItem } from './notification-list-query';

export interface NotificationEntryProps {
  notification: NotificationItem;
  /** The button was clicked (any button, with any modifier keys): the panel decides how to follow it. */
  onFollow: (event: MouseEvent<HTMLAnchorElement>, notification: NotificationItem, href: string) => void;
  /** True while this notification is being marked read before its link is followed. */
  isFollowing?: boolean;
}

/** One notification of the header panel (spec §3): title, date, project, and its button as a link. */
export function NotificationEntry({ notification, onFollow, isFollowing = false }: NotificationEntryProps) {
  const titleId = useId();
  const isUnread = notification.viewed_at === null;
  const href = safeButtonHref(notification.button_link);
  const handleFollow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (href) onFollow(event, notification, href);
  };

  return (
    // Focusable from script only: "Show more" moves the focus to the first notification it added.
    <li
      className={`notifications-panel__item${isUnread ? ' notifications-panel__item--unread' : ''}`}
      tabIndex={-1}
    >
      <p id={titleId} className="notifications-panel__item-title">
        {isUnread ? (
          <>
            <span className="notifications-panel__dot" aria-hidden="true" />
            <span className="donut-visually-hidden">
              <FormattedMessage id="main.notifications.panel.unread" />{' '}
            </span>
          </>
        ) : null}
        {notification.title}
      </p>
      <p className="notifications-panel__item-meta">
        <time dateTime={notification.created_at}>
          <FormattedDate value={notification.created_at} dateStyle="medium" timeStyle="short" />
        </time>
        {notification.project ? (
          <span className="notifications-panel__project">
            <FormattedMessage
              id="main.notifications.panel.project"
              values={{ name: notification.project.name }}
            />
          </span>
        ) : null}
      </p>
      {href ? (
        <a
          className="notifications-panel__action"
          href={href}
          aria-describedby={titleId}
          aria-busy={isFollowing || undefined}
          onClick={handleFollow}
          onAuxClick={handleFollow}
        >
          {notification.button_text?.trim() || <FormattedMessage id="main.notifications.panel.open" />}
        </a>
      ) : null}
    </li>
  );
}

import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button, useIsBrowser } from '@donut/ui';
import type { NotificationItem } from './notification-list-query';
import { NotificationListView } from './notification-list-view';
import { useNotificationList } from './use-notification-list';
import { useReadNotifications } from './use-read-notifications';
import './notifications-panel.css';

/** The badge shows at most this; the bell's accessible name has the exact count. */
const BADGE_MAX = 99;

/** A plain left click, which follows the link in this tab; others open a new tab or window. */
function followsInThisTab(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.type === 'click' &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Spec §2 header: a bell with the unread count that opens the owner's notifications in a popover, with
 * "Mark all as read", "Show more" and an empty state. For a signed-in owner only (the caller decides).
 *
 * The server and the hydrating browser render the bell alone: the list is fetched in the browser after
 * hydration, and the count shows once it has arrived.
 */
export function NotificationsPanel() {
  const intl = useIntl();
  const navigate = useNavigate();
  const isHydrated = useIsBrowser();
  const list = useNotificationList(isHydrated);
  const reading = useReadNotifications(list.refresh);
  const [isOpen, setIsOpen] = useState(false);
  const [followingId, setFollowingId] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();

  const unread = list.page?.unread ?? 0;

  // Focus goes into the panel as it opens, so a screen reader announces it by its heading.
  useEffect(() => {
    if (isOpen) panelRef.current?.focus();
  }, [isOpen]);

  // A press anywhere else closes it, and leaves the focus where that press put it.
  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  const closeToBell = () => {
    setIsOpen(false);
    bellRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isOpen && event.key === 'Escape' && !event.nativeEvent.isComposing) {
      event.stopPropagation();
      closeToBell();
    }
  };

  // Tabbing out of the panel closes it too: a popover left open would cover the page under the focus.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (isOpen && next instanceof Node && !rootRef.current?.contains(next)) setIsOpen(false);
  };

  const handleMarkAll = async () => {
    await reading.markAllRead();
    // The button is disabled now that nothing is unread; keep the focus in the panel rather than on the page.
    const panel = panelRef.current;
    const active = document.activeElement;
    const isLost = !panel?.contains(active) || (active instanceof HTMLButtonElement && active.disabled);
    if (panel && isLost) panel.focus();
  };

  /** Marks the notification read first (its button is what the owner came for, so not for long), then goes. */
  const handleFollow = async (
    event: MouseEvent<HTMLAnchorElement>,
    notification: NotificationItem,
    href: string,
  ) => {
    const isUnread = notification.viewed_at === null;
    if (!followsInThisTab(event)) {
      // A new tab opens the link by itself; this page stays and marks it read meanwhile.
      if (isUnread && (event.type === 'click' || event.button === 1))
        reading.markRead([notification.id]).catch(() => undefined);
      return;
    }
    event.preventDefault();
    if (followingId) return;
    if (isUnread) {
      setFollowingId(notification.id);
      await reading.markReadBeforeLeaving(notification.id);
      setFollowingId(null);
    }
    const url = new URL(href, window.location.href);
    if (url.origin === window.location.origin) {
      setIsOpen(false);
      navigate(`${url.pathname}${url.search}${url.hash}`);
    } else {
      window.location.assign(url.href);
    }
  };

  const badge = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);

  return (
    <div ref={rootRef} className="notifications" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={bellRef}
        type="button"
        className="notifications-bell"
        aria-label={intl.formatMessage({ id: 'main.notifications.panel.bell' }, { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg
          className="notifications-bell__icon"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 ? (
          <span className="notifications-bell__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          className="notifications-panel"
        >
          <div className="notifications-panel__header">
            <h2 id={headingId} className="notifications-panel__title">
              <FormattedMessage id="main.notifications.panel.title" />
            </h2>
            {list.page ? (
              <Button
                variant="link"
                disabled={unread === 0}
                isLoading={reading.isMarkingAll}
                onClick={handleMarkAll}
              >
                <FormattedMessage id="main.notifications.panel.mark-all" />
              </Button>
            ) : null}
          </div>
          {reading.hasMarkAllError ? (
            <p className="notifications-panel__error" role="alert">
              <FormattedMessage id="main.notifications.panel.mark-error" />
            </p>
          ) : null}
          <NotificationListView
            page={list.page}
            hasError={list.hasError}
            onRetry={list.retry}
            isLoadingMore={list.isLoadingMore}
            hasMoreError={list.hasMoreError}
            onLoadMore={list.loadMore}
            onFollow={handleFollow}
            followingId={followingId}
          />
        </div>
      ) : null}
    </div>
  );
}

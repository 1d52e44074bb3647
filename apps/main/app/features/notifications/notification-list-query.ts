import type { ApolloCache } from '@apollo/client';
import { GetNotificationListDocument, type GetNotificationListQuery } from '@donut/graphql';

/** A page of the header panel's list. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** How often the header asks for new notifications while the page is visible. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/**
 * The first page, newest first. The panel's list lives under these variables, with the pages "Show more" added
 * (the cache's pagedList policy keeps them in one entry; writing at offset 0 replaces it whole).
 */
export const NOTIFICATION_LIST_VARIABLES = {
  limit: NOTIFICATIONS_PAGE_SIZE,
  offset: 0,
  order_by: { field: 'created_at', direction: 'desc' },
} as const;

export type NotificationList = GetNotificationListQuery['notification_list'];
export type NotificationItem = NotificationList['list'][number];

/**
 * After ReadNotification succeeded: the given notifications (all of them for an empty list, as the API
 * reads it) are read in the cached list and the unread count drops to match, before any refetch answers.
 */
export function markReadInCache(
  cache: ApolloCache,
  ids: readonly string[],
  viewedAt = new Date().toISOString(),
) {
  const cached = cache.readQuery({
    query: GetNotificationListDocument,
    variables: NOTIFICATION_LIST_VARIABLES,
  });
  if (!cached) return;
  const page = cached.notification_list;
  const targets = new Set(ids);
  const isTarget = (item: NotificationItem) =>
    item.viewed_at === null && (targets.size === 0 || targets.has(item.id));
  const newlyRead = page.list.filter(isTarget).length;
  cache.writeQuery({
    query: GetNotificationListDocument,
    variables: NOTIFICATION_LIST_VARIABLES,
    data: {
      ...cached,
      notification_list: {
        ...page,
        list: page.list.map((item) => (isTarget(item) ? { ...item, viewed_at: viewedAt } : item)),
        unread: targets.size === 0 ? 0 : Math.max(0, page.unread - newlyRead),
      },
    },
  });
}

/**
 * The button's address, if it is one to follow: http(s) or a path on this site. Anything else
 * (`javascript:`, `data:`, a protocol-relative `//host`) is not rendered as a link.
 */
export function safeButtonHref(link: string | null): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/* Test data of the notifications panel, as the API answers it. Not imported by the app. */
import type { MockLink } from '@apollo/client/testing';
import { GetNotificationListDocument, ReadNotificationDocument } from '@donut/graphql';
import { NOTIFICATION_LIST_VARIABLES, NOTIFICATIONS_PAGE_SIZE } from './notification-list-query';

/** A notification as GetNotificationList answers it; a higher index is older. */
export function notification(
  index: number,
  change: {
    title?: string;
    viewed?: boolean;
    project?: string | null;
    button_text?: string | null;
    button_link?: string | null;
  } = {},
) {
  const createdAt = new Date(Date.UTC(2026, 10, 20, 9, 0) - index * 60 * 60_000).toISOString();
  return {
    __typename: 'Notification' as const,
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: change.title ?? `Notification ${index}`,
    button_text: change.button_text === undefined ? 'Create a project' : change.button_text,
    // The API sends absolute addresses; jsdom's page is on http://localhost.
    button_link:
      change.button_link === undefined ? 'http://localhost/en/client/projects' : change.button_link,
    created_at: createdAt,
    viewed_at: change.viewed ? createdAt : null,
    project:
      change.project === null
        ? null
        : {
            __typename: 'NotificationProject' as const,
            id: 'project-1',
            name: change.project ?? 'Salon Nino',
          },
  };
}

export type TestNotification = ReturnType<typeof notification>;

/** The answer of GetNotificationList. */
export function listResult(
  list: TestNotification[],
  {
    unread,
    total = list.length,
    hasNextPage = false,
  }: { unread: number; total?: number; hasNextPage?: boolean },
) {
  return {
    data: {
      notification_list: {
        __typename: 'NotificationList' as const,
        list,
        meta: { __typename: 'ListMeta' as const, count: list.length, has_next_page: hasNextPage, total },
        unread,
      },
    },
  };
}

/** GetNotificationList answering once, for the page at `offset` (or a refresh of `limit` items from the top). */
export function listMock(
  list: TestNotification[],
  meta: { unread: number; total?: number; hasNextPage?: boolean },
  { offset = 0, limit = NOTIFICATIONS_PAGE_SIZE }: { offset?: number; limit?: number } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: GetNotificationListDocument,
      variables: { ...NOTIFICATION_LIST_VARIABLES, offset, limit },
    },
    result: listResult(list, meta),
  };
}

/** ReadNotification for `ids` ([] is "all"), answering true; `onSent` sees the variables. */
export function readMock(
  ids: string[],
  onSent: (variables: { ids: string[] }) => void = () => undefined,
): MockLink.MockedResponse {
  return {
    request: { query: ReadNotificationDocument, variables: { ids } },
    result: (variables: { ids: string[] }) => {
      onSent(variables);
      return { data: { read_notification: true } };
    },
  };
}

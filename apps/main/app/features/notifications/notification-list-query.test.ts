import { createApolloCache, GetNotificationListDocument } from '@donut/graphql';
import { markReadInCache, NOTIFICATION_LIST_VARIABLES, safeButtonHref } from './notification-list-query';
import { listResult, notification } from './notifications-fixtures';

describe('the notification list in the cache', () => {
  it('appends the next page once, with the latest meta and the count shown', () => {
    const cache = createApolloCache();
    const previous = listResult([notification(1), notification(2)], {
      unread: 1,
      total: 4,
      hasNextPage: true,
    }).data;
    cache.writeQuery({
      query: GetNotificationListDocument,
      variables: NOTIFICATION_LIST_VARIABLES,
      data: previous,
    });
    // A notification arrived meanwhile: the next page ("Show more", offset 2) starts with one already shown.
    const next = listResult([notification(2), notification(3), notification(4)], {
      unread: 2,
      total: 5,
    }).data;
    cache.writeQuery({
      query: GetNotificationListDocument,
      variables: { ...NOTIFICATION_LIST_VARIABLES, offset: 2 },
      data: next,
    });
    const merged = cache.readQuery({
      query: GetNotificationListDocument,
      variables: NOTIFICATION_LIST_VARIABLES,
    })?.notification_list;
    expect(merged?.list.map((item) => item.title)).toEqual([
      'Notification 1',
      'Notification 2',
      'Notification 3',
      'Notification 4',
    ]);
    expect(merged?.meta).toMatchObject({ count: 4, total: 5, has_next_page: false });
    expect(merged?.unread).toBe(2);
  });
});

describe('markReadInCache', () => {
  const seed = () => {
    const cache = createApolloCache();
    const { data } = listResult([notification(1), notification(2), notification(3, { viewed: true })], {
      unread: 5,
      total: 8,
    });
    cache.writeQuery({ query: GetNotificationListDocument, variables: NOTIFICATION_LIST_VARIABLES, data });
    const read = () =>
      cache.readQuery({ query: GetNotificationListDocument, variables: NOTIFICATION_LIST_VARIABLES })
        ?.notification_list;
    return { cache, read };
  };

  it('reads one notification and lowers the count by one', () => {
    const { cache, read } = seed();
    markReadInCache(cache, [notification(2).id], '2026-11-21T10:00:00.000Z');
    expect(read()?.list.map((item) => item.viewed_at)).toEqual([
      null,
      '2026-11-21T10:00:00.000Z',
      notification(3, { viewed: true }).viewed_at,
    ]);
    expect(read()?.unread).toBe(4);
    // Already read: nothing changes.
    markReadInCache(cache, [notification(3).id]);
    expect(read()?.unread).toBe(4);
  });

  it('reads them all for an empty list, unread ones beyond the page included', () => {
    const { cache, read } = seed();
    markReadInCache(cache, []);
    expect(read()?.list.every((item) => item.viewed_at !== null)).toBe(true);
    expect(read()?.unread).toBe(0);
  });
});

describe('safeButtonHref', () => {
  it.each([
    ['https://salon.donut.example/admin', 'https://salon.donut.example/admin'],
    ['http://localhost:3001/ru/client/projects', 'http://localhost:3001/ru/client/projects'],
    ['/en/client/projects', '/en/client/projects'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example/', null],
    ['/\\evil.example/', null],
    ['', null],
    [null, null],
  ])('%s → %s', (link, expected) => {
    expect(safeButtonHref(link)).toBe(expected);
  });
});

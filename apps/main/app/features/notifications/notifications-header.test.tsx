import { act, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { GetNotificationListDocument } from '@donut/graphql';
import { intlProviderProps } from '@donut/i18n';
import { makeStore, type AppStore } from '@donut/store';
import { catalogs } from '../../i18n/catalogs';
import { HeaderAccount } from '../../layout/header-account';
import { NOTIFICATION_LIST_VARIABLES } from './notification-list-query';
import { listMock, listResult, notification } from './notifications-fixtures';
import { renderInMain } from '../../testing/render-in-main';

/** GetNotificationList answering `result` as often as asked, telling `onRequest` each time. */
function countedListMock(
  result: ReturnType<typeof listResult>,
  onRequest: () => void,
): MockLink.MockedResponse {
  return {
    request: { query: GetNotificationListDocument, variables: NOTIFICATION_LIST_VARIABLES },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      onRequest();
      return result;
    },
  };
}

const signedIn = () =>
  makeStore({
    session: {
      status: 'authenticated',
      accessToken: 'access-1',
      expiresAccessToken: Math.floor(Date.now() / 1000) + 900,
    },
  });

/** The header's account part as the app renders it on the server and hydrates it in the browser. */
function page(store: AppStore, mocks: MockLink.MockedResponse[], cache = new InMemoryCache()) {
  return (
    <ReduxProvider store={store}>
      <MockedProvider mocks={mocks} cache={cache}>
        <IntlProvider {...intlProviderProps('en', catalogs)}>
          <MemoryRouter initialEntries={['/en/client/projects']}>
            <HeaderAccount locale="en" />
          </MemoryRouter>
        </IntlProvider>
      </MockedProvider>
    </ReduxProvider>
  );
}

describe('Notifications in the header', () => {
  it('are there for a signed-in owner, next to the cabinet link', async () => {
    renderInMain(<HeaderAccount locale="en" />, {
      url: '/en/',
      store: signedIn(),
      mocks: [listMock([notification(1)], { unread: 1 })],
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My cabinet' })).toBeTruthy();
  });

  it('are not there for a visitor, on the server or in the browser', () => {
    const requested = jest.fn();
    const mocks = [countedListMock(listResult([], { unread: 0 }), requested)];
    expect(renderToString(page(makeStore(), mocks))).not.toContain('notifications');
    renderInMain(<HeaderAccount locale="en" />, { url: '/en/', mocks });
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(requested).not.toHaveBeenCalled();
  });

  it('render the bell alone on the server, hydrate without a mismatch, then fetch in the browser', async () => {
    const requests: string[] = [];
    const answer = listResult([notification(1), notification(2)], { unread: 2 });
    const mocks = [countedListMock(answer, () => requests.push('GetNotificationList'))];
    // The browser may know the count before hydrating (a cache restored or kept from before); the server does not.
    const browserCache = new InMemoryCache();
    browserCache.writeQuery({
      query: GetNotificationListDocument,
      variables: NOTIFICATION_LIST_VARIABLES,
      data: answer.data,
    });

    const html = renderToString(page(signedIn(), mocks));
    expect(html).toContain('aria-label="Notifications"');
    expect(html).not.toContain('notifications-bell__badge');
    expect(requests).toEqual([]);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error');
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page(signedIn(), mocks, browserCache), {
          onRecoverableError: recoverable,
        });
      });
      const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
      expect(bell.textContent).toBe('2');
      // cache-and-network: the count shows from the cache, and the list is asked for all the same.
      await waitFor(() => expect(requests).toEqual(['GetNotificationList']));
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  });
});

/**
 * @jest-environment jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { modalOpened, selectCurrentModal } from '@donut/store';
import { ShellNavigation } from './shell-navigation';
import { STORED_BACK_URL_KEY } from './stored-back-url';
import { createFakeTelegramWebApp } from './testing/fake-telegram-web-app';
import { renderWithRouter } from './testing/render-with-router';

function Frame() {
  const { pathname } = useLocation();
  return (
    <>
      <ShellNavigation />
      <output aria-label="address">{pathname}</output>
      <Outlet />
    </>
  );
}

const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Frame />,
    children: [
      { id: 'routes/home', path: '/', element: null },
      { id: 'routes/client-projects', path: '/:locale/client/projects', element: null },
      { id: 'routes/client-profile', path: '/:locale/client/profile', element: null },
    ],
  },
];

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('TelegramBackButton (spec §2, in the messaging container)', () => {
  let telegram: ReturnType<typeof createFakeTelegramWebApp>;
  let uninstall: () => void;
  beforeEach(() => {
    telegram = createFakeTelegramWebApp();
    uninstall = telegram.install();
  });
  afterEach(() => {
    uninstall();
    window.sessionStorage.clear();
  });

  it('is shown on an ordinary page and does what Back does', async () => {
    const { router, store } = renderWithRouter(routes, ['/en/client/projects']);
    await act(() => router.navigate('/en/client/profile'));
    await waitFor(() => expect(telegram.calls.at(-1)).toEqual(['BackButton.show']));
    expect(telegram.handlers.size).toBe(1);

    act(() => {
      store.dispatch(modalOpened({ id: 'modal-delete-warning' }));
    });
    act(() => telegram.pressBack());
    expect(selectCurrentModal(store.getState())).toBeNull();
    expect(address()).toBe('/en/client/profile');

    act(() => telegram.pressBack());
    await waitFor(() => expect(address()).toBe('/en/client/projects'));
  });

  it('is hidden on the client projects list without a stored back-url', async () => {
    renderWithRouter(routes, ['/en/client/projects']);
    await waitFor(() => expect(telegram.calls).toContainEqual(['BackButton.hide']));
    expect(telegram.calls).not.toContainEqual(['BackButton.show']);
    expect(telegram.handlers.size).toBe(0);
  });

  it('is shown on the projects list with a stored back-url, leads there and hides once it is used', async () => {
    window.sessionStorage.setItem(STORED_BACK_URL_KEY, '/en/client/profile');
    const { router } = renderWithRouter(routes, ['/en/client/projects']);
    await waitFor(() => expect(telegram.calls.at(-1)).toEqual(['BackButton.show']));
    act(() => telegram.pressBack());
    await waitFor(() => expect(address()).toBe('/en/client/profile'));
    await act(() => router.navigate('/en/client/projects'));
    await waitFor(() => expect(telegram.calls.at(-1)).toEqual(['BackButton.hide']));
  });

  it('keeps one handler however often the page changes (Telegram keeps every handler it is given)', async () => {
    const { router } = renderWithRouter(routes, ['/en/client/profile']);
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/en/client/profile'));
    await waitFor(() => expect(telegram.calls.at(-1)).toEqual(['BackButton.show']));
    expect(telegram.handlers.size).toBe(1);
  });

  it('leaves an ordinary browser alone', async () => {
    uninstall();
    const outsideTelegram = createFakeTelegramWebApp('');
    uninstall = outsideTelegram.install();
    renderWithRouter(routes, ['/en/client/profile']);
    await act(() => Promise.resolve());
    expect(outsideTelegram.calls).toEqual([]);
  });
});

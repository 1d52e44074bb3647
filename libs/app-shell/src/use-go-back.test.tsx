/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useLocation, type RouteObject } from 'react-router';
import { menuOpened, modalOpened, selectCurrentModal, selectOpenMenu } from '@donut/store';
import type { BackRouteHandle } from './back-route-handle';
import { ShellNavigation } from './shell-navigation';
import { STORED_BACK_URL_KEY } from './stored-back-url';
import { renderWithRouter } from './testing/render-with-router';
import { RESET_SERVICE_FILTERS_EVENT, useGoBack } from './use-go-back';

function Frame() {
  const goBack = useGoBack();
  const { pathname, search } = useLocation();
  return (
    <>
      <ShellNavigation />
      <button type="button" onClick={goBack}>
        Back
      </button>
      <output aria-label="address">{`${pathname}${search}`}</output>
      <Link to="/en/client/profile">Profile</Link>
      <Outlet />
    </>
  );
}

const page = (id: string, path: string, handle?: BackRouteHandle): RouteObject => ({
  id,
  path,
  handle,
  element: <p>{id}</p>,
});

const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Frame />,
    children: [
      page('routes/home', '/'),
      page('routes/client-projects', '/:locale/client/projects'),
      page('routes/client-profile', '/:locale/client/profile'),
      page('routes/client-about', '/:locale/client/about', {
        backUrlSafe: ({ locale }) => `/${locale}/client/projects`,
      }),
      page('routes/client-about-rates', '/:locale/client/about/rates', {
        backUrl: ({ locale }) => `/${locale}/client/about`,
      }),
      page('routes/online-services', '/:locale/records/online/services'),
    ],
  },
];

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const pressBack = () => userEvent.click(screen.getByRole('button', { name: 'Back' }));

describe('useGoBack (spec §2 back behaviour)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('closes the open modal first, and stays on the page', async () => {
    const { store } = renderWithRouter(routes, ['/en/client/about/rates']);
    act(() => {
      store.dispatch(menuOpened('cabinet'));
      store.dispatch(modalOpened({ id: 'modal-delete-warning' }));
    });
    await pressBack();
    expect(selectCurrentModal(store.getState())).toBeNull();
    expect(selectOpenMenu(store.getState())).toBe('cabinet');
    expect(address()).toBe('/en/client/about/rates');
  });

  it('closes a modal opened through the query (the auth modal)', async () => {
    renderWithRouter(routes, [
      '/en/client/about/rates?modal=modal-auth-login&redirect_to=%2Fen%2Fclient&tab=2',
    ]);
    await pressBack();
    expect(address()).toBe('/en/client/about/rates?tab=2');
  });

  it('then closes the open menu', async () => {
    const { store } = renderWithRouter(routes, ['/en/client/about/rates']);
    act(() => {
      store.dispatch(menuOpened('cabinet'));
    });
    await pressBack();
    expect(selectOpenMenu(store.getState())).toBeNull();
    expect(address()).toBe('/en/client/about/rates');
  });

  it('clears the online services category and fires reset-service-filters', async () => {
    const onReset = jest.fn();
    window.addEventListener(RESET_SERVICE_FILTERS_EVENT, onReset);
    try {
      renderWithRouter(routes, ['/ru/records/online/services?category=4&sort=price']);
      await pressBack();
      expect(address()).toBe('/ru/records/online/services?sort=price');
      expect(onReset).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(RESET_SERVICE_FILTERS_EVENT, onReset);
    }
  });

  it("goes to the route's backUrl before history", async () => {
    const { router } = renderWithRouter(routes, ['/en/client/profile']);
    await act(() => router.navigate('/en/client/about/rates'));
    await pressBack();
    expect(address()).toBe('/en/client/about');
  });

  it('goes back in the history of the visit', async () => {
    renderWithRouter(routes, ['/en/client/projects']);
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(address()).toBe('/en/client/profile');
    await pressBack();
    expect(address()).toBe('/en/client/projects');
  });

  it('goes to backUrlSafe on the first page of the visit, whatever the browser history holds', async () => {
    // An entry behind this one that the visit did not create (another site, or a page before a full load).
    renderWithRouter(routes, ['/en/client/profile', '/en/client/about']);
    await pressBack();
    expect(address()).toBe('/en/client/projects');
  });

  it('goes to / with nothing else to go by, also after going back to the first page', async () => {
    const { router } = renderWithRouter(routes, ['/en/client/profile']);
    await act(() => router.navigate('/en/client/projects'));
    await pressBack();
    expect(address()).toBe('/en/client/profile');
    await pressBack();
    expect(address()).toBe('/');
  });

  it('on the client projects list, goes to the stored back-url once', async () => {
    window.sessionStorage.setItem(STORED_BACK_URL_KEY, '/en/client/about');
    renderWithRouter(routes, ['/en/client/projects']);
    await pressBack();
    expect(address()).toBe('/en/client/about');
    expect(window.sessionStorage.getItem(STORED_BACK_URL_KEY)).toBeNull();
  });

  it('ignores a stored back-url that leads off the site', async () => {
    window.sessionStorage.setItem(STORED_BACK_URL_KEY, '//evil.test/phish');
    renderWithRouter(routes, ['/en/client/projects']);
    await pressBack();
    expect(address()).toBe('/');
  });
});

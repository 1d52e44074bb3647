/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { BUILD_CHECK_INTERVAL_MS } from './build-refresh';
import { renderWithRouter } from './testing/render-with-router';
import { useBuildRefresh, type BuildRefreshOptions } from './use-build-refresh';

let options: BuildRefreshOptions = {};

function Frame() {
  useBuildRefresh(options);
  return <Outlet />;
}

const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Frame />,
    children: [
      { id: 'home', path: '/', element: null },
      { id: 'page', path: '/ru/page', loader: () => null, element: null },
      { id: 'other', path: '/ru/other', loader: () => null, element: null },
      // Stands for a page whose data comes from the server: the navigation waits in the loading state.
      { id: 'slow', path: '/ru/slow', loader: () => new Promise<null>(() => undefined), element: null },
    ],
  },
];

/** The network is the boundary: the latest build as build.json would tell it. */
function latestBuild(id: string) {
  return jest.fn(async (input: RequestInfo | URL) => {
    void input;
    return { ok: true, status: 200, json: async () => ({ id, builtAt: '2026-11-21T00:00:00Z' }) } as Response;
  });
}

describe('useBuildRefresh', () => {
  let loadPage: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    window.sessionStorage.clear();
    loadPage = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  async function advance(ms: number) {
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
  }

  it('polls every 5 minutes and turns the next navigation after a new build into a page load', async () => {
    const fetchFn = latestBuild('b2');
    options = { buildId: 'b1', fetch: fetchFn, loadPage };
    const { router } = renderWithRouter(routes, ['/']);

    await advance(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchFn).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(String(fetchFn.mock.calls[0][0])).toMatch(/^\/build\.json\?t=\d+$/);

    await act(async () => {
      await router.navigate('/ru/page?tab=1');
    });
    expect(loadPage).toHaveBeenCalledWith('/ru/page?tab=1');
  });

  it('goes straight to the target of a navigation that waits for its data', async () => {
    options = { buildId: 'b1', fetch: latestBuild('b2'), loadPage };
    const { router } = renderWithRouter(routes, ['/']);
    await advance(BUILD_CHECK_INTERVAL_MS);
    await act(async () => {
      void router.navigate('/ru/slow#top');
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(loadPage).toHaveBeenCalledWith('/ru/slow#top');
  });

  it('keeps client navigations while the build is the same', async () => {
    options = { buildId: 'b1', fetch: latestBuild('b1'), loadPage };
    const { router } = renderWithRouter(routes, ['/']);
    await advance(BUILD_CHECK_INTERVAL_MS);
    await act(async () => {
      await router.navigate('/ru/page');
    });
    expect(loadPage).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/ru/page');
  });

  it('does not poll while the page is hidden', async () => {
    const fetchFn = latestBuild('b2');
    options = { buildId: 'b1', fetch: fetchFn, loadPage };
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderWithRouter(routes, ['/']);
    await advance(BUILD_CHECK_INTERVAL_MS * 2);
    expect(fetchFn).not.toHaveBeenCalled();
    visibility.mockRestore();
  });

  it('reloads after a failed chunk load, at most once per path per 10 s', async () => {
    options = { buildId: null, fetch: latestBuild('b2'), loadPage };
    const { router } = renderWithRouter(routes, ['/']);
    await act(async () => {
      window.dispatchEvent(new Event('vite:preloadError'));
    });

    await act(async () => {
      await router.navigate('/ru/page');
    });
    expect(loadPage).toHaveBeenCalledTimes(1);
    // The page load did not happen here (jsdom); the same path again within 10 s stays a client navigation.
    await act(async () => {
      await router.navigate('/ru/other');
    });
    expect(loadPage).toHaveBeenLastCalledWith('/ru/other');
    await act(async () => {
      await router.navigate('/ru/page');
    });
    expect(loadPage).toHaveBeenCalledTimes(2);
    await advance(10_000);
    await act(async () => {
      await router.navigate('/ru/other');
    });
    expect(loadPage).toHaveBeenCalledTimes(3);
  });
});

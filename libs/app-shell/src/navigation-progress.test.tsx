/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { NavigationProgress } from './navigation-progress';
import { PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS } from './progress-timing';
import { renderWithRouter } from './testing/render-with-router';

let finishSlowPage: () => void = () => undefined;

const routes: RouteObject[] = [
  {
    id: 'root',
    element: (
      <>
        <NavigationProgress />
        <Outlet />
      </>
    ),
    children: [
      { id: 'home', path: '/', element: <p>home</p> },
      {
        id: 'slow',
        path: '/slow',
        // The loader stands for the server round trip that a navigation waits for.
        loader: () => new Promise<null>((resolve) => (finishSlowPage = () => resolve(null))),
        element: <p>slow</p>,
      },
    ],
  },
];

describe('NavigationProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows during a slow navigation and hides after it ends', async () => {
    const { router } = renderWithRouter(routes, ['/']);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await act(async () => {
      void router.navigate('/slow');
    });
    await act(async () => {
      jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0);

    await act(async () => {
      finishSlowPage();
    });
    expect(screen.getByText('slow')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await act(async () => {
      jest.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

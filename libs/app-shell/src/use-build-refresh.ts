import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, type Location } from 'react-router';
import {
  BUILD_CHECK_INTERVAL_MS,
  BUILD_FOCUS_CHECK_SPACING_MS,
  claimReload,
  createBuildWatcher,
  currentBuildId,
  isChunkLoadError,
  type BuildWatcher,
} from './build-refresh';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Spec §4 "Build refresh": polls the build descriptor while the page is visible (and on focus); after
 * a new build or a failed chunk load, the next navigation is a full page load of its target instead
 * of a client navigation, at most once per path per 10 s.
 */
export interface BuildRefreshOptions {
  buildId?: string | null;
  /** The network boundary; the browser's fetch by default. */
  fetch?: typeof fetch;
  /** The full page load; jsdom cannot navigate, so its tests pass their own. */
  loadPage?: (href: string) => void;
}

export function useBuildRefresh({
  buildId = currentBuildId(),
  fetch: fetchFn,
  loadPage = (href) => window.location.assign(href),
}: BuildRefreshOptions = {}) {
  const [watcher, setWatcher] = useState<BuildWatcher | null>(null);
  const navigation = useNavigation();

  useEffect(() => {
    const created = createBuildWatcher({
      currentId: buildId,
      fetch: fetchFn ?? ((...args) => window.fetch(...args)),
    });
    setWatcher(created);
    const visible = () => document.visibilityState === 'visible';
    const check = () => void created.check();
    const interval = buildId
      ? window.setInterval(() => visible() && check(), BUILD_CHECK_INTERVAL_MS)
      : undefined;
    const onFocus = () => {
      if (buildId && visible() && Date.now() - created.lastCheckAt() >= BUILD_FOCUS_CHECK_SPACING_MS) check();
    };
    // Vite fires this when a dynamic import's chunk is gone; the failed import still rejects for its caller.
    const onPreloadError = () => created.markReloadPending();
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) created.markReloadPending();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
    // The fetch stub of a test is fixed for its whole render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [buildId]);

  const target = navigation.state !== 'idle' ? navigation.location : undefined;
  // Form submissions go on as client navigations: a page load would lose what was sent.
  const isSubmission = navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== 'GET';
  const loadIfPending = (location: Location) => {
    if (!watcher?.isReloadPending()) return;
    if (!claimReload(location.pathname, sessionStorageOrNull(), Date.now())) return;
    loadPage(`${location.pathname}${location.search}${location.hash}`);
  };
  // Best case: the navigation waits for its data, and the page load goes straight to its target.
  useEffect(() => {
    if (target && !isSubmission) loadIfPending(target);
    // loadIfPending reads the latest watcher; only a new navigation target matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, isSubmission]);
  // A navigation with nothing to wait for never shows a loading state: load its page once it is shown.
  const location = useLocation();
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (!isSubmission) loadIfPending(location);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);
}

import { useCallback, useEffect } from 'react';
import { useLocation, useMatches, useNavigate, useNavigationType } from 'react-router';
import { QUERY_KEYS } from '@donut/auth';
import { menuClosed, modalClosed, selectCurrentModal, selectOpenMenu, useAppStore } from '@donut/store';
import { isStartRoute } from '@donut/telegram';
import { decideBack } from './back-decider';
import { routeBackTargets } from './back-route-handle';
import { historyDepthTracker } from './history-depth';
import { routeNameOf } from './route-name';
import { clearStoredBackUrl, readStoredBackUrl } from './stored-back-url';

/** The window event the online services page listens to, to reset its filters when Back clears the category. */
export const RESET_SERVICE_FILTERS_EVENT = 'reset-service-filters';

/** Counts this visit's in-app history entries. Mounted once, in the document (`AppDocument`). */
export function useTrackHistoryDepth(): void {
  const type = useNavigationType();
  const { key } = useLocation();
  useEffect(() => {
    historyDepthTracker()?.record(type, key);
  }, [type, key]);
}

/**
 * Spec §2 "Back behaviour" as one function, for the in-page back button and Telegram's: closes the open modal,
 * else the open menu, else clears the online services category, else follows the route's `handle.backUrl` (on a
 * start page, the client projects list or the site's home, the stored back-url), else history, else
 * `handle.backUrlSafe`, else `/`.
 * Reads the store at the moment of the press, so it never acts on a modal that has closed meanwhile.
 */
export function useGoBack(): () => void {
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const matches = useMatches();

  return useCallback(() => {
    const state = store.getState();
    const query = new URLSearchParams(search);
    const hasStoreModal = selectCurrentModal(state) !== null;
    // The auth modal lives in the URL (?modal=modal-auth-login) rather than in the store.
    const hasQueryModal = query.has(QUERY_KEYS.modal);
    const targets = routeBackTargets(matches);
    const storedBackUrl = isStartRoute(routeNameOf(matches)) ? readStoredBackUrl() : null;
    const step = decideBack({
      isModalOpen: hasStoreModal || hasQueryModal,
      isMenuOpen: selectOpenMenu(state) !== null,
      pathname,
      search,
      backUrl: targets.backUrl ?? storedBackUrl,
      historyDepth: historyDepthTracker()?.current() ?? 0,
      backUrlSafe: targets.backUrlSafe,
    });
    switch (step.kind) {
      case 'close-modal': {
        if (hasStoreModal) {
          store.dispatch(modalClosed());
          return;
        }
        query.delete(QUERY_KEYS.modal);
        query.delete(QUERY_KEYS.redirectTo);
        const rest = query.toString();
        void navigate(
          { pathname, search: rest ? `?${rest}` : '' },
          { replace: true, preventScrollReset: true },
        );
        return;
      }
      case 'close-menu':
        store.dispatch(menuClosed());
        return;
      case 'clear-category':
        // Replace: the category was a filter of this page, not a page of its own to come back to.
        void navigate(step.to, { replace: true, preventScrollReset: true });
        window.dispatchEvent(new Event(RESET_SERVICE_FILTERS_EVENT));
        return;
      case 'history-back':
        void navigate(-1);
        return;
      case 'navigate':
        // Used once: coming back to the projects list later must not send the owner away again.
        if (step.to === storedBackUrl) clearStoredBackUrl();
        void navigate(step.to);
        return;
    }
  }, [store, navigate, pathname, search, matches]);
}

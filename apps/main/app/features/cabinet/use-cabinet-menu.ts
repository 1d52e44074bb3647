import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { menuClosed, menuOpened, selectOpenMenu, useAppDispatch, useAppSelector } from '@donut/store';

/** Spec §9: from this width on, the cabinet menu is a sidebar and there is no drawer to open. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 769px)';

/**
 * The cabinet menu's drawer on a narrow screen. Its state is the store's (spec §2: Back closes an open menu),
 * and it closes by itself when the page changes or the window grows to the desktop layout.
 */
export function useCabinetMenu() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectOpenMenu) === 'cabinet';
  const { pathname } = useLocation();

  const open = useCallback(() => dispatch(menuOpened('cabinet')), [dispatch]);
  const close = useCallback(() => dispatch(menuClosed()), [dispatch]);

  // A link followed from the drawer: the new page shows without the menu over it.
  useEffect(() => {
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    if (desktop.matches) {
      close();
      return undefined;
    }
    const handleChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    desktop.addEventListener('change', handleChange);
    return () => desktop.removeEventListener('change', handleChange);
  }, [isOpen, close]);

  return { isOpen, open, close };
}

import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { bindBackButton, shouldShowBackButton } from '@donut/telegram';
import { routeNameOf } from './route-name';
import { readStoredBackUrl } from './stored-back-url';
import { useGoBack } from './use-go-back';
import { useTelegramWebApp } from './use-telegram-web-app';

/**
 * Telegram's back button (spec §2): shown on every page but the client projects list, where only a stored
 * back-url shows it; a press does what the in-page Back does (`useGoBack`). Renders nothing.
 */
export function TelegramBackButton() {
  const webApp = useTelegramWebApp();
  const goBack = useGoBack();
  const routeName = routeNameOf(useMatches());
  const { key } = useLocation();

  useEffect(() => {
    if (!webApp) return undefined;
    const isVisible = shouldShowBackButton({ routeName, hasStoredBackUrl: readStoredBackUrl() !== null });
    return bindBackButton(webApp, isVisible, goBack);
    // The location key: the stored back-url may have been used up by the navigation that just happened.
  }, [webApp, routeName, goBack, key]);

  return null;
}

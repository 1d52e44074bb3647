import { useEffect } from 'react';
import { useTelegramWebApp } from '@donut/app-shell';

/**
 * Spec §4 in the project's Mini App: a page opened in Telegram without a working session of this site signs the
 * client in with Telegram's init data, as it opens. Outside Telegram it does nothing and loads nothing.
 */
export function CustomerTelegramSignIn() {
  const webApp = useTelegramWebApp();
  useEffect(() => {
    if (webApp) void import('./customer-session').then(({ telegramSignIn }) => telegramSignIn.start(webApp));
  }, [webApp]);
  return null;
}

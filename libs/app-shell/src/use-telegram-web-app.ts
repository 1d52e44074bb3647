import { useEffect, useState } from 'react';
import type { TelegramWebApp } from '@donut/telegram';
import { loadTelegramWebApp } from './telegram-script';

/** The Telegram container's WebApp once known; null in an ordinary browser, on the server and while hydrating. */
export function useTelegramWebApp(): TelegramWebApp | null {
  const [webApp, setWebApp] = useState<TelegramWebApp | null>(null);
  useEffect(() => {
    let isMounted = true;
    void loadTelegramWebApp().then((found) => {
      if (isMounted) setWebApp(found);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return webApp;
}

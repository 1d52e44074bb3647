import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useTelegramWebApp } from '@donut/app-shell';
import { applyThemeTokens, brandMainButton, setupMiniAppContainer } from '@donut/telegram';
import type { Route as LayoutRoute } from '../routes/+types/locale-layout';

type LayoutData = LayoutRoute.ComponentProps['loaderData'];

/** The design tokens' own values (libs/ui donut.css), which stay where the theme's colour is refused. */
function tokenFallback(root: HTMLElement) {
  const style = getComputedStyle(root);
  return {
    text: style.getPropertyValue('--donut-color-text').trim(),
    muted: style.getPropertyValue('--donut-color-muted').trim(),
  };
}

/**
 * The project's Mini App container (spec §1), mounted once by the root layout, on every page and error screen.
 * Inside Telegram: white background and header, full height, confirmation on closing, no vertical swipes; the
 * user's theme for text and link colours where they read on white (`applyThemeTokens`); the main button in the
 * brand colour. Outside Telegram it does nothing, and Telegram's script is never loaded (`useTelegramWebApp`).
 *
 * Closing confirmation stays on for the whole visit, as spec §1 says. DOMAINS.md asks for it "while a form holds
 * input": always on covers that, and a per-form switch could only ever turn it off, against spec §1. Leaving a
 * form with input inside the app is `useUnsavedChangesGuard`'s (`modal-update-warning`), as on the web.
 * The back button of spec §2 is the shell's (`ShellNavigation`), the main button each page's (`useMainButton`).
 */
export function TelegramContainer() {
  const webApp = useTelegramWebApp();
  const layout = useRouteLoaderData<LayoutData>('routes/locale-layout');
  const brand = layout?.site.brand_color ?? null;
  const onBrand = layout?.onBrandColor ?? null;

  useEffect(() => {
    if (!webApp) return undefined;
    setupMiniAppContainer(webApp);
    const root = document.documentElement;
    return applyThemeTokens(webApp, root.style, tokenFallback(root));
  }, [webApp]);

  useEffect(() => {
    if (webApp && brand && onBrand) brandMainButton(webApp, brand, onBrand);
  }, [webApp, brand, onBrand]);

  return null;
}

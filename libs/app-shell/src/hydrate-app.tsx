import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ensureIntlLocaleData } from './intl-locale-data';

/**
 * The browser entry of every app. Numbers and plurals must format as they did on the server before
 * React compares the markup, so locale data that the browser lacks is loaded first.
 */
export function hydrateApp(): void {
  ensureIntlLocaleData(document.documentElement.lang).finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
}

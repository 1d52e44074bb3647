import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ensureIntlLocaleData } from '@donut/app-shell';

// Numbers and plurals must format as they did on the server before React compares the markup.
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

import { useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { sharedIntl, type AppProvidersProps } from '@donut/app-shell';
import { makeStore } from '@donut/store';

/**
 * The client view's providers: the store (open modal and menu, which Back closes first) and react-intl. Unlike the
 * owner's apps it has no Apollo in the browser and no owner session: its pages get their data from route loaders
 * (ADR 0019), which keeps its first load within 150 KiB.
 */
export function ClientViewProviders({ locale, catalogs, children }: AppProvidersProps) {
  const [store] = useState(() => makeStore());
  return (
    <ReduxProvider store={store}>
      <RawIntlProvider value={sharedIntl(locale, catalogs)}>{children}</RawIntlProvider>
    </ReduxProvider>
  );
}

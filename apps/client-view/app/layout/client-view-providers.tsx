import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppProvidersProps } from '@donut/app-shell';
import { intlProviderProps } from '@donut/i18n';
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
      <IntlProvider {...intlProviderProps(locale, catalogs)}>{children}</IntlProvider>
    </ReduxProvider>
  );
}

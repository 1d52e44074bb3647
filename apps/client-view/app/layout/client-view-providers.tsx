import { useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { sharedIntl, type AppProvidersProps } from '@donut/app-shell';
import { createPageStore } from '../shared/customer-session/page-store';
import { CustomerTelegramSignIn } from '../shared/customer-session/customer-telegram-sign-in';

/**
 * The client view's providers: the store (the customer's session, the open modal and menu, which Back closes
 * first) and react-intl. Unlike the owner's apps it has no Apollo in the browser: its pages get their data from
 * route loaders (ADR 0019), and the cabinet, which acts for the signed-in client, calls the API without Apollo,
 * which keeps its first load within 150 KiB. Inside Telegram the client is signed in through the Mini App.
 */
export function ClientViewProviders({ locale, catalogs, session, children }: AppProvidersProps) {
  const [store] = useState(() => createPageStore(session));
  return (
    <ReduxProvider store={store}>
      <RawIntlProvider value={sharedIntl(locale, catalogs)}>
        <CustomerTelegramSignIn />
        {children}
      </RawIntlProvider>
    </ReduxProvider>
  );
}

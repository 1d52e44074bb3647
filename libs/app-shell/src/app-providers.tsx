import { useContext, useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { intlProviderProps, type Catalogs, type Locale } from '@donut/i18n';
import { makeStore } from '@donut/store';
import { browserApolloClient } from './browser-apollo-client';
import { ServerApolloContext } from './apollo-contexts';

export interface AppProvidersProps {
  locale: Locale;
  /** The app's message catalogs (with the shared libraries' texts merged in). */
  catalogs: Catalogs;
  children: ReactNode;
}

/** Store, Apollo and react-intl around every page and error screen. */
export function AppProviders({ locale, catalogs, children }: AppProvidersProps) {
  const [store] = useState(() => makeStore());
  const serverClient = useContext(ServerApolloContext);
  const client = serverClient ?? browserApolloClient(locale);
  return (
    <ReduxProvider store={store}>
      <ApolloProvider client={client}>
        <IntlProvider {...intlProviderProps(locale, catalogs)}>{children}</IntlProvider>
      </ApolloProvider>
    </ReduxProvider>
  );
}

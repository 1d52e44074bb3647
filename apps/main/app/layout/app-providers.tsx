import { useContext, useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { intlProviderProps, type Locale } from '@donut/i18n';
import { makeStore } from '@donut/store';
import { browserApolloClient } from '../graphql/apollo.browser';
import { ServerApolloContext } from '../graphql/apollo-contexts';
import { catalogs } from '../i18n/intl';

/** Store, Apollo and react-intl around every page and error screen. */
export function AppProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
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

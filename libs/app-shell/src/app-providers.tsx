import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { RawIntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import type { Catalogs, Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { makeStore, type AppStore } from '@donut/store';
import { ServerApolloContext } from './apollo-contexts';
import { sharedIntl } from './app-intl';
import { createAuthApi, type AuthApi } from './auth-api';
import { browserApolloClient, setAccessTokenGetter } from './browser-apollo-client';
import { createAccessTokenGetter } from './browser-session';
import type { SessionTokens } from './session-context';
import { startInTelegram } from './telegram-sign-in';

export interface AppProvidersProps {
  locale: Locale;
  /** The app's message catalogs (with the shared libraries' texts merged in). */
  catalogs: Catalogs;
  /** The session the server rendered with, so the first paint and hydration agree. */
  session: SessionTokens | null;
  children: ReactNode;
}

const AuthApiContext = createContext<AuthApi | null>(null);

/** The owner's auth calls (login, registration, reminder...), bound to this page's store. */
export function useAuthApi(): AuthApi {
  const api = useContext(AuthApiContext);
  if (!api) throw new Error('useAuthApi outside AppProviders');
  return api;
}

function createPageStore(session: SessionTokens | null): AppStore {
  return makeStore(session ? { session: { status: 'authenticated', ...session } } : undefined);
}

/** Store, Apollo, react-intl and the auth calls around every page and error screen. */
export function AppProviders({ locale, catalogs, session, children }: AppProvidersProps) {
  const [store] = useState(() => createPageStore(session));
  const [authApi] = useState(() => {
    const currentLocale = () => (document.documentElement.lang || locale) as Locale;
    if (typeof window !== 'undefined') setAccessTokenGetter(createAccessTokenGetter(store, currentLocale));
    return createAuthApi(store, currentLocale);
  });
  useEffect(() => {
    // Signed in through the Telegram container: open the cabinet with the new session.
    startInTelegram(authApi).then(
      (signedIn) => signedIn && window.location.assign(routeHref('main', 'clientProjects', {}, { locale })),
    );
    // Once per page: the container and its init data do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const serverClient = useContext(ServerApolloContext);
  const client = serverClient ?? browserApolloClient(locale);
  return (
    <ReduxProvider store={store}>
      <AuthApiContext.Provider value={authApi}>
        <ApolloProvider client={client}>
          <RawIntlProvider value={sharedIntl(locale, catalogs)}>{children}</RawIntlProvider>
        </ApolloProvider>
      </AuthApiContext.Provider>
    </ReduxProvider>
  );
}

import type { ApolloClient } from '@apollo/client';
import { createApolloClient, readApolloState } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { browserPublicEnv } from './public-env';

/**
 * One client per locale: the API answers names in the request language, so a cache filled in
 * Russian must never answer a Georgian page.
 */
const clients = new Map<Locale, ApolloClient>();

let accessTokenGetter: () => Promise<string | null> = async () => null;

/** The page's session supplies the Bearer token of every browser request (set once by AppProviders). */
export function setAccessTokenGetter(getter: () => Promise<string | null>) {
  accessTokenGetter = getter;
}

/** Every locale's client forgets the signed-out owner's data. */
export async function clearBrowserApolloCaches() {
  await Promise.all([...clients.values()].map((client) => client.clearStore()));
}

/** The locale the server rendered with, whose cache state the page carries. */
const renderedLocale = typeof document === 'undefined' ? null : document.documentElement.lang;

export function browserApolloClient(locale: Locale): ApolloClient {
  let client = clients.get(locale);
  if (!client) {
    const uri = `${browserPublicEnv().apiUrl}/graphql`;
    client = createApolloClient({
      uri,
      // http → ws, https → wss; the socket opens only when a screen subscribes (the CRM's inbox).
      subscriptionsUrl: uri.replace(/^http/, 'ws'),
      getLanguage: () => locale,
      getAccessToken: () => accessTokenGetter(),
      initialState: locale === renderedLocale ? readApolloState(window) : undefined,
      ssrForceFetchDelay: 100,
    });
    clients.set(locale, client);
  }
  return client;
}

import type { ApolloClient } from '@apollo/client';
import { createApolloClient, readApolloState } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { browserPublicEnv } from './public-env';

/**
 * One client per locale: the API answers names in the request language, so a cache filled in
 * Russian must never answer a Georgian page.
 */
const clients = new Map<Locale, ApolloClient>();

/** The locale the server rendered with, whose cache state the page carries. */
const renderedLocale = typeof document === 'undefined' ? null : document.documentElement.lang;

export function browserApolloClient(locale: Locale): ApolloClient {
  let client = clients.get(locale);
  if (!client) {
    client = createApolloClient({
      uri: `${browserPublicEnv().apiUrl}/graphql`,
      getLanguage: () => locale,
      initialState: locale === renderedLocale ? readApolloState(window) : undefined,
      ssrForceFetchDelay: 100,
    });
    clients.set(locale, client);
  }
  return client;
}

import type { ApolloClient } from '@apollo/client';
import { createContext as createRouterContext, type RouterContextProvider } from 'react-router';
import { GetClientDocument } from '@donut/graphql';
import {
  isLocale,
  localeFromPath,
  localeOfRequest,
  localeSourcesFromRequest,
  type Locale,
} from '@donut/i18n';

/**
 * The signed-in owner's profile language (`Client.language.abbr_front`) when this request needed it to choose its
 * locale, else null: set by `apolloMiddleware`, read by `requestLocale`.
 */
export const ownerLocaleRouterContext = createRouterContext<string | null>(null);

/** Whether the path or the donut-locale cookie names the locale, so that nothing after them counts (spec §2). */
export function isLocaleNamedByRequest(request: Request): boolean {
  return (
    localeFromPath(new URL(request.url).pathname) !== null ||
    isLocale(localeSourcesFromRequest(request).cookieLocale)
  );
}

/**
 * The signed-in owner's profile language, asked of the API only where the path and the cookie say nothing (the
 * CRM's /admin, an unprefixed address); the answer stays in the page's Apollo cache. Null when the API does not
 * answer: the browser's language decides then.
 */
export async function readOwnerLocale(request: Request, apollo: ApolloClient): Promise<string | null> {
  if (isLocaleNamedByRequest(request)) return null;
  try {
    const { data } = await apollo.query({ query: GetClientDocument, errorPolicy: 'all' });
    return data?.client?.language?.abbr_front ?? null;
  } catch {
    return null;
  }
}

/**
 * The locale of a server request: the path, the donut-locale cookie, the signed-in owner's profile language, the
 * browser's language, ru (spec §2, issue 13). Loaders, guards and the API's X-Language all use it.
 */
export function requestLocale(request: Request, context: Readonly<RouterContextProvider>): Locale {
  return localeOfRequest(request, context.get(ownerLocaleRouterContext));
}

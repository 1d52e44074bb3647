import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { apiOriginsFromEnv } from '@donut/link-builder';

/**
 * One client per request, talking to the API's internal address in the request's language (`locale`, asked at each
 * call: the owner's profile language may settle it after the client is made).
 */
export function createServerApolloClient(
  request: Request,
  accessToken: string | null,
  locale: () => Locale,
): ApolloClient {
  return createApolloClient({
    uri: `${apiOriginsFromEnv(process.env).server}/graphql`,
    ssrMode: true,
    getLanguage: locale,
    getAccessToken: () => accessToken,
    getTimezone: () => request.headers.get('x-timezone') ?? undefined,
    // A server render must answer quickly: one retry at most, then the error page.
    retry: { maxAttempts: 2 },
  });
}

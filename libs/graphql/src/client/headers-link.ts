import type { ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { buildRequestHeaders, lowerCaseHeaders } from './request-headers';

/** Returns the current access token; may be async (e.g. read from a refreshed session). */
export type AccessTokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/** Options of {@link createHeadersLink}. */
export interface HeadersLinkOptions {
  getAccessToken?: AccessTokenGetter;
  /** Value for X-Language. */
  getLanguage: () => string;
  /** Value for X-Timezone; the runtime's time zone when it returns undefined. */
  getTimezone?: () => string | undefined;
  /** Extra headers, e.g. cookies forwarded by the server renderer. */
  headers?: Record<string, string>;
}

/**
 * Adds Authorization (only with a token), X-Language, X-Timezone and the extra headers to
 * every operation. The getters run per request, not once, so a token refresh or a language
 * switch applies to the next request - including each retry, as this link sits after RetryLink.
 * Headers set on the operation's own context win: a caller asking for something specific
 * for one request knows better than the defaults.
 */
export function createHeadersLink(options: HeadersLinkOptions): ApolloLink {
  return new SetContextLink(async (prevContext) => {
    const accessToken = await options.getAccessToken?.();
    const headers = buildRequestHeaders({
      accessToken,
      language: options.getLanguage(),
      timezone: options.getTimezone?.(),
      extra: options.headers,
    });
    return { headers: { ...headers, ...lowerCaseHeaders(prevContext.headers) } };
  });
}

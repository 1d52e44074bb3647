/**
 * The Apollo client of the Donut apps, shared by the browser and the server renderer
 * (no React imports here: `@apollo/client/react` belongs in the apps).
 */

/** Creates the configured Apollo client (headers, retry, typename stripping, error logging, SSR state). */
export { createApolloClient } from './create-apollo-client';

/** Options of `createApolloClient`. */
export type { ApolloClientOptions } from './create-apollo-client';

/** Link adding Authorization (only with a token), X-Language, X-Timezone and extra headers. */
export { createHeadersLink } from './headers-link';

/** Options of `createHeadersLink`, and the (possibly async) access-token getter. */
export type { AccessTokenGetter, HeadersLinkOptions } from './headers-link';

/** RetryLink with the product policy: exponential backoff, 5 attempts, mutations only on 502/503. */
export { createRetryLink } from './retry-link';

/** Decides whether a failed operation may be retried (exposed for reuse and for tests). */
export { shouldRetryOperation } from './retry-link';

/** Options of `createRetryLink`: initial delay, jitter, attempts in total. */
export type { RetryLinkOptions } from './retry-link';

/** Link removing `__typename` from (nested) variables before they are sent. */
export { createTypenameLink } from './typename-link';

/** Link logging GraphQL and network errors (operation name + message, never variables or headers). */
export { createErrorLink } from './error-link';

/** Where the error link and `restFetch` report errors (`console` by default). */
export type { ErrorLogger } from './error-link';

/** Global name under which the server embeds the extracted cache state (`__APOLLO_STATE__`). */
export { APOLLO_STATE_KEY } from './apollo-state';

/** Serializes cache state to a JS expression safe inside an inline `<script>`. */
export { serializeApolloState } from './apollo-state';

/** Reads the cache state embedded by the server, or undefined. */
export { readApolloState } from './apollo-state';

/** Shared exponential backoff (300 ms initial, doubling, jitter) used by Apollo and REST retries. */
export { backoffDelay, RETRY_DEFAULTS } from './backoff';

/** Options of `backoffDelay`. */
export type { BackoffOptions } from './backoff';

/** Builds the common API headers (Bearer token, X-Language, X-Timezone) with lower-case names. */
export { buildRequestHeaders, guessTimezone } from './request-headers';

/** Values for `buildRequestHeaders`. */
export type { RequestHeaderValues } from './request-headers';

/** Reads the API's error (code, localized message, texts per field) and splits it for a form. */
export { readApiError, splitFieldErrors } from './api-error';

/** What the API said about a failed operation. */
export type { ApiError } from './api-error';

/** Terminating link: HttpLink, sending an operation whose variables hold files as a GraphQL multipart request. */
export { createUploadHttpLink, findUploads } from './upload-http-link';

/** Options of `createUploadHttpLink`; a file `findUploads` found and where it goes. */
export type { FoundUpload, UploadHttpLinkOptions } from './upload-http-link';

/** The apps' InMemoryCache with their type policies (the server's state restored into it when given). */
export { createApolloCache, typePolicies } from './apollo-cache';

/** Field policy of a `{ list, meta }` list shown a page at a time: one entry per filter/order, pages merged by offset. */
export { pagedList } from './paged-list';

/** A page of such a list. */
export type { PagedList } from './paged-list';

/** WebSocket link of subscriptions (graphql-ws, loaded with the first subscription), and the split's test. */
export { createSubscriptionLink, isSubscription } from './subscription-link';

/** Options of `createSubscriptionLink`. */
export type { SubscriptionLinkOptions } from './subscription-link';

/** One operation over plain fetch, for pages without Apollo (the client view). */
export { graphqlFetch } from './graphql-fetch';

/** Options and result of `graphqlFetch`. */
export type { GraphqlFetchOptions, GraphqlResult } from './graphql-fetch';

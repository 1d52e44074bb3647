/** REST calls to the Donut API (auth, uploads) with the same headers as the GraphQL client. */

/**
 * Calls a REST endpoint and never throws: 2xx gives the parsed body and real status; any failure
 * gives the error data, status 500 and `success: false`. Opt-in retry with the shared backoff.
 */
export { restFetch } from './rest-fetch';

/** Outcome of `restFetch`: body, lower-case response headers, status and success flag. */
export type { FetchResult } from './rest-fetch';

/** Options of `restFetch`: `RequestInit` plus token, language, time zone, fetch, retry and logger. */
export type { RestFetchOptions } from './rest-fetch';

import { backoffDelay, RETRY_DEFAULTS, sleep } from '../client/backoff';
import { buildRequestHeaders } from '../client/request-headers';
import { headersToObject, isRawBody, readBody } from './response-body';

/** Outcome of {@link restFetch}; it never throws. */
export interface FetchResult<T> {
  body: T;
  headers: Record<string, string>;
  status: number;
  success: boolean;
}

/** Options of {@link restFetch}: `RequestInit` plus the Donut API conventions. */
export interface RestFetchOptions extends Omit<RequestInit, 'body'> {
  /** Serialized as JSON when not a string/FormData (URLSearchParams and Blob are sent as they are too). */
  body?: unknown;
  accessToken?: string | null;
  language?: string;
  timezone?: string;
  fetch?: typeof fetch;
  /** Default false: auth calls rotate tokens and must not be replayed blindly. */
  retry?: boolean | { initialDelayMs?: number; maxAttempts?: number };
  logger?: Pick<Console, 'error'>;
}

// Statuses from gateways and overloaded servers that did not handle the request: worth retrying.
const RETRY_STATUSES = new Set([502, 503, 504]);

// Query strings may carry tokens (e.g. e-mail confirmation links): log the path only.
const withoutQuery = (url: string) => url.split(/[?#]/)[0];

// Not `instanceof Error`: errors thrown by fetch may come from another realm (iframe, vm, jest).
const errorMessage = (error: unknown) =>
  typeof (error as Error | null)?.message === 'string' ? (error as Error).message : String(error);

/**
 * Calls a REST endpoint of the Donut API with the same headers as the GraphQL client (Bearer
 * token when there is one, X-Language, X-Timezone) and never throws.
 *
 * - Success (2xx): the parsed JSON body (text when not JSON), the response headers as a plain
 *   lower-case object, the real status, `success: true`.
 * - Failure (non-2xx or network error): `body` is the error data (the parsed error body, or
 *   `{ message }` when no response arrived), `status: 500`, `success: false`; the error is logged
 *   (method, path and status or message - never the body or headers, which may hold credentials).
 * - With `retry`, network errors and HTTP 502/503/504 are retried with the shared backoff
 *   (300 ms, exponential, jitter, 5 attempts in total by default).
 */
export async function restFetch<T = unknown>(
  url: string,
  options: RestFetchOptions = {},
): Promise<FetchResult<T | unknown>> {
  const {
    body,
    accessToken,
    language,
    timezone,
    fetch: fetchImpl = globalThis.fetch,
    retry = false,
    logger = console,
    ...init
  } = options;
  const retryPolicy = retry === true ? {} : retry || { maxAttempts: 1 };
  const { maxAttempts = RETRY_DEFAULTS.maxAttempts, initialDelayMs } = retryPolicy;

  const headers = new Headers(init.headers);
  // Headers given for this call win over the computed defaults.
  for (const [name, value] of Object.entries(buildRequestHeaders({ accessToken, language, timezone }))) {
    if (!headers.has(name)) headers.set(name, value);
  }
  const raw = body === undefined || isRawBody(body);
  if (!raw && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const requestInit: RequestInit = {
    ...init,
    headers,
    body: raw ? (body as RequestInit['body']) : JSON.stringify(body),
  };
  const label = `${(init.method ?? 'GET').toUpperCase()} ${withoutQuery(url)}`;

  for (let attempt = 1; ; attempt += 1) {
    // Never retry once the caller aborted: that is a decision, not a failure.
    const canRetry = () => attempt < maxAttempts && !init.signal?.aborted;
    try {
      const response = await fetchImpl(url, requestInit);
      if (RETRY_STATUSES.has(response.status) && canRetry()) {
        await response.body?.cancel(); // free the connection; a retried attempt's body is unused
        await sleep(backoffDelay(attempt, { initialDelayMs }));
        continue;
      }
      const data = await readBody(response);
      const responseHeaders = headersToObject(response.headers);
      if (response.ok)
        return { body: data, headers: responseHeaders, status: response.status, success: true };
      logger.error(`[REST error] ${label}: HTTP ${response.status}`);
      return { body: data, headers: responseHeaders, status: 500, success: false };
    } catch (error) {
      // No (complete) response: DNS, refused connection, reset while reading the body, abort.
      if (canRetry()) {
        await sleep(backoffDelay(attempt, { initialDelayMs }));
        continue;
      }
      const message = errorMessage(error);
      logger.error(`[Network error] ${label}: ${message}`);
      return { body: { message }, headers: {}, status: 500, success: false };
    }
  }
}

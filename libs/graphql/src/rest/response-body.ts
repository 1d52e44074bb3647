/** Reading and writing REST bodies, kept apart from the request flow in `rest-fetch.ts`. */

/** Bodies `fetch` sends as they are; anything else is serialized as JSON. */
export function isRawBody(body: unknown): body is NonNullable<RequestInit['body']> {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

/** The response headers as a plain object with lower-case names (repeated headers joined by ", "). */
export function headersToObject(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    result[name] = name in result ? `${result[name]}, ${value}` : value;
  });
  return result;
}

/**
 * The parsed JSON body when the response says it is JSON (`application/json`,
 * `application/problem+json`, ...), otherwise the text; null when the body is empty (e.g. 204).
 * A body claiming to be JSON that does not parse is returned as text rather than thrown, so
 * that a proxy's HTML error page still reaches the caller as error data.
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

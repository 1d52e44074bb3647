/**
 * The request headers every Donut API call carries, GraphQL and REST alike, built in one place
 * so both clients always agree on names and on when a header is left out.
 */

/** Values that become the common API request headers. */
export interface RequestHeaderValues {
  /** Sent as `Authorization: Bearer <token>`; omitted when null, undefined or empty. */
  accessToken?: string | null;
  /** Sent as `X-Language` (browser locale or the locale cookie); omitted when empty. */
  language?: string;
  /** Sent as `X-Timezone`; guessed from the runtime when undefined. */
  timezone?: string;
  /** Extra headers, e.g. cookies forwarded by the server renderer. */
  extra?: Record<string, string>;
}

/**
 * The runtime's IANA time zone (e.g. `Europe/Berlin`), or undefined when `Intl` cannot tell
 * (some embedded/minimal runtimes); the API then falls back to its own default.
 */
export function guessTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Copies headers with lower-case names: HTTP names are case-insensitive, plain objects are not. */
export function lowerCaseHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) result[name.toLowerCase()] = value;
  return result;
}

/**
 * Builds the common headers with lower-case names. Computed headers win over `extra`, so a
 * forwarded header can never replace the caller's own token, language or time zone.
 */
export function buildRequestHeaders(values: RequestHeaderValues): Record<string, string> {
  const headers = lowerCaseHeaders(values.extra);
  // An anonymous visitor must send no Authorization at all: "Bearer " or "Bearer null" would
  // be rejected as an invalid token instead of being treated as a guest.
  if (values.accessToken) headers.authorization = `Bearer ${values.accessToken}`;
  if (values.language) headers['x-language'] = values.language;
  const timezone = values.timezone ?? guessTimezone();
  if (timezone) headers['x-timezone'] = timezone;
  return headers;
}

/**
 * Hand-over of the Apollo cache from the server renderer to the browser: the server embeds
 * `window.__APOLLO_STATE__ = <serializeApolloState(client.extract())>` in an inline script,
 * the browser passes `readApolloState()` to `createApolloClient({ initialState })`.
 */

/** Global (window) property holding the cache state extracted on the server. */
export const APOLLO_STATE_KEY = '__APOLLO_STATE__';

// `<`, `>` and `&` would let data such as "</script><script>..." close the inline script (XSS)
// or be read as HTML; U+2028/U+2029 are valid in JSON but were line terminators in pre-ES2019 JS.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * Serializes cache state to a JS expression safe to embed inside an inline `<script>`: JSON with
 * `<`, `>`, `&`, U+2028 and U+2029 written as `\uXXXX` escapes (which parse back to the same
 * characters). `undefined` becomes `null`, as JSON has no undefined.
 */
export function serializeApolloState(state: unknown): string {
  const json = JSON.stringify(state) ?? 'null';
  return json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The state the server embedded under {@link APOLLO_STATE_KEY}, or undefined when there is none
 * (no server rendering, or running on the server itself).
 */
export function readApolloState(win: object = globalThis): unknown {
  return (win as Record<string, unknown>)[APOLLO_STATE_KEY] ?? undefined;
}

/** Telegram Web's origins: the only pages that may frame the client view (the Mini App inside Telegram Web). */
export const TELEGRAM_WEB_ORIGINS = [
  'https://web.telegram.org',
  'https://webk.telegram.org',
  'https://webz.telegram.org',
];

/** Where Telegram's web-app script comes from (see telegram-script.ts); any app may run inside Telegram. */
const TELEGRAM_SCRIPT_ORIGIN = 'https://telegram.org';

export interface SecurityHeaderOptions {
  /** The client view is a Telegram Mini App, framed by Telegram Web; the main site and the CRM are never framed. */
  embeddableInTelegram?: boolean;
}

export interface SecurityHeaderInput extends SecurityHeaderOptions {
  /** This request's script nonce (see createNonce); none in development, where no policy is sent. */
  nonce: string | undefined;
  /** Instead of a nonce, the hashes of a cached document's inline scripts (see inlineScriptHashes). */
  scriptHashes?: readonly string[];
  /** The API's public origin: GraphQL and auth requests, uploaded pictures. */
  apiOrigin: string;
  /** Further origins pictures may come from: the map tile provider, when one is configured (ADR 0028). */
  imageOrigins?: readonly string[];
  /** NODE_ENV=production: the built server. Development (vite dev with HMR) gets no CSP and no HSTS. */
  production: boolean;
  /** The browser reached us over https (directly or through a proxy saying so). */
  secure: boolean;
}

/** A fresh unguessable nonce for one document (128 bits, base64); Web Crypto, so no Node-only import. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Whether the browser's connection is https: the request URL itself, or the first hop's X-Forwarded-Proto.
 * Trusting the header is harmless here: it only decides whether HSTS is sent, and browsers ignore HSTS on http.
 */
export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of a document: its inline scripts carry the nonce (or, in a cached document,
 * are listed by hash), everything else comes from us or the API.
 */
export function contentSecurityPolicy({
  nonce,
  scriptHashes = [],
  apiOrigin,
  imageOrigins = [],
  embeddableInTelegram,
}: Pick<SecurityHeaderInput, 'apiOrigin' | 'embeddableInTelegram' | 'scriptHashes' | 'imageOrigins'> & {
  nonce?: string;
}): string {
  const api = originOf(apiOrigin);
  const withApi = (...sources: string[]) => (api ? [...sources, api] : sources);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes, TELEGRAM_SCRIPT_ORIGIN],
    ],
    // React and the UI set no inline styles today, but Telegram's script and browser extensions do; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // blob: previews a picture before upload; uploaded pictures come from the API's /uploads.
    ['img-src', withApi("'self'", 'data:', 'blob:', ...imageOrigins)],
    ['font-src', ["'self'", 'data:']],
    // The API's WebSocket (subscriptions) by its own scheme: not every browser lets https: stand for wss:.
    ['connect-src', withApi("'self'", ...(api ? [api.replace(/^http/, 'ws')] : []))],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', embeddableInTelegram ? TELEGRAM_WEB_ORIGINS : ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers every document response of an app carries (docs/adr/0016-app-headers-and-budgets.md). */
export function securityHeaders(input: SecurityHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  // Old browsers without frame-ancestors; X-Frame-Options cannot name Telegram's origins, so the client view sends none.
  if (!input.embeddableInTelegram) headers['X-Frame-Options'] = 'DENY';
  // Vite's dev server injects its own inline scripts and HMR socket: the policy is for the built apps.
  if (input.production) {
    if (!input.nonce && !input.scriptHashes)
      throw new Error('A production document needs a script nonce or script hashes');
    headers['Content-Security-Policy'] = contentSecurityPolicy(input);
  }
  if (input.production && input.secure)
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

import type { FastifyInstance } from 'fastify';

/** JSON and files: nothing may run, load, frame or submit anything. */
export const API_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The API's own HTML pages (the sandbox's hosted checkout): inline styles only. Its forms post to the
 * API and are then redirected to the app, so form-action stays open (CSP checks redirect targets too).
 */
export const API_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'";

/** One year, subdomains included: production is HTTPS only. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  production: boolean;
  /** GraphiQL (development only) loads its scripts from a CDN: its pages get no CSP. */
  graphiql: boolean;
}

/** The security headers of every API response, whatever route (or error handler) produced it. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0];
    reply.header('x-content-type-options', 'nosniff');
    // The sandbox's hosted page posts its forms to itself: with no-referrer a browser would send
    // `Origin: null`, which the cross-site check refuses; same-origin sends the page's own origin.
    reply.header('referrer-policy', path.startsWith('/payments/sandbox/') ? 'same-origin' : 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    // Uploaded pictures are shown by the apps (other origins, maybe other sites); nothing else is embeddable.
    reply.header('cross-origin-resource-policy', path.startsWith('/uploads/') ? 'cross-origin' : 'same-site');
    if (options.production) reply.header('strict-transport-security', HSTS);
    const isGraphiql = options.graphiql && (path === '/graphiql' || path.startsWith('/graphiql/'));
    if (!isGraphiql && !reply.hasHeader('content-security-policy')) {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('content-security-policy', html ? API_PAGE_CSP : API_CSP);
    }
    return payload;
  });
}

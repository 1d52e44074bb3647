import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the security plugin, as "METHOD /url" (the authorization matrix checks them). */
    registeredRoutes: ReadonlySet<string>;
  }
}

/**
 * Records routes as they are registered. HEAD routes Fastify adds for each GET, and the CORS preflight
 * catch-all, are answered by the framework, not by our code, so they are left out.
 */
export function recordRoutes(app: FastifyInstance) {
  const routes = new Set<string>();
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || (method === 'OPTIONS' && route.url.includes('*'))) continue;
      routes.add(`${method} ${route.url}`);
    }
  });
}

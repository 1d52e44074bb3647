import type { FastifyInstance } from 'fastify';
import type { RateLimit, RateLimiters } from './rate-limits';
import { DomainError } from '../core/domain-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's per-IP allowance (see rate-limits.ts). */
    rateLimit?: RateLimit;
  }
}

/** Route options for a per-IP allowance of `points` calls an hour or a minute. */
export const perHour = (name: string, points: number) => ({
  rateLimit: { name, points, durationSeconds: 3600 },
});
export const perMinute = (name: string, points: number) => ({
  rateLimit: { name, points, durationSeconds: 60 },
});

/**
 * REST routes that declare `config.rateLimit` are counted per client address before their handler
 * runs; over the allowance they answer 429 RATE_LIMITED with Retry-After.
 */
export function registerRouteRateLimits(app: FastifyInstance, limiters: RateLimiters) {
  app.addHook('onRequest', async (request) => {
    const limit = request.routeOptions.config.rateLimit;
    if (!limit) return;
    const admission = await limiters.take(limit, request.ip);
    if (!admission.allowed)
      throw new DomainError('RATE_LIMITED', 'api.auth.rate-limited', {
        seconds: admission.retryAfterSeconds,
      });
  });
}

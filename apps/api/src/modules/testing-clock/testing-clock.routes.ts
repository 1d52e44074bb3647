import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { businessClock } from '../../clock';
import { sweepSubscriptions } from '../billing/subscription-sweep';

/**
 * POST /testing/clock { advance_seconds }: moves business time forward and runs the subscription sweep
 * at the new time, so an e2e journey can watch a period end. Registered only with TEST_CLOCK, which the
 * configuration refuses in production.
 */
export async function registerTestingClock(app: FastifyInstance, db: Db) {
  app.post<{ Body: { advance_seconds: number } }>(
    '/testing/clock',
    {
      schema: {
        body: {
          type: 'object',
          properties: { advance_seconds: { type: 'integer', minimum: 0, maximum: 5 * 366 * 24 * 3600 } },
          required: ['advance_seconds'],
        },
      },
    },
    async (request) => {
      const now = businessClock.advance(request.body.advance_seconds * 1000);
      const swept = await sweepSubscriptions(db, now);
      return { now: now.toISOString(), ...swept };
    },
  );
}

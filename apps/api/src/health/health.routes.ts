import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** Liveness and readiness in one: 200 only when the database answers. */
export async function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/health', { logLevel: 'warn' }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: database.kind });
    }
  });
}

import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../core/domain-module';
import type { Database } from '../../db/database';
import { createJobQueue } from './job-queue';

/** Starts the job queue when the server is ready and stops it, finishing running jobs, before it closes. */
export function registerScheduler(app: FastifyInstance, database: Database, jobs: readonly ScheduledJob[]) {
  const queue = createJobQueue(database.sql, app.log);
  app.addHook('onReady', () => queue.start(jobs));
  app.addHook('preClose', () => queue.stop());
  return queue;
}

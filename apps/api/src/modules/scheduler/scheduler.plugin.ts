import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { sweepSubscriptions } from '../subscriptions/subscription-sweep';
import { createJobQueue, type ScheduledJob } from './job-queue';

/** The jobs of the product and their rhythm. */
export function scheduledJobs(database: Database): ScheduledJob[] {
  return [{ name: 'subscription-sweep', cron: '* * * * *', run: () => sweepSubscriptions(database.db) }];
}

/** Starts the job queue when the server is ready and stops it, finishing running jobs, before it closes. */
export function registerScheduler(app: FastifyInstance, database: Database) {
  const queue = createJobQueue(database.sql, app.log);
  app.addHook('onReady', () => queue.start(scheduledJobs(database)));
  app.addHook('preClose', () => queue.stop());
  return queue;
}

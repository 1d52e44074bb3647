import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlExecutor } from '../../db/database';

import type { ScheduledJob } from '../../core/domain-module';

export type { ScheduledJob };

/**
 * Durable jobs on pg-boss, stored in the application's own database (schema `pgboss`, PGlite or
 * Postgres): schedules survive restarts, one instance runs each tick, and every job runs once at
 * start-up as well, so work that fell due while the server was down is caught up at once.
 */
export function createJobQueue(sql: SqlExecutor, log: FastifyBaseLogger) {
  const boss = new PgBoss({ db: sql, schema: 'pgboss', migrate: true, supervise: true, schedule: true });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  return {
    boss,
    async start(jobs: readonly ScheduledJob[]) {
      await boss.start();
      for (const job of jobs) {
        await boss.createQueue(job.name, {
          name: job.name,
          policy: 'singleton',
          retryLimit: 3,
          retryDelay: 30,
          expireInSeconds: 300,
        });
        await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
        await boss.work(job.name, { pollingIntervalSeconds: 5 }, async () => {
          const result = await job.run();
          log.debug({ job: job.name, result }, 'job done');
        });
        await boss.send(job.name, {});
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlExecutor } from '../../db/database';

import type { ScheduledJob } from '../../core/domain-module';

export type { ScheduledJob };

/** How often a worker looks for a job nobody woke it for (another instance sent it). */
const POLLING_INTERVAL_SECONDS = 5;

/**
 * Durable jobs on pg-boss, stored in the application's own database (schema `pgboss`, PGlite or
 * Postgres): schedules survive restarts, one instance runs each tick, and every job runs once at
 * start-up as well, so work that fell due while the server was down is caught up at once.
 *
 * A job with a `trigger` is also an on-demand queue: the module's requests send a job between ticks and
 * wake this instance's worker at once. Its queue is `stately` (one waiting and one running at most), so a
 * burst of requests is one more run, and a request while a run is going still gets the run after it.
 */
export function createJobQueue(sql: SqlExecutor, log: FastifyBaseLogger) {
  const boss = new PgBoss({ db: sql, schema: 'pgboss', migrate: true, supervise: true, schedule: true });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const triggered: ScheduledJob[] = [];

  return {
    boss,
    async start(jobs: readonly ScheduledJob[]) {
      await boss.start();
      for (const job of jobs) {
        await boss.createQueue(job.name, {
          name: job.name,
          policy: job.trigger ? 'stately' : 'singleton',
          retryLimit: 3,
          retryDelay: 30,
          expireInSeconds: 300,
        });
        await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
        const workerId = await boss.work(
          job.name,
          { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
          async () => {
            const result = await job.run();
            log.debug({ job: job.name, result }, 'job done');
          },
        );
        if (job.trigger) {
          triggered.push(job);
          job.trigger.attach(() => {
            boss
              .send(job.name, {})
              .then(() => boss.notifyWorker(workerId))
              .catch((err: unknown) => log.error({ err, job: job.name }, 'job could not be requested'));
          });
        }
        await boss.send(job.name, {});
      }
    },
    async stop() {
      for (const job of triggered) job.trigger?.attach(null);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

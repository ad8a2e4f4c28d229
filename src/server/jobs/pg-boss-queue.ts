import { PgBoss } from 'pg-boss';
import type { Logger } from '../logger.ts';
import { runLogged, type JobQueue } from './job-queue.ts';

/**
 * The job queue on PostgreSQL: pg-boss in its own schema (`pgboss`). A job's queue is
 * `exclusive` (at most one queued or running across every instance), scheduled by cron in the
 * database (pg-boss makes one job per tick, whichever instances are up), and worked by every
 * instance that recurs it; a job a stopped instance held is retried after its expiry.
 */
export async function createPgBossQueue(deps: { databaseUrl: string; logger: Logger }): Promise<JobQueue> {
  const { logger } = deps;
  // Passes every 15 s (not 60): a short job a killed instance held is failed by its missed heartbeats and taken over within about half a minute.
  const boss = new PgBoss({ connectionString: deps.databaseUrl, schema: 'pgboss', max: 3, superviseIntervalSeconds: 15, monitorIntervalSeconds: 15 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return {
    async recur(job) {
      await boss.createQueue(
        job.name,
        job.short
          ? { policy: 'exclusive', retryLimit: 3, retryDelay: 1, expireInSeconds: 120, heartbeatSeconds: 10 }
          : { policy: 'exclusive', retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 },
      );
      await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
      await boss.work(job.name, { pollingIntervalSeconds: 2 }, async () => {
        await runLogged(job, logger);
      });
      // A run now: what came due while no instance ran (a restart, a deploy) is not left for an hour.
      await boss.send(job.name, null);
    },
    async trigger(name) {
      await boss.send(name, null);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

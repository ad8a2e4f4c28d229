import { PgBoss } from 'pg-boss';
import type { Logger } from '../logger.ts';
import { runLogged, type JobQueue } from './job-queue.ts';
import { createJobRun, hasMore, restAfter, SLICE_BUDGET_MS } from './job-run.ts';

/**
 * The job queue on PostgreSQL: pg-boss in its own schema (`pgboss`). A job's queue is
 * `exclusive` (at most one queued or running across every instance), scheduled by cron in the
 * database (pg-boss makes one job per tick, whichever instances are up), and worked by every
 * instance that recurs it; a job a stopped instance held is retried after its expiry.
 *
 * A run is one slice (jobs/job-run.ts). One that ends with work left completes its pg-boss job
 * and sends the next at once (an exclusive queue refuses a second while one is active), which
 * this instance's worker fetches after a rest as long as the slice took (`restAfter`), and any other
 * instance's at its next poll:
 * a backlog moves on in slices, each on whichever instance takes it, never in one long run.
 */
export async function createPgBossQueue(deps: { databaseUrl: string; logger: Logger; sliceMs?: number }): Promise<JobQueue> {
  const { logger, sliceMs = SLICE_BUDGET_MS } = deps;
  // Passes every 15 s (not 60): a short job a killed instance held is failed by its missed heartbeats and taken over within about half a minute.
  const boss = new PgBoss({ connectionString: deps.databaseUrl, schema: 'pgboss', max: 3, superviseIntervalSeconds: 15, monitorIntervalSeconds: 15 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  let stopping = false;
  const timers = new Set<NodeJS.Timeout>();
  return {
    async recur(job) {
      await boss.createQueue(
        job.name,
        job.short
          ? { policy: 'exclusive', retryLimit: 3, retryDelay: 1, expireInSeconds: 120, heartbeatSeconds: 10 }
          : { policy: 'exclusive', retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 },
      );
      await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
      // Set once `work` answers; a slice that ends before then is fetched at the next poll.
      let worker = '';
      worker = await boss.work(job.name, { pollingIntervalSeconds: 2 }, async ([taken]) => {
        const started = performance.now();
        const result = await runLogged(job, createJobRun({ budgetMs: sliceMs, stopping: () => stopping }), logger);
        if (!taken || !hasMore(result)) return;
        await boss.complete(job.name, taken.id);
        await boss.send(job.name, null);
        if (stopping) return;
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            if (worker) boss.notifyWorker(worker);
          },
          restAfter(performance.now() - started),
        );
        timer.unref();
        timers.add(timer);
      });
      // A run now: what came due while no instance ran (a restart, a deploy) is not left for an hour.
      await boss.send(job.name, null);
    },
    async trigger(name) {
      await boss.send(name, null);
    },
    async stop() {
      // The slice in hand ends after its batch (its JobRun says `stopping`); pg-boss waits for it.
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

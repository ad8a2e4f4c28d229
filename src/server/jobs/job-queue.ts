import type { Logger } from '../logger.ts';
import { hasMore, type JobRun } from './job-run.ts';

/** A recurring job: its name, when it recurs (cron, UTC), and what it does. */
export interface RecurringJob {
  name: string;
  /** Five-field cron in UTC, e.g. `0 * * * *` for every hour on the hour. */
  cron: string;
  /**
   * One slice of the job (jobs/job-run.ts): a job that loops over batches asks `run` between
   * them and returns `more: true` when it stopped with work left; the queue then runs it again soon.
   */
  run(run: JobRun): Promise<unknown>;
  /**
   * A run lasts under a minute and one that a killed instance held is taken over by another
   * soon (pg-boss heartbeats), not after the 15 minutes a long run is given (the deliveries).
   */
  short?: boolean;
}

/**
 * Background work (DESIGN.md "Jobs"): one interface, two mechanisms. On PostgreSQL, pg-boss
 * (jobs/pg-boss-queue.ts): the schedule and the jobs live in the database, every instance works
 * the queue and each job runs on one of them, one at a time, after a restart too. On SQLite (one
 * process owns the file) the same interface in this process (jobs/in-process-queue.ts). Jobs are
 * idempotent anyway (conditional writes, unique notices), so a run repeated after a crash is harmless.
 */
export interface JobQueue {
  /** Schedules a job and works it on this instance (a run also at start, to catch up on what came due while none ran). */
  recur(job: RecurringJob): Promise<void>;
  /** Asks for a run of a scheduled job now; resolves when it is queued (PostgreSQL) or done (in process). */
  trigger(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** A queue that never runs anything: an instance with JOBS=0. */
export function createIdleQueue(): JobQueue {
  return {
    async recur() {},
    async trigger() {},
    async stop() {},
  };
}

/**
 * Runs a slice of a job and gives its result; logs a job's failure without stopping the schedule
 * (the next run retries what is still due). A slice that left work is logged at debug level: a
 * backlog is worked in thousands of them.
 */
export async function runLogged(job: RecurringJob, run: JobRun, logger: Logger): Promise<unknown> {
  const started = Date.now();
  try {
    const result = await job.run(run);
    logger[hasMore(result) ? 'debug' : 'info']({ job: job.name, ms: Date.now() - started, result }, 'job done');
    return result;
  } catch (error) {
    logger.error({ job: job.name, err: error }, 'job failed');
    throw error;
  }
}

import type { Logger } from '../logger.ts';
import { runLogged, type JobQueue, type RecurringJob } from './job-queue.ts';
import { createJobRun, hasMore, restAfter, SLICE_BUDGET_MS } from './job-run.ts';
import { DAY, HOUR, MINUTE } from '../../lib/time-units.ts';

/** The recurrences its jobs use: each minute, each hour on the hour. */
const EVERY: Record<string, number> = { '* * * * *': MINUTE, '0 * * * *': 60 * MINUTE };

/**
 * A recurrence as the period and the offset into it (UTC): each minute, each hour on the hour,
 * or once a day at `M H * * *` (issue 39: the `deal-books` check at 04:00 Tashkent); null for any other.
 */
export function recurrenceOf(cron: string): { every: number; offset: number } | null {
  const every = EVERY[cron];
  if (every) return { every, offset: 0 };
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron);
  if (!daily) return null;
  const [minute, hour] = [Number(daily[1]), Number(daily[2])];
  return minute < 60 && hour < 24 ? { every: DAY, offset: hour * HOUR + minute * MINUTE } : null;
}

/** How a slice is timed and how soon a job with work left runs again (tests make both their own). */
export interface SliceOptions {
  /** The wall time one slice may take (jobs/job-run.ts). */
  sliceMs?: number;
  /** Milliseconds, as slices measure their budget. */
  now?: () => number;
  /**
   * How long after a slice that left work the next one starts; by default as long as the slice
   * took (at least 20 ms): a backlog has at most about half of the process, requests the rest.
   */
  againAfterMs?: number;
}

/**
 * The job queue in this process (SQLite, whose file one process owns): each job at start and
 * then on every minute, hour or day at its time (the only recurrences its jobs use), one run at a time per job;
 * a trigger during a run waits for it and runs again. A run is one slice (jobs/job-run.ts): when
 * it ends with work left (`more`), the job runs again after a rest as long as the slice (`restAfter`). `stop` ends the slice
 * in hand after its batch and waits for it, before the caller closes the database.
 */
export function createInProcessQueue(logger: Logger, options: SliceOptions = {}): JobQueue {
  const { sliceMs = SLICE_BUDGET_MS } = options;
  const jobs = new Map<string, { job: RecurringJob; running: Promise<void>; waiting: Promise<void> | null }>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  function later(work: () => void, ms: number): NodeJS.Timeout {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    timers.add(timer);
    return timer;
  }

  async function slice(job: RecurringJob): Promise<void> {
    const run = createJobRun({ budgetMs: sliceMs, stopping: () => stopped, ...(options.now && { now: options.now }) });
    const started = performance.now();
    const result = await runLogged(job, run, logger).catch(() => undefined);
    if (hasMore(result) && !stopped) later(() => void ask(job.name), options.againAfterMs ?? restAfter(performance.now() - started));
  }

  /** Runs a job after the run in hand; asks made while a run waits to start share it. */
  function ask(name: string): Promise<void> {
    const entry = jobs.get(name);
    if (!entry || stopped) return Promise.resolve();
    if (entry.waiting) return entry.waiting;
    const next = entry.running.then(() => {
      entry.waiting = null;
      return stopped ? undefined : slice(entry.job);
    });
    entry.waiting = next;
    entry.running = next;
    return next;
  }

  return {
    async recur(job) {
      const recurrence = recurrenceOf(job.cron);
      if (!recurrence) throw new Error(`in-process jobs recur each minute, hour or day at a time only, not "${job.cron}"`);
      const { every, offset } = recurrence;
      jobs.set(job.name, { job, running: Promise.resolve(), waiting: null });
      const untilNext = every - ((Date.now() - offset) % every);
      later(() => {
        void ask(job.name);
        const repeat = setInterval(() => void ask(job.name), every);
        repeat.unref();
        timers.add(repeat);
      }, untilNext);
      void ask(job.name);
    },
    trigger: ask,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...jobs.values()].map((entry) => entry.running));
    },
  };
}

import type { Logger } from '../logger.ts';
import { runLogged, type JobQueue, type RecurringJob } from './job-queue.ts';
import { MINUTE } from '../../lib/time-units.ts';

/** The recurrences its jobs use: each minute, each hour on the hour. */
const EVERY: Record<string, number> = { '* * * * *': MINUTE, '0 * * * *': 60 * MINUTE };

/**
 * The job queue in this process (SQLite, whose file one process owns): each job at start and
 * then on every minute or hour (the only recurrences its jobs use), one run at a time per job;
 * a trigger during a run waits for it and runs again.
 */
export function createInProcessQueue(logger: Logger): JobQueue {
  const jobs = new Map<string, { job: RecurringJob; running: Promise<void>; waiting: Promise<void> | null }>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  /** Runs a job after the run in hand; asks made while a run waits to start share it. */
  function run(name: string): Promise<void> {
    const entry = jobs.get(name);
    if (!entry || stopped) return Promise.resolve();
    if (entry.waiting) return entry.waiting;
    const next = entry.running.then(() => {
      entry.waiting = null;
      return stopped ? undefined : runLogged(entry.job, logger).catch(() => {});
    });
    entry.waiting = next;
    entry.running = next;
    return next;
  }

  return {
    async recur(job) {
      const every = EVERY[job.cron];
      if (!every) throw new Error(`in-process jobs recur each minute or hour only, not "${job.cron}"`);
      jobs.set(job.name, { job, running: Promise.resolve(), waiting: null });
      const untilNext = every - (Date.now() % every);
      const first = setTimeout(() => {
        void run(job.name);
        const repeat = setInterval(() => void run(job.name), every);
        repeat.unref();
        timers.push(repeat);
      }, untilNext);
      first.unref();
      timers.push(first);
      void run(job.name);
    },
    trigger: run,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([...jobs.values()].map((entry) => entry.running));
    },
  };
}

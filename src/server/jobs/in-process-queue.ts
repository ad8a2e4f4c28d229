import type { Logger } from '../logger.ts';
import { runLogged, type JobQueue, type RecurringJob } from './job-queue.ts';

const HOUR = 3_600_000;

/**
 * The job queue in this process (SQLite, whose file one process owns): each job at start and
 * then on every hour (the only recurrence its jobs use: `0 * * * *`), one run at a time per job;
 * a trigger during a run waits for it and runs again.
 */
export function createInProcessQueue(logger: Logger): JobQueue {
  const jobs = new Map<string, { job: RecurringJob; running: Promise<void> }>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  function run(name: string): Promise<void> {
    const entry = jobs.get(name);
    if (!entry || stopped) return Promise.resolve();
    entry.running = entry.running.then(() => (stopped ? undefined : runLogged(entry.job, logger).catch(() => {})));
    return entry.running;
  }

  return {
    async recur(job) {
      if (job.cron !== '0 * * * *') throw new Error(`in-process jobs recur hourly only, not "${job.cron}"`);
      jobs.set(job.name, { job, running: Promise.resolve() });
      const untilNextHour = HOUR - (Date.now() % HOUR);
      const first = setTimeout(() => {
        void run(job.name);
        const hourly = setInterval(() => void run(job.name), HOUR);
        hourly.unref();
        timers.push(hourly);
      }, untilNextHour);
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

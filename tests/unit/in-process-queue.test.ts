import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createInProcessQueue } from '../../src/server/jobs/in-process-queue.ts';
import type { JobRun } from '../../src/server/jobs/job-run.ts';

const silent = pino({ level: 'silent' });

describe('the in-process job queue (SQLite)', () => {
  it('runs a job at start and after every trigger, never two runs of it at once; triggers while a run waits share it', async () => {
    const queue = createInProcessQueue(silent);
    let running = 0;
    let most = 0;
    let runs = 0;
    await queue.recur({
      name: 'tick',
      cron: '0 * * * *',
      async run() {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        runs += 1;
      },
    });
    // The start's run is under way: the three asks wait for it and share the one run after it.
    await Promise.all([queue.trigger('tick'), queue.trigger('tick'), queue.trigger('tick')]);
    expect(runs).toBe(2);
    await queue.trigger('tick');
    expect(runs).toBe(3);
    expect(most).toBe(1);
    await queue.stop();
    await queue.trigger('tick');
    expect(runs).toBe(3);
  });

  it('keeps its schedule after a run fails: the next trigger runs again', async () => {
    const queue = createInProcessQueue(silent);
    let runs = 0;
    await queue.recur({
      name: 'flaky',
      cron: '0 * * * *',
      async run() {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
    });
    await queue.trigger('flaky');
    expect(runs).toBe(2);
    await queue.stop();
  });

  it('refuses a recurrence it cannot keep', async () => {
    const queue = createInProcessQueue(silent);
    await expect(queue.recur({ name: 'weekly', cron: '0 9 * * 1', run: async () => {} })).rejects.toThrow(/each minute, hour or day at a time only/);
    await queue.stop();
  });

  /** A clock that moves `step` ms at each look: a slice's budget is spent after a known number of batches, without sleeping. */
  const stepping = (step: number) => {
    let at = 0;
    return () => (at += step);
  };

  it('works a backlog in slices: a run that ends with more is run again on its own until none is left', async () => {
    // 100 ms a look, 200 ms a slice: each slice does two batches (a look at the start, one after each batch).
    const queue = createInProcessQueue(silent, { sliceMs: 200, now: stepping(100), againAfterMs: 0 });
    let left = 7;
    const slices: number[] = [];
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    await queue.recur({
      name: 'backlog',
      cron: '* * * * *',
      async run(run: JobRun) {
        let batches = 0;
        do {
          left -= 1;
          batches += 1;
        } while (left > 0 && (await run.next()));
        slices.push(batches);
        if (left === 0) finished();
        return { more: left > 0 };
      },
    });
    await done;
    expect(slices).toEqual([2, 2, 2, 1]);
    await queue.stop();
  });

  it('stops between two batches of a slice and waits for it before resolving, and runs nothing after', async () => {
    const queue = createInProcessQueue(silent, { sliceMs: 60_000, againAfterMs: 0 });
    let batches = 0;
    let ended = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    await queue.recur({
      name: 'endless',
      cron: '* * * * *',
      async run(run: JobRun) {
        do {
          batches += 1;
          if (batches === 3) started();
        } while (await run.next());
        ended = run.stopping;
        return { more: true };
      },
    });
    await running;
    await queue.stop();
    expect(ended).toBe(true);
    const after = batches;
    await queue.trigger('endless');
    expect(batches).toBe(after);
  });
});

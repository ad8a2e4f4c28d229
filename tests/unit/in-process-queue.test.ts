import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createInProcessQueue } from '../../src/server/jobs/in-process-queue.ts';

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
    await expect(queue.recur({ name: 'daily', cron: '0 9 * * *', run: async () => {} })).rejects.toThrow(/each minute or hour/);
    await queue.stop();
  });
});

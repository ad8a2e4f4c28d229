import { describe, expect, it } from 'vitest';
import { createJobRun, hasMore, restAfter, wholeRun } from '../../src/server/jobs/job-run.ts';

describe('a slice of a job (JobRun)', () => {
  it('goes on while its time budget lasts, by the clock it is given', async () => {
    let now = 1_000;
    const run = createJobRun({ budgetMs: 200, now: () => now });
    expect(await run.next()).toBe(true);
    now += 199;
    expect(run.budgetLeft()).toBe(true);
    now += 1;
    expect(await run.next()).toBe(false);
  });

  it('ends at once when the queue stops, whatever budget is left', async () => {
    let stopping = false;
    const run = createJobRun({ budgetMs: Infinity, stopping: () => stopping });
    expect(await run.next()).toBe(true);
    stopping = true;
    expect(run.stopping).toBe(true);
    expect(await run.next()).toBe(false);
  });

  it('lets callbacks waiting in the event loop run before the next batch', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('request'));
    await wholeRun().next();
    order.push('batch');
    expect(order).toEqual(['request', 'batch']);
  });

  it('reads more: true, and nothing else, as work left', () => {
    expect(hasMore({ more: true, listings: 3 })).toBe(true);
    expect(hasMore({ more: false })).toBe(false);
    expect(hasMore(undefined)).toBe(false);
    expect(hasMore('more')).toBe(false);
  });

  it('rests as long as a slice took before the next, at least 20 ms: a backlog has at most about half of the process', () => {
    expect(restAfter(210.4)).toBe(210);
    expect(restAfter(3)).toBe(20);
  });
});

import { describe, expect, it } from 'vitest';
import { recurrenceOf } from '../../src/server/jobs/in-process-queue.ts';
import { DAY, HOUR, MINUTE } from '../../src/lib/time-units.ts';

describe('the in-process queue’s recurrences', () => {
  it('runs a job each minute, each hour on the hour, or daily at a UTC time', () => {
    expect(recurrenceOf('* * * * *')).toEqual({ every: MINUTE, offset: 0 });
    expect(recurrenceOf('0 * * * *')).toEqual({ every: HOUR, offset: 0 });
    // The deal-books check: 04:00 Tashkent is 23:00 UTC.
    expect(recurrenceOf('0 23 * * *')).toEqual({ every: DAY, offset: 23 * HOUR });
    expect(recurrenceOf('30 4 * * *')).toEqual({ every: DAY, offset: 4 * HOUR + 30 * MINUTE });
  });

  it('refuses what it cannot keep: weekdays, steps, hours past 23', () => {
    for (const cron of ['0 23 * * 1', '*/5 * * * *', '0 24 * * *', '60 1 * * *', 'daily']) expect(recurrenceOf(cron)).toBeNull();
  });
});

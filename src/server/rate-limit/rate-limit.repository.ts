import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Fixed-window counters, one row per key, updated atomically (works across instances). */
export function createRateLimitRepository(db: Kysely<DB>) {
  return {
    /** Counts one hit; a window older than `windowMs` starts over. Returns the window's count and start. */
    async hit(key: string, nowMs: number, windowMs: number): Promise<{ count: number; windowStart: number }> {
      const expired = nowMs - windowMs;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: nowMs, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
            window_start: sql<number>`case when rate_limits.window_start <= ${expired} then ${nowMs} else rate_limits.window_start end`,
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), windowStart: Number(row.window_start) };
    },

    /** Takes one hit back, if its window is still the current one. */
    async unhit(key: string, windowStart: number): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set({ count: sql<number>`count - 1` })
        .where('key', '=', key)
        .where('window_start', '=', windowStart)
        .where('count', '>', 0)
        .execute();
    },

    async deleteOlderThan(windowStartMs: number): Promise<void> {
      await db.deleteFrom('rate_limits').where('window_start', '<', windowStartMs).execute();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

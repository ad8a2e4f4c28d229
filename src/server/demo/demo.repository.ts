import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/** An arbitrary constant naming the demo fill among PostgreSQL's advisory locks (of this database). */
const FILL_LOCK_KEY = 7_126_110_422;

/** The demo's only SQL of its own: the lock that lets several instances start on one empty database. */
export function createDemoRepository(db: Kysely<DB>, dialect: DatabaseKind) {
  return {
    /**
     * Runs `work` holding a lock across instances: on PostgreSQL a session advisory lock on one
     * pooled connection (the work uses others), so a second instance waits and then finds the
     * listings. A SQLite file belongs to one server process, which fills at most once.
     */
    async withFillLock<T>(work: () => Promise<T>): Promise<T> {
      if (dialect !== 'postgres') return work();
      return db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${FILL_LOCK_KEY})`.execute(connection);
        try {
          return await work();
        } finally {
          await sql`select pg_advisory_unlock(${FILL_LOCK_KEY})`.execute(connection);
        }
      });
    },
  };
}

export type DemoRepository = ReturnType<typeof createDemoRepository>;

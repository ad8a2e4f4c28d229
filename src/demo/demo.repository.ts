import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../server/db/database.ts';
import type { DB } from '../server/db/schema.ts';
import type { NewListing } from '../server/saved-searches/saved-searches.repository.ts';

/** An arbitrary constant naming the demo fill among PostgreSQL's advisory locks (of this database). */
const FILL_LOCK_KEY = 7_126_110_422;

/** A listing as the demo wrote it, as matching reads it (demo-saved-searches.ts). */
export type DemoListingRow = NewListing & { listed: number; hidden_from: string | null; created_at: string };

/** The demo's only SQL of its own: the lock that lets several instances start on one empty database, and what it counts and looks up. */
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

    /** How many moderation cases are open. */
    async openCases(): Promise<number> {
      return Number(
        (
          await db
            .selectFrom('moderation_cases')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'open')
            .executeTakeFirstOrThrow()
        ).n,
      );
    },

    /** The open case about a review (one the demo just reported). */
    async openCaseOfReview(reviewId: number): Promise<number> {
      return (
        await db
          .selectFrom('moderation_cases')
          .select('id')
          .where('target_type', '=', 'review')
          .where('target_id', '=', reviewId)
          .where('status', '=', 'open')
          .executeTakeFirstOrThrow()
      ).id;
    },

    /** How many people have at least `reviews` reviews in their score. */
    async scoredUsers(reviews: number): Promise<number> {
      return Number(
        (
          await db
            .selectFrom('user_ratings')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('count', '>=', reviews)
            .executeTakeFirstOrThrow()
        ).n,
      );
    },

    /** Every listing, in the order they went up. */
    async listingsByTime(): Promise<DemoListingRow[]> {
      return db
        .selectFrom('listings')
        .select([
          'id',
          'kind',
          'owner_id',
          'category_id',
          'region_id',
          'location_id',
          'price',
          'condition',
          'safe_deal',
          'search_key',
          'listed',
          'hidden_from',
          'created_at',
        ])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}

export type DemoRepository = ReturnType<typeof createDemoRepository>;

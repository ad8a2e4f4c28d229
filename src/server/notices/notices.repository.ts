import { sql, type Kysely, type Transaction } from 'kysely';
import type { NoticeDraft } from '../../lib/notice-data.ts';
import type { DB } from '../db/schema.ts';

export interface NoticeRow {
  id: number;
  type: string;
  listing_id: number | null;
  data: string;
  created_at: string;
  read_at: string | null;
  count: number;
}

const NOTICE_COLUMNS = ['id', 'type', 'listing_id', 'data', 'created_at', 'read_at', 'count'] as const;

/**
 * The notices users are told (issue 22 records expiry reminders and expiries; the notifications
 * issue delivers and lists them). Written once per user and `dedupe_key` (a unique index), so a
 * job that runs twice, or on two instances, tells once.
 */
const rowOf = (notice: NoticeDraft, now: string) => ({
  user_id: notice.userId,
  type: notice.type,
  listing_id: notice.listingId ?? null,
  data: JSON.stringify(notice.data ?? {}),
  dedupe_key: notice.dedupeKey,
  created_at: now,
});

export function createNoticesRepository(db: Kysely<DB>) {
  return {
    /** Adds the notices not written before; returns the rows written. */
    async add(
      notices: NoticeDraft[],
      now: string,
      trx: Kysely<DB> | Transaction<DB> = db,
    ): Promise<Array<{ id: number; user_id: number; dedupe_key: string }>> {
      if (notices.length === 0) return [];
      return trx
        .insertInto('notices')
        .values(notices.map((notice) => rowOf(notice, now)))
        .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
        .returning(['id', 'user_id', 'dedupe_key'])
        .execute();
    },

    /**
     * Tells a grouped notice: new, or again while unread (one more, moved to the top, saying the
     * latest), or afresh once read (one, unread). One upsert: events at once all count.
     */
    async group(notice: NoticeDraft, now: string, trx: Kysely<DB> | Transaction<DB> = db): Promise<{ id: number; count: number }> {
      return trx
        .insertInto('notices')
        .values(rowOf(notice, now))
        .onConflict((oc) =>
          oc.columns(['user_id', 'dedupe_key']).doUpdateSet((eb) => ({
            count: sql<number>`case when notices.read_at is null then notices.count + 1 else 1 end`,
            data: eb.ref('excluded.data'),
            created_at: eb.ref('excluded.created_at'),
            read_at: null,
          })),
        )
        .returning(['id', 'count'])
        .executeTakeFirstOrThrow();
    },

    /** A user's notice of this key (a group's: what it carries, whether it is read), if told. */
    findByKey(
      userId: number,
      dedupeKey: string,
      trx: Kysely<DB> | Transaction<DB> = db,
    ): Promise<{ data: string; read_at: string | null; count: number } | undefined> {
      return trx
        .selectFrom('notices')
        .select(['data', 'read_at', 'count'])
        .where('user_id', '=', userId)
        .where('dedupe_key', '=', dedupeKey)
        .executeTakeFirst();
    },

    /** Marks a user's notices of a group read (a chat they read). */
    async markGroupRead(userId: number, dedupeKey: string, now: string, trx: Kysely<DB> | Transaction<DB> = db): Promise<number> {
      const result = await trx
        .updateTable('notices')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('dedupe_key', '=', dedupeKey)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** A page of a user's notices, newest first, and how many they have. */
    async page(userId: number, limit: number, offset: number): Promise<{ rows: NoticeRow[]; count: number }> {
      const mine = db.selectFrom('notices').where('user_id', '=', userId);
      const [rows, counted] = await Promise.all([
        mine
          .select([...NOTICE_COLUMNS])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(counted.n) };
    },

    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks the user's notices read (these ids, or all); only their own and only unread ones are written. How many changed. */
    async markRead(userId: number, ids: number[] | 'all', now: string): Promise<number> {
      if (ids !== 'all' && ids.length === 0) return 0;
      let query = db.updateTable('notices').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
      if (ids !== 'all') query = query.where('id', 'in', ids);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;

import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A notice as it is written: its `dedupeKey` makes the same event tell its user once. */
export interface NoticeValues {
  userId: number;
  type: string;
  listingId?: number | null | undefined;
  data?: Record<string, unknown> | undefined;
  dedupeKey: string;
}

/**
 * The notices users are told (issue 22 records expiry reminders and expiries; the notifications
 * issue delivers and lists them). Written once per user and `dedupe_key` (a unique index), so a
 * job that runs twice, or on two instances, tells once.
 */
export function createNoticesRepository(db: Kysely<DB>) {
  return {
    /** Adds the notices not written before; returns how many were new. */
    async add(notices: NoticeValues[], now: string, trx: Kysely<DB> | Transaction<DB> = db): Promise<number> {
      if (notices.length === 0) return 0;
      const rows = await trx
        .insertInto('notices')
        .values(
          notices.map((notice) => ({
            user_id: notice.userId,
            type: notice.type,
            listing_id: notice.listingId ?? null,
            data: JSON.stringify(notice.data ?? {}),
            dedupe_key: notice.dedupeKey,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
        .returning('id')
        .execute();
      return rows.length;
    },

    /** A user's notices, newest first. */
    async list(userId: number, limit: number): Promise<Array<{ id: number; type: string; listing_id: number | null; data: string; created_at: string; read_at: string | null }>> {
      return db.selectFrom('notices').select(['id', 'type', 'listing_id', 'data', 'created_at', 'read_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;

import { sql, type Kysely, type Transaction } from 'kysely';
import type { NoticeChannel, NoticeTopic } from '../../lib/notice-kinds.ts';
import type { DB } from '../db/schema.ts';

/** One switch: a topic on a channel, off (`muted`) or on. */
export interface MuteChange {
  topic: NoticeTopic;
  channel: NoticeChannel;
  muted: boolean;
}

/**
 * The topics a user switched off per channel (issue 25): a row of `notice_mutes` is a switch that
 * is off. The notifier reads them as it tells (notifier.ts); the profile writes them here.
 */
export function createNoticeMutesRepository(db: Kysely<DB>) {
  return {
    async mutedOf(userId: number): Promise<Array<{ topic: string; channel: NoticeChannel }>> {
      return db.selectFrom('notice_mutes').select(['topic', 'channel']).where('user_id', '=', userId).execute();
    },

    /** The switches that are off of these users, read in the transaction of what is told (the notifier). */
    async mutedOfUsers(userIds: number[], trx: Kysely<DB> | Transaction<DB> = db): Promise<Array<{ user_id: number; topic: string; channel: NoticeChannel }>> {
      return trx.selectFrom('notice_mutes').select(['user_id', 'topic', 'channel']).where('user_id', 'in', userIds).execute();
    },

    /**
     * Sets these switches in one transaction: off inserts its row (once), on deletes it, so
     * the same change twice ends the same. The user's row is claimed first (PostgreSQL: changes
     * at once wait for each other; SQLite writes one at a time anyway), so that requests at
     * once end as one of them asked, never half of one and half of another.
     */
    async set(userId: number, changes: MuteChange[]): Promise<void> {
      if (changes.length === 0) return;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ updated_at: sql<string>`updated_at` })
          .where('id', '=', userId)
          .execute();
        for (const change of changes) {
          if (change.muted) {
            await trx
              .insertInto('notice_mutes')
              .values({ user_id: userId, topic: change.topic, channel: change.channel })
              .onConflict((oc) => oc.columns(['user_id', 'topic', 'channel']).doNothing())
              .execute();
          } else {
            await trx
              .deleteFrom('notice_mutes')
              .where('user_id', '=', userId)
              .where('topic', '=', change.topic)
              .where('channel', '=', change.channel)
              .execute();
          }
        }
      });
    },
  };
}

export type NoticeMutesRepository = ReturnType<typeof createNoticeMutesRepository>;

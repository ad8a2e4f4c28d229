import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { LISTING_KIND_NAMES, type ListingKind } from '../../lib/listing-kinds.ts';

/** A conversation the seller is in, as the reply time reads it: who wrote first and when, and the seller's first message. */
export interface FirstExchange {
  room_id: number;
  /** The first message of the room: its sender and time (null in a room without messages). */
  first_sender_id: number | null;
  first_at: string | null;
  /** The seller's first message in the room, if any. */
  reply_at: string | null;
}

/**
 * What a seller's public page reads beyond the listing core: counts of their listings by state,
 * and their conversations' first messages. Every query is bounded by the seller: their listings
 * through `listings_owner_listed_idx`, their rooms through `chat_members_user_idx` (at most
 * `limit`), and each room's first messages through `chat_messages_room_idx`, walked in id order
 * and stopped at the first match.
 */
export function createSellersRepository(db: Kysely<DB>) {
  return {
    /** How many of the seller's listings of each kind are listed (active or reserved). */
    async listedCounts(ownerId: number): Promise<Record<ListingKind, number>> {
      const rows = await db
        .selectFrom('listings')
        .select((eb) => ['kind', eb.fn.countAll<number | string>().as('count')])
        .where('owner_id', '=', ownerId)
        .where('listed', '=', 1)
        .groupBy('kind')
        .execute();
      const counts = Object.fromEntries(LISTING_KIND_NAMES.map((kind) => [kind, 0])) as Record<ListingKind, number>;
      for (const row of rows) counts[row.kind] = Number(row.count);
      return counts;
    },

    /** How many of the seller's listings (of either kind) were marked sold. */
    async soldCount(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('owner_id', '=', ownerId)
        .where('status', '=', 'sold')
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /**
     * The seller's rooms with a message since `since`, the `limit` latest: for each, the room's
     * first message (sender, time) and the seller's first message.
     */
    firstExchanges(sellerId: number, since: string, limit: number): Promise<FirstExchange[]> {
      // The rooms first (at most `limit`), then three walks of each room's index, each stopped at its first match.
      const recent = db
        .selectFrom('chat_members as me')
        .innerJoin('chat_rooms as r', 'r.id', 'me.room_id')
        .where('me.user_id', '=', sellerId)
        .where('r.updated_at', '>=', since)
        .select((eb) => [
          'r.id',
          eb.case().when('r.user_low_id', '=', sellerId).then(eb.ref('r.user_high_id')).else(eb.ref('r.user_low_id')).end().as('other_id'),
        ])
        .orderBy('r.updated_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .as('recent');
      return db
        .selectFrom(recent)
        .select((eb) => {
          const firstMessage = eb.selectFrom('chat_messages as m').whereRef('m.room_id', '=', 'recent.id').orderBy('m.id').limit(1);
          return [
            'recent.id as room_id',
            firstMessage.select('m.sender_id').as('first_sender_id'),
            firstMessage.select('m.created_at').as('first_at'),
            // "Not the other person" rather than "the seller": the same in a room of two, and walked through the room's index
            // (an equality on the sender would send the planner through every message the seller ever wrote).
            eb
              .selectFrom('chat_messages as s')
              .select('s.created_at')
              .whereRef('s.room_id', '=', 'recent.id')
              .whereRef('s.sender_id', '<>', 'recent.other_id')
              .orderBy('s.id')
              .limit(1)
              .as('reply_at'),
          ];
        })
        .execute();
    },
  };
}

export type SellersRepository = ReturnType<typeof createSellersRepository>;

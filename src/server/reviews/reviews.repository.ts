import { sql, type Kysely, type Transaction } from 'kysely';
import { epochWeight, type DealFacts, type ReviewRole, type ScoreSums } from '../../lib/review-rules.ts';
import type { DB } from '../db/schema.ts';
import type { ListingStatus } from '../../lib/listing-states.ts';
import type { ListingKind } from '../../lib/listing-kinds.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface ReviewRow {
  id: number;
  listing_id: number;
  author_id: number;
  target_id: number;
  role: ReviewRole;
  stars: number;
  reasons: string;
  text: string | null;
  answer: string | null;
  answered_at: string | null;
  created_at: string;
  updated_at: string;
  visible_at: string | null;
  held: number;
  hidden_reason: string | null;
  counted: number;
  weight: number;
}

const columns = [
  'id',
  'listing_id',
  'author_id',
  'target_id',
  'role',
  'stars',
  'reasons',
  'text',
  'answer',
  'answered_at',
  'created_at',
  'updated_at',
  'visible_at',
  'held',
  'hidden_reason',
  'counted',
  'weight',
] as const;

/** A listing as a deal about it needs it. */
export interface DealListing {
  id: number;
  kind: ListingKind;
  title: string;
  owner_id: number;
  sold_to: number | null;
  sold_at: string | null;
  status: ListingStatus;
}

/** A deal someone may review now: the listing, the other side and whether they were buyer or seller. */
export interface DueRow {
  listing_id: number;
  kind: ListingKind;
  title: string;
  other_id: number;
  role: ReviewRole;
  /** When the deal began: the sale, or the inquiry (its conversation's first message is later). */
  since: string;
  via: 'sale' | 'conversation';
}

/**
 * Reviews and the sums behind each person's score (issue 24). A review becomes visible, is
 * hidden or grows old in the same transaction as its target's `user_ratings` row changes by it;
 * a pair's writes claim both people's rows first, so that two sides writing at once see each other.
 */
export function createReviewsRepository(db: Kysely<DB>) {
  /** Adds (sign 1) or takes out (−1) reviews from their targets' sums, in user order. */
  async function adjust(rows: Array<Pick<ReviewRow, 'target_id' | 'stars' | 'weight'>>, sign: 1 | -1, now: string, trx: Db): Promise<void> {
    const byTarget = new Map<number, ScoreSums>();
    for (const row of rows) {
      const sums = byTarget.get(row.target_id) ?? { weightedStars: 0, weight: 0, count: 0 };
      sums.weightedStars += sign * row.weight * row.stars;
      sums.weight += sign * row.weight;
      sums.count += sign;
      byTarget.set(row.target_id, sums);
    }
    for (const [userId, sums] of [...byTarget].sort(([a], [b]) => a - b)) {
      await trx
        .insertInto('user_ratings')
        .values({ user_id: userId, weighted_stars: sums.weightedStars, weight: sums.weight, count: sums.count, updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            weighted_stars: eb('user_ratings.weighted_stars', '+', eb.ref('excluded.weighted_stars')),
            weight: eb('user_ratings.weight', '+', eb.ref('excluded.weight')),
            count: eb('user_ratings.count', '+', eb.ref('excluded.count')),
            updated_at: now,
          })),
        )
        .execute();
    }
  }

  return {
    transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    dealListing(listingId: number): Promise<DealListing | undefined> {
      return db
        .selectFrom('listings')
        .select(['id', 'kind', 'title', 'owner_id', 'sold_to', 'sold_at', 'status'])
        .where('id', '=', listingId)
        .executeTakeFirst();
    },

    /** Several listings as deals need them, in one query. */
    dealListings(listingIds: number[]): Promise<DealListing[]> {
      if (listingIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('listings')
        .select(['id', 'kind', 'title', 'owner_id', 'sold_to', 'sold_at', 'status'])
        .where('id', 'in', [...new Set(listingIds)])
        .execute();
    },

    /**
     * What the database knows of a buyer and a listing's seller: the sale to that buyer, and the
     * conversation about the listing (from the buyer's inquiry on: its first message and how many
     * each side sent, counted up to 2).
     */
    async dealFacts(listing: DealListing, buyerId: number): Promise<DealFacts> {
      const inquiry = await db
        .selectFrom('listing_inquiries')
        .select(['room_id', 'created_at'])
        .where('listing_id', '=', listing.id)
        .where('user_id', '=', buyerId)
        .executeTakeFirst();
      let conversation: DealFacts['conversation'] = null;
      if (inquiry) {
        const since = inquiry.created_at;
        const sent = async (senderId: number) =>
          (
            await db
              .selectFrom('chat_messages')
              .select('created_at')
              .where('room_id', '=', inquiry.room_id)
              .where('sender_id', '=', senderId)
              .where('created_at', '>=', since)
              .orderBy('id')
              .limit(2)
              .execute()
          ).map((row) => row.created_at);
        const [buyer, seller] = await Promise.all([sent(buyerId), sent(listing.owner_id)]);
        const first = [buyer[0], seller[0]].filter((at): at is string => at !== undefined).sort()[0];
        if (first) conversation = { firstAt: first, buyerMessages: buyer.length, sellerMessages: seller.length };
      }
      return { sellerId: listing.owner_id, soldAt: listing.sold_to === buyerId ? listing.sold_at : null, conversation };
    },

    /** Whether the two accounts used one device cookie or address since `since`. */
    async shareTrace(a: number, b: number, since: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_traces as mine')
        .innerJoin('user_traces as theirs', (join) => join.onRef('theirs.kind', '=', 'mine.kind').onRef('theirs.value_hash', '=', 'mine.value_hash'))
        .select('mine.user_id')
        .where('mine.user_id', '=', a)
        .where('theirs.user_id', '=', b)
        .where('mine.seen_at', '>=', since)
        .where('theirs.seen_at', '>=', since)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Makes both people's rating rows and holds them (in id order) until the transaction ends. */
    async claimPair(a: number, b: number, now: string, trx: Transaction<DB>): Promise<void> {
      const ids = [a, b].sort((x, y) => x - y);
      await trx
        .insertInto('user_ratings')
        .values(ids.map((id) => ({ user_id: id, weighted_stars: 0, weight: 0, count: 0, updated_at: now })))
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      for (const id of ids)
        await trx
          .updateTable('user_ratings')
          .set({ updated_at: sql<string>`updated_at` })
          .where('user_id', '=', id)
          .execute();
    },

    /** A new review, or undefined when its author wrote one of this target and listing already. */
    insert(
      values: {
        listingId: number;
        authorId: number;
        targetId: number;
        role: ReviewRole;
        stars: number;
        reasons: string;
        text: string | null;
        held: boolean;
        now: string;
      },
      trx: Transaction<DB>,
    ): Promise<ReviewRow | undefined> {
      return trx
        .insertInto('reviews')
        .values({
          listing_id: values.listingId,
          author_id: values.authorId,
          target_id: values.targetId,
          role: values.role,
          stars: values.stars,
          reasons: values.reasons,
          text: values.text,
          created_at: values.now,
          updated_at: values.now,
          held: values.held ? 1 : 0,
          weight: epochWeight(values.now),
        })
        .onConflict((oc) => oc.columns(['author_id', 'target_id', 'listing_id']).doNothing())
        .returning(columns)
        .executeTakeFirst() as Promise<ReviewRow | undefined>;
    },

    /**
     * Shows the pair's reviews about the listing that may show (not held, not hidden, not shown
     * yet) when both sides wrote; adds the shown ones to their targets' sums. The rows shown.
     */
    async revealPair(listingId: number, a: number, b: number, now: string, countsSince: string, trx: Transaction<DB>): Promise<ReviewRow[]> {
      const both = await trx
        .selectFrom('reviews')
        .select('id')
        .where('listing_id', '=', listingId)
        .where((eb) => eb.or([eb.and([eb('author_id', '=', a), eb('target_id', '=', b)]), eb.and([eb('author_id', '=', b), eb('target_id', '=', a)])]))
        .execute();
      if (both.length < 2) return [];
      return this.reveal(
        both.map((row) => row.id),
        now,
        countsSince,
        trx,
      );
    },

    /** Shows the reviews among `ids` that may show; counts those of the last 365 days. */
    async reveal(ids: number[], now: string, countsSince: string, trx: Transaction<DB>): Promise<ReviewRow[]> {
      if (ids.length === 0) return [];
      const rows = (await trx
        .updateTable('reviews')
        .set((eb) => ({ visible_at: now, counted: eb.case().when('created_at', '>=', countsSince).then(1).else(0).end() }))
        .where('id', 'in', ids)
        .where('visible_at', 'is', null)
        .where('held', '=', 0)
        .where('hidden_reason', 'is', null)
        .returning(columns)
        .execute()) as ReviewRow[];
      await adjust(
        rows.filter((row) => row.counted === 1),
        1,
        now,
        trx,
      );
      return rows;
    },

    /** Reviews written before `before` that still do not show and may: their 14 days are up. */
    /** What a review's notice names (issue 34): its author's name and the deal's listing, by review id. */
    async noticeFacts(ids: number[], trx: Db = db): Promise<Map<number, { author: string; title: string; kind: ListingKind }>> {
      if (ids.length === 0) return new Map();
      const rows = await trx
        .selectFrom('reviews')
        .innerJoin('users', 'users.id', 'reviews.author_id')
        .innerJoin('listings', 'listings.id', 'reviews.listing_id')
        .select(['reviews.id', 'users.username', 'listings.title', 'listings.kind'])
        .where('reviews.id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, { author: row.username, title: row.title, kind: row.kind }]));
    },

    async dueToShow(before: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('reviews')
        .select('id')
        .where('visible_at', 'is', null)
        .where('created_at', '<=', before)
        .where('held', '=', 0)
        .where('hidden_reason', 'is', null)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Takes reviews written before `before` out of the sums (older than 365 days), a batch at a time. */
    async uncountOld(before: string, limit: number, now: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const due = trx.selectFrom('reviews').select('id').where('counted', '=', 1).where('created_at', '<', before).orderBy('id').limit(limit);
        const rows = (await trx
          .updateTable('reviews')
          .set({ counted: 0 })
          .where('id', 'in', due)
          .where('counted', '=', 1)
          .returning(columns)
          .execute()) as ReviewRow[];
        await adjust(rows, -1, now, trx);
        return rows.length;
      });
    },

    /** A moderator hides a review: out of the sums if it was in them. Undefined when there is no such review. */
    async hide(id: number, reason: string, now: string, trx: Transaction<DB>): Promise<ReviewRow | undefined> {
      const before = await trx.selectFrom('reviews').select(columns).where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      const row = (await trx
        .updateTable('reviews')
        .set({ hidden_reason: reason, held: 0, counted: 0 })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst()) as ReviewRow;
      if (before.counted === 1) await adjust([before], -1, now, trx);
      return row;
    },

    /**
     * A moderator lets a review be (restore or dismiss): no longer held or hidden; one that showed
     * before counts again, one that did not shows if it may now (the other side wrote, or 14 days).
     * The review as it is after (shown now when it began to show).
     */
    async release(id: number, now: string, revealBefore: string, countsSince: string, trx: Transaction<DB>): Promise<ReviewRow | undefined> {
      const row = (await trx.updateTable('reviews').set({ hidden_reason: null, held: 0 }).where('id', '=', id).returning(columns).executeTakeFirst()) as
        ReviewRow | undefined;
      if (!row) return undefined;
      if (row.visible_at !== null) {
        const recounted = (await trx
          .updateTable('reviews')
          .set({ counted: 1 })
          .where('id', '=', id)
          .where('counted', '=', 0)
          .where('created_at', '>=', countsSince)
          .returning(columns)
          .execute()) as ReviewRow[];
        await adjust(recounted, 1, now, trx);
        return row;
      }
      const counterpart = await trx
        .selectFrom('reviews')
        .select('id')
        .where('listing_id', '=', row.listing_id)
        .where('author_id', '=', row.target_id)
        .where('target_id', '=', row.author_id)
        .executeTakeFirst();
      if (counterpart || row.created_at <= revealBefore) return (await this.reveal([id], now, countsSince, trx))[0] ?? row;
      return row;
    },

    /** The author edits a review they may still edit (hidden, within 48 hours): one conditional write. */
    edit(
      id: number,
      authorId: number,
      values: { stars: number; reasons: string; text: string | null; now: string; writtenAfter: string },
    ): Promise<ReviewRow | undefined> {
      return db
        .updateTable('reviews')
        .set({ stars: values.stars, reasons: values.reasons, text: values.text, updated_at: values.now })
        .where('id', '=', id)
        .where('author_id', '=', authorId)
        .where('visible_at', 'is', null)
        .where('created_at', '>', values.writtenAfter)
        .returning(columns)
        .executeTakeFirst() as Promise<ReviewRow | undefined>;
    },

    /** The reviewed person answers a shown review, once: one conditional write. */
    answer(id: number, targetId: number, text: string, now: string): Promise<ReviewRow | undefined> {
      return db
        .updateTable('reviews')
        .set({ answer: text, answered_at: now })
        .where('id', '=', id)
        .where('target_id', '=', targetId)
        .where('answer', 'is', null)
        .where('visible_at', 'is not', null)
        .where('hidden_reason', 'is', null)
        .returning(columns)
        .executeTakeFirst() as Promise<ReviewRow | undefined>;
    },

    find(id: number): Promise<ReviewRow | undefined> {
      return db.selectFrom('reviews').select(columns).where('id', '=', id).executeTakeFirst() as Promise<ReviewRow | undefined>;
    },

    /** How many reviews of `target` with `stars` or fewer were written since `since` (not hidden). */
    async lowSince(targetId: number, stars: number, since: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('target_id', '=', targetId)
        .where('stars', '<=', stars)
        .where('created_at', '>=', since)
        .where('hidden_reason', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A person's shown reviews, newest first, optionally of some stars; and how many in all. */
    async shown(targetId: number, filter: { stars?: number | undefined; limit: number; offset: number }): Promise<{ rows: ReviewRow[]; count: number }> {
      let query = db.selectFrom('reviews').where('target_id', '=', targetId).where('visible_at', 'is not', null).where('hidden_reason', 'is', null);
      if (filter.stars !== undefined) query = query.where('stars', '=', filter.stars);
      const [rows, counted] = await Promise.all([
        query.select(columns).orderBy('visible_at', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as ReviewRow[], count: Number(counted.n) };
    },

    /** How many shown reviews a person has of each number of stars. */
    async starCounts(targetId: number): Promise<Record<number, number>> {
      const rows = await db
        .selectFrom('reviews')
        .select(['stars', (eb) => eb.fn.countAll<number>().as('n')])
        .where('target_id', '=', targetId)
        .where('visible_at', 'is not', null)
        .where('hidden_reason', 'is', null)
        .groupBy('stars')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.stars, Number(row.n)]));
    },

    /** The reviews an author wrote about these listings (to tell which deals are done). */
    writtenBy(authorId: number, listingIds: number[]): Promise<Array<Pick<ReviewRow, 'listing_id' | 'target_id'>>> {
      if (listingIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('reviews').select(['listing_id', 'target_id']).where('author_id', '=', authorId).where('listing_id', 'in', listingIds).execute();
    },

    /** Reviews by an author, newest first (theirs to see, shown or not). */
    byAuthor(authorId: number, limit: number): Promise<ReviewRow[]> {
      return db.selectFrom('reviews').select(columns).where('author_id', '=', authorId).orderBy('id', 'desc').limit(limit).execute() as Promise<ReviewRow[]>;
    },

    /** People's kept sums. */
    async sumsOf(userIds: number[]): Promise<Map<number, ScoreSums>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('user_ratings')
        .select(['user_id', 'weighted_stars', 'weight', 'count'])
        .where('user_id', 'in', [...new Set(userIds)])
        .execute();
      return new Map(rows.map((row) => [row.user_id, { weightedStars: Number(row.weighted_stars), weight: Number(row.weight), count: Number(row.count) }]));
    },

    /**
     * The deals `userId` may review, begun since `since`: listings sold to them or by them, and
     * conversations the hourly job found qualifying (`review_invited_at`), newest first.
     */
    async dealsOf(userId: number, since: string, limit: number): Promise<DueRow[]> {
      const sales = db
        .selectFrom('listings')
        .select(['listings.id as listing_id', 'listings.kind', 'listings.title', 'listings.owner_id', 'listings.sold_to', 'listings.sold_at as since'])
        .where('listings.sold_at', '>=', since)
        .where('listings.sold_to', 'is not', null)
        .where((eb) => eb.or([eb('listings.owner_id', '=', userId), eb('listings.sold_to', '=', userId)]))
        .orderBy('listings.sold_at', 'desc')
        .limit(limit);
      const talks = db
        .selectFrom('listing_inquiries')
        .innerJoin('listings', 'listings.id', 'listing_inquiries.listing_id')
        .select([
          'listings.id as listing_id',
          'listings.kind',
          'listings.title',
          'listings.owner_id',
          'listing_inquiries.user_id as buyer_id',
          'listing_inquiries.created_at as since',
        ])
        .where('listing_inquiries.review_invited_at', 'is not', null)
        .where('listing_inquiries.created_at', '>=', since)
        .where((eb) => eb.or([eb('listings.owner_id', '=', userId), eb('listing_inquiries.user_id', '=', userId)]))
        .orderBy('listing_inquiries.created_at', 'desc')
        .limit(limit);
      const [sold, talked] = await Promise.all([sales.execute(), talks.execute()]);
      const deals = new Map<string, DueRow>();
      const add = (
        row: { listing_id: number; kind: ListingKind; title: string; owner_id: number; since: string | null },
        buyerId: number,
        via: DueRow['via'],
      ) => {
        const seller = row.owner_id === userId;
        const key = `${row.listing_id}:${seller ? buyerId : row.owner_id}`;
        if (!deals.has(key))
          deals.set(key, {
            listing_id: row.listing_id,
            kind: row.kind,
            title: row.title,
            other_id: seller ? buyerId : row.owner_id,
            role: seller ? 'seller' : 'buyer',
            since: row.since ?? '',
            via,
          });
      };
      for (const row of sold) add(row, row.sold_to!, 'sale');
      for (const row of talked) add(row, row.buyer_id, 'conversation');
      return [...deals.values()].sort((a, b) => (a.since < b.since ? 1 : -1)).slice(0, limit);
    },

    /** Inquiries begun from `from` (after it, when `afterFrom`) until `to` whose pair were not asked to review yet, oldest first. */
    uninvited(from: string, to: string, limit: number, afterFrom: boolean): Promise<Array<{ listing_id: number; user_id: number; created_at: string }>> {
      return db
        .selectFrom('listing_inquiries')
        .select(['listing_id', 'user_id', 'created_at'])
        .where('review_invited_at', 'is', null)
        .where('created_at', afterFrom ? '>' : '>=', from)
        .where('created_at', '<=', to)
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    /** Marks an inquiry's pair invited: true for the one call that did it. */
    async markInvited(listingId: number, buyerId: number, now: string, trx: Transaction<DB>): Promise<boolean> {
      const row = await trx
        .updateTable('listing_inquiries')
        .set({ review_invited_at: now })
        .where('listing_id', '=', listingId)
        .where('user_id', '=', buyerId)
        .where('review_invited_at', 'is', null)
        .returning('listing_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records that a user used a device cookie or address (hashed) at `now`. */
    async trace(userId: number, kind: 'device' | 'address', valueHash: string, now: string): Promise<void> {
      await db
        .insertInto('user_traces')
        .values({ user_id: userId, kind, value_hash: valueHash, seen_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'value_hash']).doUpdateSet({ seen_at: now }))
        .execute();
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import { containsText, listingsMatching } from '../db/dialect.ts';
import { reusableStatement } from '../db/reusable-statement.ts';
import { vocabularyEntries, vocabularyWords, wordShape } from '../../lib/search-words.ts';
import type { DB } from '../db/schema.ts';
import type { ListingKind, ProductCondition } from '../../lib/listing-kinds.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** What a list asks for; every field but `kind` is optional. */
export interface ListingFilter {
  kind: ListingKind;
  categoryId?: number | undefined;
  regionId?: number | undefined;
  /** One district, or the districts of a name shared by several regions. */
  locationIds?: number[] | undefined;
  ownerId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  condition?: ProductCondition | undefined;
  /** Search keys (lib/text.ts `searchWords`): every one must be in the title. */
  words?: string[] | undefined;
  /** The query as normalized text: titles that contain it as typed rank first. */
  phrase?: string | undefined;
}

export type ListingOrder = 'newest' | 'price' | '-price';

/** The owner's row as an edit or delete locks it: with its search key, whose words the vocabulary counts (`adjustWords`). */
export type LockedListing = ListingRow & { search_key: string };

export interface ListingRow {
  id: number;
  kind: ListingKind;
  owner_id: number;
  category_id: number;
  location_id: number;
  region_id: number;
  title: string;
  description: string;
  price: number | null;
  condition: ProductCondition | null;
  in_stock: number;
  likes_count: number;
  comments_count: number;
  created_at: string;
  updated_at: string;
}

export interface ImageRow {
  id: number;
  listing_id: number;
  image_key: string;
  position: number;
}

export interface ListingValues {
  kind: ListingKind;
  ownerId: number;
  categoryId: number;
  locationId: number;
  regionId: number;
  title: string;
  description: string;
  price: number | null;
  condition: ProductCondition | null;
  inStock: boolean;
  searchText: string;
  /** The title's and the category's words as written, to show a corrected word in (lib/search-words.ts). */
  wordsText: string;
  searchKey: string;
}

/**
 * A search looks at the newest this many matches (ranked within them), and counts up to it.
 * Every candidate is a row read and ranked on each search request: 1000 made a search at 1M
 * listings twice as expensive as 300 (README "Performance at scale"), for pages nobody reaches.
 */
export const SEARCH_CANDIDATES = 300;

const listingColumns = [
  'listings.id',
  'listings.kind',
  'listings.owner_id',
  'listings.category_id',
  'listings.location_id',
  'listings.region_id',
  'listings.title',
  'listings.description',
  'listings.price',
  'listings.condition',
  'listings.in_stock',
  'listings.likes_count',
  'listings.comments_count',
  'listings.created_at',
  'listings.updated_at',
] as const;

/** Counts come from `listing_counts` when only kind, category and place are filtered. */
function countable(filter: ListingFilter): boolean {
  return (
    filter.ownerId === undefined &&
    filter.minPrice === undefined &&
    filter.maxPrice === undefined &&
    filter.condition === undefined &&
    !filter.words?.length
  );
}

/** The listings, their images, likes and counts; the only SQL of the listing core. */
export function createListingsRepository(db: Kysely<DB>, dialect: DatabaseKind) {
  // The list's statements by id, compiled once per number of ids (db/reusable-statement.ts).
  const rowsByIds = reusableStatement<ListingRow>((ids) => db.selectFrom('listings').select(listingColumns).where('listings.id', 'in', ids as number[]));
  const imagesByListing = reusableStatement<ImageRow>((ids) =>
    db.selectFrom('listing_images').select(['id', 'listing_id', 'image_key', 'position']).where('listing_id', 'in', ids as number[]).orderBy('listing_id').orderBy('position'),
  );
  const totalOf = reusableStatement<{ count: number }>(([kind, categoryId, regionId]) =>
    db.selectFrom('listing_totals').select('count').where('kind', '=', kind as ListingKind).where('category_id', '=', categoryId as number).where('region_id', '=', regionId as number),
  );
  /**
   * The filter as conditions on listings. `priceIndexed: false` writes the price bounds as
   * `+price`, which no index serves: a list newest first then walks a newest-first index and
   * checks the price of each row, stopping at the page, instead of collecting every listing in
   * the price range through the price index and sorting them all (0.5 to 1 s at 1M listings on
   * SQLite, whose planner, without statistics, takes any range for selective).
   */
  function conditions(eb: ExpressionBuilder<DB, 'listings'>, filter: ListingFilter, priceIndexed = true): Expression<SqlBool>[] {
    const price = priceIndexed ? eb.ref('listings.price') : sql<number>`+listings.price`;
    const where: Expression<SqlBool>[] = [eb('listings.kind', '=', filter.kind)];
    if (filter.categoryId !== undefined) where.push(eb('listings.category_id', '=', filter.categoryId));
    if (filter.regionId !== undefined) where.push(eb('listings.region_id', '=', filter.regionId));
    if (filter.locationIds !== undefined) where.push(eb('listings.location_id', 'in', filter.locationIds.length > 0 ? filter.locationIds : [0]));
    if (filter.ownerId !== undefined) where.push(eb('listings.owner_id', '=', filter.ownerId));
    if (filter.minPrice !== undefined) where.push(eb(price, '>=', filter.minPrice));
    if (filter.maxPrice !== undefined) where.push(eb(price, '<=', filter.maxPrice));
    if (filter.condition !== undefined) where.push(eb('listings.condition', '=', filter.condition));
    return where;
  }

  /** The listings a filter matches; with words, the search index decides where the query starts (dialect.ts). */
  function matching(filter: ListingFilter, priceIndexed = true) {
    const narrowed = filter.categoryId !== undefined || filter.regionId !== undefined || filter.locationIds !== undefined || filter.ownerId !== undefined;
    const { query, newestFirst } = listingsMatching(db, dialect, filter.words ?? [], narrowed);
    return { query: query.where((eb) => eb.and(conditions(eb, filter, priceIndexed))), newestFirst };
  }

  const ordering = {
    newest: [sql`listings.created_at desc`, sql`listings.id desc`],
    price: [sql`listings.price asc`, sql`listings.id asc`],
    '-price': [sql`listings.price desc`, sql`listings.id desc`],
  } as const;
  const reversed = {
    newest: [sql`listings.created_at asc`, sql`listings.id asc`],
    price: [sql`listings.price desc`, sql`listings.id desc`],
    '-price': [sql`listings.price asc`, sql`listings.id asc`],
  } as const;

  return {
    transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /**
     * How many listings a filter matches, exactly from the counts tables (one row of
     * `listing_totals` for a kind, category and region; the district rows of `listing_counts` for
     * districts), else by counting the matches up to `cap` + 1 (`exact` false).
     */
    async count(filter: ListingFilter, cap: number): Promise<{ count: number; exact: boolean }> {
      if (!countable(filter)) {
        const limited = matching(filter).query.select('listings.id').limit(cap + 1);
        const row = await db.selectFrom(limited.as('matches')).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        return { count: Number(row.total), exact: false };
      }
      if (filter.locationIds === undefined) {
        const [row] = await totalOf(db, [filter.kind, filter.categoryId ?? 0, filter.regionId ?? 0]);
        return { count: Number(row?.count ?? 0), exact: true };
      }
      let query = db.selectFrom('listing_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('total')).where('kind', '=', filter.kind);
      if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
      if (filter.regionId !== undefined) query = query.where('region_id', '=', filter.regionId);
      query = query.where('location_id', 'in', filter.locationIds.length > 0 ? filter.locationIds : [0]);
      return { count: Number((await query.executeTakeFirstOrThrow()).total), exact: true };
    },

    /**
     * Ids of one page, newest (or cheapest, dearest) first. Ids only, from the covering indexes;
     * the rows follow by primary key. `fromEnd` reads the same order backwards (a page near the
     * end costs no more than one near the start).
     */
    async pageIds(filter: ListingFilter, order: ListingOrder, offset: number, limit: number, fromEnd = false): Promise<number[]> {
      const rows = await matching(filter, order !== 'newest')
        .query.select('listings.id')
        .orderBy(sql.join([...(fromEnd ? reversed : ordering)[order]]))
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * A search's page: the newest `SEARCH_CANDIDATES` + 1 matches (so the count says when there
     * are more), titles containing the query as typed first, then the order asked for.
     */
    async searchPage(filter: ListingFilter, order: ListingOrder, offset: number, limit: number): Promise<{ ids: number[]; count: number }> {
      const exact = filter.phrase ? containsText('listings.search_text', filter.phrase) : sql<SqlBool>`1 = 0`;
      const rank = { newest: sql`created_at desc, id desc`, price: sql`price asc, id asc`, '-price': sql`price desc, id desc` }[order];
      const { query, newestFirst } = matching(filter, false);
      const rows = await db
        .with('candidates', () =>
          query
            .select(['listings.id', 'listings.created_at', 'listings.price', sql<number>`case when ${exact} then 0 else 1 end`.as('exactness')])
            .orderBy(newestFirst)
            .limit(SEARCH_CANDIDATES + 1),
        )
        .selectFrom('candidates')
        .select(['candidates.id', sql<number>`count(*) over ()`.as('total')])
        .orderBy(sql`exactness, ${rank}`)
        .limit(limit)
        .offset(offset)
        .execute();
      if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), count: Number(rows[0]!.total) };
      return { ids: [], count: offset === 0 ? 0 : (await this.count(filter, SEARCH_CANDIDATES)).count };
    },

    findRows(ids: number[], trx: Db = db): Promise<ListingRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return rowsByIds(trx, ids);
    },

    findRow(id: number, trx: Db = db): Promise<ListingRow | undefined> {
      return trx.selectFrom('listings').select(listingColumns).where('listings.id', '=', id).executeTakeFirst();
    },

    /** The owner's listing of this kind, locked for the rest of the transaction (PostgreSQL); undefined if it is gone, another kind, or not theirs. */
    lockOwned(id: number, kind: ListingKind, ownerId: number, trx: Transaction<DB>): Promise<LockedListing | undefined> {
      const query = trx
        .selectFrom('listings')
        .select([...listingColumns, 'listings.search_key'])
        .where('listings.id', '=', id)
        .where('listings.kind', '=', kind)
        .where('listings.owner_id', '=', ownerId);
      return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    },

    imagesOf(listingIds: number[], trx: Db = db): Promise<ImageRow[]> {
      if (listingIds.length === 0) return Promise.resolve([]);
      return imagesByListing(trx, listingIds);
    },

    async insert(values: ListingValues, now: string, trx: Transaction<DB>): Promise<number> {
      const row = await trx
        .insertInto('listings')
        .values({
          kind: values.kind,
          owner_id: values.ownerId,
          category_id: values.categoryId,
          location_id: values.locationId,
          region_id: values.regionId,
          title: values.title,
          description: values.description,
          price: values.price,
          condition: values.condition,
          in_stock: values.inStock ? 1 : 0,
          search_text: values.searchText,
          search_key: values.searchKey,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.adjustCount(values, 1, trx);
      await this.adjustWords(values.kind, vocabularyEntries(values.wordsText, values.searchKey).map((entry) => ({ ...entry, by: 1 })), trx);
      return row.id;
    },

    async update(id: number, before: LockedListing, values: Omit<ListingValues, 'kind' | 'ownerId'>, now: string, trx: Transaction<DB>): Promise<void> {
      const oldKey = before.search_key;
      await trx
        .updateTable('listings')
        .set({
          category_id: values.categoryId,
          location_id: values.locationId,
          region_id: values.regionId,
          title: values.title,
          description: values.description,
          price: values.price,
          condition: values.condition,
          in_stock: values.inStock ? 1 : 0,
          search_text: values.searchText,
          search_key: values.searchKey,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      if (before.category_id !== values.categoryId || before.location_id !== values.locationId) {
        await this.adjustCount({ kind: before.kind, categoryId: before.category_id, locationId: before.location_id, regionId: before.region_id }, -1, trx);
        await this.adjustCount({ kind: before.kind, ...values }, 1, trx);
      }
      if (oldKey !== values.searchKey) {
        const was = vocabularyWords(oldKey);
        const is = vocabularyEntries(values.wordsText, values.searchKey);
        await this.adjustWords(
          before.kind,
          [
            ...was.filter((word) => !is.some((entry) => entry.word === word)).map((word) => ({ word, display: word, by: -1 as const })),
            ...is.filter((entry) => !was.includes(entry.word)).map((entry) => ({ ...entry, by: 1 as const })),
          ],
          trx,
        );
      }
    },

    async delete(row: LockedListing, trx: Transaction<DB>): Promise<void> {
      const key = row.search_key;
      await trx.deleteFrom('listings').where('id', '=', row.id).execute();
      // Counts, then words: every write takes these locks in the same order.
      await this.adjustCount({ kind: row.kind, categoryId: row.category_id, locationId: row.location_id, regionId: row.region_id }, -1, trx);
      await this.adjustWords(row.kind, vocabularyWords(key).map((word) => ({ word, display: word, by: -1 as const })), trx);
    },

    /**
     * Keeps `search_words` in step with a listing's search key, in the write's transaction, after
     * the counts: one statement, the words in sorted order, so that writes sharing words lock
     * them in the same order (PostgreSQL would otherwise deadlock two of them).
     */
    async adjustWords(kind: ListingKind, changes: Array<{ word: string; display: string; by: 1 | -1 }>, trx: Transaction<DB>): Promise<void> {
      if (changes.length === 0) return;
      await trx
        .insertInto('search_words')
        .values([...changes].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)).map(({ word, display, by }) => ({ kind, word, display, ...wordShape(word), listings: by })))
        .onConflict((oc) => oc.columns(['kind', 'word']).doUpdateSet({ listings: sql<number>`search_words.listings + excluded.listings` }))
        .execute();
    },

    /** Words of the vocabulary a typo of `word` may stand for: the same first letter, a length within `spread`, held by some listing. */
    vocabularyNear(kind: ListingKind, word: string, spread: number): Promise<Array<{ word: string; display: string; count: number }>> {
      const { initial, length } = wordShape(word);
      return db
        .selectFrom('search_words')
        .select(['word', 'display', 'listings as count'])
        .where('kind', '=', kind)
        .where('initial', '=', initial)
        .where('length', '>=', length - spread)
        .where('length', '<=', length + spread)
        .where('listings', '>', 0)
        .execute();
    },

    /** Keeps `listing_counts` and `listing_totals` in step, in the same transaction as the write they count. */
    async adjustCount(key: { kind: ListingKind; categoryId: number; locationId: number; regionId: number }, by: 1 | -1, trx: Transaction<DB>): Promise<void> {
      await trx
        .insertInto('listing_counts')
        .values({ kind: key.kind, category_id: key.categoryId, location_id: key.locationId, region_id: key.regionId, count: by })
        .onConflict((oc) => oc.columns(['kind', 'category_id', 'location_id']).doUpdateSet({ count: sql<number>`listing_counts.count + ${by}` }))
        .execute();
      await trx
        .insertInto('listing_totals')
        .values(
          [
            [0, 0],
            [key.categoryId, 0],
            [0, key.regionId],
            [key.categoryId, key.regionId],
          ].map(([category, region]) => ({ kind: key.kind, category_id: category!, region_id: region!, count: by })),
        )
        .onConflict((oc) => oc.columns(['kind', 'category_id', 'region_id']).doUpdateSet({ count: sql<number>`listing_totals.count + ${by}` }))
        .execute();
    },

    async addImages(listingId: number, keys: string[], firstPosition: number, trx: Transaction<DB>): Promise<void> {
      if (keys.length === 0) return;
      await trx
        .insertInto('listing_images')
        .values(keys.map((key, index) => ({ listing_id: listingId, image_key: key, position: firstPosition + index })))
        .execute();
    },

    async removeImages(imageIds: number[], trx: Transaction<DB>): Promise<void> {
      if (imageIds.length === 0) return;
      await trx.deleteFrom('listing_images').where('id', 'in', imageIds).execute();
    },

    /** Positions 0… in the order given (kept images first, as the editor shows them). */
    async reorderImages(imageIds: number[], trx: Transaction<DB>): Promise<void> {
      for (const [position, id] of imageIds.entries()) {
        await trx.updateTable('listing_images').set({ position }).where('id', '=', id).execute();
      }
    },

    /**
     * Like: one row per user and listing, and the listing's count moved in the same
     * transaction only when a row was really added (liking twice changes nothing).
     */
    async like(listingId: number, userId: number, now: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('listing_likes')
          .values({ listing_id: listingId, user_id: userId, created_at: now })
          .onConflict((oc) => oc.columns(['listing_id', 'user_id']).doNothing())
          .returning('listing_id')
          .executeTakeFirst();
        const query = trx.updateTable('listings').where('id', '=', listingId);
        const row = await (added ? query.set({ likes_count: sql<number>`likes_count + 1` }) : query.set({ likes_count: sql<number>`likes_count` }))
          .returning('likes_count')
          .executeTakeFirstOrThrow();
        return Number(row.likes_count);
      });
    },

    async unlike(listingId: number, userId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx.deleteFrom('listing_likes').where('listing_id', '=', listingId).where('user_id', '=', userId).returning('listing_id').executeTakeFirst();
        const query = trx.updateTable('listings').where('id', '=', listingId);
        const row = await (removed ? query.set({ likes_count: sql<number>`likes_count - 1` }) : query.set({ likes_count: sql<number>`likes_count` }))
          .returning('likes_count')
          .executeTakeFirstOrThrow();
        return Number(row.likes_count);
      });
    },

    /** The listings a user liked, of one kind, most recently liked first. */
    async likedIds(userId: number, kind?: ListingKind): Promise<Array<{ id: number; kind: ListingKind }>> {
      let query = db
        .selectFrom('listing_likes')
        .innerJoin('listings', 'listings.id', 'listing_likes.listing_id')
        .select(['listings.id', 'listings.kind'])
        .where('listing_likes.user_id', '=', userId);
      if (kind) query = query.where('listings.kind', '=', kind);
      return query.orderBy('listing_likes.created_at', 'desc').orderBy('listings.id', 'desc').execute();
    },

    async isLikedBy(listingId: number, userId: number): Promise<boolean> {
      const row = await db.selectFrom('listing_likes').select('listing_id').where('listing_id', '=', listingId).where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;

import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import { fromJson, jsonRows, listingsMatching, type SearchIndex } from '../db/dialect.ts';
import { SEARCH_COUNT_CAP } from '../../lib/paging.ts';
import { executeReusable, reusableStatement } from '../db/reusable-statement.ts';
import { vocabularyEntries, vocabularyWords, wordShape } from '../../lib/search-words.ts';
import { bandsOf } from '../../lib/image-fingerprint.ts';
import type { DB, ListingsTable } from '../db/schema.ts';
import type { KindOwnFields, ListingKind, ProductCondition } from '../../lib/listing-kinds.ts';
import type { ScoreSums } from '../../lib/review-rules.ts';
import { isListed, LISTED_STATUSES, MOVE_TARGET, type JobMove, type ListingMove, type ListingStatus, type MoveGuard } from '../../lib/listing-states.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * lib/listing-visibility.ts `isVisibleTo` as SQL, for a query that picks listings for a viewer
 * (the user's id; null when signed out): a listing that is not withheld, or one the viewer owns,
 * or any when the viewer is a moderator. One spelling, used by every repository that reads
 * listings for someone (likes, liked items, comments, chats' cards, reviews).
 */
export function listingVisibleTo(viewerId: number | null) {
  return (eb: ExpressionBuilder<DB, 'listings'>): Expression<SqlBool> => {
    const shown = eb('listings.status', '!=', WITHHELD);
    if (viewerId === null) return shown;
    return eb.or([
      shown,
      eb('listings.owner_id', '=', viewerId),
      eb.exists(eb.selectFrom('user_roles').select('user_roles.user_id').where('user_roles.user_id', '=', viewerId).where('user_roles.role', '=', 'moderator')),
    ]);
  };
}
const WITHHELD: ListingStatus = 'hidden';

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
  /** Only listings that offer the safe deal (issue 39); undefined: all. */
  safeDeal?: true | undefined;
  /** Search keys (lib/text.ts `searchWords`): every one must be in the title or among its category's words. */
  words?: string[] | undefined;
  /** The states shown: those of lists (active and reserved) unless named (an owner's tabs, "hide reserved"). */
  states?: readonly ListingStatus[] | undefined;
  /** The kind's own filters as conditions on listings (own-fields.ts: real estate's rooms, area, floor…). */
  own?: OwnConditions | undefined;
}

/**
 * Where a condition reads a listing's id and its kind's facets (migration 20261129-1010): its row,
 * or a row of the word index (which holds listed listings only, each word with the listing's facets).
 */
export type ListingRefs = { id: 'listings.id'; facets: 'listings.facets' } | { id: 'listing_words.listing_id'; facets: 'listing_words.facets' };
export const LISTING_REFS: ListingRefs = { id: 'listings.id', facets: 'listings.facets' };
export const WORD_REFS: ListingRefs = { id: 'listing_words.listing_id', facets: 'listing_words.facets' };

/** A kind's own filters as SQL conditions on the listing read at `at`: written by the kind's repository, applied with the core's. */
export type OwnConditions = (at: ListingRefs) => Expression<SqlBool>[];

/** `relevance` is a search's best matches first (`relevancePage`); a list without words is newest first; `price_m2` a kind's own (own-fields.ts). */
export type ListingOrder = 'relevance' | 'newest' | 'price' | '-price' | 'price_m2';
/** The orders of a list without words that the core's indexes serve. */
export type ListOrder = Exclude<ListingOrder, 'relevance' | 'price_m2'>;

/** The owner's row as an edit or delete locks it: with its search key, whose words the vocabulary counts (`adjustWords`). */
export type LockedListing = ListingRow & { search_key: string };

/** A listing's row as the listing core reads it: these columns of `listings`, typed once in db/schema.ts. */
export type ListingRow = Pick<
  Selectable<ListingsTable>,
  | 'id'
  | 'kind'
  | 'owner_id'
  | 'category_id'
  | 'location_id'
  | 'region_id'
  | 'title'
  | 'description'
  | 'price'
  | 'condition'
  | 'in_stock'
  | 'likes_count'
  | 'comments_count'
  | 'created_at'
  | 'updated_at'
  | 'status'
  | 'listed_at'
  | 'expires_at'
  | 'reserved_for'
  | 'reserved_until'
  | 'sold_to'
  | 'hidden_reason'
  | 'review_asked_at'
  | 'safe_deal'
>;

/** What a move writes beyond the state (listings.service.ts decides it from lib/listing-states.ts). */
export interface MoveValues {
  reservedFor?: number | null;
  reservedUntil?: string | null;
  soldTo?: number | null;
  soldAt?: string;
  expiresAt?: string;
  listedAt?: string;
  /** Why a moderator hid it (shown to its owner); null when restored. */
  hiddenReason?: string | null;
}

/** The listing a move is made on: held in the write's WHERE with the move's guard. */
export interface MoveTarget {
  id: number;
  kind: ListingKind;
  ownerId: number;
  /** The buyer must have written to the seller about this listing (`listing_inquiries`). */
  inquirer?: number | undefined;
}

/**
 * A listing's row with all else a record shows of it, read in the one statement of `recordRows`:
 * its owner, the owner's score sums (null: no reviews), its photos in order, and its kind's own
 * fields (null for a kind without).
 */
export type RecordRow = ListingRow & {
  owner: { username: string; profile_image: string | null; location_id: number | null };
  scoreSums: ScoreSums | null;
  images: Array<{ id: number; key: string }>;
  own: KindOwnFields | null;
};

/**
 * How a kind's own row is read beside its listing's (own-fields.ts): as one JSON column, a
 * subquery on the listing's id written by the kind's repository, and its fields from that column.
 */
export interface OwnRowRead {
  column(eb: ExpressionBuilder<DB, 'listings'>): Expression<unknown>;
  fields(value: unknown): KindOwnFields;
}

/** The photo columns of `recordRows`' JSON. */
interface ImageJson {
  id: number;
  image_key: string;
  position: number;
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
  /** Whether it offers the safe deal (decided by the service: the seller's choice, or the kind's default). */
  safeDeal: boolean;
  /** Its kind's facets of its own fields (own-fields.ts `prepare`), 0 for a kind without. */
  facets: number;
  searchText: string;
  /** The title's and the category's words as written, to show a corrected word in (lib/search-words.ts). */
  wordsText: string;
  searchKey: string;
  titleKey: string;
  /** lib/listing-words.ts: the description's indexed words. */
  bodyKey: string;
  /** When it expires (its kind's and category's term from now: lib/listing-kinds.ts `termDays`). */
  expiresAt: string;
}

/**
 * The tiers of a relevance-sorted search, best first (issue 21): every word a whole word of the
 * title, then the start of one, then anywhere in it, then in the title or among the category's
 * names and words (the search key). Each tier holds the one before it, so a tier's own listings
 * are its matches less the previous tier's; each is walked newest first through its own trigram
 * index (`title_key` is padded with spaces for the whole-word and word-start patterns).
 */
const TITLES: SearchIndex = { table: 'listing_titles', column: 'title_key' };
const SEARCH_KEYS: SearchIndex = { table: 'listing_search', column: 'search_key' };
const TIERS: ReadonlyArray<{ index: SearchIndex; pattern: (word: string) => string }> = [
  { index: TITLES, pattern: (word) => ` ${word} ` },
  { index: TITLES, pattern: (word) => ` ${word}` },
  { index: TITLES, pattern: (word) => word },
  { index: SEARCH_KEYS, pattern: (word) => word },
];
/** The last tier through the titles: every title match. */
const IN_TITLE = TIERS.length - 2;
/** Every match. */
const ANY = TIERS.length - 1;

/** The title tier (0 to IN_TITLE) of a listing whose `title_key` holds every word: the patterns of TIERS, checked here as the indexes check them. */
function titleTier(titleKey: string, words: string[]): number {
  const tier = TIERS.slice(0, IN_TITLE).findIndex(({ pattern }) => words.every((word) => titleKey.includes(pattern(word))));
  return tier < 0 ? IN_TITLE : tier;
}

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
  'listings.status',
  'listings.listed_at',
  'listings.expires_at',
  'listings.reserved_for',
  'listings.reserved_until',
  'listings.sold_to',
  'listings.hidden_reason',
  'listings.review_asked_at',
  'listings.safe_deal',
] as const;

const sameStates = (a: readonly ListingStatus[], b: readonly ListingStatus[]) => a.length === b.length && a.every((state) => b.includes(state));
/** Whether a filter shows what lists show (active and reserved): then `listed = 1` alone says it, and the counts tables count it. */
const showsListed = (filter: ListingFilter) => filter.states === undefined || sameStates(filter.states, LISTED_STATUSES);

/** Whether the word index (listing-search.repository.ts) can search for the filter: it holds the listed listings only (an owner's other tabs are searched by their keys). */
export const wordIndexServes = showsListed;

/** A move's guard (lib/listing-states.ts `guardOf`) as conditions on listings: the same test as `meets`. */
function guardConditions(eb: ExpressionBuilder<DB, 'listings'>, guard: MoveGuard): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [eb('listings.status', 'in', [...guard.from])];
  if (guard.expiresBefore !== undefined) where.push(eb('listings.expires_at', '<=', guard.expiresBefore));
  if (guard.expiresAfter !== undefined) where.push(eb('listings.expires_at', '>', guard.expiresAfter));
  if (guard.listedBefore !== undefined) where.push(eb('listings.listed_at', '<=', guard.listedBefore));
  if (guard.reservedUntilBefore !== undefined) where.push(eb('listings.reserved_until', '<=', guard.reservedUntilBefore));
  return where;
}

/** Inquiries whose asker wrote at least one message in the room: someone who only opened a chat is no buyer. */
function wroteAbout<O>(query: SelectQueryBuilder<DB, 'listing_inquiries', O>): SelectQueryBuilder<DB, 'listing_inquiries', O> {
  return query.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('chat_messages')
        .select('chat_messages.id')
        .whereRef('chat_messages.room_id', '=', 'listing_inquiries.room_id')
        .whereRef('chat_messages.sender_id', '=', 'listing_inquiries.user_id'),
    ),
  );
}

/** The key of a listing's row in the counts tables. */
const countKey = (row: Pick<ListingRow, 'kind' | 'category_id' | 'location_id' | 'region_id'>) => ({
  kind: row.kind,
  categoryId: row.category_id,
  locationId: row.location_id,
  regionId: row.region_id,
});

/** Counts come from `listing_counts` when only kind, category and place are filtered. */
function countable(filter: ListingFilter): boolean {
  return (
    filter.ownerId === undefined &&
    filter.minPrice === undefined &&
    filter.maxPrice === undefined &&
    filter.condition === undefined &&
    filter.safeDeal === undefined &&
    filter.own === undefined &&
    !filter.words?.length &&
    showsListed(filter)
  );
}

/**
 * Locks the listing's row for the rest of the transaction if `viewerId` may see it
 * (`listingVisibleTo`); false when they may not, or it is gone. A write about a listing (a like,
 * a chat's inquiry) holds it first, so that a moderator's hide is wholly before or after it.
 */
export async function holdVisibleListing(trx: Transaction<DB>, listingId: number, viewerId: number): Promise<boolean> {
  const row = await trx
    .updateTable('listings')
    .set({ likes_count: sql<number>`likes_count` })
    .where('id', '=', listingId)
    .where(listingVisibleTo(viewerId))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The filter as conditions on listings. `priceIndexed: false` writes the price bounds as
 * `+price`, which no index serves: a list newest first then walks a newest-first index and
 * checks the price of each row, stopping at the page, instead of collecting every listing in
 * the price range through the price index and sorting them all (0.5 to 1 s at 1M listings on
 * SQLite, whose planner, without statistics, takes any range for selective).
 */
export function listingConditions(
  eb: ExpressionBuilder<DB, 'listings'>,
  filter: ListingFilter,
  priceIndexed = true,
  /** SQLite, listings read by id: `+column` everywhere, so that its planner (without statistics) walks the ids, not an index on kind and `listed` (every listed product). */
  byId = false,
): Expression<SqlBool>[] {
  const column = <
    C extends
      | 'listings.kind'
      | 'listings.listed'
      | 'listings.status'
      | 'listings.category_id'
      | 'listings.region_id'
      | 'listings.location_id'
      | 'listings.owner_id'
      | 'listings.condition',
  >(
    name: C,
  ) => (byId ? sql<unknown>`+${sql.ref(name)}` : eb.ref(name));
  const price = priceIndexed && !byId ? eb.ref('listings.price') : sql<number>`+listings.price`;
  const where: Expression<SqlBool>[] = [eb(column('listings.kind'), '=', filter.kind)];
  if (showsListed(filter)) where.push(eb(column('listings.listed'), '=', 1));
  else {
    const states = filter.states!;
    // Every list index leads with `listed`: given when the states named share it.
    if (states.every(isListed)) where.push(eb(column('listings.listed'), '=', 1));
    else if (!states.some(isListed)) where.push(eb(column('listings.listed'), '=', 0));
    where.push(eb(column('listings.status'), 'in', states.length > 0 ? [...states] : ['none' as ListingStatus]));
  }
  if (filter.categoryId !== undefined) where.push(eb(column('listings.category_id'), '=', filter.categoryId));
  if (filter.regionId !== undefined) where.push(eb(column('listings.region_id'), '=', filter.regionId));
  if (filter.locationIds !== undefined) where.push(eb(column('listings.location_id'), 'in', filter.locationIds.length > 0 ? filter.locationIds : [0]));
  if (filter.ownerId !== undefined) where.push(eb(column('listings.owner_id'), '=', filter.ownerId));
  if (filter.minPrice !== undefined) where.push(eb(price, '>=', filter.minPrice));
  if (filter.maxPrice !== undefined) where.push(eb(price, '<=', filter.maxPrice));
  if (filter.condition !== undefined) where.push(eb(column('listings.condition'), '=', filter.condition));
  // Not in the list indexes: checked on each row the page's index walk reaches (a list with it is not countable).
  if (filter.safeDeal) where.push(eb('listings.safe_deal', '=', 1));
  if (filter.own) where.push(...filter.own(LISTING_REFS));
  return where;
}

/** The listings, their images, likes and counts; the only SQL of the listing core. */
export function createListingsRepository(db: Kysely<DB>, dialect: DatabaseKind, ownRows: Partial<Record<ListingKind, OwnRowRead>> = {}) {
  const ownKinds = Object.entries(ownRows) as Array<[ListingKind, OwnRowRead]>;
  // The list's statements by id, compiled once per number of ids (db/reusable-statement.ts).
  // A page of records is one statement: each further statement costs a list a round trip and a plan on PostgreSQL.
  const recordsByIds = reusableStatement((ids) =>
    db
      .selectFrom('listings')
      .innerJoin('users', 'users.id', 'listings.owner_id')
      .leftJoin('user_ratings', 'user_ratings.user_id', 'listings.owner_id')
      .select(listingColumns)
      .select([
        'users.username as owner_username',
        'users.profile_image as owner_profile_image',
        'users.location_id as owner_location_id',
        'user_ratings.weighted_stars',
        'user_ratings.weight',
        'user_ratings.count as rating_count',
      ])
      .select((eb) =>
        jsonRows(
          dialect,
          eb
            .selectFrom('listing_images')
            .select(['listing_images.id', 'listing_images.image_key', 'listing_images.position'])
            .whereRef('listing_images.listing_id', '=', 'listings.id'),
        ).as('images'),
      )
      // Each kind's own row only on its listings (a CASE runs no subquery for the others).
      .$if(ownKinds.length > 0, (query) =>
        query.select((eb) =>
          sql<unknown>`case ${sql.join(
            ownKinds.map(([kind, read]) => sql`when listings.kind = ${sql.lit(kind)} then ${read.column(eb)}`),
            sql` `,
          )} end`.as('own'),
        ),
      )
      .where('listings.id', 'in', ids as number[]),
  );
  const rowsByIds = reusableStatement<ListingRow>((ids) =>
    db
      .selectFrom('listings')
      .select(listingColumns)
      .where('listings.id', 'in', ids as number[]),
  );
  const imagesByListing = reusableStatement<ImageRow>((ids) =>
    db
      .selectFrom('listing_images')
      .select(['id', 'listing_id', 'image_key', 'position'])
      .where('listing_id', 'in', ids as number[])
      .orderBy('listing_id')
      .orderBy('position'),
  );
  const totalOf = reusableStatement<{ count: number }>(([kind, categoryId, regionId]) =>
    db
      .selectFrom('listing_totals')
      .select('count')
      .where('kind', '=', kind as ListingKind)
      .where('category_id', '=', categoryId as number)
      .where('region_id', '=', regionId as number),
  );
  /**
   * The listings a filter matches; with words, a search index decides where the query starts
   * (dialect.ts): the matches of tier `tier` of TIERS (every match by default), less those of
   * tier `less` (told apart on the row), so that a tier walks only its own listings.
   */
  function matching(
    filter: ListingFilter,
    { priceIndexed = true, tier = ANY, less }: { priceIndexed?: boolean; tier?: number; less?: number | undefined } = {},
  ) {
    const narrowed = filter.categoryId !== undefined || filter.regionId !== undefined || filter.locationIds !== undefined || filter.ownerId !== undefined;
    const words = filter.words ?? [];
    const { index, pattern } = TIERS[tier]!;
    const { query, newestFirst } = listingsMatching(db, dialect, words.map(pattern), narrowed, index);
    const left = less === undefined || words.length === 0 ? undefined : TIERS[less]!;
    const inLeft =
      left &&
      sql.join(
        words.map((word) => sql<SqlBool>`${sql.ref(`listings.${left.index.column}`)} like ${`%${left.pattern(word)}%`}`),
        sql` and `,
      );
    return {
      query: query.where((eb) => eb.and([...listingConditions(eb, filter, priceIndexed), ...(inLeft ? [sql<SqlBool>`not (${inLeft})`] : [])])),
      newestFirst,
    };
  }

  const ordering = {
    newest: [sql`listings.listed_at desc`, sql`listings.id desc`],
    price: [sql`listings.price asc`, sql`listings.id asc`],
    '-price': [sql`listings.price desc`, sql`listings.id desc`],
  } as const;
  const reversed = {
    newest: [sql`listings.listed_at asc`, sql`listings.id asc`],
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
        // Narrowed by category or place, the price is checked on each row of that index (the price index would walk every listing in the range).
        const narrowed = filter.categoryId !== undefined || filter.regionId !== undefined || filter.locationIds !== undefined || filter.ownerId !== undefined;
        const limited = matching(filter, { priceIndexed: !narrowed })
          .query.select('listings.id')
          .limit(cap + 1);
        const row = await db
          .selectFrom(limited.as('matches'))
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow();
        return { count: Number(row.total), exact: false };
      }
      if (filter.locationIds === undefined) {
        const [row] = await totalOf(db, [filter.kind, filter.categoryId ?? 0, filter.regionId ?? 0]);
        return { count: Number(row?.count ?? 0), exact: true };
      }
      let query = db
        .selectFrom('listing_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('total'))
        .where('kind', '=', filter.kind);
      if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
      if (filter.regionId !== undefined) query = query.where('region_id', '=', filter.regionId);
      query = query.where('location_id', 'in', filter.locationIds.length > 0 ? filter.locationIds : [0]);
      // Its rows by the key the filter gives, whatever the values: prepared once per connection.
      const [row] = await executeReusable(db, query.compile());
      return { count: Number(row?.total ?? 0), exact: true };
    },

    /**
     * Ids of one page, newest (or cheapest, dearest) first. Ids only, from the covering indexes;
     * the rows follow by primary key. `fromEnd` reads the same order backwards (a page near the
     * end costs no more than one near the start).
     */
    async pageIds(filter: ListingFilter, order: ListOrder, offset: number, limit: number, fromEnd = false): Promise<number[]> {
      const rows = await matching(filter, { priceIndexed: order !== 'newest' })
        .query.select('listings.id')
        .orderBy(sql.join([...(fromEnd ? reversed : ordering)[order]]))
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * A relevance-sorted search's page (issue 21): the tiers of TIERS in turn, each newest first,
     * until `offset + limit` are found; every match counts, however old, and a deep page is read
     * as far as it lies. Each tier is walked through its own index and stops at what the page
     * still needs, so a page costs its offset, not the number of matches. The title's matches are
     * read first, up to the page: when they are fewer, all of them are in hand and are ranked here
     * (`titleTier`) instead of walking the whole-word and word-start indexes to their ends (a word
     * that titles hardly hold, as a category's word: 1.7 ms each at 1M on SQLite). The count:
     * exact when the tiers ran out before the page was full, else counted up to `cap` + 1.
     */
    async relevancePage(filter: ListingFilter, offset: number, limit: number, cap: number): Promise<{ ids: number[]; count: number }> {
      const want = offset + limit;
      const words = filter.words ?? [];
      const walk = async (tier: number, needed: number, less?: number) => {
        const { query, newestFirst } = matching(filter, { priceIndexed: false, tier, less });
        return query.select(['listings.id', 'listings.title_key']).orderBy(newestFirst).limit(needed).execute();
      };
      const titled = await walk(IN_TITLE, want);
      let ids: number[];
      if (titled.length < want) {
        // Every title match, best first: stable, so newest first within a tier.
        ids = titled
          .map((row) => ({ id: Number(row.id), tier: titleTier(row.title_key, words) }))
          .sort((a, b) => a.tier - b.tier)
          .map((row) => row.id);
      } else {
        ids = [];
        for (let tier = 0; tier <= IN_TITLE && ids.length < want; tier++) {
          for (const row of await walk(tier, want - ids.length, tier > 0 ? tier - 1 : undefined)) ids.push(Number(row.id));
        }
      }
      if (ids.length < want) for (const row of await walk(ANY, want - ids.length, IN_TITLE)) ids.push(Number(row.id));
      const count = ids.length < want ? ids.length : (await this.count(filter, cap)).count;
      return { ids: ids.slice(offset), count };
    },

    /**
     * A search's page by sort date (the last raise, else creation: issue 22) or by price, among its
     * SEARCH_COUNT_CAP matches newest by id, which the search index yields without collecting them
     * all (the same on every page; a raise lifts a listing among those, not from past them); with
     * the count up to `cap` + 1.
     */
    async searchPage(
      filter: ListingFilter,
      order: 'newest' | 'price' | '-price',
      offset: number,
      limit: number,
      cap: number,
    ): Promise<{ ids: number[]; count: number }> {
      const { query, newestFirst } = matching(filter, { priceIndexed: false });
      const rank = order === 'newest' ? sql`listed_at desc, id desc` : order === 'price' ? sql`price asc, id asc` : sql`price desc, id desc`;
      const page = db
        .with('candidates', () => query.select(['listings.id', 'listings.price', 'listings.listed_at']).orderBy(newestFirst).limit(SEARCH_COUNT_CAP))
        .selectFrom('candidates')
        .select('candidates.id')
        .orderBy(rank)
        .limit(limit)
        .offset(offset);
      const [rows, counted] = await Promise.all([page.execute(), this.count(filter, cap)]);
      return { ids: rows.map((row) => Number(row.id)), count: counted.count };
    },

    /** The listings with all a record shows (`RecordRow`), in one statement; in no given order. */
    async recordRows(ids: number[], trx: Db = db): Promise<RecordRow[]> {
      if (ids.length === 0) return [];
      const rows = await recordsByIds(trx, ids);
      return rows.map(({ owner_username, owner_profile_image, owner_location_id, weighted_stars, weight, rating_count, images, ...row }) => {
        const own = 'own' in row ? row.own : null;
        return {
          ...row,
          owner: { username: owner_username, profile_image: owner_profile_image, location_id: owner_location_id },
          scoreSums: rating_count === null ? null : { weightedStars: Number(weighted_stars), weight: Number(weight), count: Number(rating_count) },
          images: fromJson<ImageJson[]>(images)
            .sort((a, b) => a.position - b.position)
            .map((image) => ({ id: Number(image.id), key: image.image_key })),
          own: own === null || own === undefined ? null : ownRows[row.kind]!.fields(fromJson(own)),
        };
      });
    },

    findRows(ids: number[], trx: Db = db): Promise<ListingRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return rowsByIds(trx, ids);
    },

    findRow(id: number, trx: Db = db): Promise<ListingRow | undefined> {
      return trx.selectFrom('listings').select(listingColumns).where('listings.id', '=', id).executeTakeFirst();
    },

    /** The listing, if the viewer may see it (`listingVisibleTo`): a withheld one is as missing to everyone but its owner and the moderators. */
    findVisibleRow(id: number, viewerId: number | null, trx: Db = db): Promise<ListingRow | undefined> {
      return trx.selectFrom('listings').select(listingColumns).where('listings.id', '=', id).where(listingVisibleTo(viewerId)).executeTakeFirst();
    },

    /** Of these listings, the ids the viewer may see (`listingVisibleTo`). */
    async visibleIds(ids: number[], viewerId: number | null): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('listings')
        .select('listings.id')
        .where('listings.id', 'in', [...new Set(ids)])
        .where(listingVisibleTo(viewerId))
        .execute();
      return new Set(rows.map((row) => row.id));
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
          safe_deal: values.safeDeal ? 1 : 0,
          facets: values.facets,
          search_text: values.searchText,
          search_key: values.searchKey,
          title_key: values.titleKey,
          body_key: values.bodyKey,
          created_at: now,
          updated_at: now,
          listed_at: now,
          expires_at: values.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.adjustCount(values, 1, trx);
      await this.adjustWords(
        values.kind,
        vocabularyEntries(values.wordsText, values.searchKey).map((entry) => ({ ...entry, by: 1 })),
        trx,
      );
      return row.id;
    },

    async update(
      id: number,
      before: LockedListing,
      values: Omit<ListingValues, 'kind' | 'ownerId' | 'expiresAt'>,
      now: string,
      trx: Transaction<DB>,
    ): Promise<void> {
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
          safe_deal: values.safeDeal ? 1 : 0,
          facets: values.facets,
          search_text: values.searchText,
          search_key: values.searchKey,
          title_key: values.titleKey,
          body_key: values.bodyKey,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      if (isListed(before.status) && (before.category_id !== values.categoryId || before.location_id !== values.locationId)) {
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
      if (isListed(row.status)) await this.adjustCount(countKey(row), -1, trx);
      await this.adjustWords(
        row.kind,
        vocabularyWords(key).map((word) => ({ word, display: word, by: -1 as const })),
        trx,
      );
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
        .values(
          [...changes]
            .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
            .map(({ word, display, by }) => ({ kind, word, display, ...wordShape(word), listings: by })),
        )
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

    /**
     * A move of a listing's life (lib/listing-states.ts) as one conditional UPDATE: the owner, the
     * kind, the move's guard and, for a buyer, their inquiry are its WHERE, so that of parallel
     * moves exactly one finds the listing as the guard wants it. A guard whose states differ in
     * being listed (renew: active or expired) is tried one side at a time, so that the counts
     * move only when the listing enters or leaves the lists. Undefined when nothing matched.
     */
    async move(target: MoveTarget, move: ListingMove, guard: MoveGuard, values: MoveValues, trx: Transaction<DB>): Promise<ListingRow | undefined> {
      // Hiding keeps the state it had beside it (the right-hand side reads the row before the update); restoring returns to it.
      const state =
        move === 'restore'
          ? { status: sql<ListingStatus>`coalesce(hidden_from, 'active')`, hidden_from: null }
          : move === 'hide'
            ? { status: MOVE_TARGET.hide, hidden_from: sql<ListingStatus>`status` }
            : { status: MOVE_TARGET[move] };
      for (const listed of [true, false]) {
        const from = guard.from.filter((state) => isListed(state) === listed);
        if (from.length === 0) continue;
        const row = await trx
          .updateTable('listings')
          .set({
            ...state,
            ...(values.hiddenReason !== undefined && { hidden_reason: values.hiddenReason }),
            ...(values.reservedFor !== undefined && { reserved_for: values.reservedFor }),
            ...(values.reservedUntil !== undefined && { reserved_until: values.reservedUntil }),
            ...(values.soldTo !== undefined && { sold_to: values.soldTo }),
            ...(values.soldAt !== undefined && { sold_at: values.soldAt }),
            ...(values.expiresAt !== undefined && { expires_at: values.expiresAt }),
            ...(values.listedAt !== undefined && { listed_at: values.listedAt }),
          })
          .where((eb) =>
            eb.and([
              eb('listings.id', '=', target.id),
              eb('listings.kind', '=', target.kind),
              eb('listings.owner_id', '=', target.ownerId),
              ...guardConditions(eb, { ...guard, from }),
            ]),
          )
          .where((eb) =>
            target.inquirer === undefined
              ? eb.val(true)
              : eb.exists(
                  wroteAbout(
                    eb
                      .selectFrom('listing_inquiries')
                      .select('listing_inquiries.user_id')
                      .where('listing_inquiries.listing_id', '=', target.id)
                      .where('listing_inquiries.user_id', '=', target.inquirer),
                  ),
                ),
          )
          .returning(listingColumns.map((column) => column.replace('listings.', '')) as unknown as typeof listingColumns)
          .executeTakeFirst();
        if (!row) continue;
        // Into or out of the lists: by the state it left (this side) and the one it is in now.
        const now = isListed((row as ListingRow).status);
        if (listed !== now) await this.adjustCount(countKey(row as ListingRow), now ? 1 : -1, trx);
        return row as ListingRow;
      }
      return undefined;
    },

    /**
     * The owner's one request for another look at their listing (a moderation case follows): one
     * conditional write, held by the guard of the move it asks for and by no earlier request;
     * undefined when the listing is not theirs, not in the guard's state, or was asked about already.
     */
    async claimReviewAsk(
      target: { id: number; ownerId: number },
      guard: MoveGuard,
      at: string,
      trx: Transaction<DB>,
    ): Promise<Pick<ListingRow, 'id' | 'kind' | 'region_id'> | undefined> {
      return trx
        .updateTable('listings')
        .set({ review_asked_at: at })
        .where((eb) => eb.and([eb('listings.id', '=', target.id), eb('listings.owner_id', '=', target.ownerId), ...guardConditions(eb, guard)]))
        .where('review_asked_at', 'is', null)
        .returning(['id', 'kind', 'region_id'])
        .executeTakeFirst();
    },

    /**
     * The hourly job's move (expire, lapse, archive) on every listing it is due for, up to
     * `limit` at a time, each by the same conditional UPDATE as an owner's move (a listing renewed
     * meanwhile no longer meets the guard); the moved rows, for their pages. `told` writes what
     * their owners are told in the same transaction, so a move is never without its notice.
     */
    async moveDue(
      move: JobMove,
      guard: MoveGuard,
      limit: number,
      told?: (rows: ListingRow[], trx: Transaction<DB>) => Promise<unknown>,
    ): Promise<ListingRow[]> {
      return db.transaction().execute(async (trx) => {
        const to = MOVE_TARGET[move];
        const rows: ListingRow[] = [];
        // A guard whose states differ in being listed (expire: active or paused) goes one side at a
        // time, so that only the rows leaving or entering the lists move the counts.
        for (const listed of [true, false]) {
          const from = guard.from.filter((state) => isListed(state) === listed);
          if (from.length === 0 || rows.length >= limit) continue;
          const side = { ...guard, from };
          const due = trx
            .selectFrom('listings')
            .select('listings.id')
            .where((eb) => eb.and(guardConditions(eb, side)))
            .orderBy('listings.id')
            .limit(limit - rows.length);
          const moved = (await trx
            .updateTable('listings')
            .set({ status: to, ...(move === 'lapse' && { reserved_for: null, reserved_until: null }) })
            .where('listings.id', 'in', due)
            .where((eb) => eb.and(guardConditions(eb, side)))
            .returning(listingColumns.map((column) => column.replace('listings.', '')) as unknown as typeof listingColumns)
            .execute()) as ListingRow[];
          if (listed !== isListed(to)) {
            // Sorted, so that parallel writers lock the counts rows in one order.
            for (const row of [...moved].sort((a, b) => a.id - b.id)) await this.adjustCount(countKey(row), isListed(to) ? 1 : -1, trx);
          }
          rows.push(...moved);
        }
        if (told && rows.length > 0) await told(rows, trx);
        return rows;
      });
    },

    /** Active listings expiring within `days` (after `from`), for the reminders: id, owner, kind, title, expiry. */
    expiringBetween(
      from: string,
      to: string,
      limit: number,
      afterId = 0,
    ): Promise<Array<Pick<ListingRow, 'id' | 'owner_id' | 'kind' | 'title' | 'expires_at'>>> {
      return db
        .selectFrom('listings')
        .select(['id', 'owner_id', 'kind', 'title', 'expires_at'])
        .where('status', '=', 'active')
        .where('expires_at', '>', from)
        .where('expires_at', '<=', to)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** How many of an owner's listings of a kind are in each state. */
    async stateCounts(ownerId: number, kind: ListingKind): Promise<Record<ListingStatus, number>> {
      const rows = await db
        .selectFrom('listings')
        .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
        .where('owner_id', '=', ownerId)
        .where('kind', '=', kind)
        .groupBy('status')
        .execute();
      const counts: Record<ListingStatus, number> = { active: 0, reserved: 0, sold: 0, expired: 0, archived: 0, paused: 0, hidden: 0 };
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    /** Owners' listings the renew guard allows now (for "renew all"): ids only. */
    async idsMeeting(ownerId: number, kind: ListingKind, guard: MoveGuard): Promise<number[]> {
      if (guard.from.length === 0) return [];
      const rows = await db
        .selectFrom('listings')
        .select('listings.id')
        .where('listings.owner_id', '=', ownerId)
        .where('listings.kind', '=', kind)
        .where((eb) => eb.and(guardConditions(eb, guard)))
        .orderBy('listings.id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Which of these listings somebody wrote to the seller about (whom it may be reserved for): their ids. */
    async askedAbout(listingIds: number[]): Promise<number[]> {
      if (listingIds.length === 0) return [];
      const rows = await wroteAbout(
        db.selectFrom('listing_inquiries').select('listing_inquiries.listing_id').where('listing_inquiries.listing_id', 'in', listingIds),
      )
        .distinct()
        .execute();
      return rows.map((row) => row.listing_id);
    },

    /** The people who wrote to the seller about a listing (a message of theirs in the room started from it), first asked first. */
    inquirers(listingId: number): Promise<Array<{ user_id: number; created_at: string }>> {
      return wroteAbout(
        db
          .selectFrom('listing_inquiries')
          .select(['listing_inquiries.user_id', 'listing_inquiries.created_at'])
          .where('listing_inquiries.listing_id', '=', listingId),
      )
        .orderBy('listing_inquiries.created_at')
        .orderBy('listing_inquiries.user_id')
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

    /** The listing's new images after `firstPosition`, with their fingerprints and bands (issue 23) when they have them. */
    async addImages(
      listingId: number,
      images: Array<{ key: string; fingerprint?: { hash: string; detail: number } | undefined }>,
      firstPosition: number,
      trx: Transaction<DB>,
    ): Promise<void> {
      if (images.length === 0) return;
      const rows = await trx
        .insertInto('listing_images')
        .values(
          images.map((image, index) => ({
            listing_id: listingId,
            image_key: image.key,
            position: firstPosition + index,
            fingerprint: image.fingerprint?.hash ?? null,
            detail: image.fingerprint?.detail ?? null,
          })),
        )
        .returning(['id', 'fingerprint'])
        .execute();
      const bands = rows.flatMap((row) => (row.fingerprint ? bandsOf(row.fingerprint).map((band) => ({ band, image_id: row.id })) : []));
      if (bands.length > 0) await trx.insertInto('image_bands').values(bands).execute();
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
     * transaction only when a row was really added (liking twice changes nothing). `added` runs
     * last in that transaction for a new like, after the listing's row is locked by the count
     * (its owner's notice, issue 25: likes of one listing are told one after another).
     */
    async like(listingId: number, userId: number, now: string, added?: (trx: Transaction<DB>) => Promise<void>): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        // The listing's row held while the user may see it (a hide racing the like waits, or wins and nothing is written); else null.
        if (!(await holdVisibleListing(trx, listingId, userId))) return null;
        const isNew = await trx
          .insertInto('listing_likes')
          .values({ listing_id: listingId, user_id: userId, created_at: now })
          .onConflict((oc) => oc.columns(['listing_id', 'user_id']).doNothing())
          .returning('listing_id')
          .executeTakeFirst();
        const query = trx.updateTable('listings').where('id', '=', listingId);
        const row = await (isNew ? query.set({ likes_count: sql<number>`likes_count + 1` }) : query.set({ likes_count: sql<number>`likes_count` }))
          .returning('likes_count')
          .executeTakeFirstOrThrow();
        if (added && isNew) await added(trx);
        return Number(row.likes_count);
      });
    },

    async unlike(listingId: number, userId: number): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        if (!(await holdVisibleListing(trx, listingId, userId))) return null;
        const removed = await trx
          .deleteFrom('listing_likes')
          .where('listing_id', '=', listingId)
          .where('user_id', '=', userId)
          .returning('listing_id')
          .executeTakeFirst();
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
        .where('listing_likes.user_id', '=', userId)
        // A listing hidden after the like is left out, as a marketplace's favourites drop what is no longer offered.
        .where(listingVisibleTo(userId));
      if (kind) query = query.where('listings.kind', '=', kind);
      return query.orderBy('listing_likes.created_at', 'desc').orderBy('listings.id', 'desc').execute();
    },

    async isLikedBy(listingId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('listing_likes')
        .select('listing_id')
        .where('listing_id', '=', listingId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;

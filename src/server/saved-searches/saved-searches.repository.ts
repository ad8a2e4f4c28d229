import type { Kysely, Transaction } from 'kysely';
import { anchorsOfKey, type Frequency } from '../../lib/saved-search-rules.ts';
import { LISTING_KIND_NAMES, type ListingKind } from '../../lib/listing-kinds.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { DB, SavedSearchesTable } from '../db/schema.ts';

export interface SavedSearchRow {
  id: number;
  user_id: number;
  kind: ListingKind;
  name: string;
  query: string;
  words: string;
  district_id: number | null;
  price_min: number | null;
  price_max: number | null;
  condition: string | null;
  frequency: Frequency;
  unsubscribe_token: string;
  created_at: string;
  seen_at: string;
  last_alert_at: string | null;
}

export interface SavedSearchValues {
  userId: number;
  kind: ListingKind;
  name: string;
  query: string;
  words: string;
  anchor: string;
  categoryKey: number;
  regionKey: number;
  districtId: number | null;
  priceMin: number | null;
  priceMax: number | null;
  condition: string | null;
  frequency: Frequency;
  unsubscribeToken: string;
}

/** A new listing as matching reads it. */
export interface NewListing {
  id: number;
  kind: ListingKind;
  owner_id: number;
  category_id: number;
  region_id: number;
  location_id: number;
  price: number | null;
  condition: string | null;
  /** 1: it offers the safe deal (a search may ask for it: checked on its query, lib/saved-search-rules.ts `meetsSavedQuery`). */
  safe_deal: number;
  search_key: string;
}

const COLUMNS = [
  'id',
  'user_id',
  'kind',
  'name',
  'query',
  'words',
  'district_id',
  'price_min',
  'price_max',
  'condition',
  'frequency',
  'unsubscribe_token',
  'created_at',
  'seen_at',
  'last_alert_at',
] as const;
const CURSOR = 'saved-search-matching';

/**
 * Saved searches and what they found (issue 25). A person's count is kept under 20 by taking
 * their user row first (a lock on PostgreSQL; SQLite writes one at a time) and counting inside
 * that transaction; the same filters saved twice meet a unique index. New listings are matched
 * through the index (kind, anchor, category, region): a few ranges of it, never every search.
 */
export function createSavedSearchesRepository(db: Kysely<DB>, kind: DatabaseKind) {
  const listed = (trx: Kysely<DB> | Transaction<DB>) =>
    trx
      .selectFrom('listings')
      .select(['id', 'kind', 'owner_id', 'category_id', 'region_id', 'location_id', 'price', 'condition', 'safe_deal', 'search_key'])
      .where('listed', '=', 1)
      .where('hidden_from', 'is', null);

  return {
    transaction: <T>(work: (trx: Transaction<DB>) => Promise<T>) => db.transaction().execute(work),

    /** Saves a search; 'limit' when the person has 20, 'exists' when they saved these filters. */
    async create(values: SavedSearchValues, limit: number, now: string): Promise<SavedSearchRow | 'limit' | 'exists'> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('id', '=', values.userId)
          .execute();
        const same = await trx
          .selectFrom('saved_searches')
          .select('id')
          .where('user_id', '=', values.userId)
          .where('kind', '=', values.kind)
          .where('query', '=', values.query)
          .executeTakeFirst();
        if (same) return 'exists';
        const counted = await trx
          .selectFrom('saved_searches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', values.userId)
          .executeTakeFirstOrThrow();
        if (Number(counted.n) >= limit) return 'limit';
        return trx
          .insertInto('saved_searches')
          .values({
            user_id: values.userId,
            kind: values.kind,
            name: values.name,
            query: values.query,
            words: values.words,
            anchor: values.anchor,
            category_key: values.categoryKey,
            region_key: values.regionKey,
            district_id: values.districtId,
            price_min: values.priceMin,
            price_max: values.priceMax,
            condition: values.condition as SavedSearchesTable['condition'],
            frequency: values.frequency,
            unsubscribe_token: values.unsubscribeToken,
            created_at: now,
            seen_at: now,
          })
          .returning([...COLUMNS])
          .executeTakeFirstOrThrow();
      });
    },

    /** A person's searches, newest first, each with how many listings it found since they looked (still listed). */
    async listOf(userId: number): Promise<Array<SavedSearchRow & { new_count: number }>> {
      const rows = await db
        .selectFrom('saved_searches as s')
        .select(COLUMNS.map((column) => `s.${column}` as const))
        .select((eb) =>
          eb
            .selectFrom('saved_search_hits as h')
            .innerJoin('listings as l', 'l.id', 'h.listing_id')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('h.search_id', '=', 's.id')
            .whereRef('h.created_at', '>', 's.seen_at')
            .where('l.listed', '=', 1)
            .where('l.hidden_from', 'is', null)
            .as('new_count'),
        )
        .where('s.user_id', '=', userId)
        .orderBy('s.id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, new_count: Number(row.new_count ?? 0) }));
    },

    /** The id of a person's search with these filters (the unique index's lookup), or null. */
    async idOfQuery(userId: number, kind: ListingKind, query: string): Promise<number | null> {
      const row = await db
        .selectFrom('saved_searches')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('query', '=', query)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** A search by its unsubscribe token, read only (the unsubscribe page's GET changes nothing). */
    async byToken(token: string): Promise<SavedSearchRow | null> {
      return (
        (await db
          .selectFrom('saved_searches')
          .select([...COLUMNS])
          .where('unsubscribe_token', '=', token)
          .executeTakeFirst()) ?? null
      );
    },

    async find(userId: number, id: number): Promise<SavedSearchRow | null> {
      return (
        (await db
          .selectFrom('saved_searches')
          .select([...COLUMNS])
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst()) ?? null
      );
    },

    /** Changes one's own search; null when it is not theirs (or gone). */
    async update(userId: number, id: number, changes: { name?: string | undefined; frequency?: Frequency | undefined }): Promise<SavedSearchRow | null> {
      const set: { name?: string; frequency?: Frequency } = {};
      if (changes.name !== undefined) set.name = changes.name;
      if (changes.frequency !== undefined) set.frequency = changes.frequency;
      if (Object.keys(set).length === 0) return this.find(userId, id);
      return (
        (await db
          .updateTable('saved_searches')
          .set(set)
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returning([...COLUMNS])
          .executeTakeFirst()) ?? null
      );
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async markSeen(userId: number, id: number, now: string): Promise<SavedSearchRow | null> {
      return (
        (await db
          .updateTable('saved_searches')
          .set({ seen_at: now })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returning([...COLUMNS])
          .executeTakeFirst()) ?? null
      );
    },

    /** Switches a search's alerts off by its unsubscribe token; the search, or null for an unknown token. */
    async unsubscribe(token: string): Promise<SavedSearchRow | null> {
      return (
        (await db
          .updateTable('saved_searches')
          .set({ frequency: 'off' })
          .where('unsubscribe_token', '=', token)
          .returning([...COLUMNS])
          .executeTakeFirst()) ?? null
      );
    },

    /**
     * The searches the index offers for a listing: its kind, an anchor among the pieces of its
     * search key (or none), its category or any, its region or any; alerts not switched off; and,
     * read from the index too, its district, price and condition allowed, not the owner's own.
     * The words are checked by the caller (lib/saved-search-rules.ts `wordsFound`).
     */
    async candidates(
      listing: Pick<NewListing, 'kind' | 'owner_id' | 'category_id' | 'region_id' | 'location_id' | 'price' | 'condition' | 'search_key'>,
      trx: Kysely<DB> | Transaction<DB> = db,
    ) {
      return this.candidatesQuery(listing, trx).execute();
    },
    /** The query of `candidates` (the bench explains it). */
    candidatesQuery(
      listing: Pick<NewListing, 'kind' | 'owner_id' | 'category_id' | 'region_id' | 'location_id' | 'price' | 'condition' | 'search_key'>,
      trx: Kysely<DB> | Transaction<DB> = db,
    ) {
      const { price } = listing;
      return trx
        .selectFrom('saved_searches')
        .select(['id', 'words', 'query'])
        .where('kind', '=', listing.kind)
        .where('anchor', 'in', anchorsOfKey(listing.search_key))
        .where('category_key', 'in', [0, listing.category_id])
        .where('region_key', 'in', [0, listing.region_id])
        .where('frequency', '<>', 'off')
        .where('user_id', '<>', listing.owner_id)
        .where((eb) => eb.or([eb('district_id', 'is', null), eb('district_id', '=', listing.location_id)]))
        .where((eb) => (price === null ? eb('price_min', 'is', null) : eb.or([eb('price_min', 'is', null), eb('price_min', '<=', price)])))
        .where((eb) => (price === null ? eb('price_max', 'is', null) : eb.or([eb('price_max', 'is', null), eb('price_max', '>=', price)])))
        .where((eb) =>
          listing.condition === null
            ? eb('condition', 'is', null)
            : eb.or([eb('condition', 'is', null), eb('condition', '=', listing.condition as 'new' | 'used')]),
        );
    },

    /**
     * Walks the listings after the cursor (at most `batch`), in one transaction that moves the
     * cursor only from where it was read: a second instance doing the same at once finds it
     * moved and writes nothing. `match` gives each listing's searches; their hits are stored.
     * Only listings of the kinds some search (alerts on) is of are matched: with none at all, the
     * cursor moves to the newest listing in one conditional write, however many came since (a
     * bulk import, a restore). `more` when a full batch was read (there may be more after it).
     */
    async matchNew(
      batch: number,
      now: string,
      match: (listing: NewListing, trx: Transaction<DB>) => Promise<number[]>,
    ): Promise<{ listings: number; matched: number; hits: number; skippedTo: number | null; more: boolean }> {
      return db.transaction().execute(async (trx) => {
        let cursor = trx.selectFrom('job_cursors').select('value').where('name', '=', CURSOR);
        if (kind === 'postgres') cursor = cursor.forUpdate();
        const from = Number((await cursor.executeTakeFirst())?.value ?? 0);
        // The newest listing now: the walk reads up to it, and the cursor may move to it when nothing between is of a searched kind.
        const newest = Number(
          (
            await trx
              .selectFrom('listings')
              .select((eb) => eb.fn.max('id').as('id'))
              .executeTakeFirst()
          )?.id ?? 0,
        );
        if (newest <= from) return { listings: 0, matched: 0, hits: 0, skippedTo: null, more: false };
        const kinds = await this.searchedKinds(trx);
        // By id only: a condition on the kind would have the planner read the kind's index and sort (seconds at 1M).
        const rows =
          kinds.length === 0
            ? []
            : await trx
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
                ])
                .where('id', '>', from)
                .where('id', '<=', newest)
                .orderBy('id')
                .limit(batch)
                .execute();
        let hits = 0;
        let matched = 0;
        for (const row of rows) {
          if (row.listed !== 1 || row.hidden_from !== null || !kinds.includes(row.kind)) continue;
          matched += 1;
          hits += await this.addHits(row.id, await match(row, trx), now, trx);
        }
        const more = rows.length === batch;
        const to = more ? rows.at(-1)!.id : newest;
        const moved = await trx.updateTable('job_cursors').set({ value: to }).where('name', '=', CURSOR).where('value', '=', from).executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new Error('saved-search matching: the cursor moved under this run');
        return { listings: rows.length, matched, hits, skippedTo: kinds.length === 0 ? to : null, more };
      });
    },

    /** The kinds of listing some search with alerts on is of (each an index lookup). */
    async searchedKinds(trx: Kysely<DB> | Transaction<DB> = db): Promise<ListingKind[]> {
      const found: ListingKind[] = [];
      for (const each of LISTING_KIND_NAMES) {
        const one = await trx.selectFrom('saved_searches').select('id').where('kind', '=', each).where('frequency', '<>', 'off').limit(1).executeTakeFirst();
        if (one) found.push(each);
      }
      return found;
    },

    /** One listing as matching reads it, if it is listed (a listing a moderator restored). */
    async listedListing(id: number): Promise<NewListing | null> {
      return (await listed(db).where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async addHits(listingId: number, searchIds: number[], now: string, trx: Kysely<DB> | Transaction<DB> = db): Promise<number> {
      if (searchIds.length === 0) return 0;
      const written = await trx
        .insertInto('saved_search_hits')
        .values(searchIds.map((searchId) => ({ search_id: searchId, listing_id: listingId, created_at: now })))
        .onConflict((oc) => oc.columns(['search_id', 'listing_id']).doNothing())
        .returning('search_id')
        .execute();
      return written.length;
    },

    /** Searches with hits not yet alerted, alerts not switched off. */
    async withNewHits(limit: number): Promise<SavedSearchRow[]> {
      return db
        .selectFrom('saved_searches')
        .select([...COLUMNS])
        .where('frequency', '<>', 'off')
        .where('id', 'in', (eb) => eb.selectFrom('saved_search_hits').select('search_id').where('alerted_at', 'is', null))
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * The listings an alert of a search may show, newest first: hits found up to `upTo` and not yet
     * alerted, of listings active (not reserved or sold), not hidden, not the searcher's.
     */
    async alertable(search: Pick<SavedSearchRow, 'id' | 'user_id'>, upTo: string, limit: number, trx: Kysely<DB> | Transaction<DB> = db): Promise<number[]> {
      const rows = await trx
        .selectFrom('saved_search_hits as h')
        .innerJoin('listings as l', 'l.id', 'h.listing_id')
        .select('l.id')
        .where('h.search_id', '=', search.id)
        .where('h.alerted_at', 'is', null)
        .where('h.created_at', '<=', upTo)
        .where('l.status', '=', 'active')
        .where('l.hidden_from', 'is', null)
        .where('l.owner_id', '<>', search.user_id)
        .orderBy('l.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Takes a search's alert of the hits found up to `upTo`: when some may be shown, its last
     * alert moves to `now` only if it is still the one read (one instance of several alerts);
     * either way those hits are marked, so that one no longer showable (sold, hidden) is passed
     * over for good. The listings to show (at most `show`) and how many there are; null when
     * another took it. Inside `trx`, with the notice written in the same transaction.
     */
    async takeAlert(search: SavedSearchRow, now: string, upTo: string, show: number, trx: Transaction<DB>): Promise<{ ids: number[]; count: number } | null> {
      const fresh = await this.alertable(search, upTo, 1_000_000, trx);
      if (fresh.length > 0) {
        const taken = await trx
          .updateTable('saved_searches')
          .set({ last_alert_at: now })
          .where('id', '=', search.id)
          .where('frequency', '=', search.frequency)
          .where((eb) => (search.last_alert_at === null ? eb('last_alert_at', 'is', null) : eb('last_alert_at', '=', search.last_alert_at)))
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) return null;
      }
      await trx
        .updateTable('saved_search_hits')
        .set({ alerted_at: now })
        .where('search_id', '=', search.id)
        .where('alerted_at', 'is', null)
        .where('created_at', '<=', upTo)
        .execute();
      return { ids: fresh.slice(0, show), count: fresh.length };
    },

    /** The language the searcher last used. */
    async localeOf(userId: number): Promise<string> {
      return (await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst())?.locale ?? 'uz';
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;

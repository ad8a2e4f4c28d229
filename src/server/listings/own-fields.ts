import type { Kysely, Transaction } from 'kysely';
import type { KindOwnFields, KindOwnFilters, KindOwnRecord, ListingKind, ListingRecord } from '../../lib/listing-kinds.ts';
import type { ListingStatus } from '../../lib/listing-states.ts';
import type { DB } from '../db/schema.ts';
import type { OwnConditions } from './listings.repository.ts';

export type { KindOwnFields } from '../../lib/listing-kinds.ts';

/**
 * What the listing core asks of a kind with fields of its own (issue 38), so that the core has
 * no branch for any kind: the kind's module (server/kinds/<kind>/) answers, and wiring.ts hands
 * each kind's to the core. A kind without own fields has none.
 */
export interface OwnFieldsStore {
  /** The own fields of these listings, by id, as records carry them; `trx` to read inside a transaction. */
  load(ids: number[], trx?: Kysely<DB>): Promise<Map<number, KindOwnRecord>>;
  /** The records of own fields read beside their listings (listings.repository.ts `recordRows`, the kind's `OwnRowRead`), by id. */
  records(fields: Map<number, KindOwnFields>, trx?: Kysely<DB>): Promise<Map<number, KindOwnRecord>>;
  /**
   * A listing's own fields as a write stores them: the so'm price the core keeps in `price` (the
   * lists' price filter and orders), the facets it keeps in `facets` (the kind's filters a search's
   * words check on the word index: `filter`'s conditions read them), and the write of its row
   * inside the listing's transaction, after the listing's own.
   */
  prepare(fields: KindOwnFields): Promise<{ price: number | null; facets: number; save(listingId: number, trx: Transaction<DB>): Promise<void> }>;
  /** The list's own filters as conditions on listings, and the list's price bounds in so'm (given in the filters' currency). */
  filter(
    filters: KindOwnFilters,
    bounds: { min?: number | undefined; max?: number | undefined },
  ): Promise<{ conditions?: OwnConditions; min?: number; max?: number }>;
  /**
   * A list of listed listings of the kind read from its own table (a list with its filters, or in
   * its own order), given its own filters: the core's filter (`OwnListFilter`) is all else it holds.
   */
  list?(filters: KindOwnFilters | undefined): OwnList;
  /** The kind's "similar" of a listing: a list's filters per tier, best first (`ListingsService.recommended`). */
  similarTiers?(record: ListingRecord): Promise<SimilarTier[]>;
  /** These listings in the kind's own order (a search's matches). */
  sortIds?(ids: number[]): Promise<number[]>;
}

/** What a list read from a kind's own table holds of the core's filter: no words, owner or condition, listed states only. */
export interface OwnListFilter {
  categoryId?: number | undefined;
  regionId?: number | undefined;
  locationIds?: number[] | undefined;
  /** Whole so'm. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Listed states only (active, reserved); every listed one when not given. */
  states?: readonly ListingStatus[] | undefined;
}

export type OwnListOrder = 'newest' | 'price' | '-price' | 'price_m2';

export interface OwnList {
  /** A page in `order` (ties by id) and how many listings match, counted up to `cap` + 1 (a list with the kind's filters). */
  countedPage(filter: OwnListFilter, order: OwnListOrder, offset: number, limit: number, cap: number): Promise<{ ids: number[]; count: number }>;
  /** Ids of a page in `order` (ties by id, as the core's lists); `fromEnd` reads the same order backwards. */
  pageIds(filter: OwnListFilter, order: OwnListOrder, offset: number, limit: number, fromEnd: boolean): Promise<number[]>;
}

/** A tier of "similar" listings: the filters of a list of the listing's kind. */
export interface SimilarTier {
  categoryId?: number | undefined;
  regionId?: number | undefined;
  locationIds?: number[] | undefined;
  own?: KindOwnFilters | undefined;
}

/** Each kind's store, for the kinds that have one. */
export type OwnFieldsStores = Partial<Record<ListingKind, OwnFieldsStore>>;

import type { Kysely, Transaction } from 'kysely';
import type { KindOwnFields, KindOwnFilters, KindOwnRecord, ListingKind, ListingRecord } from '../../lib/listing-kinds.ts';
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
  /**
   * A listing's own fields as a write stores them: the so'm price the core keeps in `price` (the
   * lists' price filter and orders), and the write of its row inside the listing's transaction.
   */
  prepare(
    fields: KindOwnFields,
  ): Promise<{ price: number | null; save(listingId: number, place: { locationId: number }, trx: Transaction<DB>): Promise<void> }>;
  /** The list's own filters as conditions on listings, and the list's price bounds in so'm (given in the filters' currency). */
  filter(
    filters: KindOwnFilters,
    bounds: { min?: number | undefined; max?: number | undefined },
  ): Promise<{ conditions?: OwnConditions; min?: number; max?: number }>;
  /** A page of ids in the kind's own order (`price_m2`), among the listings `where` holds (in `locationIds` when the list is a place's); `fromEnd` reads it backwards. */
  pageIds?(where: OwnConditions, offset: number, limit: number, fromEnd: boolean, locationIds?: number[]): Promise<number[]>;
  /** The kind's "similar" of a listing: a list's filters per tier, best first (`ListingsService.recommended`). */
  similarTiers?(record: ListingRecord): Promise<SimilarTier[]>;
  /** These listings in the kind's own order (a search's matches). */
  sortIds?(ids: number[]): Promise<number[]>;
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

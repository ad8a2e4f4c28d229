import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ListingKind } from '../../lib/listing-kinds.ts';

/** What the sitemap reads: ids and change times, in id ranges (a primary-key range scan). */
export function createSitemapRepository(db: Kysely<DB>) {
  return {
    async maxId(kind: ListingKind): Promise<number> {
      const row = await db
        .selectFrom('listings')
        .select((eb) => eb.fn.max('id').as('max'))
        .where('kind', '=', kind)
        .executeTakeFirst();
      return Number(row?.max ?? 0);
    },

    /** The listed listings (active and reserved) of an id range: the others' pages are not indexed. */
    entries(kind: ListingKind, fromId: number, toId: number): Promise<Array<{ id: number; updated_at: string }>> {
      return db
        .selectFrom('listings')
        .select(['id', 'updated_at'])
        .where('kind', '=', kind)
        .where('id', '>=', fromId)
        .where('id', '<=', toId)
        .where('listed', '=', 1)
        .orderBy('id')
        .execute();
    },

    /** The highest user id (0 without users): how far the sellers' parts go. A primary-key lookup, where "the last seller" would walk the listings. */
    async maxUserId(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirst();
      return Number(row?.max ?? 0);
    },

    /** The users of an id range with at least one listed listing: the seller pages worth finding. */
    async sellerIds(fromId: number, toId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('users')
        .select('users.id')
        .where('users.id', '>=', fromId)
        .where('users.id', '<=', toId)
        .where(({ exists, selectFrom }) =>
          exists(selectFrom('listings').select('listings.id').whereRef('listings.owner_id', '=', 'users.id').where('listings.listed', '=', 1)),
        )
        .orderBy('users.id')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;

import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ListingKind } from '../../lib/listing-kinds.ts';

/** What the sitemap reads: ids and change times, in id ranges (a primary-key range scan). */
export function createSitemapRepository(db: Kysely<DB>) {
  return {
    async maxId(kind: ListingKind): Promise<number> {
      const row = await db.selectFrom('listings').select((eb) => eb.fn.max('id').as('max')).where('kind', '=', kind).executeTakeFirst();
      return Number(row?.max ?? 0);
    },

    entries(kind: ListingKind, fromId: number, toId: number): Promise<Array<{ id: number; updated_at: string }>> {
      return db
        .selectFrom('listings')
        .select(['id', 'updated_at'])
        .where('kind', '=', kind)
        .where('id', '>=', fromId)
        .where('id', '<=', toId)
        .orderBy('id')
        .execute();
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;

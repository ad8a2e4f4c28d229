import type { Kysely } from 'kysely';
import { bandsOf } from '../../lib/image-fingerprint.ts';
import type { DB } from '../db/schema.ts';

/** Listing photos' fingerprints (issue 23, item 4), found through their bands' index. */
export function createPhotosRepository(db: Kysely<DB>) {
  return {
    /**
     * Photos of other listings sharing at least two fingerprint bands with any of `hashes` (a
     * near-duplicate shares at least two of eight: lib/image-fingerprint.ts), with their owners.
     */
    async candidates(
      listingId: number,
      hashes: string[],
      limit = 200,
    ): Promise<Array<{ image_id: number; listing_id: number; owner_id: number; fingerprint: string; detail: number | null }>> {
      const results = [];
      for (const hash of hashes) {
        const rows = await db
          .selectFrom('image_bands')
          .innerJoin('listing_images', 'listing_images.id', 'image_bands.image_id')
          .innerJoin('listings', 'listings.id', 'listing_images.listing_id')
          .select(['listing_images.id as image_id', 'listing_images.listing_id', 'listings.owner_id', 'listing_images.fingerprint', 'listing_images.detail'])
          .where('image_bands.band', 'in', bandsOf(hash))
          .where('listing_images.listing_id', '<>', listingId)
          .groupBy(['listing_images.id', 'listing_images.listing_id', 'listings.owner_id', 'listing_images.fingerprint', 'listing_images.detail'])
          .having((eb) => eb.fn.countAll(), '>=', 2)
          .limit(limit)
          .execute();
        for (const row of rows) if (row.fingerprint) results.push({ ...row, fingerprint: row.fingerprint });
      }
      return results;
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;

import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';

/** What a list checks of each entry besides its key (as migration 20261129-0710's indexes hold it). */
const CHECKED = [
  'category_id',
  'region_id',
  'location_id',
  'status',
  'deal',
  'rooms',
  'area_dm2',
  'floor',
  'floors',
  'new_building',
  'furnished',
  'seller_type',
  'price',
];
/** A count's key after its place (migration 20261129-0710). */
const COUNT_KEY = ['deal', 'category_id', 'rooms', 'price', 'listing_id'];
/** What the lists sort by besides the key's price: the sort date and the so'm per m². */
const SORTED = ['listed_at', 'price_m2'];

/**
 * PostgreSQL (issue 38): the count index of a region's and of a district's listed properties also
 * hold what the lists sort by, so that a list of a few (at most 300) is read and sorted from that
 * index alone (real-estate.repository.ts `gatedPage`). Without them its plan read the sort date
 * from the table for each match, and PostgreSQL's generic plan took a walk of the whole region's
 * newest-first index instead. SQLite's lists do not read a page from a count's index.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  for (const place of ['region_id', 'location_id']) {
    const key = [place, ...COUNT_KEY];
    const rest = [...CHECKED.filter((column) => !key.includes(column)), ...SORTED];
    const name = `real_estate_listed_${place.replace('_id', '')}_count_idx`;
    // The new index first, under another name, so that the lists always have one.
    await sql`create index ${sql.id(`${name}_new`)} on real_estate_fields (${sql.raw(key.join(', '))}) include (${sql.raw(rest.join(', '))}) where listed = 1`.execute(
      db,
    );
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql`alter index ${sql.id(`${name}_new`)} rename to ${sql.id(name)}`.execute(db);
  }
}

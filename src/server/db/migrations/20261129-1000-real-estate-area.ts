import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';

/** What a list checks of each entry besides its key (as migration 20261129-0710's indexes hold it). */
const CHECKED = ['category_id', 'region_id', 'location_id', 'status', 'deal', 'rooms', 'floor', 'floors', 'new_building', 'furnished', 'seller_type', 'price'];

/**
 * Listed properties by area (issue 38): a list by area alone, or with only the filters no index
 * keys (furnished, floors, new building, owner), counted its matches by reading every listed row
 * of the table until 300 matched: "60–90 m², furnished" read 1,656 rows for its "300+" (PostgreSQL
 * took a scan of the table, 1.5 ms). Keyed by area, its count reads the area's entries alone (566
 * of them, 0.3 ms), each holding every column a filter checks (PostgreSQL: INCLUDE).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const key = ['area_dm2', 'listing_id'];
  await (
    kind === 'postgres'
      ? sql`create index real_estate_listed_all_area_idx on real_estate_fields (${sql.raw(key.join(', '))}) include (${sql.raw(CHECKED.join(', '))}) where listed = 1`
      : sql`create index real_estate_listed_all_area_idx on real_estate_fields (${sql.raw([...key, ...CHECKED].join(', '))}) where listed = 1`
  ).execute(db);
}

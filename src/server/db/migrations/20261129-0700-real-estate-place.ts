import { sql, type Kysely } from 'kysely';

/**
 * A property's district beside its own fields (issue 38, measured at 1M: a district's list by price
 * per m² walked the country-wide per-m² index, about 500 listings a page). The listing core writes
 * it with the fields on every create and edit; the index walks one district cheapest per m² first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('real_estate_fields').addColumn('location_id', 'integer').execute();
  await sql`update real_estate_fields set location_id = (select listings.location_id from listings where listings.id = real_estate_fields.listing_id)`.execute(
    db,
  );
  await db.schema.createIndex('real_estate_fields_place_price_m2_idx').on('real_estate_fields').columns(['location_id', 'price_m2', 'listing_id']).execute();
}

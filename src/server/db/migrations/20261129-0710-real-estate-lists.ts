import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { timestampType } from '../dialect.ts';

/** The listing's columns a property's list filters and orders by, copied beside its own fields. */
const FOLLOWED = ['listed', 'status', 'category_id', 'region_id', 'location_id', 'price', 'listed_at'] as const;
/** What a list checks of each entry besides its key: read from the index, never from the table. */
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
/** A list's place (none, a region, districts) by its order (newest, price, price per m²). */
const PLACES = [[], ['region_id'], ['location_id']] as const;
const ORDERS = {
  newest: ['listed_at', 'listing_id'],
  price: ['price', 'listing_id'],
  m2: ['price_m2', 'listing_id'],
  // A count's: the place's entries of a deal, a type and rooms (nearly every search names a deal and a type), by price.
  count: ['deal', 'category_id', 'rooms', 'price', 'listing_id'],
} as const;

/**
 * Real estate's lists from its own table (issue 38, measured at 1M properties beside 1.1M goods
 * and services: a list with the kind's filters counted by reading each candidate listing and an
 * `exists` on its fields' row until 300 matched, 37 to 233 ms at p95). The columns of the listing
 * that a list filters and orders by (whether it is listed and its state, type, region, district,
 * so'm price and sort date) are kept in `real_estate_fields` too, so a list with the kind's filters
 * is counted and paged from this table's indexes alone: one partial index of listed properties per
 * place (none, region, district) and order (newest, price, price per m²), and one per place for
 * counts (by deal, type, rooms and price), each holding every column a filter checks (PostgreSQL:
 * INCLUDE), so that no list reads the table.
 *
 * The database keeps the copies, as it keeps the word index: a new row of fields takes them from
 * its listing, and every write to a listing's copied columns (an edit, a move of its life, a raise,
 * a moderator's hide, a job's expiry or re-pricing, the bench's bulk insert) writes them to its
 * row. The two per-m² indexes of all rows give way to the partial ones.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);
  await db.schema
    .alterTable('real_estate_fields')
    .addColumn('listed', 'smallint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('real_estate_fields').addColumn('status', 'varchar(12)').execute();
  await db.schema.alterTable('real_estate_fields').addColumn('category_id', 'integer').execute();
  await db.schema.alterTable('real_estate_fields').addColumn('region_id', 'integer').execute();
  await db.schema.alterTable('real_estate_fields').addColumn('price', 'bigint').execute();
  await db.schema.alterTable('real_estate_fields').addColumn('listed_at', ts).execute();
  const columns = sql.raw(FOLLOWED.join(', '));
  const of = (row: string) => sql.raw(FOLLOWED.map((column) => `${row}.${column}`).join(', '));
  await sql`update real_estate_fields set (${columns}) = (select ${of('listings')} from listings where listings.id = real_estate_fields.listing_id)`.execute(
    db,
  );

  // `listed` is the listing's state's (generated): its state's change is the trigger's.
  const written = FOLLOWED.filter((column) => column !== 'listed');
  const changed = sql.raw(written.join(', '));
  const differs = (not: string) => sql.raw(written.map((column) => `old.${column} ${not} new.${column}`).join(' or '));
  const follow = sql`update real_estate_fields set (${columns}) = (${of('new')}) where listing_id = new.id`;
  if (kind === 'postgres') {
    await sql`create function real_estate_fields_copy() returns trigger language plpgsql as $$
      begin
        select ${of('listings')} into ${of('new')} from listings where listings.id = new.listing_id;
        return new;
      end
    $$`.execute(db);
    await sql`create trigger real_estate_fields_copy before insert on real_estate_fields for each row execute function real_estate_fields_copy()`.execute(db);
    await sql`create function real_estate_fields_follow() returns trigger language plpgsql as $$
      begin
        ${follow};
        return null;
      end
    $$`.execute(db);
    await sql`create trigger real_estate_fields_follow after update of ${changed} on listings for each row
      when (new.kind = 'real_estate' and (${differs('is distinct from')})) execute function real_estate_fields_follow()`.execute(db);
  } else {
    await sql`create trigger real_estate_fields_copy after insert on real_estate_fields begin
      update real_estate_fields set (${columns}) = (select ${of('listings')} from listings where listings.id = new.listing_id)
        where listing_id = new.listing_id;
    end`.execute(db);
    await sql`create trigger real_estate_fields_follow after update of ${changed} on listings
      when new.kind = 'real_estate' and (${differs('is not')})
      begin ${follow}; end`.execute(db);
  }

  await db.schema.dropIndex('real_estate_fields_price_m2_idx').execute();
  await db.schema.dropIndex('real_estate_fields_place_price_m2_idx').execute();
  for (const place of PLACES) {
    for (const [order, keys] of Object.entries(ORDERS)) {
      const key: string[] = [...place, ...keys];
      const rest = CHECKED.filter((column) => !key.includes(column));
      const name = sql.id(`real_estate_listed_${place[0]?.replace('_id', '') ?? 'all'}_${order}_idx`);
      await (
        kind === 'postgres'
          ? sql`create index ${name} on real_estate_fields (${sql.raw(key.join(', '))}) include (${sql.raw(rest.join(', '))}) where listed = 1`
          : sql`create index ${name} on real_estate_fields (${sql.raw([...key, ...rest].join(', '))}) where listed = 1`
      ).execute(db);
    }
  }
}

import { sql, type Kysely } from 'kysely';
import type { Database, DatabaseKind } from '../database.ts';

/**
 * Real estate (issue 38): a third kind of listing on the one core. `kind` of listings and of
 * categories may now be `real_estate` (the CHECKs widened as `listing-paused` widened the states:
 * PostgreSQL drops and adds them, SQLite has its CREATE statements edited in place), a saved
 * search's kind has room for the name, and the kind's own fields live in `real_estate_fields`,
 * one row per listing, gone with it.
 *
 * The price is kept as the owner entered it (`currency`, `price_minor`: tiyin or cents); the
 * listing's `price` holds it in whole so'm at the day's rate, so that the lists' price filter,
 * order and indexes serve every kind alike, and `price_m2` the so'm per square metre (the order
 * "price per m²"). `rated_on` is the rate's day those were computed at: the rates job re-prices
 * the dollar-priced ones of an older day.
 */
const KINDS_BEFORE = "kind in ('product', 'service')";
const KINDS_AFTER = "kind in ('product', 'service', 'real_estate')";

export async function up(db: Kysely<unknown>, kind: DatabaseKind, database?: Pick<Database, 'replaceInTableSql'>): Promise<void> {
  if (kind === 'postgres') {
    for (const table of ['listings', 'categories']) {
      const checks = await sql<{
        conname: string;
      }>`select conname from pg_constraint where conrelid = ${sql.raw(`'${table}'::regclass`)} and contype = 'c' and pg_get_constraintdef(oid) like '%kind%product%service%'`.execute(
        db,
      );
      for (const { conname } of checks.rows) await sql`alter table ${sql.id(table)} drop constraint ${sql.id(conname)}`.execute(db);
      await sql`alter table ${sql.id(table)} add constraint ${sql.id(`${table}_kind_check`)} check (${sql.raw(KINDS_AFTER)})`.execute(db);
    }
    await sql`alter table saved_searches alter column kind type varchar(16)`.execute(db);
  } else {
    if (!database?.replaceInTableSql) throw new Error('SQLite without replaceInTableSql');
    database.replaceInTableSql('listings', KINDS_BEFORE, KINDS_AFTER);
    database.replaceInTableSql('categories', KINDS_BEFORE, KINDS_AFTER);
  }

  await db.schema
    .createTable('real_estate_fields')
    .addColumn('listing_id', 'integer', (col) => col.primaryKey().references('listings.id').onDelete('cascade'))
    .addColumn('deal', 'varchar(8)', (col) => col.notNull().check(sql`deal in ('sale', 'rent', 'daily')`))
    .addColumn('rooms', 'smallint')
    .addColumn('area_dm2', 'integer')
    .addColumn('land_m2', 'integer')
    .addColumn('floor', 'smallint')
    .addColumn('floors', 'smallint')
    .addColumn('material', 'varchar(10)', (col) => col.check(sql`material in ('brick', 'panel', 'monolith', 'block', 'other')`))
    .addColumn('new_building', 'smallint')
    .addColumn('repair', 'varchar(8)', (col) => col.check(sql`repair in ('euro', 'good', 'needs', 'shell')`))
    .addColumn('furnished', 'smallint')
    .addColumn('seller_type', 'varchar(8)', (col) => col.notNull().check(sql`seller_type in ('owner', 'agency')`))
    .addColumn('commission_permille', 'integer')
    .addColumn('landmark', 'varchar(120)')
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().check(sql`currency in ('UZS', 'USD')`))
    .addColumn('price_minor', 'bigint', (col) => col.notNull().check(sql`price_minor > 0`))
    .addColumn('price_m2', 'bigint')
    .addColumn('rated_on', 'text')
    .addCheckConstraint('real_estate_floor_within', sql`floor is null or floors is null or floor <= floors`)
    .execute();
  await db.schema.createIndex('real_estate_fields_price_m2_idx').on('real_estate_fields').columns(['price_m2', 'listing_id']).execute();
  await db.schema.createIndex('real_estate_fields_rated_idx').on('real_estate_fields').columns(['currency', 'rated_on']).execute();
}

import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { createSearchIndex, timestampType, withIdColumn } from '../dialect.ts';

/**
 * The listing core shared by products and services (DESIGN.md "Data"): one table with the
 * kind, owner, category, place, text and search text, their images, likes, and counts per
 * kind, category and district (the unfiltered and place/category lists count from there, not
 * from a million rows).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);

  await withIdColumn(db.schema.createTable('listings'), kind)
    .addColumn('kind', 'varchar(16)', (col) => col.notNull().check(sql`kind in ('product', 'service')`))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
    // Denormalized from the location (a district never changes region): region filters use an index.
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price', 'bigint', (col) => col.check(sql`price is null or (price >= 0 and price <= 1000000000000)`))
    .addColumn('condition', 'varchar(8)', (col) => col.check(sql`condition is null or condition in ('new', 'used')`))
    .addColumn('in_stock', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`in_stock in (0, 1)`),
    )
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('search_key', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .addCheckConstraint('listings_product_fields', sql`kind <> 'product' or (price is not null and condition is not null)`)
    .execute();
  // Newest first within whatever is filtered: kind, category, region, district and their pairs.
  // Price and condition ride along at the end, so that a list or count filtered by them as well
  // reads the index alone, never a row per entry (counting 10,000 used listings of a region read
  // 28,000 rows: 27 ms on SQLite, 76 ms on PostgreSQL at 1M listings).
  const byNewest = (name: string, columns: string[]) =>
    db.schema
      .createIndex(name)
      .on('listings')
      .columns([...columns, 'created_at desc', 'id desc', 'price', 'condition'])
      .execute();
  await byNewest('listings_kind_created_idx', ['kind']);
  await byNewest('listings_kind_category_created_idx', ['kind', 'category_id']);
  await byNewest('listings_kind_region_created_idx', ['kind', 'region_id']);
  await byNewest('listings_kind_location_created_idx', ['kind', 'location_id']);
  await byNewest('listings_kind_category_region_created_idx', ['kind', 'category_id', 'region_id']);
  await byNewest('listings_kind_category_location_created_idx', ['kind', 'category_id', 'location_id']);
  await db.schema.createIndex('listings_owner_created_idx').on('listings').columns(['owner_id', 'kind', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('listings_kind_price_idx').on('listings').columns(['kind', 'price', 'id']).execute();
  await createSearchIndex(db, kind);

  await withIdColumn(db.schema.createTable('listing_images'), kind)
    .addColumn('listing_id', 'integer', (col) => col.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('image_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('listing_images_listing_idx').on('listing_images').columns(['listing_id', 'position']).execute();

  await db.schema
    .createTable('listing_likes')
    .addColumn('listing_id', 'integer', (col) => col.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('listing_likes_pk', ['listing_id', 'user_id'])
    .execute();
  await db.schema.createIndex('listing_likes_user_idx').on('listing_likes').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('listing_counts')
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull())
    .addColumn('location_id', 'integer', (col) => col.notNull())
    .addColumn('region_id', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('listing_counts_pk', ['kind', 'category_id', 'location_id'])
    .execute();
  // Every list sums these rows (up to 20 categories × 206 districts of a kind): covering indexes
  // let the sum read one index, never the table, whichever of category, region, district is given.
  const counted = (name: string, columns: string[]) =>
    db.schema
      .createIndex(name)
      .on('listing_counts')
      .columns([...columns, 'count'])
      .execute();
  await counted('listing_counts_category_idx', ['kind', 'category_id', 'region_id', 'location_id']);
  await counted('listing_counts_region_idx', ['kind', 'region_id', 'location_id']);
  await counted('listing_counts_location_idx', ['kind', 'location_id']);
}

import { sql, type Kysely } from 'kysely';

/**
 * `listing_totals`: how many listings of a kind there are in all, per category, per region and
 * per category in a region (0 stands for "any"), so that a list filtered by nothing, a category
 * or a region reads its count from one row instead of summing up to 20 × 206 rows of
 * `listing_counts` (0.1 ms of every such list at any size). Kept in step with `listing_counts`
 * in the same transaction (listings.repository.ts `adjustCount`); filled here from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listing_totals')
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull())
    .addColumn('region_id', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('listing_totals_pk', ['kind', 'category_id', 'region_id'])
    .execute();
  // Each rollup groups by the columns it keeps; the others are 0 ("any").
  for (const kept of [[], ['category_id'], ['region_id'], ['category_id', 'region_id']]) {
    const category = kept.includes('category_id') ? sql`category_id` : sql`0`;
    const region = kept.includes('region_id') ? sql`region_id` : sql`0`;
    const groups = sql.join(['kind', ...kept].map((column) => sql.ref(column)));
    await sql`insert into listing_totals (kind, category_id, region_id, count)
      select kind, ${category}, ${region}, sum(count) from listing_counts group by ${groups}`.execute(db);
  }
}

import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { timestampType, withIdColumn } from '../dialect.ts';

/**
 * Reviews and trust (issue 24). A review is one person's word on the other side of a deal about a
 * listing: one per author, target and listing. It shows (`visible_at`) when both sides wrote or 14
 * days after it was written, unless held for moderation (`held`) or hidden by a moderator; `counted`
 * says whether it is in its target's sums now (a visible review of the last 365 days).
 * `user_ratings` keeps each person's sums (lib/review-rules.ts), written in the same transaction
 * as a review becomes visible. `user_traces` keeps who used which device cookie or address (as
 * keyed hashes), to hold reviews between accounts that share one. A listing remembers when it was
 * sold (`sold_at`: the review window runs from it) and an inquiry whether its pair were asked to
 * review each other. Cases may now be about a review.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);
  await db.schema.alterTable('listings').addColumn('sold_at', ts).execute();
  await sql`update listings set sold_at = updated_at where status = 'sold' or hidden_from = 'sold'`.execute(db);
  await db.schema.alterTable('listing_inquiries').addColumn('review_invited_at', ts).execute();

  await withIdColumn(db.schema.createTable('reviews'), kind)
    .addColumn('listing_id', 'integer', (col) => col.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The author's side of the deal.
    .addColumn('role', 'varchar(8)', (col) => col.notNull().check(sql`role in ('buyer', 'seller')`))
    .addColumn('stars', 'integer', (col) => col.notNull().check(sql`stars between 1 and 5`))
    // Reason tags, comma-separated (lib/review-rules.ts REVIEW_REASONS); empty above 3 stars.
    .addColumn('reasons', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('text', 'text')
    .addColumn('answer', 'text')
    .addColumn('answered_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .addColumn('visible_at', ts)
    .addColumn('held', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hidden_reason', 'text')
    .addColumn('counted', 'integer', (col) => col.notNull().defaultTo(0))
    // Its weight in the sums, taken at the epoch (lib/review-rules.ts epochWeight).
    .addColumn('weight', 'double precision', (col) => col.notNull())
    .addUniqueConstraint('reviews_author_target_listing_unique', ['author_id', 'target_id', 'listing_id'])
    .execute();
  // A person's shown reviews, newest first (the seller page), and by stars.
  await db.schema.createIndex('reviews_target_idx').on('reviews').columns(['target_id', 'visible_at', 'id']).execute();
  await db.schema.createIndex('reviews_listing_idx').on('reviews').columns(['listing_id', 'target_id']).execute();
  // The hourly job: reviews that do not show yet, and counted ones that grow too old.
  await sql`create index reviews_unseen_idx on reviews (created_at) where visible_at is null`.execute(db);
  await sql`create index reviews_counted_idx on reviews (created_at) where counted = 1`.execute(db);

  await db.schema
    .createTable('user_ratings')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('weighted_stars', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('weight', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', ts, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_traces')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (col) => col.notNull().check(sql`kind in ('device', 'address')`))
    .addColumn('value_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('seen_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('user_traces_pk', ['user_id', 'kind', 'value_hash'])
    .execute();
  await db.schema.createIndex('user_traces_value_idx').on('user_traces').columns(['kind', 'value_hash', 'seen_at']).execute();

  await allowReviewCases(db, kind);
}

const CHECK_BEFORE = "target_type in ('listing', 'comment', 'user', 'message')";
const CHECK_AFTER = "target_type in ('listing', 'comment', 'user', 'message', 'review')";

/**
 * Lets a moderation case be about a review. PostgreSQL replaces the column's check. SQLite cannot
 * alter a check: the cases table is made again from its own definition with the new check, and so
 * are the two tables that refer to it (made first and dropped first, so that no drop cascades),
 * then the copies take the names and the indexes are made again as they were.
 */
async function allowReviewCases(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`alter table moderation_cases drop constraint moderation_cases_target_type_check`.execute(db);
    await sql.raw(`alter table moderation_cases add constraint moderation_cases_target_type_check check (${CHECK_AFTER})`).execute(db);
    return;
  }
  const tables = ['moderation_cases', 'reports', 'moderation_actions'];
  const definitions = await sql<{
    type: string;
    name: string;
    tbl_name: string;
    sql: string | null;
  }>`select type, name, tbl_name, sql from sqlite_master where tbl_name in (${sql.join(tables)})`.execute(db);
  const tableSql = (name: string) => definitions.rows.find((row) => row.type === 'table' && row.name === name)!.sql!;
  const renamed = (text: string) => text.replace(/"(moderation_cases|reports|moderation_actions)"/g, '"$1_next"');
  if (!tableSql('moderation_cases').includes(CHECK_BEFORE)) throw new Error('moderation_cases: its target_type check is not the one this migration replaces');
  for (const table of tables) {
    await sql.raw(renamed(table === 'moderation_cases' ? tableSql(table).replace(CHECK_BEFORE, CHECK_AFTER) : tableSql(table))).execute(db);
    await sql.raw(`insert into "${table}_next" select * from "${table}"`).execute(db);
  }
  for (const table of [...tables].reverse()) await sql.raw(`drop table "${table}"`).execute(db);
  for (const table of tables) await sql.raw(`alter table "${table}_next" rename to "${table}"`).execute(db);
  for (const index of definitions.rows.filter((row) => row.type === 'index' && row.sql !== null)) await sql.raw(index.sql!).execute(db);
}

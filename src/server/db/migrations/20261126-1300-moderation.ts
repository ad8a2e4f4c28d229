import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { timestampType, withIdColumn } from '../dialect.ts';

/**
 * Reports and moderation (issue 23). A user's `role` (`moderator` is granted only from the command
 * line) and `suspended_until`; phones that may not register again; a listing hidden by a moderator
 * keeps the state it had (`hidden_from`), the reason the owner sees, and whether its one review was
 * asked; a hidden comment its reason. A report is one reporter's word on a target (a listing, a
 * comment, a user, a chat message): one open report per reporter and target. Reports of a target
 * meet in its one open case (also opened by the rules that hold obvious abuse back), which a
 * moderator decides once; every step of a case is in its audit log. Listing photos keep a
 * perceptual hash, looked up by its bands, to find near-duplicates.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(16)', (col) =>
      col
        .notNull()
        .defaultTo('regular')
        .check(sql`role in ('regular', 'moderator')`),
    )
    .execute();
  await db.schema.alterTable('users').addColumn('suspended_until', ts).execute();

  await db.schema
    .createTable('banned_phones')
    .addColumn('phone_number', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('banned_at', ts, (col) => col.notNull())
    .addColumn('case_id', 'integer')
    .execute();

  await db.schema.alterTable('listings').addColumn('hidden_from', 'varchar(12)').execute();
  await db.schema.alterTable('listings').addColumn('hidden_reason', 'text').execute();
  await db.schema.alterTable('listings').addColumn('review_asked_at', ts).execute();
  await db.schema.alterTable('comments').addColumn('hidden_reason', 'text').execute();
  await db.schema.alterTable('comments').addColumn('review_asked_at', ts).execute();

  await withIdColumn(db.schema.createTable('moderation_cases'), kind)
    .addColumn('target_type', 'varchar(12)', (col) => col.notNull().check(sql`target_type in ('listing', 'comment', 'user', 'message')`))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    // Whose content it is (the listing's owner, the comment's author, the user, the message's sender).
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('listing_kind', 'varchar(16)')
    .addColumn('region_id', 'integer')
    .addColumn('status', 'varchar(12)', (col) =>
      col
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'decided')`),
    )
    // The rule that held it back before anyone reported it (lib/moderation-rules.ts), if any.
    .addColumn('rule', 'varchar(80)')
    .addColumn('reports_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('opened_at', ts, (col) => col.notNull())
    .addColumn('last_report_at', ts)
    .addColumn('decided_at', ts)
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decision', 'varchar(16)')
    .addColumn('decision_reason', 'text')
    .execute();
  // One open case per target: reports and rules meet in it; a decided one leaves room for the next.
  await sql`create unique index moderation_cases_open_target_idx on moderation_cases (target_type, target_id) where status = 'open'`.execute(db);
  await db.schema.createIndex('moderation_cases_queue_idx').on('moderation_cases').columns(['status', 'last_report_at', 'id']).execute();
  await db.schema.createIndex('moderation_cases_owner_idx').on('moderation_cases').columns(['owner_id', 'id']).execute();

  await withIdColumn(db.schema.createTable('reports'), kind)
    .addColumn('reporter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('case_id', 'integer', (col) => col.notNull().references('moderation_cases.id').onDelete('cascade'))
    .addColumn('target_type', 'varchar(12)', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('reason', 'varchar(24)', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'varchar(12)', (col) =>
      col
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'upheld', 'dismissed')`),
    )
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('decided_at', ts)
    .execute();
  // One open report per reporter and target.
  await sql`create unique index reports_open_reporter_target_idx on reports (reporter_id, target_type, target_id) where status = 'open'`.execute(db);
  await db.schema.createIndex('reports_case_idx').on('reports').columns(['case_id']).execute();
  await db.schema.createIndex('reports_reporter_idx').on('reports').columns(['reporter_id', 'id']).execute();

  // Listing photos' 64-bit difference hashes (lib/image-fingerprint.ts) and their eight 8-bit bands: two
  // photos within 6 bits share at least 2 bands, so near-duplicates are found through the band index.
  await db.schema.alterTable('listing_images').addColumn('fingerprint', 'varchar(16)').execute();
  await db.schema.alterTable('listing_images').addColumn('detail', 'integer').execute();
  await db.schema
    .createTable('image_bands')
    .addColumn('band', 'varchar(4)', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.notNull().references('listing_images.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('image_bands_pk', ['band', 'image_id'])
    .execute();
  await db.schema.createIndex('image_bands_image_idx').on('image_bands').columns(['image_id']).execute();

  await withIdColumn(db.schema.createTable('moderation_actions'), kind)
    .addColumn('case_id', 'integer', (col) => col.notNull().references('moderation_cases.id').onDelete('cascade'))
    // Null: the site's own rules (held back, hidden after reports).
    .addColumn('moderator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(24)', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('moderation_actions_case_idx').on('moderation_actions').columns(['case_id', 'id']).execute();
}

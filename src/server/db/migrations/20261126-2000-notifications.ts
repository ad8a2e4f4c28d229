import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { timestampType, withIdColumn } from '../dialect.ts';

/**
 * Notifications (issue 25).
 *
 * - `notices.count` and `notices.created_at` move when a grouped notice (a chat's new messages,
 *   a listing's likes) is told again while unread; the notice centre lists by `created_at`.
 * - `notice_mutes`: the kinds a user switched off, per channel (`inapp`, `telegram`).
 * - `deliveries`: the outbox of notices to send outside the site (Telegram), written in the
 *   notice's own transaction, unique per channel, user and key (an event is sent once), claimed
 *   by one worker at a time with a lease (`lease_until`), retried with backoff (`next_at`).
 * - `saved_searches`: a list's filters with a name and a frequency; `anchor` (three letters of
 *   its longest word, or '') with `category_key` and `region_key` (0: any) index them, so that
 *   matching a new listing looks up a few index ranges, never every search.
 * - `saved_search_hits`: the new listings each search found, alerted once (`alerted_at`).
 * - `job_cursors`: how far a job has walked a table (the matching of new listings).
 * - `telegram_links`, `telegram_link_codes`: a user's Telegram chat and the one-time start codes.
 * - `socket_presence`: who has a socket open on which instance (Telegram tells of chat messages
 *   only to people with none).
 * - `users.locale`: the language a user last used, for what is sent to them outside the site.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);
  await db.schema
    .alterTable('notices')
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('notices_user_created_idx').on('notices').columns(['user_id', 'created_at desc', 'id desc']).execute();
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'varchar(2)', (col) => col.notNull().defaultTo('uz'))
    .execute();

  await db.schema
    .createTable('notice_mutes')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'varchar(20)', (col) => col.notNull())
    .addColumn('channel', 'varchar(10)', (col) => col.notNull().check(sql`channel in ('inapp', 'telegram')`))
    .addPrimaryKeyConstraint('notice_mutes_pk', ['user_id', 'topic', 'channel'])
    .execute();

  await withIdColumn(db.schema.createTable('deliveries'), kind)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'varchar(10)', (col) => col.notNull())
    .addColumn('dedupe_key', 'varchar(120)', (col) => col.notNull())
    // What to say, as the notice said it when it was told (a notice switched off on the site is not stored).
    .addColumn('type', 'varchar(30)', (col) => col.notNull())
    .addColumn('listing_id', 'integer', (col) => col.references('listings.id').onDelete('cascade'))
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('status', 'varchar(10)', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'dropped')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_at', ts, (col) => col.notNull())
    .addColumn('lease_until', ts)
    .addColumn('last_error', 'varchar(200)')
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('sent_at', ts)
    .execute();
  await db.schema.createIndex('deliveries_dedupe_idx').unique().on('deliveries').columns(['channel', 'user_id', 'dedupe_key']).execute();
  await db.schema.createIndex('deliveries_due_idx').on('deliveries').columns(['status', 'next_at']).execute();

  await withIdColumn(db.schema.createTable('saved_searches'), kind)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(80)', (col) => col.notNull())
    /** The list's query string as it was saved (canonical: lib/saved-search-rules.ts). */
    .addColumn('query', 'varchar(400)', (col) => col.notNull())
    .addColumn('words', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('anchor', 'varchar(12)', (col) => col.notNull().defaultTo(''))
    .addColumn('category_key', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('region_key', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('district_id', 'integer')
    .addColumn('price_min', 'bigint')
    .addColumn('price_max', 'bigint')
    .addColumn('condition', 'varchar(10)')
    .addColumn('frequency', 'varchar(10)', (col) => col.notNull().check(sql`frequency in ('instant', 'daily', 'weekly', 'off')`))
    .addColumn('unsubscribe_token', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('seen_at', ts, (col) => col.notNull())
    .addColumn('last_alert_at', ts)
    .execute();
  // Matching reads the index alone (the columns after the four it looks up by cover what it checks).
  await db.schema
    .createIndex('saved_searches_match_idx')
    .on('saved_searches')
    .columns(['kind', 'anchor', 'category_key', 'region_key', 'frequency', 'id', 'user_id', 'words', 'district_id', 'price_min', 'price_max', 'condition'])
    .execute();
  await db.schema.createIndex('saved_searches_user_idx').on('saved_searches').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('saved_searches_unsubscribe_idx').unique().on('saved_searches').columns(['unsubscribe_token']).execute();
  // A person saves one search once (the same filters of the same kind).
  await db.schema.createIndex('saved_searches_same_idx').unique().on('saved_searches').columns(['user_id', 'kind', 'query']).execute();

  await db.schema
    .createTable('saved_search_hits')
    .addColumn('search_id', 'integer', (col) => col.notNull().references('saved_searches.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (col) => col.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('alerted_at', ts)
    .addPrimaryKeyConstraint('saved_search_hits_pk', ['search_id', 'listing_id'])
    .execute();
  await db.schema.createIndex('saved_search_hits_due_idx').on('saved_search_hits').columns(['alerted_at', 'search_id']).execute();
  await db.schema.createIndex('saved_search_hits_listing_idx').on('saved_search_hits').columns(['listing_id']).execute();

  await db.schema
    .createTable('job_cursors')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('value', 'bigint', (col) => col.notNull())
    .execute();
  // New listings are matched from here on: what was listed before saved searches existed is not news.
  await sql`insert into job_cursors (name, value) select 'saved-search-matching', coalesce(max(id), 0) from listings`.execute(db);

  await db.schema
    .createTable('telegram_links')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('chat_id', 'varchar(24)', (col) => col.notNull())
    .addColumn('username', 'varchar(64)')
    .addColumn('linked_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('telegram_links_chat_idx').unique().on('telegram_links').columns(['chat_id']).execute();
  await db.schema
    .createTable('telegram_link_codes')
    .addColumn('code', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('telegram_link_codes_user_idx').on('telegram_link_codes').columns(['user_id']).execute();

  await db.schema
    .createTable('socket_presence')
    .addColumn('instance', 'varchar(40)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sockets', 'integer', (col) => col.notNull())
    .addColumn('seen_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('socket_presence_pk', ['instance', 'user_id'])
    .execute();
  await db.schema.createIndex('socket_presence_user_idx').on('socket_presence').columns(['user_id', 'seen_at']).execute();
}

import { sql, type Kysely } from 'kysely';
import { LISTING_KINDS } from '../../../lib/listing-kinds.ts';
import type { DatabaseKind } from '../database.ts';
import { timestampType, withIdColumn } from '../dialect.ts';

/**
 * A listing's life (issue 22, lib/listing-states.ts): its state, for whom it is reserved and
 * until when, to whom it was sold, when it expires, and its sort date (`listed_at`: the last
 * raise, else its creation). `listed` (1 for active and reserved) is derived from the state by
 * the database and leads every list index, so lists walk only what they show, by sort date.
 *
 * Listings written before get the term of their kind and category from their creation, and at
 * least a week from now: nothing a seller put up expires the hour this lands.
 *
 * `listing_inquiries`: who wrote to the seller about which listing (a chat started from it), the
 * buyers a listing can be reserved for or sold to. `notices`: one row per thing a user is told
 * (expiry reminders now; the notifications issue delivers them), unique per user and `dedupe_key`
 * so that a job run twice tells once.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);
  await db.schema
    .alterTable('listings')
    // `hidden` is moderation's (DESIGN.md "Listing states"), allowed here so that no table has to be rebuilt for it.
    .addColumn('status', 'varchar(12)', (col) =>
      col
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'reserved', 'sold', 'expired', 'archived', 'hidden')`),
    )
    .execute();
  const listed = sql`case when status in ('active', 'reserved') then 1 else 0 end`;
  // SQLite adds only virtual generated columns to a table; PostgreSQL only stored ones.
  await sql`alter table listings add column listed integer generated always as (${listed}) ${sql.raw(kind === 'postgres' ? 'stored' : 'virtual')}`.execute(db);
  await db.schema.alterTable('listings').addColumn('listed_at', ts).execute();
  await db.schema.alterTable('listings').addColumn('expires_at', ts).execute();
  await db.schema
    .alterTable('listings')
    .addColumn('reserved_for', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('listings').addColumn('reserved_until', ts).execute();
  await db.schema
    .alterTable('listings')
    .addColumn('sold_to', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  const plus = (column: string, days: number) =>
    kind === 'postgres'
      ? sql`${sql.ref(column)} + make_interval(days => ${days})`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.ref(column)}, ${`+${days} days`})`;
  const weekFromNow = kind === 'postgres' ? sql`now() + interval '7 days'` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+7 days')`;
  const later = (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) => (kind === 'postgres' ? sql`greatest(${a}, ${b})` : sql`max(${a}, ${b})`);
  await sql`update listings set listed_at = created_at`.execute(db);
  for (const spec of Object.values(LISTING_KINDS)) {
    const long = spec.term.longCategories as readonly string[];
    const inLong = long.length > 0 ? sql`category_id in (select id from categories where slug in (${sql.join(long)}))` : sql`false`;
    await sql`update listings set expires_at = ${later(plus('created_at', spec.term.days), weekFromNow)} where kind = ${spec.kind} and not (${inLong})`.execute(
      db,
    );
    if (long.length > 0)
      await sql`update listings set expires_at = ${later(plus('created_at', spec.term.longDays), weekFromNow)} where kind = ${spec.kind} and ${inLong}`.execute(
        db,
      );
  }
  if (kind === 'postgres') {
    await sql`alter table listings alter column listed_at set not null, alter column expires_at set not null`.execute(db);
  }

  // The list indexes again, by sort date and for listed listings only (the old ones were by creation).
  const old = ['kind', 'kind_category', 'kind_region', 'kind_location', 'kind_category_region', 'kind_category_location'];
  for (const name of old) await db.schema.dropIndex(`listings_${name}_created_idx`).execute();
  await db.schema.dropIndex('listings_owner_created_idx').execute();
  await db.schema.dropIndex('listings_kind_price_idx').execute();
  const byListed = (name: string, columns: string[]) =>
    db.schema
      .createIndex(name)
      .on('listings')
      .columns(['kind', 'listed', ...columns, 'listed_at desc', 'id desc', 'price', 'condition'])
      .execute();
  await byListed('listings_kind_listed_idx', []);
  await byListed('listings_kind_category_listed_idx', ['category_id']);
  await byListed('listings_kind_region_listed_idx', ['region_id']);
  await byListed('listings_kind_location_listed_idx', ['location_id']);
  await byListed('listings_kind_category_region_listed_idx', ['category_id', 'region_id']);
  await byListed('listings_kind_category_location_listed_idx', ['category_id', 'location_id']);
  await db.schema.createIndex('listings_owner_listed_idx').on('listings').columns(['owner_id', 'kind', 'listed_at desc', 'id desc']).execute();
  await db.schema.createIndex('listings_kind_price_idx').on('listings').columns(['kind', 'listed', 'price', 'id']).execute();
  // The hourly job finds what is due by state and date, never by reading every listing.
  await db.schema.createIndex('listings_status_expires_idx').on('listings').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('listings_status_reserved_idx').on('listings').columns(['status', 'reserved_until']).execute();

  await db.schema
    .createTable('listing_inquiries')
    .addColumn('listing_id', 'integer', (col) => col.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('listing_inquiries_pk', ['listing_id', 'user_id'])
    .execute();
  await db.schema.createIndex('listing_inquiries_user_idx').on('listing_inquiries').columns(['user_id']).execute();
  // The rooms started from a listing before: the participant who is not its owner asked about it.
  await sql`insert into listing_inquiries (listing_id, user_id, room_id, created_at)
    select l.id, case when r.user_low_id = l.owner_id then r.user_high_id else r.user_low_id end, r.id, r.created_at
    from chat_rooms r join listings l on l.id = r.listing_id
    where l.owner_id in (r.user_low_id, r.user_high_id)`.execute(db);

  await withIdColumn(db.schema.createTable('notices'), kind)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(40)', (col) => col.notNull())
    .addColumn('listing_id', 'integer', (col) => col.references('listings.id').onDelete('cascade'))
    .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('dedupe_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('read_at', ts)
    .execute();
  await db.schema.createIndex('notices_dedupe_idx').unique().on('notices').columns(['user_id', 'dedupe_key']).execute();
  await db.schema.createIndex('notices_user_idx').on('notices').columns(['user_id', 'id']).execute();
}

import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';

/**
 * The word index (issue 36): `listing_words` holds one row per indexed word of a listed listing
 * (lib/listing-words.ts: the title's words and dictionary keys in `title_key`, field 0; the
 * description's in the new `body_key`, field 1), keyed (kind, field, word, sort, listing_id) with
 * `sort` its sort date in milliseconds, so that a word's listings are read newest first from the
 * key alone and a page stops as soon as it is full (listing-search.repository.ts); the price
 * rides along (PostgreSQL: INCLUDE), so that a search by price reads its matches from the index.
 *
 * The database keeps it, in the transaction of every write to a listing (create, edit, a move of
 * its life, a raise, a moderator's hide and restore, a job's expiry, the bench's bulk insert):
 * triggers on `listings` delete the rows of the old keys and write those of the new ones while it
 * is listed (active or reserved).
 *
 * Nothing is filled here, so that a large database is not locked for minutes: the `search-keys`
 * job (search/search-keys.service.ts) re-keys every listing in batches, because the version
 * recorded here (0) is older than the dictionary's. Until it has, an older listing is still found
 * through the trigram indexes, below the word index's matches.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema
    .alterTable('listings')
    .addColumn('body_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  if (kind === 'postgres') {
    // Byte order for the words, so that a word's start is a range of the key whatever the database's locale.
    await sql`create table listing_words (
      kind varchar(16) not null,
      field smallint not null,
      word text collate "C" not null,
      sort bigint not null,
      listing_id integer not null,
      price bigint,
      primary key (kind, field, word, sort, listing_id) include (price)
    )`.execute(db);
    const sortOf = (row: 'old' | 'new') => sql.raw(`round(extract(epoch from ${row}.listed_at) * 1000)::bigint`);
    const words = (row: 'old' | 'new', column: 'title_key' | 'body_key') => sql.raw(`string_to_array(trim(${row}.${column}), ' ')`);
    await sql`create function listing_words_sync() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.listed = 1 then
          delete from listing_words where kind = old.kind and field = 0 and word = any(${words('old', 'title_key')}) and sort = ${sortOf('old')} and listing_id = old.id;
          delete from listing_words where kind = old.kind and field = 1 and word = any(${words('old', 'body_key')}) and sort = ${sortOf('old')} and listing_id = old.id;
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.listed = 1 then
          insert into listing_words (kind, field, word, sort, listing_id, price)
            select new.kind, 0, word, ${sortOf('new')}, new.id, new.price from unnest(${words('new', 'title_key')}) as word where word <> ''
            on conflict do nothing;
          insert into listing_words (kind, field, word, sort, listing_id, price)
            select new.kind, 1, word, ${sortOf('new')}, new.id, new.price from unnest(${words('new', 'body_key')}) as word where word <> ''
            on conflict do nothing;
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger listing_words_sync after insert or delete on listings for each row execute function listing_words_sync()`.execute(db);
    await sql`create trigger listing_words_sync_update after update of title_key, body_key, status, listed_at, kind, price on listings for each row
      when (old.title_key is distinct from new.title_key or old.body_key is distinct from new.body_key or old.listed is distinct from new.listed
        or old.listed_at is distinct from new.listed_at or old.kind is distinct from new.kind or old.price is distinct from new.price)
      execute function listing_words_sync()`.execute(db);
  } else {
    await sql`create table listing_words (
      kind text not null,
      field integer not null,
      word text not null,
      sort integer not null,
      listing_id integer not null,
      price integer,
      primary key (kind, field, word, sort, listing_id)
    ) without rowid`.execute(db);
    // A key's words as a JSON array (they are letters, digits and `~`: nothing to escape).
    const words = (row: 'old' | 'new', column: 'title_key' | 'body_key') => sql.raw(`json_each('["' || replace(trim(${row}.${column}), ' ', '","') || '"]')`);
    const sortOf = (row: 'old' | 'new') => sql.raw(`cast(round(unixepoch(${row}.listed_at, 'subsec') * 1000) as integer)`);
    const remove = (row: 'old') => sql`
      delete from listing_words where kind = ${sql.raw(row)}.kind and field = 0 and sort = ${sortOf(row)} and listing_id = ${sql.raw(row)}.id
        and word in (select value from ${words(row, 'title_key')});
      delete from listing_words where kind = ${sql.raw(row)}.kind and field = 1 and sort = ${sortOf(row)} and listing_id = ${sql.raw(row)}.id
        and word in (select value from ${words(row, 'body_key')});`;
    const add = (row: 'new') => sql`
      insert or ignore into listing_words (kind, field, word, sort, listing_id, price)
        select ${sql.raw(row)}.kind, 0, value, ${sortOf(row)}, ${sql.raw(row)}.id, ${sql.raw(row)}.price from ${words(row, 'title_key')} where value <> '';
      insert or ignore into listing_words (kind, field, word, sort, listing_id, price)
        select ${sql.raw(row)}.kind, 1, value, ${sortOf(row)}, ${sql.raw(row)}.id, ${sql.raw(row)}.price from ${words(row, 'body_key')} where value <> '';`;
    await sql`create trigger listing_words_insert after insert on listings when new.listed = 1 begin ${add('new')} end`.execute(db);
    await sql`create trigger listing_words_delete after delete on listings when old.listed = 1 begin ${remove('old')} end`.execute(db);
    await sql`create trigger listing_words_update after update of title_key, body_key, status, listed_at, kind, price on listings
      when old.title_key is not new.title_key or old.body_key is not new.body_key or old.listed is not new.listed
        or old.listed_at is not new.listed_at or old.kind is not new.kind or old.price is not new.price
      begin
        delete from listing_words where old.listed = 1 and kind = old.kind and field = 0 and sort = ${sortOf('old')} and listing_id = old.id
          and word in (select value from ${words('old', 'title_key')});
        delete from listing_words where old.listed = 1 and kind = old.kind and field = 1 and sort = ${sortOf('old')} and listing_id = old.id
          and word in (select value from ${words('old', 'body_key')});
        insert or ignore into listing_words (kind, field, word, sort, listing_id, price)
          select new.kind, 0, value, ${sortOf('new')}, new.id, new.price from ${words('new', 'title_key')} where new.listed = 1 and value <> '';
        insert or ignore into listing_words (kind, field, word, sort, listing_id, price)
          select new.kind, 1, value, ${sortOf('new')}, new.id, new.price from ${words('new', 'body_key')} where new.listed = 1 and value <> '';
      end`.execute(db);
  }
  // The dictionary version the listings' keys were made with (none yet: the job re-keys them all), the one being applied, and how far it has got.
  await sql`insert into job_cursors (name, value) values ('search-keys-version', 0), ('search-keys-target', 0), ('search-keys', 0)`.execute(db);
}

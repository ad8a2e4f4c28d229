import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DB } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * The few places where SQLite and PostgreSQL differ, kept together so that migrations and
 * repositories stay dialect-free everywhere else.
 */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, kind: DatabaseKind) {
  return table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  );
}

/** Column type for UTC instants: ISO 8601 text on SQLite, timestamptz on PostgreSQL. */
export function timestampType(kind: DatabaseKind) {
  return kind === 'postgres' ? 'timestamptz' : 'text';
}

/** The current instant as the column type above stores it. */
export function nowExpression(kind: DatabaseKind): RawBuilder<string> {
  return kind === 'postgres' ? sql<string>`now()` : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

/**
 * A timestamp as every row carries it: ISO 8601 UTC with milliseconds. PostgreSQL's text form
 * (`2026-11-22 09:00:00.123456+00`) goes through here in the pool's type parser; SQLite
 * already stores this shape.
 */
export function toIsoString(value: string): string {
  const normalized = /^\d{4}-\d{2}-\d{2} /.test(value) ? value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00') : value;
  return new Date(normalized).toISOString();
}

/**
 * Substring search over `listings.search_key` (lib/text.ts `searchKey`), indexed so that a word
 * of 3 letters or more never scans the table. SQLite: an FTS5 trigram table over the column,
 * kept in step by triggers. PostgreSQL: a pg_trgm GIN index, which `LIKE '%word%'` uses.
 */
export async function createSearchIndex(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index listings_search_key_trgm_idx on listings using gin (search_key gin_trgm_ops)`.execute(db);
    // LIKE '%word%' is estimated from the column's histogram: 1000 entries instead of 100 tell
    // a word in 0.1% of titles from one in 1%, which decides between the GIN index and a walk.
    await sql`alter table listings alter column search_key set statistics 1000`.execute(db);
    return;
  }
  await sql`create virtual table listing_search using fts5(search_key, content='listings', content_rowid='id', tokenize='trigram')`.execute(db);
  // Merge index segments as soon as two of a size exist (FTS5's default waits for four): a word
  // is looked up in every segment (1M listings inserted in batches: 12 segments instead of 16).
  await sql`insert into listing_search(listing_search, rank) values ('automerge', 2)`.execute(db);
  await sql`create trigger listing_search_insert after insert on listings begin
    insert into listing_search(rowid, search_key) values (new.id, new.search_key);
  end`.execute(db);
  await sql`create trigger listing_search_delete after delete on listings begin
    insert into listing_search(listing_search, rowid, search_key) values ('delete', old.id, old.search_key);
  end`.execute(db);
  await sql`create trigger listing_search_update after update of search_key on listings begin
    insert into listing_search(listing_search, rowid, search_key) values ('delete', old.id, old.search_key);
    insert into listing_search(rowid, search_key) values (new.id, new.search_key);
  end`.execute(db);
}

/** `text` for a LIKE pattern: its own %, _ and \\ match literally (with `escape '\\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `column LIKE '%text%'`, the text taken literally. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(text)}%`} escape '\\'`;
}

/**
 * Listings whose search key contains every word (lib/text.ts `searchWords`), as the start of a
 * query, and the order "newest match first" that lets a search stop at its first matches
 * instead of collecting them all. Words of 3 letters or more go through the search index, so
 * that they never scan the table; shorter words (which no trigram index can serve) are checked
 * on the rows the longer ones found, or alone when there are none (then newest-first indexes are
 * walked row by row until enough match: the one search that may read much of the table).
 *
 * SQLite: the query is driven by the FTS5 trigram table, read in descending rowid order and
 * joined to listings by primary key. CROSS JOIN keeps that order: given the choice, SQLite's
 * planner (it has no statistics) took `kind = ?` for selective and walked every listing of the
 * kind through an index, probing the set of all matches built first (0.4 s at 1M listings).
 *
 * PostgreSQL: `LIKE '%word%'` for every word, which the pg_trgm GIN index serves. With
 * statistics the planner chooses: a rare word through the GIN index (a bitmap of its matches,
 * sorted), a common one by walking the primary key backwards and stopping at the limit, which
 * is cheaper than rechecking tens of thousands of matches (5 ms instead of 100 ms at 1M). With
 * a place, category or owner (`narrowed`) the newest are taken by `created_at`, the order of
 * those filters' indexes: a walk then stays within the filter's rows, never the whole table,
 * when the word is rarer there than the planner assumes (a common word in a category where it
 * hardly occurs: 0.2 s walking the primary key at 1M, less than 0.1 s within the category).
 */
export function listingsMatching(
  db: Kysely<DB>,
  kind: DatabaseKind,
  words: string[],
  narrowed = false,
): { query: SelectQueryBuilder<DB, 'listings', {}>; newestFirst: RawBuilder<unknown> } {
  // Words are letters and digits only, never % or _: a plain pattern, which pg_trgm serves.
  const like = (word: string) => sql<SqlBool>`listings.search_key like ${`%${word}%`}`;
  const long = words.filter((word) => word.length >= 3);
  const short = words.filter((word) => word.length < 3);
  if (kind === 'postgres' || long.length === 0) {
    const query = words.length > 0 ? db.selectFrom('listings').where(sql.join(words.map(like), sql` and `) as RawBuilder<SqlBool>) : db.selectFrom('listings');
    // SQLite, short words only: newest by the order of the kind's (and filters') indexes, which it
    // walks and stops at the limit (by id it sorted every listing of the kind first: 2 s at 1M).
    return { query, newestFirst: kind === 'postgres' && !narrowed ? sql`listings.id desc` : sql`listings.created_at desc, listings.id desc` };
  }
  // Quoting letters and digits is all FTS5 needs.
  const match = long.map((word) => `"${word}"`).join(' AND ');
  let query = db
    .selectFrom(sql`listing_search`.as('listing_search'))
    .crossJoin('listings')
    .where(sql<SqlBool>`listing_search match ${match} and listings.id = listing_search.rowid`);
  for (const word of short) query = query.where(like(word));
  // The FTS table is only named here; to the caller this is a query over listings.
  return { query: query as unknown as SelectQueryBuilder<DB, 'listings', {}>, newestFirst: sql`listing_search.rowid desc` };
}

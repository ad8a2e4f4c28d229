import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseKind } from './database.ts';

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
    return;
  }
  await sql`create virtual table listing_search using fts5(search_key, content='listings', content_rowid='id', tokenize='trigram')`.execute(db);
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
 * "The listing's search key contains every word" (words from lib/text.ts `searchWords`). Words
 * of 3 letters or more go through the search index: FTS5 trigram on SQLite, the pg_trgm GIN
 * index on PostgreSQL; shorter words (which no trigram index can serve) are checked on the rows
 * the longer ones found, or alone when there are none.
 */
export function searchKeyContainsAll(kind: DatabaseKind, words: string[]): RawBuilder<SqlBool> {
  // Words are letters and digits only, never % or _: a plain pattern, which pg_trgm serves.
  const like = (word: string) => sql<SqlBool>`listings.search_key like ${`%${word}%`}`;
  const long = words.filter((word) => word.length >= 3);
  const short = words.filter((word) => word.length < 3).map(like);
  if (kind === 'postgres' || long.length === 0) return sql.join([...long.map(like), ...short], sql` and `) as RawBuilder<SqlBool>;
  // Quoting letters and digits is all FTS5 needs.
  const match = long.map((word) => `"${word}"`).join(' AND ');
  const indexed = sql<SqlBool>`listings.id in (select rowid from listing_search where listing_search match ${match})`;
  return sql.join([indexed, ...short], sql` and `) as RawBuilder<SqlBool>;
}

import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { jsonArrayFrom as pgJsonArray, jsonObjectFrom as pgJsonObject } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray, jsonObjectFrom as sqliteJsonObject } from 'kysely/helpers/sqlite';
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

const PG_UTC = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp as every row carries it: ISO 8601 UTC with milliseconds. PostgreSQL's text form
 * (`2026-11-22 09:00:00.123456+00`) goes through here in the pool's type parser; SQLite
 * already stores this shape.
 */
export function toIsoString(value: string): string {
  // In UTC (`+00`, PostgreSQL's form when its zone is UTC) the text is rewritten as Date would give it (milliseconds, cut); any other zone goes through Date.
  const utc = PG_UTC.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const normalized = /^\d{4}-\d{2}-\d{2} /.test(value) ? value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00') : value;
  return new Date(normalized).toISOString();
}

/**
 * A subquery's rows as one JSON array column (`[]` when none), read back with `fromJson`: a page
 * of listings reads its photos in its own statement (listings.repository.ts `recordRows`). The
 * subquery names its columns (SQLite's `json_object` lists them).
 */
export function jsonRows<O>(kind: DatabaseKind, rows: SelectQueryBuilder<DB, keyof DB, O>): RawBuilder<unknown> {
  return kind === 'postgres' ? pgJsonArray(rows) : sqliteJsonArray(rows);
}

/** A subquery's first row as one JSON object column (null when none), read back with `fromJson`. */
export function jsonRow<O>(kind: DatabaseKind, row: SelectQueryBuilder<DB, keyof DB, O>): RawBuilder<unknown> {
  return kind === 'postgres' ? pgJsonObject(row) : sqliteJsonObject(row);
}

/** A JSON column as read: PostgreSQL's driver parses it, SQLite gives its text. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * Substring search over `listings.search_key` (lib/text.ts `searchKey`), indexed so that a word
 * of 3 letters or more never scans the table (`trigramIndex`, as `listing_search`).
 */
export function createSearchIndex(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  return trigramIndex(db, kind, 'listing_search', 'search_key');
}

/** The trigram index of a text column of listings, and the FTS5 table that holds it on SQLite. */
export type SearchIndex = { table: 'listing_search'; column: 'search_key' } | { table: 'listing_titles'; column: 'title_key' };

/**
 * A trigram index over a text column of listings. SQLite: an FTS5 trigram table over the column
 * (`table`), kept in step by triggers. PostgreSQL: a pg_trgm GIN index, which `LIKE '%word%'` uses.
 */
export async function trigramIndex(db: Kysely<unknown>, kind: DatabaseKind, table: SearchIndex['table'], column: SearchIndex['column']): Promise<void> {
  if (kind === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index ${sql.raw(`listings_${column}_trgm_idx`)} on listings using gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
    // LIKE '%word%' is estimated from the column's histogram: 1000 entries instead of 100 tell
    // a word in 0.1% of titles from one in 1%, which decides between the GIN index and a walk.
    await sql`alter table listings alter column ${sql.ref(column)} set statistics 1000`.execute(db);
    return;
  }
  const fts = sql.raw(table);
  const col = sql.raw(column);
  await sql`create virtual table ${fts} using fts5(${col}, content='listings', content_rowid='id', tokenize='trigram')`.execute(db);
  // Merge index segments as soon as two of a size exist (FTS5's default waits for four): a word
  // is looked up in every segment (1M listings inserted in batches: 12 segments instead of 16).
  await sql`insert into ${fts}(${fts}, rank) values ('automerge', 2)`.execute(db);
  // Rows written before the index (a migration that adds it to a filled table).
  await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_insert`)} after insert on listings begin
    insert into ${fts}(rowid, ${col}) values (new.id, new.${col});
  end`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_delete`)} after delete on listings begin
    insert into ${fts}(${fts}, rowid, ${col}) values ('delete', old.id, old.${col});
  end`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_update`)} after update of ${col} on listings begin
    insert into ${fts}(${fts}, rowid, ${col}) values ('delete', old.id, old.${col});
    insert into ${fts}(rowid, ${col}) values (new.id, new.${col});
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
 * A query over listings before its select. Kysely types an empty selection as `{}` (`selectFrom` returns it);
 * `Record<never, never>` is that same type, written as what it means there: an object without keys.
 */
type ListingsQuery = SelectQueryBuilder<DB, 'listings', Record<never, never>>;

/**
 * Listings whose indexed column (`search_key`, or `title_key` for the title tiers of a
 * relevance-sorted search) contains every pattern (a search word, or one with a space before or
 * either side: a word's start, a whole word), as the start of a query, and the order "newest
 * match first" that lets a search stop at its first matches instead of collecting them all.
 * Patterns of 3 characters or more go through the trigram index, so that they never scan the
 * table; shorter ones (which no trigram index can serve) are checked on the rows the longer ones
 * found, or alone when there are none (then newest-first indexes are walked row by row until
 * enough match: the one search that may read much of the table).
 *
 * SQLite: the query is driven by the FTS5 trigram table, read in descending rowid order and
 * joined to listings by primary key. CROSS JOIN keeps that order: given the choice, SQLite's
 * planner (it has no statistics) took `kind = ?` for selective and walked every listing of the
 * kind through an index, probing the set of all matches built first (0.4 s at 1M listings).
 *
 * PostgreSQL: `LIKE '%pattern%'` for every pattern, which the pg_trgm GIN index serves. With
 * statistics the planner chooses: a rare word through the GIN index (a bitmap of its matches,
 * sorted), a common one by walking the primary key backwards and stopping at the limit, which
 * is cheaper than rechecking tens of thousands of matches (5 ms instead of 100 ms at 1M). With
 * a place, category or owner (`narrowed`) the newest are taken by `listed_at`, the order of
 * those filters' indexes: a walk then stays within the filter's rows, never the whole table,
 * when the word is rarer there than the planner assumes (a common word in a category where it
 * hardly occurs: 0.2 s walking the primary key at 1M, less than 0.1 s within the category).
 */
export function listingsMatching(
  db: Kysely<DB>,
  kind: DatabaseKind,
  patterns: string[],
  narrowed = false,
  index: SearchIndex = { table: 'listing_search', column: 'search_key' },
): { query: ListingsQuery; newestFirst: RawBuilder<unknown> } {
  // Patterns are letters, digits and spaces, never % or _: a plain LIKE, which pg_trgm serves.
  const like = (pattern: string) => sql<SqlBool>`${sql.ref(`listings.${index.column}`)} like ${`%${pattern}%`}`;
  const long = patterns.filter((pattern) => pattern.length >= 3);
  const short = patterns.filter((pattern) => pattern.length < 3);
  if (kind === 'postgres' || long.length === 0) {
    const query =
      patterns.length > 0 ? db.selectFrom('listings').where(sql.join(patterns.map(like), sql` and `) as RawBuilder<SqlBool>) : db.selectFrom('listings');
    // SQLite, short words only: newest by the order of the kind's (and filters') indexes, which it
    // walks and stops at the limit (by id it sorted every listing of the kind first: 2 s at 1M).
    return { query, newestFirst: kind === 'postgres' && !narrowed ? sql`listings.id desc` : sql`listings.listed_at desc, listings.id desc` };
  }
  // Quoting letters, digits and spaces is all FTS5 needs (a trigram table matches the string as it is, spaces included).
  const match = long.map((pattern) => `"${pattern}"`).join(' AND ');
  const fts = sql.raw(index.table);
  let query = db
    .selectFrom(sql`${fts}`.as(index.table))
    .crossJoin('listings')
    .where(sql<SqlBool>`${fts} match ${match} and listings.id = ${fts}.rowid`);
  for (const pattern of short) query = query.where(like(pattern));
  // The FTS table is only named here; to the caller this is a query over listings.
  return { query: query as unknown as ListingsQuery, newestFirst: sql`${fts}.rowid desc` };
}

/**
 * PostgreSQL's NOTIFY on `channel` (the instance bus's send, bus.ts), in `db`'s transaction when it is
 * one: PostgreSQL delivers it at that commit, and never after a rollback.
 */
export async function pgNotify(db: Kysely<DB>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

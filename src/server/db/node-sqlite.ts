import { DatabaseSync, type StatementSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect speaks the better-sqlite3 interface; this adapts Node's built-in
 * `node:sqlite` to it (no native build), with a bounded statement cache and the pragmas we rely on.
 */
const STATEMENT_CACHE_SIZE = 256;
/**
 * The connection's page cache: 64 MB instead of SQLite's 2 MB, so that the pages every list
 * reads (newest-first indexes, FTS segments, recent rows) stay in memory; at 1M listings (1.1 GB)
 * a search with filters went from 2.9–3.6 to 1.4–1.8 ms. Temporary sort trees stay in memory.
 * (A memory map, `mmap_size`, measured no better on top of this and is left off.)
 */
const PRAGMAS = ['journal_mode = WAL', 'synchronous = NORMAL', 'foreign_keys = ON', 'busy_timeout = 5000', 'cache_size = -65536', 'temp_store = MEMORY'];

function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  if (value instanceof Uint8Array) return value;
  return JSON.stringify(value);
}

class CachedStatement implements SqliteStatement {
  readonly reader: boolean;
  constructor(private readonly statement: StatementSync) {
    this.reader = statement.columns().length > 0;
  }
  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.statement.all(...parameters.map(toSqliteValue));
  }
  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return this.statement.run(...parameters.map(toSqliteValue));
  }
  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.statement.iterate(...parameters.map(toSqliteValue));
  }
}

export interface NodeSqlite extends SqliteDatabase {
  readonly raw: DatabaseSync;
}

/**
 * Replaces `from` by `to` in a table's CREATE statement, in place: SQLite's documented way to
 * loosen a CHECK constraint (sqlite.org/lang_altertable.html, "making other kinds of table schema
 * changes"), for a change that leaves every stored row valid. A migration's tool: the
 * connection's defensive flag is lifted for these statements only.
 */
export function replaceInTableSql(raw: DatabaseSync, table: string, from: string, to: string): void {
  const own = !raw.isTransaction;
  raw.enableDefensive(false);
  try {
    if (own) raw.exec('BEGIN IMMEDIATE');
    try {
      const { schema_version: version } = raw.prepare('PRAGMA schema_version').get() as { schema_version: number };
      raw.exec('PRAGMA writable_schema = ON');
      const changed = raw
        .prepare("UPDATE sqlite_schema SET sql = replace(sql, ?, ?) WHERE type = 'table' AND name = ? AND instr(sql, ?) > 0")
        .run(from, to, table, from);
      if (changed.changes !== 1) throw new Error(`${table}: its CREATE statement does not hold ${from}`);
      raw.exec(`PRAGMA schema_version = ${version + 1}`);
      raw.exec('PRAGMA writable_schema = RESET');
      const check = raw.prepare('PRAGMA quick_check').all() as Array<{ quick_check: string }>;
      if (check[0]?.quick_check !== 'ok') throw new Error(`${table}: ${JSON.stringify(check)}`);
      if (own) raw.exec('COMMIT');
    } catch (error) {
      raw.exec('PRAGMA writable_schema = RESET');
      if (own) raw.exec('ROLLBACK');
      throw error;
    }
  } finally {
    raw.enableDefensive(true);
  }
}

export function openNodeSqlite(filename: string): NodeSqlite {
  const raw = new DatabaseSync(filename, { enableForeignKeyConstraints: true, timeout: 5000 });
  raw.exec(PRAGMAS.map((pragma) => `PRAGMA ${pragma};`).join(' '));
  const cache = new Map<string, CachedStatement>();
  return {
    raw,
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) {
        // Re-insert to keep the map in least-recently-used order.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = new CachedStatement(raw.prepare(sql));
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
    close() {
      cache.clear();
      if (raw.isOpen) raw.close();
    },
  };
}

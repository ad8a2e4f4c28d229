import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { toIsoString, type DatabaseKind } from './dialect.ts';

export type { DatabaseKind };
import { openNodeSqlite, replaceInTableSql } from './node-sqlite.ts';

export interface Database {
  readonly db: Kysely<DB>;
  readonly kind: DatabaseKind;
  /** SQLite only, for migrations: replaces text in a table's CREATE statement (node-sqlite.ts `replaceInTableSql`). */
  readonly replaceInTableSql?: ((table: string, from: string, to: string) => void) | undefined;
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`; without it, SQLite in `dataDir/marketplace.db`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite file name override (tests use one file per suite). */
  sqliteFile?: string;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    // Requests run short statements side by side: no parallel workers (starting two costs ~10 ms,
    // more than a search's whole walk: issue 36) and no JIT compilation for any of them.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: { getTypeParser },
      options: '-c max_parallel_workers_per_gather=0 -c jit=off',
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return wrap(db, 'postgres');
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = options.sqliteFile ?? path.join(options.dataDir, 'marketplace.db');
  const sqlite = openNodeSqlite(file);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { ...wrap(db, 'sqlite'), replaceInTableSql: (table, from, to) => replaceInTableSql(sqlite.raw, table, from, to) };
}

/**
 * Values as both databases give them: int8 (count(*), sums) as numbers, since our counts fit in
 * a double; timestamps as ISO 8601 UTC text, the same shape SQLite stores (dialect.ts).
 */
const getTypeParser = ((oid: number, format?: 'text' | 'binary') => {
  if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
  if (oid === pg.types.builtins.TIMESTAMPTZ || oid === pg.types.builtins.TIMESTAMP) return (value: string) => toIsoString(value);
  return pg.types.getTypeParser(oid, format);
}) as typeof pg.types.getTypeParser;

function wrap(db: Kysely<DB>, kind: DatabaseKind): Database {
  let closed = false;
  return {
    db,
    kind,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

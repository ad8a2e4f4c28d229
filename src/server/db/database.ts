import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { openNodeSqlite } from './node-sqlite.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  readonly db: Kysely<DB>;
  readonly kind: DatabaseKind;
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

// PostgreSQL returns int8 (count(*), sums) as strings; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return wrap(db, 'postgres');
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = options.sqliteFile ?? path.join(options.dataDir, 'marketplace.db');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: openNodeSqlite(file) }) });
  return wrap(db, 'sqlite');
}

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

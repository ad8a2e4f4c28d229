import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { toIsoString, type DatabaseKind } from './dialect.ts';
import { REUSABLE } from './reusable-statement.ts';
import { createHash } from 'node:crypto';

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
  /** PostgreSQL: connections in the pool (10) and the reusable statements each prepares (PREPARED_PER_CONNECTION); tests set fewer. */
  pool?: { size?: number; preparedPerConnection?: number };
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    // Requests run short statements side by side: no parallel workers (starting two costs ~10 ms,
    // more than a search's whole walk: issue 36) and no JIT compilation for any of them.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pool?.size ?? 10,
      maxUses: USES_PER_CONNECTION,
      types: { getTypeParser },
      options: '-c max_parallel_workers_per_gather=0 -c jit=off',
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    pool.on('connect', (client) => prepareReusable(client, options.pool?.preparedPerConnection ?? PREPARED_PER_CONNECTION));
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

/** Prepared statements a connection holds at most; past them, a new statement is planned on every run. */
const PREPARED_PER_CONNECTION = 200;
/** Uses of a connection (a statement, or a transaction) before the pool replaces it: what it prepared goes with it, and the statements in use are prepared anew. */
const USES_PER_CONNECTION = 100_000;

/**
 * The statements marked REUSABLE (reusable-statement.ts: a page's records by id, a counts
 * table's row, a list whose every plan serves any values) become prepared statements on each
 * connection: PostgreSQL parses and plans each once per connection instead of on every request
 * (planning a page's records costs more than running it), and keeps a generic plan once five runs
 * showed it costs no more. Only those: a plan that depends on the values must be made for them.
 * A connection prepares its first `most` of them (a list's statement is one per
 * shape of its filters), and serves USES_PER_CONNECTION uses.
 */
function prepareReusable(client: pg.PoolClient, most: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = new Set<string>();
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || !text.startsWith(REUSABLE) || !Array.isArray(values)) return query(text, values, callback);
    const name = statementName(text);
    if (!prepared.has(name)) {
      if (prepared.size >= most) return query(text, values, callback);
      prepared.add(name);
    }
    return query({ name, text, values }, callback);
  }) as typeof client.query;
}

const statementNames = new Map<string, string>();
/** A prepared statement's name: one per text, the same on every connection. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) statementNames.set(text, (name = `r${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return name;
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

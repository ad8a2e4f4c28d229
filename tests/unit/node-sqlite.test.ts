import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeSqlite, type NodeSqlite } from '../../src/server/db/node-sqlite.ts';

let database: NodeSqlite | undefined;
afterEach(() => database?.close());

describe('node:sqlite adapter for Kysely', () => {
  it('reuses one prepared statement for the same SQL', () => {
    database = openNodeSqlite(':memory:');
    expect(database.prepare('select 1 as one')).toBe(database.prepare('select 1 as one'));
  });

  it('tells readers (including RETURNING) from writers', () => {
    database = openNodeSqlite(':memory:');
    database.raw.exec('create table t (id integer primary key, flag integer, at text)');
    expect(database.prepare('select * from t').reader).toBe(true);
    expect(database.prepare('insert into t (flag) values (?)').reader).toBe(false);
    expect(database.prepare('insert into t (flag) values (?) returning id').reader).toBe(true);
  });

  it('stores booleans as 0/1, dates as ISO text and undefined as null through Kysely', async () => {
    database = openNodeSqlite(':memory:');
    database.raw.exec('create table t (id integer primary key, flag integer, at text, note text)');
    const db = new Kysely<{ t: { id: number; flag: number | boolean; at: string | Date; note: string | null } }>({
      dialect: new SqliteDialect({ database }),
    });
    await db
      .insertInto('t')
      .values({ id: 1, flag: true, at: new Date('2026-01-02T03:04:05.000Z'), note: null })
      .execute();
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([{ id: 1, flag: 1, at: '2026-01-02T03:04:05.000Z', note: null }]);
    const { rows } = await sql<{ n: number }>`select count(*) as n from t where flag = ${true}`.execute(db);
    expect(rows[0]?.n).toBe(1);
  });

  it('enforces foreign keys and uses write-ahead logging on files', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/bozor-sqlite-`);
    try {
      database = openNodeSqlite(`${dir}/test.db`);
      expect(database.prepare('pragma journal_mode').all([])).toEqual([{ journal_mode: 'wal' }]);
      database.raw.exec('create table a (id integer primary key); create table b (a_id integer references a(id))');
      expect(() => database!.prepare('insert into b (a_id) values (?)').run([42])).toThrow(/FOREIGN KEY/);
    } finally {
      database?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

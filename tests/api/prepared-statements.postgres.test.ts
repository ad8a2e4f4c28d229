import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { executeReusable } from '../../src/server/db/reusable-statement.ts';
import { createPostgresDatabase } from '../fixtures/test-app.ts';

/**
 * Reusable statements on PostgreSQL (db/database.ts `prepareReusable`): each connection prepares
 * the first few it is given and plans the rest on every run, so that the many shapes of the lists'
 * statements cannot fill a connection's memory. One connection here, so every statement meets it.
 */
describe('reusable statements on PostgreSQL', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  beforeAll(async () => {
    created = await createPostgresDatabase();
    database = openDatabase({ databaseUrl: created.url, dataDir: '/tmp', pool: { size: 1, preparedPerConnection: 2 } });
  });
  afterAll(async () => {
    await database?.close();
    await created?.drop();
  });

  const plus = (add: number, value: number) =>
    executeReusable(database.db, sql<{ n: number }>`select cast(${value} as integer) + ${sql.lit(add)} as n`.compile(database.db));
  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements order by prepare_time`.execute(database.db)).rows.map(
      (row) => row.statement,
    );

  it('prepares the first reusable statements a connection runs, up to its most, and runs the others unprepared with their values', async () => {
    for (const value of [1, 2, 3]) {
      expect(await plus(10, value)).toEqual([{ n: 10 + value }]);
      expect(await plus(20, value)).toEqual([{ n: 20 + value }]);
      expect(await plus(30, value)).toEqual([{ n: 30 + value }]);
    }
    const statements = await prepared();
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('+ 10 as n');
    expect(statements[1]).toContain('+ 20 as n');
  });

  it('prepares no statement that is not marked reusable', async () => {
    await sql`select cast(${5} as integer) + 40 as n`.execute(database.db);
    expect((await prepared()).some((statement) => statement.includes('+ 40'))).toBe(false);
  });
});

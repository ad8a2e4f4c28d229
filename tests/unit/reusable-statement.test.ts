import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reusableStatement } from '../../src/server/db/reusable-statement.ts';
import type { DB } from '../../src/server/db/schema.ts';

const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('a reusable statement', () => {
  it('is built and compiled once per number of parameters, then run with each call’s own', async () => {
    const built: number[] = [];
    const run: Array<readonly unknown[]> = [];
    const executor = {
      executeQuery: async (query: { sql: string; parameters: readonly unknown[] }) => (run.push(query.parameters), { rows: [] }),
    } as unknown as Kysely<DB>;
    const byIds = reusableStatement(
      (ids) => (
        built.push(ids.length),
        db
          .selectFrom('users')
          .select('id')
          .where('id', 'in', ids as number[])
      ),
    );
    await byIds(executor, [1, 2]);
    await byIds(executor, [7, 8]);
    await byIds(executor, [3]);
    expect(built).toEqual([2, 1]);
    expect(run).toEqual([[1, 2], [7, 8], [3]]);
  });

  it('refuses a statement whose compiled parameters are not the ones given, in order', async () => {
    const swapped = reusableStatement(([a, b]) =>
      db
        .selectFrom('users')
        .select('id')
        .where('id', '=', b as number)
        .where('location_id', '=', a as number),
    );
    await expect(swapped(db, [1, 2])).rejects.toThrow(/does not take its parameters as given/);
    const extra = reusableStatement(([a]) =>
      db
        .selectFrom('users')
        .select('id')
        .where('id', '=', a as number)
        .limit(5),
    );
    await expect(extra(db, [1])).rejects.toThrow(/does not take its parameters as given/);
  });
});

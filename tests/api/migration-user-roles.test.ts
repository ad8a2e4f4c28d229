import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrateBefore, openEmptyDatabase } from '../fixtures/migration-db.ts';
import { TEST_DB } from '../fixtures/test-app.ts';

/**
 * The roles migration (issue 37) moves `users.role` into `user_roles`: the moderators of a live
 * database stay moderators, nobody else gains a role, the column is gone, and the new table
 * holds one row a role and goes with its account.
 */
let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database, cleanup } = await openEmptyDatabase());
});
afterAll(async () => {
  await cleanup();
});

describe(`the roles migration on ${TEST_DB}`, () => {
  it('keeps every moderator a moderator, gives nobody else a role, drops users.role, and keeps one row a role', async () => {
    await migrateBefore(database, '20261129-0200-user-roles');
    const db = database.db;
    const at = '2026-11-29T01:00:00.000Z';
    const account = async (username: string, phone: string, role: 'regular' | 'moderator') =>
      (
        await db
          .insertInto('users')
          .values({ username, username_key: username.toLowerCase(), phone_number: phone, password_hash: 'x', created_at: at, updated_at: at, role } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const moderator = await account('Moder', '+998901110001', 'moderator');
    const regular = await account('Oddiy', '+998901110002', 'regular');
    const second = await account('Moder2', '+998901110003', 'moderator');

    await migrateToLatest(database);
    expect(await db.selectFrom('user_roles').select(['user_id', 'role']).orderBy('user_id').execute()).toEqual([
      { user_id: moderator, role: 'moderator' },
      { user_id: second, role: 'moderator' },
    ]);
    const users = (await db.introspection.getTables()).find((table) => table.name === 'users')!;
    expect(users.columns.map((column) => column.name)).not.toContain('role');
    // The accounts themselves are untouched.
    expect(await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute()).toEqual([
      { id: moderator, username: 'Moder' },
      { id: regular, username: 'Oddiy' },
      { id: second, username: 'Moder2' },
    ]);

    // One row a role; only the two roles; a row goes with its account.
    await db.insertInto('user_roles').values({ user_id: regular, role: 'marketer', granted_at: at }).execute();
    await db.insertInto('user_roles').values({ user_id: regular, role: 'moderator', granted_at: at }).execute();
    await expect(db.insertInto('user_roles').values({ user_id: regular, role: 'marketer', granted_at: at }).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('user_roles')
        .values({ user_id: moderator, role: 'admin', granted_at: at } as never)
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('users').where('id', '=', regular).execute();
    expect(await db.selectFrom('user_roles').select('user_id').where('user_id', '=', regular).execute()).toEqual([]);
  });
});

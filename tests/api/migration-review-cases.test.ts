import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrateBefore, openEmptyDatabase } from '../fixtures/migration-db.ts';
import { TEST_DB } from '../fixtures/test-app.ts';

/**
 * The reviews migration (issue 24) lets a moderation case be about a review. On SQLite that
 * remakes the cases table and the two that refer to it: the cases, reports and audit lines of a
 * live database must come through whole, and still cascade as before.
 */
let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database, cleanup } = await openEmptyDatabase());
});
afterAll(async () => {
  await cleanup();
});

describe(`the reviews migration on ${TEST_DB}`, () => {
  it('keeps the moderation cases, reports and audit lines there were, and lets a case be about a review', async () => {
    await migrateBefore(database, '20261126-1600-reviews');
    const db = database.db;
    const at = '2026-11-26T10:00:00.000Z';
    const user = await db
      .insertInto('users')
      .values({ username: 'Eski', username_key: 'eski', phone_number: '+998901112233', password_hash: 'x', created_at: at, updated_at: at } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const opened = await db
      .insertInto('moderation_cases')
      .values({ target_type: 'user', target_id: user.id, owner_id: user.id, opened_at: at, reports_count: 1, last_report_at: at } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('reports')
      .values({ reporter_id: user.id, case_id: opened.id, target_type: 'user', target_id: user.id, reason: 'spam', created_at: at } as never)
      .execute();
    await db.insertInto('moderation_actions').values({ case_id: opened.id, moderator_id: null, action: 'held', reason: 'x', created_at: at }).execute();

    await migrateToLatest(database);
    expect(await db.selectFrom('moderation_cases').select(['id', 'target_type']).execute()).toEqual([{ id: opened.id, target_type: 'user' }]);
    expect(await db.selectFrom('reports').select(['case_id', 'reason']).execute()).toEqual([{ case_id: opened.id, reason: 'spam' }]);
    expect(await db.selectFrom('moderation_actions').select(['case_id', 'action']).execute()).toEqual([{ case_id: opened.id, action: 'held' }]);
    // A review case is allowed now; anything else still is not; the one-open-case index holds.
    await db
      .insertInto('moderation_cases')
      .values({ target_type: 'review', target_id: 5, owner_id: user.id, opened_at: at } as never)
      .execute();
    await expect(
      db
        .insertInto('moderation_cases')
        .values({ target_type: 'bogus', target_id: 5, owner_id: user.id, opened_at: at } as never)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('moderation_cases')
        .values({ target_type: 'review', target_id: 5, owner_id: user.id, opened_at: at } as never)
        .execute(),
    ).rejects.toThrow();
    // New cases get new ids; deleting a case still takes its reports and audit lines with it.
    const next = await db
      .insertInto('moderation_cases')
      .values({ target_type: 'listing', target_id: 9, owner_id: user.id, opened_at: at } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(opened.id + 1);
    await db.deleteFrom('moderation_cases').where('id', '=', opened.id).execute();
    expect(await db.selectFrom('reports').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('moderation_actions').select('id').execute()).toEqual([]);
  });
});

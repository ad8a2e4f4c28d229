import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../src/lib/schemas/saved-searches.ts';
import { createJobRun } from '../../src/server/jobs/job-run.ts';
import { createRuntime } from '../../src/server/runtime.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { copyListing, createProduct, createService, productCategories, serviceCategories, type CategoryInfo } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * The saved-search matching job over a backlog (issue 36): a bulk import or a restore leaves
 * hundreds of thousands of new listings, and the job works them in slices of a time budget
 * (jobs/job-run.ts) instead of one loop that holds the process; with no search of a kind it
 * passes that kind's listings over at once; closing the server mid-backlog ends the slice between
 * batches, before the database closes. Slices are timed by a clock the test gives: a clock that
 * moves 250 ms at each look spends the 200 ms budget after one batch (100 listings).
 */
const MINUTE = 60_000;
const oneBatch = () => {
  let at = 0;
  return createJobRun({ budgetMs: 200, now: () => (at += 250) });
};

let app: TestApp;
let buyer: RegisteredUser;
let seller: RegisteredUser;
let cars: CategoryInfo;
let plumbing: CategoryInfo;
beforeAll(async () => {
  app = await startTestApp();
  [buyer, seller] = [await registerUser(app, { username: 'Izlovchi' }), await registerUser(app, { username: 'Sotuvchi' })];
  cars = (await productCategories(app)).find((category) => category.slug === 'cars')!;
  plumbing = (await serviceCategories(app))[0]!;
});
afterAll(async () => {
  await app.close();
});

const db = () => app.runtime.database.db;
const cursor = async () =>
  Number((await db().selectFrom('job_cursors').select('value').where('name', '=', 'saved-search-matching').executeTakeFirstOrThrow()).value);
const newest = async () =>
  Number(
    (
      await db()
        .selectFrom('listings')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );
const hitsOf = async (searchId: number) =>
  Number(
    (
      await db()
        .selectFrom('saved_search_hits')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('search_id', '=', searchId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`the saved-search matching job over a backlog on ${TEST_DB}`, () => {
  it('passes a backlog over in one step while nobody has a saved search, whatever the budget', async () => {
    const first = await createProduct(app, seller, cars.id, { title: 'Chevrolet Cobalt 2018', price: '70.000.000' });
    await copyListing(db(), first.id, 450);
    expect(await cursor()).toBeLessThan(await newest());
    const run = await app.runtime.services.savedSearches.runDue(oneBatch());
    expect(run).toMatchObject({ listings: 0, hits: 0, skippedTo: await newest(), more: false });
    expect(await cursor()).toBe(await newest());
  });

  it('matches a backlog a batch per slice, only the kind searched, and alerts once when it is done', async () => {
    const search = await answerOf<SavedSearch>(await callAs(app, 'POST', '/api/saved-searches/', buyer, { kind: 'product', query: '?q=cobalt' }), 201);
    app.clock.advance(MINUTE);
    // 300 services nobody searches for, among 451 products that match.
    const service = await createService(app, seller, plumbing.id);
    await copyListing(db(), service.id, 150);
    const product = await createProduct(app, seller, cars.id, { title: 'Chevrolet Cobalt 2020', price: '78.000.000' });
    await copyListing(db(), product.id, 300);
    await copyListing(db(), service.id, 149);
    await copyListing(db(), product.id, 150);
    const slices = [];
    for (let i = 0; i < 20; i++) {
      const slice = await app.runtime.services.savedSearches.runDue(oneBatch());
      slices.push(slice);
      if (!slice.more) break;
    }
    // 751 listings read, 100 a slice; only the 451 products matched; the alert once the backlog is done.
    expect(slices.map((slice) => [slice.listings, slice.more])).toEqual([...Array.from({ length: 7 }, () => [100, true]), [51, false]]);
    expect(slices.reduce((sum, slice) => sum + slice.matched, 0)).toBe(451);
    expect(slices.map((slice) => slice.alerts)).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(await cursor()).toBe(await newest());
    expect(await hitsOf(search.id)).toBe(451);
    // Nothing new: running again reads nothing and tells nobody again.
    expect(await app.runtime.services.savedSearches.runDue(oneBatch())).toMatchObject({ listings: 0, alerts: 0, more: false });
    const alerts = await db().selectFrom('notices').select('data').where('user_id', '=', buyer.id).where('type', '=', 'saved_search').execute();
    expect(alerts.map((alert) => JSON.parse(alert.data).listings)).toEqual([451]);
  });

  it('closes mid-backlog with the jobs on: the slice in hand ends between batches, before the database closes, with nothing logged as an error', async () => {
    const product = await createProduct(app, seller, cars.id, { title: 'Cobalt 2021', price: '80.000.000' });
    await copyListing(db(), product.id, 6_000);
    const from = await cursor();
    const lines: Array<{ level: number; msg: string; job?: string; result?: { more?: boolean } }> = [];
    let sliced!: () => void;
    const firstSlice = new Promise<void>((resolve) => (sliced = resolve));
    const logger = pino(
      { level: 'debug', base: null },
      {
        write(line: string) {
          const entry = JSON.parse(line) as (typeof lines)[number];
          lines.push(entry);
          if (entry.job === 'saved-searches' && entry.result?.more) sliced();
        },
      },
    );
    // A second start of this database with the jobs on (pg-boss on PostgreSQL, in this process on SQLite): its queue runs the job at once.
    const withJobs = await createRuntime({ ...app.runtime.config, JOBS: true }, { clock: app.clock.now, logger });
    await firstSlice;
    await withJobs.close();
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const at = await cursor();
    expect(at).toBeGreaterThan(from);
    expect(at).toBeLessThan(await newest());
  });
});

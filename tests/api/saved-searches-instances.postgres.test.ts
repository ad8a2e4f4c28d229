import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../src/lib/schemas/saved-searches.ts';
import { createJobRun } from '../../src/server/jobs/job-run.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { registerUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { copyListing, createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * The saved-search matching job in slices on PostgreSQL (issue 36): two instances of one database
 * work the same backlog at once, slice after slice, and between them every listing is read once,
 * every hit stored once and the searcher alerted once (each slice one batch: a clock that moves
 * 250 ms at each look spends the 200 ms budget after it, so that the two interleave); and a server
 * with its jobs on works a backlog to its end through pg-boss, each slice sending the next (here
 * about two a second, a slice and a rest as long).
 */
/** The matching job's cursor stands at the newest listing: every listing was walked. */
async function expectCursorAtNewest(db: TestApp['runtime']['database']['db']): Promise<void> {
  const cursor = await db.selectFrom('job_cursors').select('value').where('name', '=', 'saved-search-matching').executeTakeFirstOrThrow();
  const newest = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  expect(Number(cursor.value)).toBe(Number(newest.id));
}

const oneBatch = () => {
  let at = 0;
  return createJobRun({ budgetMs: 200, now: () => (at += 250) });
};

describe('sliced saved-search matching with two instances of one PostgreSQL database', () => {
  let app: TestApp;
  let second: Runtime;
  beforeAll(async () => {
    app = await startTestApp();
    second = await app.restart();
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('moves the cursor once per batch and alerts once, however the slices of the two interleave', async () => {
    const [buyer, seller] = [await registerUser(app, { username: 'Izlovchi' }), await registerUser(app, { username: 'Sotuvchi' })];
    const cars = (await productCategories(app)).find((category) => category.slug === 'cars')!;
    const search = await answerOf<SavedSearch>(await callAs(app, 'POST', '/api/saved-searches/', buyer, { kind: 'product', query: '?q=cobalt' }), 201);
    app.clock.advance(60_000);
    const product = await createProduct(app, seller, cars.id, { title: 'Chevrolet Cobalt 2020', price: '78.000.000' });
    await copyListing(app.runtime.database.db, product.id, 1_199);
    const work = async (runtime: Runtime) => {
      const slices = [];
      for (let i = 0; i < 30; i++) {
        const slice = await runtime.services.savedSearches.runDue(oneBatch());
        slices.push(slice);
        if (!slice.more) break;
      }
      return slices;
    };
    const [one, two] = await Promise.all([work(app.runtime), work(second)]);
    const slices = [...one, ...two];
    expect(slices.reduce((sum, slice) => sum + slice.listings, 0)).toBe(1_200);
    expect(slices.reduce((sum, slice) => sum + slice.alerts, 0)).toBe(1);
    // Both took part: no slice read more than a batch.
    expect(Math.max(...slices.map((slice) => slice.listings))).toBeLessThanOrEqual(100);
    const db = app.runtime.database.db;
    const hits = await db
      .selectFrom('saved_search_hits')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('search_id', '=', search.id)
      .executeTakeFirstOrThrow();
    expect(Number(hits.n)).toBe(1_200);
    await expectCursorAtNewest(db);
    const alerts = await db.selectFrom('notices').select('data').where('user_id', '=', buyer.id).where('type', '=', 'saved_search').execute();
    expect(alerts.map((alert) => JSON.parse(alert.data).listings)).toEqual([1_200]);
  }, 60_000);

  it('works a backlog to its end through pg-boss, slice after slice, each sending the next, with nothing logged as an error', async () => {
    const seller = await registerUser(app, { username: 'Sotuvchi2' });
    const buyer = await registerUser(app, { username: 'Izlovchi2' });
    const cars = (await productCategories(app)).find((category) => category.slug === 'cars')!;
    await answerOf<SavedSearch>(await callAs(app, 'POST', '/api/saved-searches/', buyer, { kind: 'product', query: '?q=nexia' }), 201);
    const product = await createProduct(app, seller, cars.id, { title: 'Daewoo Nexia 2008', price: '40.000.000' });
    await copyListing(app.runtime.database.db, product.id, 8_000);
    const lines: Array<{ level: number; job?: string; result?: { more?: boolean } }> = [];
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const logger = pino(
      { level: 'debug', base: null },
      {
        write(line: string) {
          const entry = JSON.parse(line) as (typeof lines)[number];
          lines.push(entry);
          if (entry.job === 'saved-searches' && entry.result?.more === false) finished();
        },
      },
    );
    const withJobs = await createRuntime({ ...app.runtime.config, JOBS: true }, { clock: app.clock.now, logger });
    await done;
    await withJobs.close();
    const slices = lines.filter((line) => line.job === 'saved-searches');
    expect(slices.length).toBeGreaterThan(1);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const db = app.runtime.database.db;
    await expectCursorAtNewest(db);
  }, 60_000);
});

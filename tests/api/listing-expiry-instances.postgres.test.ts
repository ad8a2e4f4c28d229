import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../src/server/runtime.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * The hourly expiry job (issue 22) with two instances on one PostgreSQL database, each running
 * pg-boss (JOBS=1) and sharing the test's clock: moving it 31 days forward and asking both
 * instances (and their services directly) to run at once expires each due listing exactly once,
 * tells its owner once, and keeps the lists' counts true; after one instance stops, the other
 * still runs the schedule. PostgreSQL only (vitest.config.ts).
 */
const DAY = 86_400_000;
const JOB = 'listing-lifecycle';

describe('the expiry job on two instances of one PostgreSQL database', () => {
  let app: TestApp;
  let second: Runtime;
  let seller: RegisteredUser;
  const goods: number[] = [];
  let car: number;
  beforeAll(async () => {
    app = await startTestApp({ JOBS: '1' });
    second = await app.restart();
    seller = await registerUser(app, { username: 'Sotuvchi' });
    const categories = await productCategories(app);
    const phones = categories.find((category) => category.slug === 'phones')!;
    for (const title of ['Birinchi', 'Ikkinchi', 'Uchinchi', 'Tortinchi', 'Beshinchi']) goods.push((await createProduct(app, seller, phones.id, { title })).id);
    car = (await createProduct(app, seller, categories.find((category) => category.slug === 'cars')!.id, { title: 'Nexia 3' })).id;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const db = () => app.runtime.database.db;
  const statusOf = async (id: number) => (await db().selectFrom('listings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const expiredCount = async () =>
    Number(
      (
        await db()
          .selectFrom('listings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'expired')
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** pg-boss's jobs of the queue not yet finished, on either instance. */
  const unfinished = async () =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = ${JOB} and state in ('created', 'retry', 'active')`.execute(db()))
        .rows[0]!.n,
    );
  const listedTotal = async () =>
    Number(
      (
        await db()
          .selectFrom('listing_totals')
          .select('count')
          .where('kind', '=', 'product')
          .where('category_id', '=', 0)
          .where('region_id', '=', 0)
          .executeTakeFirst()
      )?.count ?? 0,
    );

  it('expires each due listing exactly once when both instances run at once after 31 days, and tells the owner once', async () => {
    await expect.poll(unfinished, { timeout: 20_000 }).toBe(0); // the runs each instance makes at start
    expect(await listedTotal()).toBe(6);
    app.clock.advance(31 * DAY);
    await Promise.all([
      app.runtime.jobs.trigger(JOB),
      second.jobs.trigger(JOB),
      app.runtime.services.lifecycle.runDue(),
      second.services.lifecycle.runDue(),
      app.runtime.jobs.trigger(JOB),
      second.jobs.trigger(JOB),
    ]);
    await expect.poll(expiredCount, { timeout: 20_000 }).toBe(5);
    await expect.poll(unfinished, { timeout: 20_000 }).toBe(0);
    for (const id of goods) expect(await statusOf(id)).toBe('expired');
    expect(await statusOf(car)).toBe('active');
    const told = await db().selectFrom('notices').select(['listing_id']).where('type', '=', 'listing_expired').execute();
    expect(told.map((row) => row.listing_id).sort()).toEqual([...goods].sort());
    // The counts moved once per listing: only the car is left in the lists.
    expect(await listedTotal()).toBe(1);
  }, 60_000);

  it('keeps running the schedule on the other instance after one stops', async () => {
    await second.close();
    app.clock.advance(30 * DAY);
    await app.runtime.jobs.trigger(JOB);
    await expect.poll(() => statusOf(car), { timeout: 20_000 }).toBe('expired');
    expect(await listedTotal()).toBe(0);
  }, 60_000);
});

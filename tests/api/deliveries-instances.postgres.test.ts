import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from '../../scripts/bench/built-server.mjs';
import type { SavedSearch } from '../../src/lib/schemas/saved-searches.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { registerUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { startFakeTelegram, type FakeTelegram } from '../fixtures/fake-telegram.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { createPostgresDatabase, startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * Notices delivered once across instances and restarts (issue 25), on PostgreSQL with the job
 * queue on (pg-boss) and Telegram at a local fake Bot API:
 *
 * - two instances of one database, both working the queue: a buyer's saved search finds a
 *   seller's new listing, and the buyer is told once on the site and once in Telegram, with the
 *   photo and the price; a burst of 30 notices reaches each chat exactly once;
 * - the built server killed (SIGKILL) while it sends: a second server sends everything that was
 *   left, each once. The fake counts a request whose sender died before the answer as never
 *   received (a request the network lost); one Telegram received before the sender could record
 *   it is the one case a restart repeats, and the test does not make it.
 */
const TELEGRAM = (fake: FakeTelegram) => ({
  TELEGRAM_BOT_TOKEN: fake.token,
  TELEGRAM_BOT_USERNAME: 'bozor_test_bot',
  TELEGRAM_API_URL: fake.url,
  TELEGRAM_WEBHOOK_SECRET: 'instances-secret',
});
let chats = 800_000_000;
const SENDS = new Set(['sendMessage', 'sendPhoto', 'sendMediaGroup']);

let accounts = 0;
/** Someone with an account (written directly: signing up is tested elsewhere, and 30 sign-ups take long). */
async function newAccount(runtime: Runtime): Promise<number> {
  const n = ++accounts;
  const now = new Date().toISOString();
  const row = await runtime.database.db
    .insertInto('users')
    .values({
      username: `Oluvchi${n}`,
      username_key: `oluvchi${n}`,
      phone_number: `+99893${String(1_000_000 + n)}`,
      password_hash: 'not-a-hash',
      location_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Links a user to a new Telegram chat (the row the webhook's /start writes; linking itself is tested in telegram.test.ts). */
async function link(runtime: Runtime, userId: number): Promise<number> {
  const chat = ++chats;
  await runtime.database.db
    .insertInto('telegram_links')
    .values({ user_id: userId, chat_id: String(chat), username: null, linked_at: new Date().toISOString() })
    .execute();
  return chat;
}

describe('deliveries with two instances of one PostgreSQL database', () => {
  let fake: FakeTelegram;
  let app: TestApp;
  let second: Runtime;
  beforeAll(async () => {
    fake = await startFakeTelegram();
    app = await startTestApp({ JOBS: '1', ...TELEGRAM(fake) });
    second = await app.restart();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('tells a buyer of a new listing matching their saved search once on the site and once in Telegram, with its photo and price', async () => {
    const [buyer, seller] = [await registerUser(app, { username: 'Izlovchi' }), await registerUser(app, { username: 'Sotuvchi' })];
    const chat = await link(app.runtime, buyer.id);
    const cars = (await productCategories(app)).find((category) => category.slug === 'cars')!;
    await answerOf<SavedSearch>(await callAs(app, 'POST', '/api/saved-searches/', buyer, { kind: 'product', query: '?q=cobalt&max=80000000' }), 201);
    // Never one's own: the buyer's own Cobalt is not news to them.
    await createProduct(app, buyer, cars.id, { title: 'Mening Cobaltim', price: '70.000.000' });
    app.clock.advance(60_000);
    const listing = await createProduct(app, seller, cars.id, { title: 'Chevrolet Cobalt 2020', price: '78.500.000' });
    // The new listing wakes the matching job on both instances (the bus); both run it, and run it again.
    await Promise.all([
      app.runtime.jobs.trigger('saved-searches'),
      second.jobs.trigger('saved-searches'),
      app.runtime.services.savedSearches.runDue(),
      second.services.savedSearches.runDue(),
    ]);
    const [sent] = await fake.waitForCalls((call) => String(call.params.chat_id) === String(chat) && SENDS.has(call.method), 1, 20_000);
    expect(sent!.method).toBe('sendPhoto');
    expect(String(sent!.params.caption)).toContain('Chevrolet Cobalt 2020');
    expect(String(sent!.params.caption)).toMatch(/78[\s\u00a0.,]?500[\s\u00a0.,]?000/);
    expect(String(sent!.params.photo)).toMatch(/^https?:\/\/.+\.webp$/);
    expect(String(sent!.params.caption)).not.toContain('Mening Cobaltim');
    // However often both instances run the jobs again, nothing more is sent or told.
    await Promise.all([
      app.runtime.services.savedSearches.runDue(),
      second.services.savedSearches.runDue(),
      app.runtime.services.deliveries.drain(2_000),
      second.services.deliveries.drain(2_000),
    ]);
    await Promise.all([app.runtime.jobs.trigger('deliveries'), second.jobs.trigger('deliveries')]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(fake.callsTo(chat).filter((call) => SENDS.has(call.method))).toHaveLength(1);
    const notices = await app.runtime.database.db.selectFrom('notices').select(['type', 'data']).where('user_id', '=', buyer.id).execute();
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]!.data)).toMatchObject({ listings: 1, items: [{ id: listing.id, title: 'Chevrolet Cobalt 2020', price: 78_500_000 }] });
  }, 60_000);

  it('sends each of 30 notices told at once through both instances exactly once', async () => {
    const people: Array<{ id: number; chat: number }> = [];
    for (let i = 0; i < 30; i++) {
      const id = await newAccount(app.runtime);
      people.push({ id, chat: await link(app.runtime, id) });
    }
    const at = app.clock.now().toISOString();
    // Half told through each instance, with both draining as well as their queues.
    await Promise.all([
      ...people.map((person, i) =>
        (i % 2 ? second : app.runtime).services.notifier.add(
          [
            {
              userId: person.id,
              type: 'report_outcome',
              data: { outcome: 'upheld', target_type: 'user', target_id: person.id },
              dedupeKey: `burst:${person.id}`,
            },
          ],
          at,
        ),
      ),
      app.runtime.services.deliveries.drain(5_000),
      second.services.deliveries.drain(5_000),
    ]);
    await fake.waitForCalls((call) => people.some((person) => String(call.params.chat_id) === String(person.chat)) && SENDS.has(call.method), 30, 30_000);
    await Promise.all([app.runtime.services.deliveries.drain(2_000), second.services.deliveries.drain(2_000)]);
    for (const person of people) expect(fake.delivered(person.chat).filter((call) => SENDS.has(call.method))).toHaveLength(1);
    const rows = await app.runtime.database.db
      .selectFrom('deliveries')
      .select('status')
      .where(
        'user_id',
        'in',
        people.map((person) => person.id),
      )
      .execute();
    expect(rows.map((row) => row.status)).toEqual(Array(30).fill('sent'));
  }, 60_000);
});

describe('deliveries when the server is killed while it sends', () => {
  let fake: FakeTelegram;
  let postgres: { url: string; drop(): Promise<void> };
  let writer: TestApp;
  const servers: Array<{ pid: number | undefined; stop(): Promise<void> }> = [];
  beforeAll(async () => {
    fake = await startFakeTelegram();
    postgres = await createPostgresDatabase();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => {});
    await writer?.close();
    await fake.close();
    await postgres.drop();
  });

  it('loses no delivery and sends none twice when a second server takes over', async () => {
    // The built server works the queue; this test's own runtime (no jobs) only writes the notices.
    const env = { JOBS: '1', ...TELEGRAM(fake) };
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bozor-killed-'));
    servers.push(await startBuiltServer({ dataDir, databaseUrl: postgres.url, env }));
    writer = await startTestApp({ JOBS: '0', DATABASE_URL: postgres.url, ...TELEGRAM(fake) });
    const people: Array<{ id: number; chat: number }> = [];
    for (let i = 0; i < 12; i++) {
      const id = await newAccount(writer.runtime);
      people.push({ id, chat: await link(writer.runtime, id) });
    }
    // Telegram stops answering: the server's first send hangs, and the rest wait in the outbox.
    fake.hold();
    await writer.runtime.services.notifier.add(
      people.map((person) => ({
        userId: person.id,
        type: 'report_outcome' as const,
        data: { outcome: 'dismissed' as const, target_type: 'user' as const, target_id: person.id },
        dedupeKey: `killed:${person.id}`,
      })),
      new Date().toISOString(),
    );
    await expect.poll(() => fake.heldCount, { timeout: 20_000 }).toBeGreaterThan(0);
    process.kill(servers[0]!.pid!, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    fake.release();
    // What the killed server had taken comes back after its lease; another server sends it all.
    servers.push(await startBuiltServer({ dataDir, databaseUrl: postgres.url, env }));
    const chatsOf = new Set(people.map((person) => String(person.chat)));
    await fake.waitForCalls((call) => chatsOf.has(String(call.params.chat_id)) && call.status === 200, 12, 90_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const person of people) expect(fake.delivered(person.chat)).toHaveLength(1);
    const rows = await writer.runtime.database.db
      .selectFrom('deliveries')
      .select('status')
      .where(
        'user_id',
        'in',
        people.map((person) => person.id),
      )
      .execute();
    expect(rows.map((row) => row.status)).toEqual(Array(12).fill('sent'));
  }, 150_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '../../src/lib/schemas/notices.ts';
import type { SavedSearch } from '../../src/lib/schemas/saved-searches.ts';
import { firstLocationId, registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { createProduct, productCategories, type CategoryInfo } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Saved searches through the API (issue 25): saving a list's filters (at most 20, each once),
 * editing and deleting them, and alerts: new listings matched on the next run, never one's own,
 * never one already sent, never a sold one; instant alerts at most each 15 minutes and not at
 * night; daily ones at 09:00 Tashkent; unsubscribing with an alert's token. The test clock starts
 * at 2026-11-22 09:00 UTC, 14:00 in Tashkent.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let app: TestApp;
let buyer: RegisteredUser;
let seller: RegisteredUser;
let cars: CategoryInfo;
let phones: CategoryInfo;
let regionId: number;
beforeAll(async () => {
  app = await startTestApp();
  [buyer, seller] = [await registerUser(app, { username: 'Izlovchi' }), await registerUser(app, { username: 'Sotuvchi' })];
  const categories = await productCategories(app);
  cars = categories.find((category) => category.slug === 'cars')!;
  phones = categories.find((category) => category.slug === 'phones')!;
  regionId = (await app.runtime.services.locations.regionIdOf(await firstLocationId(app)))!;
});
afterAll(async () => {
  await app.close();
});

const save = (user: RegisteredUser | null, body: unknown) => callAs(app, 'POST', '/api/saved-searches/', user, body);
const mine = async (user: RegisteredUser) => (await answerOf<{ results: SavedSearch[] }>(await callAs(app, 'GET', '/api/saved-searches/', user), 200)).results;
const alertsOf = async (user: RegisteredUser) =>
  (
    await answerOf<{ results: Notice[] }>(await app.request('/api/notices/?lang=en', { headers: { Authorization: `Token ${user.token}` } }), 200)
  ).results.filter((notice) => notice.type === 'saved_search');
const run = () => app.runtime.services.savedSearches.runDue();
const cobalt = (title: string, price: string, user = seller) =>
  createProduct(app, user, cars.id, { title, price, description: 'Yaxshi holatda, bitta egasi.' });
type AlertData = {
  search_id: number;
  name: string;
  listings: number;
  items: Array<{ id: number; title: string; price: number; place: string; photo: string | null }>;
  unsubscribe_token: string;
};

describe(`saved searches on ${TEST_DB}`, () => {
  it('saves a list’s filters under a name made of them, lists, renames and deletes them, and refuses what narrows nothing', async () => {
    const saved = await answerOf<SavedSearch>(await save(buyer, { kind: 'product', query: '?q=Kobalt&category=phones&sort=price&page=3&size=24' }), 201);
    expect(saved).toMatchObject({
      kind: 'product',
      query: '?q=Kobalt&category=phones',
      path: '/products?q=Kobalt&category=phones',
      frequency: 'instant',
      new_count: 0,
    });
    expect(saved.name).toBe('Kobalt · Phones & accessories');
    expect((await mine(buyer)).map((search) => search.id)).toEqual([saved.id]);
    const renamed = await answerOf<SavedSearch>(
      await callAs(app, 'PATCH', `/api/saved-searches/${saved.id}/`, buyer, { name: '  Telefon  ', frequency: 'weekly' }),
      200,
    );
    expect(renamed).toMatchObject({ name: 'Telefon', frequency: 'weekly' });
    // Someone else's is not found; bad input says which field, in the asked language.
    expect((await callAs(app, 'PATCH', `/api/saved-searches/${saved.id}/`, seller, { name: 'Mine' })).status).toBe(404);
    expect((await callAs(app, 'DELETE', `/api/saved-searches/${saved.id}/`, seller)).status).toBe(404);
    const bad = await callAs(app, 'PATCH', `/api/saved-searches/${saved.id}/`, buyer, { frequency: 'hourly', name: 'x'.repeat(81) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_error' });
    expect((await callAs(app, 'PATCH', `/api/saved-searches/${saved.id}/`, buyer, {})).status).toBe(400);
    const broad = await save(buyer, { kind: 'product', query: '?sort=price&category=no-such-thing' });
    expect(broad.status).toBe(400);
    expect(await broad.json()).toMatchObject({ code: 'saved_search_too_broad' });
    expect((await save(null, { kind: 'product', query: '?q=x' })).status).toBe(401);
    expect((await save(buyer, { kind: 'car', query: '?q=x' })).status).toBe(400);
    expect((await callAs(app, 'DELETE', `/api/saved-searches/${saved.id}/`, buyer)).status).toBe(204);
    expect(await mine(buyer)).toEqual([]);
  });

  it('keeps at most 20 searches a person and each filter set once, under parallel requests', async () => {
    const someone = await registerUser(app, { username: 'Koʻpchi' });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => save(someone, { kind: 'service', query: `?q=usta${i}` })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    for (const answer of answers.filter((each) => each.status !== 201)) expect(await answer.json()).toMatchObject({ code: 'saved_searches_limit' });
    expect(await mine(someone)).toHaveLength(20);
    const other = await registerUser(app, { username: 'Bittachi' });
    const same = await Promise.all(Array.from({ length: 20 }, () => save(other, { kind: 'product', query: '?q=divan&max=1000000' })));
    expect(same.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(same.filter((answer) => answer.status === 409)).toHaveLength(19);
  });

  it('alerts a new matching listing once with its photo, price and place, never the searcher’s own, a dearer one or a sold one', async () => {
    const search = await answerOf<SavedSearch>(await save(buyer, { kind: 'product', query: `?q=cobalt&category=cars&region=${regionId}&max=80000000` }), 201);
    app.clock.advance(MINUTE);
    const match = await cobalt('Chevrolet Cobalt 2019', '75.000.000');
    await cobalt('Chevrolet Cobalt 2023', '120.000.000');
    await cobalt('Cobalt, oʻzimniki', '70.000.000', buyer);
    const sold = await cobalt('Cobalt sotildi', '60.000.000');
    await createProduct(app, seller, phones.id, { title: 'Cobalt rangli telefon', price: '1.000.000' });
    await answerOf(await callAs(app, 'POST', `/api/products/api/products/${sold.id}/sell`, seller, {}), 200);
    expect(await run()).toMatchObject({ alerts: 1 });
    const [alert] = await alertsOf(buyer);
    expect(alert).toMatchObject({ text: expect.stringContaining('1 new listing'), path: `/saved-searches/${search.id}` });
    const data = alert!.data as AlertData;
    expect(data).toMatchObject({ search_id: search.id, listings: 1 });
    expect(data.items).toEqual([
      { id: match.id, kind: 'product', title: 'Chevrolet Cobalt 2019', price: 75_000_000, place: expect.any(String), photo: expect.stringMatching(/\.webp$/) },
    ]);
    // Since it was saved: the Cobalt for sale (the sold one found too is no longer listed).
    expect((await mine(buyer)).find((each) => each.id === search.id)!.new_count).toBe(1);
    // Nothing new: nothing sent again, however often the job runs (and on two at once).
    await Promise.all([run(), run()]);
    expect(await alertsOf(buyer)).toHaveLength(1);
    // Opening it starts "new" again.
    expect((await answerOf<SavedSearch>(await callAs(app, 'POST', `/api/saved-searches/${search.id}/seen/`, buyer), 200)).new_count).toBe(0);
  });

  it('sends an instant search at most each 15 minutes, and nothing between 22:00 and 08:00 in Tashkent', async () => {
    const before = (await alertsOf(buyer)).length;
    await cobalt('Cobalt ikkinchi', '50.000.000');
    await run();
    // The last alert was a moment ago: this one waits.
    expect(await alertsOf(buyer)).toHaveLength(before);
    app.clock.advance(15 * MINUTE);
    await run();
    expect(await alertsOf(buyer)).toHaveLength(before + 1);
    // 14:15 in Tashkent now; 22:30 is 8 h 15 min later.
    app.clock.advance(8 * HOUR + 15 * MINUTE);
    await cobalt('Cobalt tungi', '55.000.000');
    await run();
    app.clock.advance(9 * HOUR);
    await run();
    expect(await alertsOf(buyer)).toHaveLength(before + 1);
    // 08:30: the night's listing comes.
    app.clock.advance(HOUR);
    await run();
    const alerts = await alertsOf(buyer);
    expect(alerts).toHaveLength(before + 2);
    expect((alerts[0]!.data as AlertData).items.map((item) => item.title)).toEqual(['Cobalt tungi']);
  });

  it('sends a daily search at 09:00 Tashkent time and stops after unsubscribing with the alert’s token', async () => {
    const daily = await registerUser(app, { username: 'Kundalik' });
    await answerOf(await save(daily, { kind: 'product', query: '?q=nexia', frequency: 'daily' }), 201);
    // 08:30 Tashkent (see the test before): the digest has not come.
    await cobalt('Nexia 3 oq', '90.000.000');
    await run();
    expect(await alertsOf(daily)).toHaveLength(0);
    app.clock.advance(30 * MINUTE);
    await run();
    const [alert] = await alertsOf(daily);
    expect(alert).toBeDefined();
    // A day with nothing found: no alert at 09:00. Then a listing found at 14:00 is told at the next
    // 09:00, not at once (though a 09:00 passed since the last alert).
    app.clock.advance(24 * HOUR);
    await run();
    app.clock.advance(5 * HOUR);
    await cobalt('Nexia 3 kulrang', '85.000.000');
    await run();
    expect(await alertsOf(daily)).toHaveLength(1);
    app.clock.advance(19 * HOUR);
    await run();
    const [digest] = await alertsOf(daily);
    expect((digest!.data as AlertData).items.map((item) => item.title)).toEqual(['Nexia 3 kulrang']);
    const token = (alert!.data as AlertData).unsubscribe_token;
    expect(await answerOf(await callAs(app, 'POST', '/api/saved-searches/unsubscribe/', null, { token }), 200)).toEqual({ name: 'nexia' });
    expect((await mine(daily))[0]!.frequency).toBe('off');
    expect((await callAs(app, 'POST', '/api/saved-searches/unsubscribe/', null, { token: 'nonsense' })).status).toBe(404);
    await cobalt('Nexia 2 qora', '60.000.000');
    app.clock.advance(24 * HOUR);
    await run();
    expect(await alertsOf(daily)).toHaveLength(2);
  });

  it('finds a listing a moderator hid and then restored, once it shows again', async () => {
    const watcher = await registerUser(app, { username: 'Kuzatuvchi' });
    const moderator = await registerUser(app, { username: 'Moderator' });
    await app.runtime.services.roles.grant(moderator.phone, 'moderator');
    await answerOf(await save(watcher, { kind: 'product', query: '?q=lacetti' }), 201);
    app.clock.advance(MINUTE);
    const listing = await cobalt('Lacetti 2015', '95.000.000');
    await answerOf(await callAs(app, 'POST', '/api/reports/', watcher, { target_type: 'listing', target_id: listing.id, reason: 'scam' }), 201);
    type Cases = { results: Array<{ id: number; target_type: string; target_id: number }> };
    const caseOf = async () =>
      (await answerOf<Cases>(await callAs(app, 'GET', '/api/moderation/cases/', moderator), 200)).results.find(
        (each) => each.target_type === 'listing' && each.target_id === listing.id,
      )!;
    await answerOf(
      await callAs(app, 'POST', `/api/moderation/cases/${(await caseOf()).id}/decision`, moderator, { decision: 'hide', reason: 'Check the price' }),
      200,
    );
    // Hidden when the job walks it: not found, not alerted.
    await run();
    expect(await alertsOf(watcher)).toHaveLength(0);
    expect((await callAs(app, 'POST', '/api/moderation/review-requests/', seller, { listing_id: listing.id })).status).toBe(204);
    await answerOf(await callAs(app, 'POST', `/api/moderation/cases/${(await caseOf()).id}/decision`, moderator, { decision: 'restore', reason: 'Fine' }), 200);
    await expect.poll(async () => (await mine(watcher))[0]!.new_count).toBe(1);
    app.clock.advance(15 * MINUTE);
    await run();
    expect(((await alertsOf(watcher))[0]!.data as AlertData).items.map((item) => item.id)).toEqual([listing.id]);
  });
});

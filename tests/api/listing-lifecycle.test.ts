import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRoom } from '../../src/lib/schemas/chats.ts';
import type { Page, Product, Service } from '../../src/lib/schemas/shapes.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, pngFile, productCategories, type CategoryInfo } from '../fixtures/listings.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** A listing's life (issue 22): the seller's moves through the API, what lists and pages show, the hourly job. */
const DAY = 86_400_000;
let app: TestApp;
let seller: RegisteredUser;
let buyer: RegisteredUser;
let other: RegisteredUser;
let stranger: RegisteredUser;
let categories: CategoryInfo[];
let phones: CategoryInfo;
let cars: CategoryInfo;
beforeAll(async () => {
  app = await startTestApp();
  [seller, buyer, other, stranger] = [
    await registerUser(app, { username: 'Sotuvchi' }),
    await registerUser(app, { username: 'Xaridor' }),
    await registerUser(app, { username: 'Boshqa' }),
    await registerUser(app, { username: 'Begona' }),
  ];
  categories = await productCategories(app);
  phones = categories.find((category) => category.slug === 'phones')!;
  cars = categories.find((category) => category.slug === 'cars')!;
});
afterAll(async () => {
  await app.close();
});

const call = (method: string, path: string, user: RegisteredUser | null, body?: unknown) => callAs(app, method, path, user, body);
const json = answerOf;
const products = '/api/products/api/products';
const move = (user: RegisteredUser | null, id: number, verb: string, body?: unknown) => call('POST', `${products}/${id}/${verb}`, user, body);
/** The buyer asks about the listing in a chat started from it and writes a message. */
async function ask(who: RegisteredUser, productId: number): Promise<ChatRoom> {
  const room = (await (await call('POST', '/api/chats/', who, { listing_kind: 'product', listing_id: productId })).json()) as ChatRoom;
  await json(await call('POST', `/api/chats/${room.id}/messages/`, who, { content: `Salom, ${productId} hali bormi?` }), 201);
  return room;
}
const listIds = async (query = '') =>
  (await json<Page<Product>>(await call('GET', `${products}/?page_size=100${query}`, null), 200)).results.map((each) => each.id);
const detail = async (id: number, user: RegisteredUser | null = null) =>
  (await json<{ product: Product }>(await call('GET', `${products}/${id}/`, user), 200)).product;
/** A jump of months ends idle sessions (90 days): everyone signs in again. */
async function signInAgain(): Promise<void> {
  for (const user of [seller, buyer, other, stranger]) {
    const body = await json<{ token: string }>(await call('POST', '/api/accounts/login/', null, { phone_number: user.phone, password: user.password }), 200);
    user.token = body.token;
  }
}
const totals = async () =>
  Number(
    (
      await app.runtime.database.db
        .selectFrom('listing_totals')
        .select('count')
        .where('kind', '=', 'product')
        .where('category_id', '=', 0)
        .where('region_id', '=', 0)
        .executeTakeFirst()
    )?.count ?? 0,
  );

describe(`a listing's life on ${TEST_DB}`, () => {
  it('puts a new listing up active, expiring after its term: 30 days for goods, 60 for cars', async () => {
    const phone = await createProduct(app, seller, phones.id);
    expect(phone).toMatchObject({ status: 'active', reserved_for: null, sold_to: null, raised_at: null, in_stock: true });
    expect(Date.parse(phone.expires_at) - Date.parse(phone.created_at)).toBe(30 * DAY);
    const car = await createProduct(app, seller, cars.id, { title: 'Chevrolet Cobalt 2020' });
    expect(Date.parse(car.expires_at) - Date.parse(car.created_at)).toBe(60 * DAY);
  });

  it('reserves for a buyer who wrote about it, shows the buyer to the seller and that buyer only, then sells to them', async () => {
    const product = await createProduct(app, seller, phones.id, { title: 'iPhone 12 zaxira' });
    await ask(buyer, product.id);
    await call('POST', '/api/chats/', other, { listing_kind: 'product', listing_id: product.id }); // opened a chat, never wrote
    const buyers = await json<{ buyers: Array<{ id: number; username: string }> }>(await call('GET', `${products}/${product.id}/buyers`, seller), 200);
    expect(buyers.buyers.map((each) => each.username)).toEqual(['Xaridor']);
    expect((await call('GET', `${products}/${product.id}/buyers`, buyer)).status).toBe(403);

    const refused = await json<{ code: string; errors: Record<string, unknown> }>(await move(seller, product.id, 'reserve', { buyer_id: other.id }), 400);
    expect(refused.errors).toHaveProperty('buyer_id');
    expect((await move(seller, product.id, 'reserve', {})).status).toBe(400);
    expect((await move(buyer, product.id, 'reserve', { buyer_id: buyer.id })).status).toBe(403);
    expect((await move(null, product.id, 'reserve', { buyer_id: buyer.id })).status).toBe(401);

    const reserved = await json<Product>(await move(seller, product.id, 'reserve', { buyer_id: buyer.id }), 200);
    expect(reserved).toMatchObject({ status: 'reserved', reserved_for: buyer.id });
    expect(Date.parse(reserved.reserved_until!) - Date.parse(app.clock.now().toISOString())).toBe(7 * DAY);
    expect((await detail(product.id)).reserved_for).toBeNull();
    expect((await detail(product.id, buyer)).reserved_for).toBe(buyer.id);
    expect((await detail(product.id, other)).reserved_for).toBeNull();
    // Still in the lists, with its badge; "hide reserved" leaves it out.
    expect(await listIds()).toContain(product.id);
    expect(await listIds('&hide_reserved=true')).not.toContain(product.id);

    const before = await totals();
    const sold = await json<Product>(await move(seller, product.id, 'sell', { buyer_id: buyer.id }), 200);
    expect(sold).toMatchObject({ status: 'sold', sold_to: buyer.id, reserved_for: null, reserved_until: null });
    expect(await totals()).toBe(before - 1);
    expect(await listIds()).not.toContain(product.id);
    // An old link still answers, saying it is sold; nothing moves it again.
    expect((await detail(product.id)).status).toBe('sold');
    for (const verb of ['reserve', 'release', 'sell', 'renew', 'raise']) {
      const again = await move(seller, product.id, verb, verb === 'reserve' ? { buyer_id: buyer.id } : undefined);
      expect(again.status, verb).toBe(409);
      expect(((await again.json()) as { code: string }).code).toBe('move_not_allowed');
    }
  });

  it('releases a reservation, and sells elsewhere without a buyer (no body at all)', async () => {
    const product = await createProduct(app, seller, phones.id, { title: 'Samsung A52' });
    await ask(buyer, product.id);
    await json(await move(seller, product.id, 'reserve', { buyer_id: buyer.id }), 200);
    expect(await json<Product>(await move(seller, product.id, 'release'), 200)).toMatchObject({ status: 'active', reserved_for: null, reserved_until: null });
    const response = await app.request(`${products}/${product.id}/sell?lang=en`, { method: 'POST', headers: tokenHeader(seller) });
    expect(await json<Product>(response, 200)).toMatchObject({ status: 'sold', sold_to: null });
  });

  it("refuses a stranger the owner's moves (403), and a missing listing is 404", async () => {
    const product = await createProduct(app, seller, phones.id, { title: 'Xiaomi Redmi' });
    expect((await move(stranger, product.id, 'sell')).status).toBe(403);
    expect((await move(stranger, product.id, 'raise')).status).toBe(403);
    expect((await move(seller, 999_999, 'raise')).status).toBe(404);
    expect((await call('POST', `/api/services/api/services/${product.id}/raise`, seller)).status).toBe(404);
    expect((await detail(product.id)).status).toBe('active');
  });

  it('raises once a week: the lists put it first, its posting date stays', async () => {
    const old = await createProduct(app, seller, phones.id, { title: 'Nokia eski' });
    expect(((await move(seller, old.id, 'raise').then((r) => r.json())) as { code: string }).code).toBe('raise_too_soon');
    app.clock.advance(7 * DAY);
    await createProduct(app, seller, phones.id, { title: 'Nokia yangi' });
    expect((await listIds())[0]).not.toBe(old.id);
    app.clock.advance(60_000);
    const raised = await json<Product>(await move(seller, old.id, 'raise'), 200);
    expect(raised.raised_at).toBe(app.clock.now().toISOString());
    expect(raised.created_at).toBe(old.created_at);
    expect((await listIds())[0]).toBe(old.id);
    // A search newest first goes by the same sort date.
    expect((await listIds('&product_title=Nokia&ordering=-created_at'))[0]).toBe(old.id);
    expect((await move(seller, old.id, 'raise')).status).toBe(409);
  });

  it('gives one result when 30 moves of the same listing arrive at once', async () => {
    const product = await createProduct(app, seller, phones.id, { title: 'Parallel telefon' });
    await ask(buyer, product.id);
    await ask(other, product.id);
    const reserves = await Promise.all(Array.from({ length: 30 }, (_, i) => move(seller, product.id, 'reserve', { buyer_id: i % 2 ? buyer.id : other.id })));
    expect(reserves.filter((response) => response.status === 200)).toHaveLength(1);
    expect(reserves.filter((response) => response.status === 409)).toHaveLength(29);
    const before = await totals();
    const sells = await Promise.all(Array.from({ length: 30 }, () => move(seller, product.id, 'sell')));
    expect(sells.filter((response) => response.status === 200)).toHaveLength(1);
    expect(await totals()).toBe(before - 1);

    app.clock.advance(8 * DAY);
    const raisable = await createProduct(app, seller, phones.id, { title: 'Parallel raise' });
    app.clock.advance(8 * DAY);
    const raises = await Promise.all(Array.from({ length: 30 }, () => move(seller, raisable.id, 'raise')));
    expect(raises.filter((response) => response.status === 200)).toHaveLength(1);
  });

  it("expires what is due once when the clock moves 31 days, reminds before, and renews from the owner's tab", async () => {
    const { lifecycle } = app.runtime.services;
    await lifecycle.runDue(); // whatever earlier tests left due
    const product = await createProduct(app, seller, phones.id, { title: 'Muddati tugaydigan' });
    const car = await createProduct(app, seller, cars.id, { title: 'Muddati uzun mashina' });
    expect(((await move(seller, product.id, 'renew').then((r) => r.json())) as { code: string }).code).toBe('renew_too_early');

    app.clock.advance(27.5 * DAY);
    expect((await lifecycle.runDue()).reminded).toBeGreaterThanOrEqual(1);
    app.clock.advance(2 * DAY);
    await lifecycle.runDue();
    const reminders = await app.runtime.database.db.selectFrom('notices').select(['type', 'data']).where('listing_id', '=', product.id).execute();
    expect(reminders.map((row) => [row.type, JSON.parse(row.data).days])).toEqual([
      ['listing_expiring', 3],
      ['listing_expiring', 1],
    ]);

    app.clock.advance(1.5 * DAY);
    const before = await totals();
    const [first, second] = await Promise.all([lifecycle.runDue(), lifecycle.runDue()]);
    expect(first.expired + second.expired).toBeGreaterThanOrEqual(1);
    expect((await detail(product.id)).status).toBe('expired');
    expect((await detail(car.id)).status).toBe('active');
    expect(await listIds()).not.toContain(product.id);
    const expiredNotices = await app.runtime.database.db
      .selectFrom('notices')
      .select('id')
      .where('listing_id', '=', product.id)
      .where('type', '=', 'listing_expired')
      .execute();
    expect(expiredNotices).toHaveLength(1);
    expect(await totals()).toBeLessThan(before);
    expect((await lifecycle.runDue()).expired).toBe(0);

    const tab = await json<Page<Product>>(await call('GET', '/api/products/api/user/products/?status=expired', seller), 200);
    expect(tab.results.map((each) => each.id)).toContain(product.id);
    const counts = await json<Record<string, number>>(await call('GET', '/api/products/api/user/products/states', seller), 200);
    expect(counts.expired).toBeGreaterThanOrEqual(1);
    expect(counts.sold).toBeGreaterThanOrEqual(2);

    const renewed = await json<Product>(await move(seller, product.id, 'renew'), 200);
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.expires_at) - app.clock.now().getTime()).toBe(30 * DAY);
    expect(await listIds()).toContain(product.id);
  });

  it('renews every renewable listing of the owner in one action, and archives what was left expired 90 days', async () => {
    const { lifecycle } = app.runtime.services;
    const ids = [];
    for (const title of ['Birinchi', 'Ikkinchi', 'Uchinchi']) ids.push((await createProduct(app, seller, phones.id, { title })).id);
    app.clock.advance(26 * DAY);
    const all = await json<{ renewed: number; items: Product[] }>(await call('POST', '/api/products/api/user/products/renew', seller), 200);
    expect(all.items.map((each) => each.id)).toEqual(expect.arrayContaining(ids));
    expect(all.renewed).toBe(all.items.length);
    expect((await json<{ renewed: number }>(await call('POST', '/api/products/api/user/products/renew', seller), 200)).renewed).toBe(0);

    app.clock.advance(31 * DAY);
    await lifecycle.runDue();
    expect((await detail(ids[0]!)).status).toBe('expired');
    app.clock.advance(91 * DAY);
    await signInAgain();
    await lifecycle.runDue();
    expect((await detail(ids[0]!)).status).toBe('archived');
    expect(((await move(seller, ids[0]!, 'renew').then((r) => r.json())) as { code: string }).code).toBe('move_not_allowed');
  });

  it('lets a reservation lapse back to active after 7 days', async () => {
    const product = await createProduct(app, seller, phones.id, { title: 'Lapse telefon' });
    await ask(buyer, product.id);
    await json(await move(seller, product.id, 'reserve', { buyer_id: buyer.id }), 200);
    app.clock.advance(7 * DAY + 1000);
    expect((await app.runtime.services.lifecycle.runDue()).lapsed).toBeGreaterThanOrEqual(1);
    expect(await detail(product.id)).toMatchObject({ status: 'active', reserved_for: null, reserved_until: null });
  });

  it('gives a service the same life: 60 days, the same moves under its own path', async () => {
    const form = new FormData();
    form.append('name', 'Santexnik xizmati');
    form.append('description', 'Tez va sifatli.');
    const serviceCategory = ((await (await app.request('/api/services/api/categories')).json()) as CategoryInfo[])[0]!;
    form.append('category_id', String(serviceCategory.id));
    form.append('images', await pngFile());
    const service = await json<Service>(
      await app.request('/api/services/api/services/?lang=en', { method: 'POST', headers: tokenHeader(seller), body: form }),
      201,
    );
    expect(Date.parse(service.expires_at) - Date.parse(service.created_at)).toBe(60 * DAY);
    expect(await json<Service>(await call('POST', `/api/services/api/services/${service.id}/sell`, seller), 200)).toMatchObject({ status: 'sold' });
    const mine = await json<Page<Service>>(await call('GET', '/api/services/api/user/services/?status=sold', seller), 200);
    expect(mine.results.map((each) => each.id)).toContain(service.id);
    const listed = await json<Page<Service>>(await call('GET', '/api/services/api/services/?page_size=100', null), 200);
    expect(listed.results.map((each) => each.id)).not.toContain(service.id);
  });
});

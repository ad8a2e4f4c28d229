import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRoom } from '../../src/lib/schemas/chats.ts';
import type { SellerProfile } from '../../src/lib/schemas/sellers.ts';
import type { Page, Product, Service } from '../../src/lib/schemas/shapes.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, pngFile, productCategories, productForm } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** Issue 22, item 6: a seller's public profile and listings (`/api/users/{id}/…`), their sitemap part, and the chat's listing state. */
let app: TestApp;
let categoryId: number;
let serviceCategoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await productCategories(app))[0]!.id;
  serviceCategoryId = ((await (await app.request('/api/services/api/categories')).json()) as Array<{ id: number }>)[0]!.id;
});
afterAll(async () => {
  await app.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}
/** A signed-in caller's answer, never the signed-out answer cache's (these tests move the clock and the data between asks). */
const profileOf = async (id: number, viewer: RegisteredUser) =>
  json<SellerProfile>(await app.request(`/api/users/${id}/?lang=en`, { headers: tokenHeader(viewer) }));
const listingsOf = async <T = Product>(id: number, query = '') => json<Page<T>>(await app.request(`/api/users/${id}/listings/${query}`));

async function createService(user: RegisteredUser, name: string): Promise<Service> {
  const form = productForm({ name, description: 'Uyga kelib taʼmirlayman.', category_id: String(serviceCategoryId) }, [await pngFile('#f97316')]);
  return json<Service>(await app.request('/api/services/api/services/?lang=en', { method: 'POST', headers: tokenHeader(user), body: form }), 201);
}

const chatCall = (method: string, path: string, user: RegisteredUser, body?: unknown) =>
  app.request(`${path}?lang=en`, {
    method,
    headers: { ...tokenHeader(user), 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
const startChat = async (buyer: RegisteredUser, product: Product) =>
  json<ChatRoom>(await chatCall('POST', '/api/chats/', buyer, { listing_kind: 'product', listing_id: product.id }), 201);
const roomWith = async (from: RegisteredUser, to: RegisteredUser) => {
  const response = await chatCall('POST', '/api/chats/', from, { participants: [from.id, to.id] });
  expect([200, 201]).toContain(response.status);
  return (await response.json()) as ChatRoom;
};
const say = async (room: ChatRoom, user: RegisteredUser, content: string) =>
  json<ChatMessage>(await chatCall('POST', `/api/chats/${room.id}/messages/`, user, { content }), 201);

describe(`a seller's public profile on ${TEST_DB}`, () => {
  it('answers 404 for someone who does not exist, on the profile and the listings alike', async () => {
    for (const path of ['/api/users/999999/', '/api/users/999999/listings/', '/api/users/abc/', '/api/users/0/listings/?kind=service']) {
      expect(await json(await app.request(`${path}${path.includes('?') ? '&' : '?'}lang=en`), 404), path).toMatchObject({ code: 'not_found' });
    }
  });

  it('shows a new member with their place, when they joined, and nothing listed, sold or timed yet', async () => {
    const seller = await registerUser(app, { username: 'Yangi_Sotuvchi' });
    const profile = await json<SellerProfile>(await app.request(`/api/users/${seller.id}/`));
    expect(profile).toEqual({
      id: seller.id,
      username: 'Yangi_Sotuvchi',
      profile_image: { image: null, thumbnail: null },
      location: expect.objectContaining({ id: expect.any(Number), region_en: expect.any(String) }),
      member_since: app.clock.now().toISOString(),
      sold_count: 0,
      active_counts: { product: 0, service: 0, real_estate: 0 },
      reply_time: null,
      rating: { score: null, count: 0 },
    });
    expect(profile).not.toHaveProperty('phone_number');
    expect((await listingsOf(seller.id)).count).toBe(0);
  });

  it('lists only listed listings: a sold one leaves the list and counts as sold', async () => {
    const seller = await registerUser(app);
    const [first, second, third] = [
      await createProduct(app, seller, categoryId, { title: 'Birinchi stol' }),
      await createProduct(app, seller, categoryId, { title: 'Ikkinchi stul' }),
      await createProduct(app, seller, categoryId, { title: 'Uchinchi shkaf' }),
    ];
    await createService(seller, 'Mebel yigʻish');
    await app.runtime.services.lifecycle.move('product', second!.id, seller.id, 'sell', {});

    const page = await listingsOf(seller.id, '?kind=product');
    expect(page.results.map((each) => each.title)).toEqual(['Uchinchi shkaf', 'Birinchi stol']);
    expect(page.count).toBe(2);
    expect(page.results.every((each) => each.status === 'active' && each.userName.id === seller.id)).toBe(true);
    const profile = await profileOf(seller.id, seller);
    expect(profile).toMatchObject({ sold_count: 1, active_counts: { product: 2, service: 1 } });
    expect([first!.id, third!.id]).toEqual(expect.arrayContaining(page.results.map((each) => each.id)));
  });

  it('filters by kind and pages newest first by sort date, with links to the next and previous pages', async () => {
    const seller = await registerUser(app);
    const products: Product[] = [];
    for (const title of ['Eski velosiped', 'Oʻrta velosiped', 'Yangi velosiped']) {
      products.push(await createProduct(app, seller, categoryId, { title }));
      app.clock.advance(MINUTE);
    }
    const service = await createService(seller, 'Velosiped taʼmiri');

    const firstPage = await listingsOf(seller.id, '?kind=product&page_size=2');
    expect(firstPage.results.map((each) => each.title)).toEqual(['Yangi velosiped', 'Oʻrta velosiped']);
    expect(firstPage).toMatchObject({ count: 3, count_capped: false, previous: null });
    expect(firstPage.next).toMatch(new RegExp(`/api/users/${seller.id}/listings/\\?kind=product&page_size=2&page=2$`));
    const secondPage = await listingsOf(seller.id, '?kind=product&page_size=2&page=2');
    expect(secondPage.results.map((each) => each.title)).toEqual(['Eski velosiped']);
    expect(secondPage.next).toBeNull();
    expect(secondPage.previous).toMatch(/page=1$/);

    const services = await listingsOf<Service>(seller.id, '?kind=service');
    expect(services.results.map((each) => [each.id, each.name])).toEqual([[service.id, 'Velosiped taʼmiri']]);
    // Without a kind, goods.
    expect((await listingsOf(seller.id)).count).toBe(3);

    // Raised after a week, the oldest comes first: the list follows the sort date, not creation.
    app.clock.advance(8 * DAY);
    await app.runtime.services.lifecycle.move('product', products[0]!.id, seller.id, 'raise');
    expect((await listingsOf(seller.id, '?kind=product&page_size=2&page=1&lang=en')).results.map((each) => each.title)).toEqual([
      'Eski velosiped',
      'Yangi velosiped',
    ]);
  });

  it('refuses a kind, page or page size it does not know with a validation error', async () => {
    const seller = await registerUser(app);
    for (const query of ['?kind=car', '?page=0', '?page=x', '?page_size=101']) {
      expect(await json(await app.request(`/api/users/${seller.id}/listings/${query}&lang=en`), 400), query).toMatchObject({ code: 'validation_error' });
    }
  });

  it('keeps signed-out answers in memory until one of the seller’s listings changes state', async () => {
    const seller = await registerUser(app);
    const product = await createProduct(app, seller, categoryId, { title: 'Keshdagi divan' });
    const path = `/api/users/${seller.id}/`;
    await (await app.request(path)).arrayBuffer();
    const kept = await app.request(path);
    expect(kept.headers.get('x-cache')).toBe('HIT');
    expect(kept.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(((await kept.json()) as SellerProfile).active_counts.product).toBe(1);
    await (await app.request(`${path}listings/`)).arrayBuffer();
    expect((await app.request(`${path}listings/`)).headers.get('x-cache')).toBe('HIT');

    await app.runtime.services.lifecycle.move('product', product.id, seller.id, 'sell', {});
    const after = await app.request(path);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(await after.json()).toMatchObject({ sold_count: 1, active_counts: { product: 0 } });
    expect((await json<Page<Product>>(await app.request(`${path}listings/`))).count).toBe(0);
  });
});

describe(`a seller's reply time on ${TEST_DB}`, () => {
  it('is the median time to their first answer in conversations others started in the last 90 days, and nothing with fewer than three', async () => {
    const seller = await registerUser(app, { username: 'Tez_Javob' });
    const product = await createProduct(app, seller, categoryId, { title: 'Javob kutgan lampa' });
    const buyers = [await registerUser(app), await registerUser(app), await registerUser(app), await registerUser(app)];
    // Each buyer writes first; the seller answers after 10, 40 and 20 minutes.
    const delays = [10, 40, 20];
    for (const [index, minutes] of delays.entries()) {
      const room = await startChat(buyers[index]!, product);
      await say(room, buyers[index]!, 'Salom, lampa hali bormi?');
      app.clock.advance(minutes * MINUTE);
      await say(room, seller, 'Ha, bor.');
      await say(room, buyers[index]!, 'Rahmat!');
      if (index === 1) expect((await profileOf(seller.id, seller)).reply_time, 'two conversations say too little').toBeNull();
      app.clock.advance(HOUR);
    }
    expect((await profileOf(seller.id, seller)).reply_time).toBe(20 * 60);

    // A conversation the seller started does not count; one unanswered for less than a day waits.
    const other = await roomWith(seller, buyers[3]!);
    await say(other, seller, 'Sizga boshqa lampa kerakmi?');
    app.clock.advance(3 * HOUR);
    await say(other, buyers[3]!, 'Yoʻq, rahmat.');
    const asker = await registerUser(app);
    await say(await roomWith(asker, seller), asker, 'Yana bitta lampa bormi?');
    expect((await profileOf(seller.id, seller)).reply_time).toBe(20 * 60);

    // Conversations older than 90 days no longer count.
    app.clock.advance(91 * DAY);
    expect((await profileOf(seller.id, seller)).reply_time).toBeNull();
  });

  it('counts a conversation left unanswered for a day as the time it has waited', async () => {
    const seller = await registerUser(app);
    const askers = [await registerUser(app), await registerUser(app), await registerUser(app)];
    const rooms = await Promise.all(askers.map((asker) => roomWith(asker, seller)));
    for (const [index, room] of rooms.entries()) await say(room, askers[index]!, 'Assalomu alaykum');
    app.clock.advance(5 * MINUTE);
    await say(rooms[0]!, seller, 'Vaalaykum assalom');
    // Two still unanswered after an hour: pending, not slow yet; too little to say.
    app.clock.advance(HOUR);
    expect((await profileOf(seller.id, seller)).reply_time).toBeNull();
    // After two days they count as two days each: the median is slow.
    app.clock.advance(2 * DAY);
    const median = (await profileOf(seller.id, seller)).reply_time!;
    expect(median).toBeGreaterThanOrEqual(2 * 86_400);
  });
});

describe(`the chat's listing state on ${TEST_DB}`, () => {
  it('tells both sides when the listing their room is about is reserved, then sold', async () => {
    const seller = await registerUser(app);
    const buyer = await registerUser(app);
    const product = await createProduct(app, seller, categoryId, { title: 'Band qilinadigan soat' });
    const room = await startChat(buyer, product);
    await say(room, buyer, 'Olaman!');
    const listingOf = async (user: RegisteredUser) =>
      (await json<{ results: ChatRoom[] }>(await chatCall('GET', '/api/chats/', user))).results.find((each) => each.id === room.id)!.listing;
    expect(await listingOf(buyer)).toMatchObject({ id: product.id, status: 'active' });

    await app.runtime.services.lifecycle.move('product', product.id, seller.id, 'reserve', { buyerId: buyer.id });
    expect(await listingOf(buyer)).toMatchObject({ id: product.id, status: 'reserved' });
    await app.runtime.services.lifecycle.move('product', product.id, seller.id, 'sell', { buyerId: buyer.id });
    expect(await listingOf(seller)).toMatchObject({ id: product.id, status: 'sold' });
    const opened = await json<{ chat: ChatRoom }>(await chatCall('GET', `/api/chats/${room.id}/`, buyer));
    expect(opened.chat.listing?.status).toBe('sold');
  });
});

describe(`the sellers' sitemap on ${TEST_DB}`, () => {
  it('names every seller with a listed listing in every language, and leaves out sold listings and people with nothing listed', async () => {
    const { sitemap } = app.runtime.services;
    const seller = await registerUser(app);
    const idle = await registerUser(app);
    const product = await createProduct(app, seller, categoryId, { title: 'Sitemapdagi gilam' });
    const sold = await createProduct(app, seller, categoryId, { title: 'Sotilgan gilam' });
    await app.runtime.services.lifecycle.move('product', sold.id, seller.id, 'sell', {});

    expect(await sitemap.index()).toContain('<loc>http://localhost:4321/sitemaps/sellers-1.xml</loc>');
    const part = (await sitemap.part('sellers-1'))!;
    for (const prefix of ['', '/ru', '/en']) expect(part).toContain(`<loc>http://localhost:4321${prefix}/user/${seller.id}</loc>`);
    expect(part).toContain(`hreflang="ru" href="http://localhost:4321/ru/user/${seller.id}"`);
    expect(part).not.toContain(`/user/${idle.id}<`);
    const products = (await sitemap.part('products-1'))!;
    expect(products).toContain(`/product/${product.id}<`);
    expect(products).not.toContain(`/product/${sold.id}<`);
    expect(await sitemap.part('sellers-2')).toBeNull();
    expect(await sitemap.part('sellers-0')).toBeNull();
  });
});

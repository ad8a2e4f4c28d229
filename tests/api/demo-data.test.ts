import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Page, Product, Reply, Service } from '../../src/lib/schemas/shapes.ts';
import { LISTING_KINDS } from '../../src/lib/listing-kinds.ts';
import { normalizeSearchText } from '../../src/lib/text.ts';
import { loadConfig } from '../../src/server/config.ts';
import { demoDataWanted, fillDemoDataOnStart } from '../../src/server/demo/demo-on-start.ts';
import { planDemoData } from '../../src/server/demo/demo-plan.ts';
import { DEMO_PASSWORD, DEMO_PHONE_PREFIX } from '../../src/server/demo/sellers.ts';
import { newIp, postJson, registerUser } from '../fixtures/accounts.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { createCapturingLogger, createTestClock, startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

const CYRILLIC = /\p{Script=Cyrillic}/u;
const DAY_MS = 86_400_000;

type Table = 'users' | 'listings' | 'listing_likes' | 'listing_images' | 'comments' | 'comment_likes' | 'chat_rooms' | 'chat_members' | 'chat_messages';
const countRows = async (app: TestApp, table: Table) =>
  Number((await app.runtime.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function listProducts(app: TestApp, query: string): Promise<Page<Product>> {
  const response = await app.request(`/api/products/api/products/?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<Product>;
}

async function listServices(app: TestApp, query: string): Promise<Page<Service>> {
  const response = await app.request(`/api/services/api/services/?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<Service>;
}

/** Every listing of a list, newest first, through the public list API. */
async function everyPage<T>(list: (query: string) => Promise<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { results, next } = await list(`page_size=100&page=${page}`);
    all.push(...results);
    if (!next) return all;
  }
}

/** A service's comments (newest first), each with its replies (oldest first), through the comments API. */
async function threadsOf(app: TestApp, service: Service): Promise<Array<{ comment: Comment; replies: Reply[] }>> {
  const response = await app.request(`/api/services/api/services/${service.id}/comments/?page_size=100`);
  expect(response.status).toBe(200);
  const { results, next } = (await response.json()) as Page<Comment>;
  expect(next).toBeNull();
  return Promise.all(
    results.map(async (comment) => {
      const replies = await app.request(`/api/services/api/comments/${comment.id}/replies/`);
      expect(replies.status).toBe(200);
      return { comment, replies: ((await replies.json()) as { data: Reply[] }).data };
    }),
  );
}

const time = (iso: string) => new Date(iso).getTime();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe(`demo data on an empty ${TEST_DB} database`, () => {
  let app: TestApp;
  let products: Product[];
  let services: Service[];
  let threads: Map<number, Array<{ comment: Comment; replies: Reply[] }>>;
  const { logger, lines } = createCapturingLogger();

  beforeAll(async () => {
    app = await startTestApp({ DEMO_DATA: '1' }, createTestClock(), { logger });
    products = await everyPage((query) => listProducts(app, query));
    services = await everyPage((query) => listServices(app, query));
    threads = new Map(await Promise.all(services.map(async (service) => [service.id, await threadsOf(app, service)] as const)));
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('says when it starts filling, then what it created and how long it took', () => {
    expect(lines.filter((line) => String(line.msg).startsWith('filling the empty database'))).toHaveLength(1);
    const demoLines = lines.filter((line) => String(line.msg).startsWith('demo data'));
    expect(demoLines).toHaveLength(1);
    expect(demoLines[0]).toMatchObject({
      level: 30,
      demo: { products: products.length, services: services.length, sellers: expect.any(Number), images: expect.any(Number), likes: expect.any(Number) },
    });
    const demo = demoLines[0]!.demo as Record<'comments' | 'replies' | 'commentLikes' | 'chats' | 'messages' | 'ms', number>;
    expect(demo.comments).toBeGreaterThan(0);
    expect(demo.replies).toBeGreaterThan(0);
    expect(demo.commentLikes).toBeGreaterThan(0);
    expect(demo.chats).toBeGreaterThan(0);
    expect(demo.messages).toBeGreaterThan(demo.chats);
    expect(demo.ms).toBeGreaterThan(0);
    expect(String(demoLines[0]!.msg)).toMatch(/\d+ products and \d+ services with \d+ images, \d+ likes, \d+ comments with \d+ replies and \d+ comment likes, \d+ chats with \d+ messages in /);
  });

  it('creates at least 12 sellers across several regions, on test-range phones, who sign in with the demo password', async () => {
    const sellers = new Map([...products, ...services].map((listing) => [listing.userName.id, listing.userName]));
    expect(new Set(products.map((product) => product.userName.id)).size).toBeGreaterThanOrEqual(12);
    expect(new Set([...sellers.values()].map((seller) => seller.location?.region)).size).toBeGreaterThanOrEqual(8);
    const phones = await app.runtime.database.db.selectFrom('users').select('phone_number').execute();
    // Every demo account offers something.
    expect(phones.length).toBe(sellers.size);
    for (const { phone_number } of phones) expect(phone_number).toMatch(new RegExp(`^\\${DEMO_PHONE_PREFIX}\\d{4}$`));

    const login = await postJson(app, '/api/accounts/login/', { phone_number: phones[0]!.phone_number, password: DEMO_PASSWORD }, {}, newIp());
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ token: expect.any(String) });
  });

  it('lists at least 150 products, with some in every product category', async () => {
    expect((await listProducts(app, 'page_size=1')).count).toBeGreaterThanOrEqual(150);
    expect(products.length).toBeGreaterThanOrEqual(150);
    const categories = await productCategories(app);
    expect(categories).toHaveLength(20);
    for (const category of categories) {
      const { count } = await listProducts(app, `category_name=${category.slug}&page_size=1`);
      expect(count, category.slug).toBeGreaterThanOrEqual(5);
    }
  });

  it('writes about one title in five in Russian Cyrillic, each found by a Latin search', async () => {
    const russian = products.filter((product) => CYRILLIC.test(product.title));
    expect(russian.length / products.length).toBeGreaterThan(0.12);
    expect(russian.length / products.length).toBeLessThan(0.3);
    for (const product of russian) {
      const word = product.title.split(/[^\p{L}]+/u).find((each) => CYRILLIC.test(each) && each.length >= 4)!;
      const latin = normalizeSearchText(word);
      expect(latin).toMatch(/^[a-z']+$/);
      const { results } = await listProducts(app, `product_title=${encodeURIComponent(latin)}&page_size=100`);
      expect(results.map((result) => result.id), `${latin} → ${product.title}`).toContain(product.id);
    }
  });

  it('lists at least 80 services, some in every service category, in many regions, each name and description within the limits', async () => {
    expect((await listServices(app, 'page_size=1')).count).toBeGreaterThanOrEqual(80);
    expect(services.length).toBeGreaterThanOrEqual(80);
    const categories = (await (await app.request('/api/services/api/categories')).json()) as Array<{ slug: string }>;
    expect(categories).toHaveLength(20);
    for (const category of categories) {
      const { count } = await listServices(app, `category_name=${category.slug}&page_size=1`);
      expect(count, category.slug).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(services.map((service) => service.location.region)).size).toBeGreaterThanOrEqual(8);
    for (const service of services) {
      expect([...service.name].length, service.name).toBeLessThanOrEqual(LISTING_KINDS.service.limits.titleMax);
      expect([...service.description].length, service.name).toBeLessThanOrEqual(LISTING_KINDS.service.limits.descriptionMax);
      expect(service.description.length).toBeGreaterThan(service.name.length);
    }
    expect(new Set(services.map((service) => service.name)).size).toBe(services.length);
  });

  it('names about one service in five in Russian Cyrillic, each found by a Latin search, its description in the same script', async () => {
    const russian = services.filter((service) => CYRILLIC.test(service.name));
    expect(russian.length / services.length).toBeGreaterThan(0.12);
    expect(russian.length / services.length).toBeLessThan(0.3);
    for (const service of services) expect(CYRILLIC.test(service.description), service.name).toBe(CYRILLIC.test(service.name));
    for (const service of russian) {
      const word = service.name.split(/[^\p{L}]+/u).find((each) => CYRILLIC.test(each) && each.length >= 4)!;
      const latin = normalizeSearchText(word);
      expect(latin).toMatch(/^[a-z']+$/);
      const { results } = await listServices(app, `service_name=${encodeURIComponent(latin)}&page_size=100`);
      expect(results.map((result) => result.id), `${latin} → ${service.name}`).toContain(service.id);
    }
  });

  it('writes Uzbek with the modifier letter ʻ, never a typewriter apostrophe', async () => {
    const texts = [
      ...products.map((product) => `${product.title} ${product.description}`),
      ...services.map((service) => `${service.name} ${service.description}`),
      ...(await app.runtime.database.db.selectFrom('comments').select('text').execute()).map((row) => row.text),
    ];
    const uzbek = texts.filter((text) => !CYRILLIC.test(text));
    for (const listing of [products.map((product) => product.title), services.map((service) => service.name)]) {
      expect(listing.filter((title) => !CYRILLIC.test(title)).some((title) => title.includes('ʻ'))).toBe(true);
    }
    for (const text of uzbek) expect(text).not.toMatch(/[oOgG]['‘’`]/);
  });

  it('asks whole so\'m prices that fit the category, new and used', () => {
    for (const product of products) expect(Number.isInteger(product.price) && product.price > 0).toBe(true);
    const pricesOf = (slug: string) => products.filter((product) => product.category.slug === slug).map((product) => product.price);
    for (const price of pricesOf('cars')) expect(price).toBeGreaterThanOrEqual(50_000_000);
    for (const price of pricesOf('phones')) expect(price).toBeGreaterThanOrEqual(1_000_000);
    for (const price of pricesOf('kids')) expect(price).toBeLessThanOrEqual(500_000);
    expect(median(pricesOf('cars'))).toBeGreaterThan(median(pricesOf('phones')));
    expect(median(pricesOf('phones'))).toBeGreaterThan(median(pricesOf('kids')));
    expect(new Set(products.map((product) => product.condition))).toEqual(new Set(['new', 'used']));
  });

  it('spreads the services over the past weeks too, newest first', () => {
    const now = app.clock.now().getTime();
    const times = services.map((service) => time(service.created_at));
    for (const each of times) expect(each).toBeLessThan(now);
    expect(now - Math.min(...times)).toBeGreaterThan(21 * DAY_MS);
    expect(new Set(services.map((service) => service.created_at.slice(0, 10))).size).toBeGreaterThanOrEqual(14);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(services.map((service) => service.location.id)).size).toBeGreaterThanOrEqual(15);
  });

  it('spreads the products over the past weeks and many districts, newest first', () => {
    const now = app.clock.now().getTime();
    const times = products.map((product) => new Date(product.created_at).getTime());
    for (const time of times) expect(time).toBeLessThan(now);
    expect(now - Math.min(...times)).toBeGreaterThan(21 * DAY_MS);
    expect(new Set(products.map((product) => product.created_at.slice(0, 10))).size).toBeGreaterThanOrEqual(14);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(products.map((product) => product.location.region)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(products.map((product) => product.location.id)).size).toBeGreaterThanOrEqual(20);
  });

  it('gives every product one to four generated pictures, stored in two sizes under DATA_DIR/media', async () => {
    for (const product of products) {
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(4);
      for (const image of product.images) {
        for (const url of [image.image, image.thumbnail]) expect((await stat(path.join(app.dataDir, url))).size).toBeGreaterThan(0);
      }
    }
    const first = products[0]!.images[0]!;
    expect(await sharp(path.join(app.dataDir, first.image)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(await sharp(path.join(app.dataDir, first.thumbnail)).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    for (const service of services) {
      expect(service.images.length).toBeGreaterThanOrEqual(1);
      expect(service.images.length).toBeLessThanOrEqual(3);
      for (const image of service.images) {
        for (const url of [image.image, image.thumbnail]) expect((await stat(path.join(app.dataDir, url))).size).toBeGreaterThan(0);
      }
    }
    const serviceImage = services[0]!.images[0]!;
    expect(await sharp(path.join(app.dataDir, serviceImage.image)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    const listed = [...products, ...services].reduce((sum, listing) => sum + listing.images.length, 0);
    expect(await countRows(app, 'listing_images')).toBe(listed);
    expect((lines.find((line) => String(line.msg).startsWith('demo data'))!.demo as { images: number }).images).toBe(listed);
  });

  it('spreads likes by the sellers over other sellers\' products and services, each count equal to its rows', async () => {
    const { db } = app.runtime.database;
    const rows = await db.selectFrom('listing_likes').select(['listing_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('listing_id').execute();
    const rowsOf = new Map(rows.map((row) => [row.listing_id, Number(row.n)]));
    for (const product of products) expect(product.likes, product.title).toBe(rowsOf.get(product.id) ?? 0);
    for (const service of services) expect(service.likes, service.name).toBe(rowsOf.get(service.id) ?? 0);
    expect(products.filter((product) => product.likes > 0).length).toBeGreaterThan(products.length / 3);
    expect(services.filter((service) => service.likes > 0).length).toBeGreaterThan(services.length / 3);
    const ownLikes = await db
      .selectFrom('listing_likes')
      .innerJoin('listings', 'listings.id', 'listing_likes.listing_id')
      .select('listing_likes.listing_id')
      .whereRef('listings.owner_id', '=', 'listing_likes.user_id')
      .execute();
    expect(ownLikes).toEqual([]);
  });

  it('holds conversations under a good share of services and some products: others ask, the owner answers, the asker thanks', () => {
    const withComments = services.filter((service) => threads.get(service.id)!.length > 0);
    expect(withComments.length).toBeGreaterThan(services.length * 0.4);
    let ownerReplies = 0;
    let thanks = 0;
    for (const service of withComments) {
      // Newest first, one after another (nobody asks at the very same moment).
      const asked = threads.get(service.id)!.map(({ comment }) => time(comment.created_at));
      expect(asked).toEqual([...new Set(asked)].sort((a, b) => b - a));
      for (const { comment, replies } of threads.get(service.id)!) {
        expect(comment.service_id).toBe(service.id);
        expect(comment.user.id, `${service.name}: ${comment.text}`).not.toBe(service.userName.id);
        expect(time(comment.created_at)).toBeGreaterThan(time(service.created_at));
        expect(time(comment.created_at)).toBeLessThan(app.clock.now().getTime());
        expect(replies).toHaveLength(comment.replies_count);
        const times = [comment, ...replies].map((each) => time(each.created_at));
        expect(times, comment.text).toEqual([...new Set(times)].sort((a, b) => a - b));
        for (const reply of replies) expect([service.userName.id, comment.user.id]).toContain(reply.user.id);
        ownerReplies += replies.filter((reply) => reply.user.id === service.userName.id).length;
        thanks += replies.filter((reply) => reply.user.id === comment.user.id).length;
      }
    }
    expect(ownerReplies).toBeGreaterThan(withComments.length / 2);
    expect(thanks).toBeGreaterThan(0);
  });

  it('writes the comments in Uzbek and in Russian', async () => {
    const texts = (await app.runtime.database.db.selectFrom('comments').select('text').execute()).map((row) => row.text);
    const russian = texts.filter((text) => CYRILLIC.test(text));
    expect(russian.length).toBeGreaterThan(texts.length * 0.1);
    expect(russian.length).toBeLessThan(texts.length * 0.6);
    expect(texts.some((text) => !CYRILLIC.test(text) && text.includes('ʻ'))).toBe(true);
    const threadTexts = [...threads.values()].flat().flatMap(({ comment, replies }) => [comment.text, ...replies.map((reply) => reply.text)]);
    expect(threadTexts.some((text) => CYRILLIC.test(text)) && threadTexts.some((text) => !CYRILLIC.test(text))).toBe(true);
  });

  it('keeps every count true: a listing\'s comments, a comment\'s replies and likes equal their rows', async () => {
    const { db } = app.runtime.database;
    const comments = await db.selectFrom('comments').select(['id', 'listing_id', 'author_id', 'parent_id', 'likes_count', 'replies_count', 'created_at']).execute();
    const listings = await db.selectFrom('listings').select(['id', 'kind', 'owner_id', 'comments_count', 'created_at']).execute();
    const likes = await db.selectFrom('comment_likes').select(['comment_id', 'user_id', 'created_at']).execute();
    const tally = (keys: Array<number | null>) => keys.reduce((map, key) => map.set(key, (map.get(key) ?? 0) + 1), new Map<number | null, number>());
    const commentsOf = tally(comments.map((comment) => comment.listing_id));
    const repliesOf = tally(comments.map((comment) => comment.parent_id));
    const likesOf = tally(likes.map((like) => like.comment_id));
    for (const listing of listings) expect(Number(listing.comments_count), `listing ${listing.id}`).toBe(commentsOf.get(listing.id) ?? 0);
    for (const service of services) expect(service.comments_count).toBe(commentsOf.get(service.id) ?? 0);
    for (const comment of comments) {
      expect(Number(comment.replies_count), `comment ${comment.id}`).toBe(repliesOf.get(comment.id) ?? 0);
      expect(Number(comment.likes_count), `comment ${comment.id}`).toBe(likesOf.get(comment.id) ?? 0);
    }
    for (const { comment, replies } of [...threads.values()].flat()) {
      expect(comment.likes).toBe(likesOf.get(comment.id) ?? 0);
      for (const reply of replies) expect(reply.likes).toBe(likesOf.get(reply.id) ?? 0);
    }
    expect(likes.length).toBeGreaterThan(comments.length / 3);

    // Products have conversations too, written after the listing and before now.
    const listingOf = new Map(listings.map((listing) => [listing.id, listing]));
    const commentOf = new Map(comments.map((comment) => [comment.id, comment]));
    expect(new Set(comments.filter((comment) => listingOf.get(comment.listing_id)!.kind === 'product').map((comment) => comment.listing_id)).size).toBeGreaterThanOrEqual(10);
    for (const comment of comments) {
      const after = comment.parent_id === null ? listingOf.get(comment.listing_id)!.created_at : commentOf.get(comment.parent_id)!.created_at;
      expect(time(comment.created_at)).toBeGreaterThan(time(after));
    }
    for (const like of likes) {
      const comment = commentOf.get(like.comment_id)!;
      expect(like.user_id).not.toBe(comment.author_id);
      expect(time(like.created_at)).toBeGreaterThan(time(comment.created_at));
      expect(time(like.created_at)).toBeLessThan(app.clock.now().getTime());
    }
  });

  it('never has anyone open a conversation on their own listing', async () => {
    const own = await app.runtime.database.db
      .selectFrom('comments')
      .innerJoin('listings', 'listings.id', 'comments.listing_id')
      .select('comments.id')
      .where('comments.parent_id', 'is', null)
      .whereRef('listings.owner_id', '=', 'comments.author_id')
      .execute();
    expect(own).toEqual([]);
  });

  it('holds private chats between the sellers about their products and services: both sides write, in Uzbek and Russian, some lines still unread by the owner', async () => {
    const { db } = app.runtime.database;
    const rooms = await db.selectFrom('chat_rooms').selectAll().orderBy('id').execute();
    const messages = await db.selectFrom('chat_messages').selectAll().orderBy('id').execute();
    const listings = new Map((await db.selectFrom('listings').select(['id', 'kind', 'owner_id', 'created_at']).execute()).map((listing) => [listing.id, listing]));
    const demo = lines.find((line) => String(line.msg).startsWith('demo data'))!.demo as { chats: number; messages: number };
    expect(rooms.length).toBeGreaterThanOrEqual(8);
    expect(rooms.length).toBeLessThanOrEqual(12);
    expect(rooms).toHaveLength(demo.chats);
    expect(messages).toHaveLength(demo.messages);
    expect(new Set(rooms.map((room) => listings.get(room.listing_id!)?.kind))).toEqual(new Set(['product', 'service']));
    let waiting = 0;
    for (const room of rooms) {
      const listing = listings.get(room.listing_id!)!;
      const participants = [room.user_low_id, room.user_high_id];
      expect(participants).toContain(listing.owner_id);
      const buyer = participants.find((id) => id !== listing.owner_id)!;
      const talk = messages.filter((message) => message.room_id === room.id);
      expect(talk.length, `room ${room.id}`).toBeGreaterThanOrEqual(3);
      expect(talk.length, `room ${room.id}`).toBeLessThanOrEqual(8);
      // The buyer writes first, the sides take turns, one line after another before now.
      talk.forEach((message, index) => expect(message.sender_id, message.content).toBe(index % 2 === 0 ? buyer : listing.owner_id));
      const times = talk.map((message) => time(message.created_at));
      expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
      expect(times[0]!).toBeGreaterThan(time(listing.created_at));
      expect(times.at(-1)!).toBeLessThan(app.clock.now().getTime());
      expect(room.last_message_id).toBe(talk.at(-1)!.id);

      // As the chats API shows it to each side: the listing, the last line, what is unread.
      const [forOwner] = (await app.runtime.services.chats.list(listing.owner_id)).filter((each) => each.id === room.id);
      const [forBuyer] = (await app.runtime.services.chats.list(buyer)).filter((each) => each.id === room.id);
      expect(forOwner!.listing).toMatchObject({ kind: listing.kind, id: listing.id });
      expect(forOwner!.last_message?.content).toBe(talk.at(-1)!.content);
      expect(forBuyer!.unread_count).toBe(0);
      if (forOwner!.unread_count > 0) {
        waiting += 1;
        expect(talk.at(-1)!.sender_id).toBe(buyer);
        expect(forOwner!.unread_count).toBe(1);
      }
    }
    expect(waiting).toBeGreaterThan(0);
    expect(waiting).toBeLessThan(rooms.length);
    const texts = messages.map((message) => message.content);
    expect(texts.some((text) => CYRILLIC.test(text))).toBe(true);
    expect(texts.some((text) => !CYRILLIC.test(text) && text.includes('ʻ'))).toBe(true);
    for (const text of texts.filter((each) => !CYRILLIC.test(each))) expect(text).not.toMatch(/[oOgG]['‘’`]/);
    // The first demo account (README) has a line waiting for them.
    const first = await db.selectFrom('users').select('id').where('phone_number', '=', `${DEMO_PHONE_PREFIX}0001`).executeTakeFirstOrThrow();
    expect(await app.runtime.services.chats.unreadTotal(first.id)).toBeGreaterThan(0);
  });

  it('creates exactly the plan of its seed, the same on every run', async () => {
    const locations = await app.runtime.services.locations.listLocations();
    const plan = planDemoData(app.clock.now(), locations);
    expect(planDemoData(app.clock.now(), locations)).toEqual(plan);
    const planned = plan.listings.map((listing) => `${listing.kind} ${listing.createdAt.toISOString()} ${listing.title} ${listing.price ?? ''}`).sort();
    const created = [
      ...products.map((product) => `product ${product.created_at} ${product.title} ${product.price}`),
      ...services.map((service) => `service ${service.created_at} ${service.name} `),
    ].sort();
    expect(created).toEqual(planned);
    expect(await countRows(app, 'listing_likes')).toBe(plan.likes.length);
    const texts = await app.runtime.database.db.selectFrom('comments').select(['text', 'created_at']).execute();
    expect(texts.map((row) => `${time(row.created_at)} ${row.text}`).sort()).toEqual(plan.comments.map((comment) => `${comment.at.getTime()} ${comment.text}`).sort());
    expect(await countRows(app, 'comment_likes')).toBe(plan.commentLikes.length);
    const messages = await app.runtime.database.db.selectFrom('chat_messages').select(['content', 'created_at']).execute();
    expect(messages.map((row) => `${time(row.created_at)} ${row.content}`).sort()).toEqual(
      plan.chats.flatMap((chat) => chat.messages.map((message) => `${message.at.getTime()} ${message.text}`)).sort(),
    );
  });

  it('adds nothing when the filled database starts again', async () => {
    const tables = ['users', 'listings', 'listing_likes', 'listing_images', 'comments', 'comment_likes', 'chat_rooms', 'chat_messages'] as const;
    const before = await Promise.all(tables.map((table) => countRows(app, table)));
    const files = (await readdir(path.join(app.dataDir, 'media', 'listings'))).length;
    await app.restart();
    expect(await Promise.all(tables.map((table) => countRows(app, table)))).toEqual(before);
    expect((await readdir(path.join(app.dataDir, 'media', 'listings'))).length).toBe(files);
  });

  it('names the demo password and phone range in the README', async () => {
    const readme = await readFile(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    expect(readme).toContain(DEMO_PASSWORD);
    expect(readme).toContain(DEMO_PHONE_PREFIX);
  });
});

describe(`when demo data is made (${TEST_DB})`, () => {
  it('fills by default in development only (not under tests, not in production), never with DEMO_DATA=0, always with DEMO_DATA=1', () => {
    expect(demoDataWanted(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(demoDataWanted(loadConfig({ NODE_ENV: 'development', DEMO_DATA: '0' }))).toBe(false);
    expect(demoDataWanted(loadConfig({ NODE_ENV: 'test' }))).toBe(false);
    expect(demoDataWanted(loadConfig({ NODE_ENV: 'test', DEMO_DATA: '1' }))).toBe(true);
    const production = { NODE_ENV: 'production', SMS_PROVIDER: 'outbox', ALLOW_OUTBOX_IN_PRODUCTION: '1', PUBLIC_URL: 'https://bozor.example' };
    expect(demoDataWanted(loadConfig(production))).toBe(false);
    expect(demoDataWanted(loadConfig({ ...production, DEMO_DATA: '1' }))).toBe(true);
  });

  it('starts empty with DEMO_DATA=0 outside tests', async () => {
    const app = await startTestApp({ NODE_ENV: 'development', DEMO_DATA: '0' });
    try {
      expect(await countRows(app, 'users')).toBe(0);
      expect(await countRows(app, 'listings')).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('leaves a database that already has a listing alone, even when asked', async () => {
    const app = await startTestApp();
    try {
      expect(await countRows(app, 'listings')).toBe(0);
      const seller = await registerUser(app);
      const phones = (await productCategories(app)).find((category) => category.slug === 'phones')!;
      await createProduct(app, seller, phones.id);
      const { logger, lines } = createCapturingLogger();
      await fillDemoDataOnStart({ ...app.runtime, logger, config: { ...app.runtime.config, DEMO_DATA: true } });
      expect(await countRows(app, 'users')).toBe(1);
      expect((await listProducts(app, 'page_size=1')).count).toBe(1);
      expect(lines.map((line) => line.msg)).toEqual(['demo data: the database already has listings; left as it is']);
    } finally {
      await app.close();
    }
  });
});

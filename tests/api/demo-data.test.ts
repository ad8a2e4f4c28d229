import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Page, Product, RealEstate, Reply, Service } from '../../src/lib/schemas/shapes.ts';
import { LISTING_KIND_NAMES, LISTING_KINDS, termDays, type ListingKind } from '../../src/lib/listing-kinds.ts';
import { LIFE_STATUSES, LIFECYCLE, LISTED_STATUSES, LISTING_STATUSES, OWNER_TABS, reminderDue, type ListingStatus } from '../../src/lib/listing-states.ts';
import { normalizeSearchText } from '../../src/lib/text.ts';
import { hasField, PROPERTY_TYPES, type TypedField } from '../../src/lib/real-estate.ts';
import { demoDataWanted, loadConfig } from '../../src/server/config.ts';
import type { DemoSummary } from '../../src/demo/demo-data.ts';
import { fillDemoDataOnStart } from '../../src/demo/demo-on-start.ts';
import { planDemoData } from '../../src/demo/demo-plan.ts';
import { DEMO_MARKETER_PHONE, DEMO_PASSWORD, DEMO_PHONE_PREFIX, DEMO_SELLERS, demoPhone } from '../../src/demo/sellers.ts';
import { DEMO_MODERATOR } from '../../src/demo/demo-moderation.ts';
import { planDemoReviews } from '../../src/demo/demo-reviews.ts';
import type { DueReview, Review } from '../../src/lib/schemas/reviews.ts';
import type { Notice } from '../../src/lib/schemas/notices.ts';
import type { SavedSearch } from '../../src/lib/schemas/saved-searches.ts';
import { SCORE } from '../../src/lib/review-rules.ts';
import { newIp, postJson, registerUser, tokenHeader } from '../fixtures/accounts.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { createCapturingLogger, createTestClock, startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

const CYRILLIC = /\p{Script=Cyrillic}/u;
const DAY_MS = 86_400_000;

type Table =
  'users' | 'listings' | 'listing_likes' | 'listing_images' | 'comments' | 'comment_likes' | 'chat_rooms' | 'chat_members' | 'chat_messages' | 'notices';
const countRows = async (app: TestApp, table: Table) =>
  Number(
    (
      await app.runtime.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

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

async function listRealEstate(app: TestApp, query: string): Promise<Page<RealEstate>> {
  const response = await app.request(`/api/real-estate/api/real-estate/?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<RealEstate>;
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
/** What lists sort by: the last raise, else the creation. */
const sortDate = (listing: { created_at: string; raised_at: string | null }) => time(listing.raised_at ?? listing.created_at);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe(`demo data on an empty ${TEST_DB} database`, () => {
  let app: TestApp;
  let products: Product[];
  let services: Service[];
  let properties: RealEstate[];
  let threads: Map<number, Array<{ comment: Comment; replies: Reply[] }>>;
  const { logger, lines } = createCapturingLogger();

  beforeAll(async () => {
    app = await startTestApp({ DEMO_DATA: '1' }, createTestClock(), { logger });
    products = await everyPage((query) => listProducts(app, query));
    services = await everyPage((query) => listServices(app, query));
    properties = await everyPage((query) => listRealEstate(app, query));
    threads = new Map(await Promise.all(services.map(async (service) => [service.id, await threadsOf(app, service)] as const)));
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('says when it starts filling, then what it created and how long it took', async () => {
    expect(lines.filter((line) => String(line.msg).startsWith('filling the empty database'))).toHaveLength(1);
    const demoLines = lines.filter((line) => String(line.msg).startsWith('demo data'));
    expect(demoLines).toHaveLength(1);
    const { db } = app.runtime.database;
    const ofKind = async (kind: ListingKind) =>
      Number(
        (
          await db
            .selectFrom('listings')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('kind', '=', kind)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(demoLines[0]).toMatchObject({
      level: 30,
      demo: {
        products: await ofKind('product'),
        services: await ofKind('service'),
        properties: await ofKind('real_estate'),
        sellers: expect.any(Number),
        images: expect.any(Number),
        likes: expect.any(Number),
      },
    });
    const demo = demoLines[0]!.demo as Record<'comments' | 'replies' | 'commentLikes' | 'chats' | 'messages' | 'ms', number>;
    expect(demo.comments).toBeGreaterThan(0);
    expect(demo.replies).toBeGreaterThan(0);
    expect(demo.commentLikes).toBeGreaterThan(0);
    expect(demo.chats).toBeGreaterThan(0);
    expect(demo.messages).toBeGreaterThan(demo.chats);
    expect(demo.ms).toBeGreaterThan(0);
    // Issue 34: the fill says each of its steps as it ends, with what it made, and the listings as they are made (a tenth at a time), so a first start never looks stuck.
    const steps = lines.filter((line) => String(line.msg).startsWith('demo fill ') && line.step !== undefined);
    expect(steps.map((line) => `${String(line.step)}/${String(line.of)}`)).toEqual(['1/8', '2/8', '3/8', '4/8', '5/8', '6/8', '7/8', '8/8']);
    for (const line of steps)
      expect(line).toMatchObject({ level: 30, ms: expect.any(Number), msg: expect.stringMatching(/^demo fill \d\/8: \d+ .+ \(\d+\.\d s\)$/) });
    const made = demoLines[0]!.demo as Record<'sellers' | 'products' | 'services' | 'properties' | 'images', number>;
    expect(made.properties).toBeGreaterThanOrEqual(55);
    expect(String(steps[0]!.msg)).toMatch(new RegExp(`^demo fill 1/8: ${made.sellers} sellers `));
    expect(String(steps[1]!.msg)).toMatch(
      new RegExp(`^demo fill 2/8: ${made.products} products, ${made.services} services and ${made.properties} properties with ${made.images} pictures `),
    );
    expect(lines.filter((line) => /^demo fill: \d+ of \d+ listings made$/.test(String(line.msg))).length).toBeGreaterThanOrEqual(5);
    const order = (line: Record<string, unknown>) => lines.indexOf(line);
    expect(order(steps[0]!)).toBeGreaterThan(order(lines.find((line) => String(line.msg).startsWith('filling the empty database'))!));
    expect(order(steps[7]!)).toBeLessThan(order(demoLines[0]!));
    expect(String(demoLines[0]!.msg)).toMatch(
      /\d+ products, \d+ services and \d+ properties with \d+ images, \d+ likes, \d+ comments with \d+ replies and \d+ comment likes, \d+ chats with \d+ messages; \d+ active \(\d+ raised, \d+ expiring within 3 days, \d+ reminders\), \d+ reserved, \d+ sold, \d+ expired, \d+ archived; \d+ reviews \(\d+ shown, \d+ sellers with a score, \d+ answered, \d+ hidden, \d+ waiting\); \d+ open moderation cases; \d+ saved searches \(\d+ listings found, \d+ alerts\), in /,
    );
  });

  it('creates at least 12 sellers across several regions, on test-range phones, who sign in with the demo password', async () => {
    const sellers = new Map([...products, ...services].map((listing) => [listing.userName.id, listing.userName]));
    expect(new Set(products.map((product) => product.userName.id)).size).toBeGreaterThanOrEqual(12);
    expect(new Set([...sellers.values()].map((seller) => seller.location?.region)).size).toBeGreaterThanOrEqual(8);
    const phones = await app.runtime.database.db.selectFrom('users').select('phone_number').execute();
    // Every demo account offers something, but the marketer (issue 37), whose phone is the next after the sellers'.
    expect(phones.length).toBe(sellers.size + 1);
    expect(phones.map((each) => each.phone_number)).toContain(DEMO_MARKETER_PHONE);
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
      expect(
        results.map((result) => result.id),
        `${latin} → ${product.title}`,
      ).toContain(product.id);
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
      expect(
        results.map((result) => result.id),
        `${latin} → ${service.name}`,
      ).toContain(service.id);
    }
  });

  it('lists about sixty properties of every type and deal across the regions, each with its own fields valid for its type, its type its category, priced in both currencies', async () => {
    expect(properties.length).toBeGreaterThanOrEqual(50);
    expect((await listRealEstate(app, 'page_size=1')).count).toBe(properties.length);
    for (const type of PROPERTY_TYPES) expect(properties.filter((property) => property.property_type === type).length, type).toBeGreaterThanOrEqual(4);
    for (const deal of ['sale', 'rent', 'daily'] as const)
      expect(properties.filter((property) => property.deal === deal).length, deal).toBeGreaterThanOrEqual(5);
    expect(new Set(properties.map((property) => property.location.region)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(properties.map((property) => property.currency))).toEqual(new Set(['USD', 'UZS']));
    const sortDates = properties.map(sortDate);
    expect(sortDates).toEqual([...sortDates].sort((a, b) => b - a));
    for (const property of properties) {
      const { title } = property;
      expect(property.category.slug, title).toBe(property.property_type);
      const values: Record<TypedField, unknown> = {
        rooms: property.rooms,
        area: property.area,
        land: property.land_sotix,
        floor: property.floor,
        floors: property.floors,
        material: property.material,
        newBuilding: property.new_building,
        repair: property.repair,
        furnished: property.furnished,
      };
      for (const [field, value] of Object.entries(values) as Array<[TypedField, unknown]>)
        if (!hasField(property.property_type, field)) expect(value, `${title}: ${field}`).toBeNull();
      if (property.area !== null) expect(property.area, title).toBeGreaterThan(0);
      if (property.property_type !== 'land') expect(property.area, title).not.toBeNull();
      if (property.floor !== null) expect(property.floor >= 1 && property.floor <= property.floors!, title).toBe(true);
      expect(property.commission !== null, title).toBe(property.seller_type === 'agency');
      expect([...title].length).toBeLessThanOrEqual(LISTING_KINDS.real_estate.limits.titleMax);
      expect(CYRILLIC.test(property.description), title).toBe(CYRILLIC.test(title));
      // The price as entered, the other currency beside it at the day's rate, and per m².
      expect(Number.isInteger(property.price) && property.price > 0, title).toBe(true);
      expect(property.currency === 'USD' ? property.price_usd : property.price_uzs, title).toBe(property.price);
      expect(property.price_usd, title).not.toBeNull();
      expect(property.price_uzs).toBeGreaterThan(property.price_usd!);
      expect(property.rate_date, title).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(property.price_per_m2_uzs, title).not.toBeNull();
    }
    // Some were sold or let since they went up: they have left the lists, to nobody of the demo.
    const gone = await app.runtime.database.db
      .selectFrom('listings')
      .select(['id', 'sold_to'])
      .where('kind', '=', 'real_estate')
      .where('status', '=', 'sold')
      .execute();
    expect(gone.length).toBeGreaterThanOrEqual(3);
    for (const row of gone) expect(row.sold_to).toBeNull();
    for (const row of gone) expect(properties.map((property) => property.id)).not.toContain(row.id);
  });

  it('writes Uzbek with the modifier letter ʻ, never a typewriter apostrophe', async () => {
    const texts = [
      ...products.map((product) => `${product.title} ${product.description}`),
      ...services.map((service) => `${service.name} ${service.description}`),
      ...properties.map((property) => `${property.title} ${property.description} ${property.landmark ?? ''}`),
      ...(await app.runtime.database.db.selectFrom('comments').select('text').execute()).map((row) => row.text),
    ];
    const uzbek = texts.filter((text) => !CYRILLIC.test(text));
    for (const listing of [products.map((product) => product.title), services.map((service) => service.name), properties.map((property) => property.title)]) {
      expect(listing.filter((title) => !CYRILLIC.test(title)).some((title) => title.includes('ʻ'))).toBe(true);
    }
    for (const text of uzbek) expect(text).not.toMatch(/[oOgG]['‘’`]/);
  });

  it("asks whole so'm prices that fit the category, new and used", () => {
    for (const product of products) expect(Number.isInteger(product.price) && product.price > 0).toBe(true);
    const pricesOf = (slug: string) => products.filter((product) => product.category.slug === slug).map((product) => product.price);
    for (const price of pricesOf('cars')) expect(price).toBeGreaterThanOrEqual(50_000_000);
    for (const price of pricesOf('phones')) expect(price).toBeGreaterThanOrEqual(1_000_000);
    for (const price of pricesOf('kids')) expect(price).toBeLessThanOrEqual(500_000);
    expect(median(pricesOf('cars'))).toBeGreaterThan(median(pricesOf('phones')));
    expect(median(pricesOf('phones'))).toBeGreaterThan(median(pricesOf('kids')));
    expect(new Set(products.map((product) => product.condition))).toEqual(new Set(['new', 'used']));
  });

  it('spreads the services over the past weeks too, newest (or last raised) first', () => {
    const now = app.clock.now().getTime();
    const times = services.map((service) => time(service.created_at));
    for (const each of times) expect(each).toBeLessThan(now);
    expect(now - Math.min(...times)).toBeGreaterThan(21 * DAY_MS);
    expect(new Set(services.map((service) => service.created_at.slice(0, 10))).size).toBeGreaterThanOrEqual(14);
    const sortDates = services.map(sortDate);
    expect(sortDates).toEqual([...sortDates].sort((a, b) => b - a));
    expect(new Set(services.map((service) => service.location.id)).size).toBeGreaterThanOrEqual(15);
  });

  it('spreads the products over the past weeks and many districts, newest (or last raised) first', () => {
    const now = app.clock.now().getTime();
    const times = products.map((product) => new Date(product.created_at).getTime());
    for (const time of times) expect(time).toBeLessThan(now);
    expect(now - Math.min(...times)).toBeGreaterThan(21 * DAY_MS);
    expect(new Set(products.map((product) => product.created_at.slice(0, 10))).size).toBeGreaterThanOrEqual(14);
    const sortDates = products.map(sortDate);
    expect(sortDates).toEqual([...sortDates].sort((a, b) => b - a));
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
    expect(await sharp(path.join(app.dataDir, first.image)).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(await sharp(path.join(app.dataDir, first.thumbnail)).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    for (const service of services) {
      expect(service.images.length).toBeGreaterThanOrEqual(1);
      expect(service.images.length).toBeLessThanOrEqual(3);
      for (const image of service.images) {
        for (const url of [image.image, image.thumbnail]) expect((await stat(path.join(app.dataDir, url))).size).toBeGreaterThan(0);
      }
    }
    const serviceImage = services[0]!.images[0]!;
    expect(await sharp(path.join(app.dataDir, serviceImage.image)).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    // A property up shows three to six rooms and views.
    for (const property of properties) {
      expect(property.images.length, property.title).toBeGreaterThanOrEqual(3);
      expect(property.images.length, property.title).toBeLessThanOrEqual(6);
      for (const image of property.images) {
        for (const url of [image.image, image.thumbnail]) expect((await stat(path.join(app.dataDir, url))).size).toBeGreaterThan(0);
      }
    }
    // The sellers' past listings no longer listed (sold, expired, archived, paused) have one picture each; the properties sold or let keep theirs.
    const listed = [...products, ...services, ...properties].reduce((sum, listing) => sum + listing.images.length, 0);
    const unlisted = await app.runtime.database.db
      .selectFrom('listings')
      .innerJoin('listing_images', 'listing_images.listing_id', 'listings.id')
      .select(['listings.id', 'listings.kind', 'listings.status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('listings.status', 'not in', [...LISTED_STATUSES])
      .groupBy(['listings.id', 'listings.kind', 'listings.status'])
      .execute();
    for (const row of unlisted.filter((each) => each.kind !== 'real_estate' || each.status !== 'sold')) expect(Number(row.n), `listing ${row.id}`).toBe(1);
    const gone = unlisted.filter((each) => each.kind === 'real_estate' && each.status === 'sold');
    expect(gone.length).toBeGreaterThanOrEqual(3);
    for (const row of gone) expect(Number(row.n), `property ${row.id}`).toBeGreaterThanOrEqual(3);
    const total = listed + unlisted.reduce((sum, row) => sum + Number(row.n), 0);
    expect(await countRows(app, 'listing_images')).toBe(total);
    expect((lines.find((line) => String(line.msg).startsWith('demo data'))!.demo as { images: number }).images).toBe(total);
  });

  it("spreads likes by the sellers over other sellers' products, services and properties, each count equal to its rows", async () => {
    const { db } = app.runtime.database;
    const rows = await db
      .selectFrom('listing_likes')
      .select(['listing_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('listing_id')
      .execute();
    const rowsOf = new Map(rows.map((row) => [row.listing_id, Number(row.n)]));
    for (const product of products) expect(product.likes, product.title).toBe(rowsOf.get(product.id) ?? 0);
    for (const service of services) expect(service.likes, service.name).toBe(rowsOf.get(service.id) ?? 0);
    for (const property of properties) expect(property.likes, property.title).toBe(rowsOf.get(property.id) ?? 0);
    expect(properties.some((property) => property.likes > 0)).toBe(true);
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

  it("keeps every count true: a listing's comments, a comment's replies and likes equal their rows", async () => {
    const { db } = app.runtime.database;
    const comments = await db
      .selectFrom('comments')
      .select(['id', 'listing_id', 'author_id', 'parent_id', 'likes_count', 'replies_count', 'created_at'])
      .execute();
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
    expect(
      new Set(comments.filter((comment) => listingOf.get(comment.listing_id)!.kind === 'product').map((comment) => comment.listing_id)).size,
    ).toBeGreaterThanOrEqual(10);
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

  it('holds private chats between the sellers about their products, services and properties: both sides write, in Uzbek and Russian, some lines still unread by the owner', async () => {
    const { db } = app.runtime.database;
    const rooms = await db.selectFrom('chat_rooms').selectAll().orderBy('id').execute();
    const messages = await db.selectFrom('chat_messages').selectAll().orderBy('id').execute();
    const listings = new Map(
      (await db.selectFrom('listings').select(['id', 'kind', 'owner_id', 'created_at']).execute()).map((listing) => [listing.id, listing]),
    );
    const demo = lines.find((line) => String(line.msg).startsWith('demo data'))!.demo as { chats: number; messages: number };
    // About ten conversations, those that led to a reservation or a sale, and the masters' past customers who reviewed them (demo-reviews.ts).
    expect(rooms.length).toBeGreaterThanOrEqual(15);
    expect(rooms.length).toBeLessThanOrEqual(45);
    expect(rooms).toHaveLength(demo.chats);
    expect(messages).toHaveLength(demo.messages);
    expect(new Set(rooms.map((room) => listings.get(room.listing_id!)?.kind))).toEqual(new Set(LISTING_KIND_NAMES));
    // A few people asked about a property: is it still there, the documents or the bills, when to see it.
    const aboutProperties = rooms.filter((room) => listings.get(room.listing_id!)!.kind === 'real_estate');
    expect(aboutProperties.length).toBeGreaterThanOrEqual(3);
    for (const room of aboutProperties) {
      const owner = listings.get(room.listing_id!)!.owner_id;
      const asked = messages.filter((message) => message.room_id === room.id && message.sender_id !== owner).map((message) => message.content);
      expect(
        asked.some((text) => text.includes('?')),
        `room ${room.id}`,
      ).toBe(true);
    }
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

  /** Every listing's life as the database has it, oldest first. */
  const lifeRows = () =>
    app.runtime.database.db
      .selectFrom('listings')
      .select(['id', 'kind', 'owner_id', 'title', 'status', 'created_at', 'listed_at', 'expires_at', 'reserved_for', 'reserved_until', 'sold_to'])
      .orderBy('id')
      .execute();
  type LifeRow = Awaited<ReturnType<typeof lifeRows>>[number];
  const isUp = (row: LifeRow) => (LISTED_STATUSES as readonly string[]).includes(row.status);
  const summary = () => lines.find((line) => String(line.msg).startsWith('demo data'))!.demo as DemoSummary;
  const firstAccount = async () =>
    (await app.runtime.database.db.selectFrom('users').select('id').where('phone_number', '=', demoPhone(0)).executeTakeFirstOrThrow()).id;

  it('keeps most listings up and a few reserved, sold, expired and archived; the summary says how many of each', async () => {
    const rows = await lifeRows();
    const counts = Object.fromEntries(LISTING_STATUSES.map((status) => [status, rows.filter((row) => row.status === status).length])) as Record<
      ListingStatus,
      number
    >;
    expect(counts).toEqual(summary().states);
    expect(counts.active / rows.length).toBeGreaterThan(0.85);
    expect(counts.reserved).toBeGreaterThanOrEqual(3);
    expect(counts.sold).toBeGreaterThanOrEqual(5);
    expect(counts.expired).toBeGreaterThanOrEqual(3);
    expect(counts.archived).toBeGreaterThanOrEqual(1);
    expect(counts.archived).toBeLessThanOrEqual(3);
    const sold = rows.filter((row) => row.status === 'sold');
    expect(sold.filter((row) => row.sold_to === null).length, 'sold elsewhere').toBeGreaterThan(0);
    expect(sold.filter((row) => row.sold_to !== null).length, 'sold to a buyer').toBeGreaterThan(0);
  });

  it('leaves nothing up past its expiry: old products were renewed, a few expire within 3 days and their owners were reminded, expired ones were told', async () => {
    const now = app.clock.now().getTime();
    const rows = await lifeRows();
    for (const row of rows.filter(isUp)) expect(time(row.expires_at), row.title).toBeGreaterThan(now);
    // Listings up for longer than their term (30 days for goods, 60 for cars and services) stay up because their sellers renewed them.
    const slugs = new Map(
      (await app.runtime.database.db.selectFrom('categories').select(['id', 'slug']).execute()).map((category) => [category.id, category.slug]),
    );
    const categories = new Map(
      (await app.runtime.database.db.selectFrom('listings').select(['id', 'category_id']).execute()).map((row) => [row.id, slugs.get(row.category_id)!]),
    );
    const termOf = (row: LifeRow) => termDays(row.kind, categories.get(row.id)!) * DAY_MS;
    const renewed = rows.filter((row) => isUp(row) && time(row.expires_at) - time(row.created_at) > termOf(row));
    expect(renewed.length).toBeGreaterThanOrEqual(5);
    for (const row of rows.filter((row) => isUp(row) && now - time(row.created_at) > termOf(row))) expect(renewed, row.title).toContain(row);

    const notices = await app.runtime.database.db.selectFrom('notices').select(['user_id', 'type', 'listing_id', 'data', 'created_at']).execute();
    const soon = rows.filter((row) => row.status === 'active' && time(row.expires_at) - now <= LIFECYCLE.reminderDays[0] * DAY_MS);
    expect(soon.length).toBeGreaterThanOrEqual(3);
    expect(soon.length).toBeLessThanOrEqual(15);
    expect(summary().expiringSoon).toBe(soon.length);
    for (const row of soon) {
      const reminder = notices.find(
        (notice) => notice.type === 'listing_expiring' && notice.listing_id === row.id && notice.created_at === app.clock.now().toISOString(),
      );
      expect(reminder, row.title).toBeDefined();
      expect(reminder!.user_id).toBe(row.owner_id);
      expect(JSON.parse(reminder!.data)).toMatchObject({ days: reminderDue(row.expires_at, app.clock.now()), expires_at: row.expires_at });
    }
    expect(notices.filter((notice) => notice.type === 'listing_expiring')).toHaveLength(summary().reminders);

    // Expired ones are renewable (their 90 days have not passed), archived ones expired over 90 days ago; their owners were told when they expired.
    for (const row of rows.filter((row) => row.status === 'expired' || row.status === 'archived')) {
      const since = now - time(row.expires_at);
      if (row.status === 'expired') expect(since, row.title).toBeLessThan(LIFECYCLE.renewableDays * DAY_MS);
      else expect(since, row.title).toBeGreaterThan(LIFECYCLE.renewableDays * DAY_MS);
      const told = notices.find((notice) => notice.type === 'listing_expired' && notice.listing_id === row.id);
      expect(told, row.title).toBeDefined();
      expect(time(told!.created_at) - time(row.expires_at)).toBeGreaterThan(0);
      expect(time(told!.created_at) - time(row.expires_at)).toBeLessThanOrEqual(60 * 60_000 + 30_000);
    }
  });

  it('has several listings raised within the past week, up for longer; the lists show them above newer ones', async () => {
    const now = app.clock.now().getTime();
    const raised = (await lifeRows()).filter((row) => isUp(row) && row.listed_at !== row.created_at);
    expect(raised.length).toBeGreaterThanOrEqual(8);
    expect(summary().raised).toBe(raised.length);
    for (const row of raised) {
      expect(now - time(row.listed_at), row.title).toBeLessThan(LIFECYCLE.raiseEveryDays * DAY_MS);
      expect(time(row.listed_at) - time(row.created_at), row.title).toBeGreaterThanOrEqual(LIFECYCLE.raiseEveryDays * DAY_MS);
    }
    // The API says when, and a raised product comes before one created after it.
    const raisedProducts = products.filter((product) => product.raised_at !== null);
    expect(raisedProducts.length).toBeGreaterThan(0);
    const [first] = raisedProducts;
    expect(raised.map((row) => row.id)).toContain(first!.id);
    const below = products.slice(products.indexOf(first!) + 1);
    expect(below.some((product) => time(product.created_at) > time(first!.created_at))).toBe(true);
  });

  it('reserves and sells only to people who wrote to the seller about that listing in a chat started from it; some are sold elsewhere', async () => {
    const { db } = app.runtime.database;
    const now = app.clock.now().getTime();
    const rows = await lifeRows();
    const dealt = rows.filter((row) => row.reserved_for !== null || row.sold_to !== null);
    expect(dealt.length).toBeGreaterThanOrEqual(6);
    for (const row of dealt) {
      const buyer = (row.reserved_for ?? row.sold_to)!;
      expect(buyer, row.title).not.toBe(row.owner_id);
      const inquiry = await db
        .selectFrom('listing_inquiries')
        .select('room_id')
        .where('listing_id', '=', row.id)
        .where('user_id', '=', buyer)
        .executeTakeFirst();
      expect(inquiry, `${row.title}: the buyer asked about it`).toBeDefined();
      const room = await db
        .selectFrom('chat_rooms')
        .select(['listing_id', 'user_low_id', 'user_high_id'])
        .where('id', '=', inquiry!.room_id)
        .executeTakeFirstOrThrow();
      expect([room.user_low_id, room.user_high_id].sort()).toEqual([buyer, row.owner_id].sort());
      const wrote = await db
        .selectFrom('chat_messages')
        .select('created_at')
        .where('room_id', '=', inquiry!.room_id)
        .where('sender_id', '=', buyer)
        .orderBy('id')
        .execute();
      expect(wrote.length, `${row.title}: the buyer wrote`).toBeGreaterThan(0);
      expect((await app.runtime.services.lifecycle.buyers(row.kind, row.id, row.owner_id)).map((each) => each.id)).toContain(buyer);
      if (row.status === 'reserved') {
        // Reserved this week, after the buyer's first line, for a week.
        const reservedAt = time(row.reserved_until!) - LIFECYCLE.reserveDays * DAY_MS;
        expect(time(wrote[0]!.created_at)).toBeLessThan(reservedAt);
        expect(reservedAt).toBeLessThan(now);
        expect(row.sold_to).toBeNull();
      } else {
        expect(row.status, row.title).toBe('sold');
        expect(row.reserved_for).toBeNull();
      }
    }
    for (const row of rows.filter((row) => row.status === 'reserved')) expect(row.reserved_for, row.title).not.toBeNull();
    expect(rows.filter((row) => row.status === 'sold' && row.sold_to === null).length).toBeGreaterThan(0);
  });

  it('gives the first demo account a listing in every state, one expiring within 3 days and one raised: every tab of their products, services and properties has some', async () => {
    const first = await firstAccount();
    const products = await app.runtime.services.lifecycle.stateCounts('product', first);
    // Every state of a listing's own life (a moderator's `hidden` has a tab only while something is hidden).
    for (const status of LIFE_STATUSES) expect(products[status], `product ${status}`).toBeGreaterThan(0);
    for (const kind of LISTING_KIND_NAMES) {
      const counts = await app.runtime.services.lifecycle.stateCounts(kind, first);
      for (const [tab, states] of Object.entries(OWNER_TABS).filter(([tab]) => tab !== 'hidden'))
        expect(
          states.reduce((sum, status) => sum + counts[status], 0),
          `${kind} tab ${tab}`,
        ).toBeGreaterThan(0);
    }
    const now = app.clock.now().getTime();
    const own = (await lifeRows()).filter((row) => row.owner_id === first);
    const soon = own.filter((row) => row.status === 'active' && time(row.expires_at) - now <= LIFECYCLE.reminderDays[0] * DAY_MS);
    expect(soon.length).toBeGreaterThan(0);
    for (const row of soon) expect(time(row.expires_at) - now).toBeGreaterThan(DAY_MS);
    expect(own.some((row) => isUp(row) && row.listed_at !== row.created_at)).toBe(true);
  });

  it('has run the hourly job up to its now: the job finds nothing left to do', async () => {
    expect(await app.runtime.services.lifecycle.runDue()).toEqual({ lapsed: 0, expired: 0, archived: 0, reminded: 0 });
  });

  it('plans every state the same way at any hour of any day', async () => {
    const locations = await app.runtime.services.locations.listLocations();
    const tally = (lives: Array<{ status: ListingStatus }>) => LISTING_STATUSES.map((status) => lives.filter((life) => life.status === status).length);
    const here = tally(planDemoData(app.clock.now(), locations).life.lives);
    // Every 2 days, 7 hours and 13 minutes: every hour of the day comes, over three months.
    const stepMs = (2 * 24 * 60 + 7 * 60 + 13) * 60_000;
    for (let step = 1; step <= 40; step += 1) {
      const now = new Date(app.clock.now().getTime() + step * stepMs);
      expect(tally(planDemoData(now, locations).life.lives), now.toISOString()).toEqual(here);
    }
  });

  it('creates exactly the plan of its seed, the same on every run', async () => {
    const locations = await app.runtime.services.locations.listLocations();
    const plan = planDemoData(app.clock.now(), locations);
    expect(planDemoData(app.clock.now(), locations)).toEqual(plan);
    // The price as its owner entered it: a product's so'm, a property's amount and currency (kept in so'm too, at the day's rate).
    const askedOf = (listing: (typeof plan.listings)[number]) =>
      listing.own ? `${listing.own.priceMinor / 100} ${listing.own.currency}` : `${listing.price ?? ''}`;
    const planned = plan.listings.map((listing) => `${listing.kind} ${listing.createdAt.toISOString()} ${listing.title} ${askedOf(listing)}`).sort();
    const rows = await app.runtime.database.db
      .selectFrom('listings')
      .leftJoin('real_estate_fields', 'real_estate_fields.listing_id', 'listings.id')
      .select(['listings.kind', 'listings.created_at', 'listings.title', 'listings.price', 'real_estate_fields.price_minor', 'real_estate_fields.currency'])
      .execute();
    const askedIn = (row: (typeof rows)[number]) => (row.currency === null ? `${row.price ?? ''}` : `${Number(row.price_minor) / 100} ${row.currency}`);
    expect(rows.map((row) => `${row.kind} ${row.created_at} ${row.title} ${askedIn(row)}`).sort()).toEqual(planned);
    // What the lists show is the plan's listings that are up.
    const listed = plan.listings.filter((_, index) => (LISTED_STATUSES as readonly string[]).includes(plan.life.lives[index]!.status));
    const shown = [
      ...products.map((product) => `product ${product.created_at} ${product.title} ${product.price}`),
      ...services.map((service) => `service ${service.created_at} ${service.name} `),
      ...properties.map((property) => `real_estate ${property.created_at} ${property.title} ${property.price} ${property.currency}`),
    ].sort();
    expect(shown).toEqual(listed.map((listing) => `${listing.kind} ${listing.createdAt.toISOString()} ${listing.title} ${askedOf(listing)}`).sort());
    // A property's so'm column (what so'm bounds and sorting read) is its so'm price, a dollar price at the day's rate.
    const soms = new Map(rows.filter((row) => row.kind === 'real_estate').map((row) => [`${row.created_at} ${row.title}`, Number(row.price)]));
    for (const property of properties) expect(soms.get(`${property.created_at} ${property.title}`), property.title).toBe(property.price_uzs);
    // Each listing's life is the plan's, its buyers the planned demo accounts.
    const users = new Map(
      (await app.runtime.database.db.selectFrom('users').select(['id', 'phone_number']).execute()).map((user) => [user.phone_number, user.id]),
    );
    const userOf = (seller: number | null) => (seller === null ? null : users.get(plan.sellers[seller]!.phone)!);
    const lives = new Map((await lifeRows()).map((row) => [`${row.kind} ${row.created_at} ${row.title}`, row]));
    plan.listings.forEach((listing, index) => {
      const row = lives.get(`${listing.kind} ${listing.createdAt.toISOString()} ${listing.title}`)!;
      const life = plan.life.lives[index]!;
      expect(
        {
          status: row.status,
          expires_at: row.expires_at,
          listed_at: row.listed_at,
          reserved_until: row.reserved_until,
          reserved_for: row.reserved_for,
          sold_to: row.sold_to,
        },
        listing.title,
      ).toEqual({
        status: life.status,
        expires_at: life.expiresAt,
        listed_at: life.listedAt,
        reserved_until: life.reservedUntil,
        reserved_for: userOf(life.reservedFor),
        sold_to: userOf(life.soldTo),
      });
    });
    expect(await countRows(app, 'listing_likes')).toBe(plan.likes.length);
    const texts = await app.runtime.database.db.selectFrom('comments').select(['text', 'created_at']).execute();
    expect(texts.map((row) => `${time(row.created_at)} ${row.text}`).sort()).toEqual(
      plan.comments.map((comment) => `${comment.at.getTime()} ${comment.text}`).sort(),
    );
    expect(await countRows(app, 'comment_likes')).toBe(plan.commentLikes.length);
    const messages = await app.runtime.database.db.selectFrom('chat_messages').select(['content', 'created_at']).execute();
    const { talks, reviews } = planDemoReviews(plan);
    expect(messages.map((row) => `${time(row.created_at)} ${row.content}`).sort()).toEqual(
      [...plan.chats, ...talks].flatMap((chat) => chat.messages.map((message) => `${message.at.getTime()} ${message.text}`)).sort(),
    );
    const written = await app.runtime.database.db.selectFrom('reviews').select(['author_id', 'target_id', 'stars', 'created_at']).execute();
    expect(written.map((row) => `${row.created_at} ${row.author_id} ${row.target_id} ${row.stars}`).sort()).toEqual(
      reviews.map((review) => `${review.at.toISOString()} ${userOf(review.author)} ${userOf(review.target)} ${review.stars}`).sort(),
    );
  });

  /** Every review as the database has it. */
  const reviewRows = () =>
    app.runtime.database.db
      .selectFrom('reviews')
      .select(['id', 'listing_id', 'author_id', 'target_id', 'stars', 'reasons', 'text', 'answer', 'answered_at', 'created_at', 'visible_at', 'hidden_reason'])
      .orderBy('id')
      .execute();
  const reviewsOf = async (userId: number) => {
    const response = await app.request(`/api/users/${userId}/reviews/`);
    expect(response.status).toBe(200);
    return (await response.json()) as { rating: { score: number | null; count: number }; count: number; results: Review[] };
  };

  it('has reviews of the deals: several sellers with a score, new ones with one or two, mostly 4 and 5 stars, a few lower with their reasons, some answered', async () => {
    const rows = await reviewRows();
    const shown = rows.filter((row) => row.visible_at !== null && row.hidden_reason === null);
    expect(rows).toHaveLength(summary().reviews.written);
    expect(shown).toHaveLength(summary().reviews.shown);
    expect(shown.length).toBeGreaterThanOrEqual(20);
    const now = app.clock.now().getTime();
    for (const row of rows) {
      expect(row.author_id).not.toBe(row.target_id);
      expect(time(row.created_at)).toBeLessThan(now);
      if (row.visible_at !== null) expect(time(row.visible_at)).toBeGreaterThanOrEqual(time(row.created_at));
    }
    // Every demo account's score as their profile shows it: at least three sellers have one, others are new with one or two reviews.
    const users = await app.runtime.database.db.selectFrom('users').select('id').execute();
    const ratings = await Promise.all(users.map(async (user) => ({ id: user.id, ...(await reviewsOf(user.id)) })));
    const scored = ratings.filter((each) => each.rating.score !== null);
    expect(scored.length).toBeGreaterThanOrEqual(3);
    expect(scored).toHaveLength(summary().reviews.scored);
    for (const each of scored) {
      expect(each.rating.count).toBeGreaterThanOrEqual(SCORE.newUnder);
      expect(each.rating.score!).toBeGreaterThanOrEqual(3.5);
      expect(each.count).toBe(each.rating.count);
    }
    expect(ratings.filter((each) => each.rating.score === null && each.count > 0).length).toBeGreaterThan(0);
    // Mostly good; the few of 3 stars or fewer say why, in a few words.
    expect(shown.filter((row) => row.stars >= 4).length / shown.length).toBeGreaterThan(0.8);
    const low = shown.filter((row) => row.stars <= 3);
    expect(low.length).toBeGreaterThan(0);
    for (const row of low) {
      expect(row.reasons, row.text ?? '').not.toBe('');
      expect(row.text).toBeTruthy();
    }
    const texts = rows.flatMap((row) => [row.text, row.answer]).filter((text): text is string => text !== null);
    expect(texts.some((text) => CYRILLIC.test(text)) && texts.some((text) => !CYRILLIC.test(text) && text.includes('ʻ'))).toBe(true);
    for (const text of texts.filter((each) => !CYRILLIC.test(each))) expect(text).not.toMatch(/[oOgG]['‘’`]/);
    // Answered by the person reviewed, after it showed, in public.
    const answered = shown.filter((row) => row.answer !== null);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered).toHaveLength(summary().reviews.answered);
    for (const row of answered) expect(time(row.answered_at!)).toBeGreaterThan(time(row.visible_at!));
    const profile = await reviewsOf(answered[0]!.target_id);
    expect(profile.results.find((each) => each.id === answered[0]!.id)).toMatchObject({ answer: answered[0]!.answer });
  });

  it('has reviews the moderator hid after the reviewed person reported them, and one waiting for the other side', async () => {
    const { db } = app.runtime.database;
    const rows = await reviewRows();
    const hidden = rows.filter((row) => row.hidden_reason !== null);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden).toHaveLength(summary().reviews.hidden);
    const moderator = await db.selectFrom('users').select('id').where('phone_number', '=', demoPhone(DEMO_MODERATOR)).executeTakeFirstOrThrow();
    for (const row of hidden) {
      const decided = await db
        .selectFrom('moderation_cases')
        .select(['id', 'status', 'decision', 'decided_by'])
        .where('target_type', '=', 'review')
        .where('target_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(decided).toMatchObject({ status: 'decided', decision: 'hide', decided_by: moderator.id });
      const reports = await db.selectFrom('reports').select('reporter_id').where('case_id', '=', decided.id).execute();
      expect(reports.map((report) => report.reporter_id)).toEqual([row.target_id]);
      expect((await reviewsOf(row.target_id)).results.map((each) => each.id)).not.toContain(row.id);
    }
    const waiting = rows.filter((row) => row.visible_at === null && row.hidden_reason === null);
    expect(waiting).toHaveLength(summary().reviews.waiting);
    expect(waiting).toHaveLength(1);
    expect(app.clock.now().getTime() - time(waiting[0]!.created_at)).toBeLessThan(14 * DAY_MS);
    // The hourly job has nothing left to show.
    expect((await app.runtime.services.reviews.runDue()).shown).toBe(0);
  });

  it('gives the first demo account reviews received and a deal still due for their review', async () => {
    const first = await firstAccount();
    const received = await reviewsOf(first);
    expect(received.count).toBeGreaterThanOrEqual(SCORE.newUnder);
    expect(received.rating.score).not.toBeNull();
    const login = await postJson(app, '/api/accounts/login/', { phone_number: demoPhone(0), password: DEMO_PASSWORD }, {}, newIp());
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const response = await app.request('/api/reviews/due/', { headers: tokenHeader({ token }) });
    expect(response.status).toBe(200);
    const due = ((await response.json()) as { results: DueReview[] }).results;
    expect(due.length).toBeGreaterThan(0);
    // The other side of one of them wrote already: their review waits for the first account's.
    const waiting = (await reviewRows()).find((row) => row.visible_at === null && row.hidden_reason === null)!;
    expect(waiting.target_id).toBe(first);
    expect(due.map((deal) => `${deal.listing.id} ${deal.other.id}`)).toContain(`${waiting.listing_id} ${waiting.author_id}`);
  });

  it("gives the first demo account saved searches with new listings since they were saved, an unread alert of others' listings, and several unread notices", async () => {
    const first = await firstAccount();
    const { db } = app.runtime.database;
    const login = await postJson(app, '/api/accounts/login/', { phone_number: demoPhone(0), password: DEMO_PASSWORD }, {}, newIp());
    const headers = tokenHeader((await login.json()) as { token: string });
    const listed = await app.request('/api/saved-searches/', { headers });
    expect(listed.status).toBe(200);
    const searches = ((await listed.json()) as { results: SavedSearch[] }).results;
    expect(searches.length).toBeGreaterThanOrEqual(3);
    // Each kind of alert, saved days back; most have found listings since ("N new since you looked").
    expect(new Set(searches.map((search) => search.frequency))).toEqual(new Set(['instant', 'daily', 'weekly', 'off']));
    for (const search of searches) expect(time(search.created_at)).toBeLessThan(app.clock.now().getTime() - DAY_MS);
    const fresh = searches.filter((search) => search.new_count >= 2);
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    for (const search of searches) expect(search.new_count).toBeLessThanOrEqual(5);
    // Every listing a search found went up after it was saved, is someone else's, and is found by it.
    const hits = await db
      .selectFrom('saved_search_hits as h')
      .innerJoin('saved_searches as s', 's.id', 'h.search_id')
      .innerJoin('listings as l', 'l.id', 'h.listing_id')
      .select(['s.user_id', 's.created_at as saved_at', 's.words', 'h.created_at', 'l.owner_id', 'l.created_at as listed_at', 'l.search_key'])
      .execute();
    expect(hits.length).toBe(summary().savedSearches.hits);
    for (const hit of hits) {
      expect(hit.owner_id).not.toBe(hit.user_id);
      expect(time(hit.listed_at)).toBeGreaterThan(time(hit.saved_at));
      expect(time(hit.created_at)).toBeGreaterThan(time(hit.listed_at));
      expect(time(hit.created_at)).toBeLessThanOrEqual(app.clock.now().getTime());
      for (const word of hit.words.split(' ').filter(Boolean)) expect(hit.search_key).toContain(word);
    }
    // A few other accounts saved searches too.
    const others = await db.selectFrom('saved_searches').select('user_id').distinct().where('user_id', '<>', first).execute();
    expect(others.length).toBeGreaterThanOrEqual(3);

    // The job sent alerts before now, through the notices: the first account has one unread at least, of others' listings with photo, price and place.
    const notices: Notice[] = [];
    for (let number = 1; ; number += 1) {
      const page = await app.request(`/api/notices/?lang=uz&page=${number}`, { headers });
      expect(page.status).toBe(200);
      const { count, results } = (await page.json()) as { count: number; results: Notice[] };
      notices.push(...results);
      if (results.length === 0 || notices.length >= count) break;
    }
    const alerts = notices.filter((notice) => notice.type === 'saved_search' && notice.read_at === null);
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    const owners = new Map((await db.selectFrom('listings').select(['id', 'owner_id']).execute()).map((row) => [row.id, row.owner_id]));
    for (const alert of alerts) {
      const items = (alert.data as { items: Array<{ id: number; title: string; price: number | null; place: string; photo: string | null }> }).items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item).toMatchObject({
          title: expect.any(String),
          price: expect.any(Number),
          place: expect.stringMatching(/\S/),
          photo: expect.stringMatching(/\.webp$/),
        });
        expect(owners.get(item.id)).not.toBe(first);
      }
    }
    expect(summary().savedSearches.alerts).toBeGreaterThanOrEqual(alerts.length);
    // Several kinds of unread notices wait in the bell.
    const unread = notices.filter((notice) => notice.read_at === null);
    expect(new Set(unread.map((notice) => notice.type)).size).toBeGreaterThanOrEqual(4);
    for (const type of ['saved_search', 'listing_likes', 'chat_message']) expect(unread.map((notice) => notice.type)).toContain(type);
    // The job's cursor is past every demo listing: its next run matches nothing again.
    expect((await app.runtime.services.savedSearches.runDue()).listings).toBe(0);
  });

  it('plans the reviews the same way at any hour of any day', async () => {
    const locations = await app.runtime.services.locations.listLocations();
    const stepMs = (2 * 24 * 60 + 7 * 60 + 13) * 60_000;
    for (let step = 0; step <= 20; step += 1) {
      const now = new Date(app.clock.now().getTime() + step * stepMs);
      // Throws when a promise of the demo's reviews does not hold (demo-reviews.ts checkReviews).
      const { reviews } = planDemoReviews(planDemoData(now, locations));
      expect(
        reviews.filter((review) => review.shownAt === null),
        now.toISOString(),
      ).toHaveLength(1);
    }
  });

  it('adds nothing when the filled database starts again', async () => {
    const tables = ['users', 'listings', 'listing_likes', 'listing_images', 'comments', 'comment_likes', 'chat_rooms', 'chat_messages', 'notices'] as const;
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
    // The moderator's phone too (issue 23), and the marketer's (issue 37).
    expect(readme).toContain(demoPhone(DEMO_MODERATOR));
    expect(readme).toContain(DEMO_MARKETER_PHONE);
  });

  it('has a marketer, on the demo phone after the sellers’, who signs in with the demo password and holds that role only', async () => {
    expect(DEMO_MARKETER_PHONE).toBe(demoPhone(DEMO_SELLERS.length));
    const marketer = await app.runtime.database.db.selectFrom('users').select('id').where('phone_number', '=', DEMO_MARKETER_PHONE).executeTakeFirstOrThrow();
    expect(await app.runtime.services.roles.rolesOf(marketer.id)).toEqual(['marketer']);
    const login = await postJson(app, '/api/accounts/login/', { phone_number: DEMO_MARKETER_PHONE, password: DEMO_PASSWORD }, {}, newIp());
    expect(login.status).toBe(200);
  });

  it('has a moderator, whose queue holds a listing two sellers reported as a scam, a service reported as spam, and what the rules held back', async () => {
    const moderator = await app.runtime.database.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', demoPhone(DEMO_MODERATOR))
      .executeTakeFirstOrThrow();
    expect(await app.runtime.services.roles.rolesOf(moderator.id)).toEqual(['moderator']);
    const queue = await app.runtime.services.moderation.queue(moderator.id, { page: 1 });
    expect(queue.count).toBe(summary().openCases);
    expect(queue.count).toBeGreaterThanOrEqual(2);
    const scam = queue.results.find((each) => each.reasons.scam === 2)!;
    expect(scam).toMatchObject({ target_type: 'listing', reports_count: 2 });
    expect(queue.results.some((each) => each.reasons.spam === 1)).toBe(true);
  });
});

describe(`when demo data is made (${TEST_DB})`, () => {
  it('fills by default in development only (not under tests, not in production), never with DEMO_DATA=0, always with DEMO_DATA=1', () => {
    expect(demoDataWanted(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(demoDataWanted(loadConfig({ NODE_ENV: 'development', DEMO_DATA: '0' }))).toBe(false);
    expect(demoDataWanted(loadConfig({ NODE_ENV: 'test' }))).toBe(false);
    expect(demoDataWanted(loadConfig({ NODE_ENV: 'test', DEMO_DATA: '1' }))).toBe(true);
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'outbox',
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: '1',
      PUBLIC_URL: 'https://bozor.example',
    };
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

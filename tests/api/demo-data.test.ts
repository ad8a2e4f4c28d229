import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Product } from '../../src/lib/api/listings.ts';
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

const countRows = async (app: TestApp, table: 'users' | 'listings' | 'listing_likes' | 'listing_images') =>
  Number((await app.runtime.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function listProducts(app: TestApp, query: string): Promise<Page<Product>> {
  const response = await app.request(`/api/products/api/products/?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<Product>;
}

/** Every product, newest first, through the public list API. */
async function allProducts(app: TestApp): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const { results, next } = await listProducts(app, `page_size=100&page=${page}`);
    products.push(...results);
    if (!next) return products;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe(`demo data on an empty ${TEST_DB} database`, () => {
  let app: TestApp;
  let products: Product[];
  const { logger, lines } = createCapturingLogger();

  beforeAll(async () => {
    app = await startTestApp({ DEMO_DATA: '1' }, createTestClock(), { logger });
    products = await allProducts(app);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('says when it starts filling, then what it created and how long it took', () => {
    expect(lines.filter((line) => String(line.msg).startsWith('filling the empty database'))).toHaveLength(1);
    const demoLines = lines.filter((line) => String(line.msg).startsWith('demo data'));
    expect(demoLines).toHaveLength(1);
    expect(demoLines[0]).toMatchObject({ level: 30, demo: { products: products.length, sellers: expect.any(Number), images: expect.any(Number), likes: expect.any(Number) } });
    expect((demoLines[0]!.demo as { ms: number }).ms).toBeGreaterThan(0);
  });

  it('creates at least 12 sellers across several regions, on test-range phones, who sign in with the demo password', async () => {
    const sellers = new Map(products.map((product) => [product.userName.id, product.userName]));
    expect(sellers.size).toBeGreaterThanOrEqual(12);
    expect(new Set([...sellers.values()].map((seller) => seller.location?.region)).size).toBeGreaterThanOrEqual(8);
    const phones = await app.runtime.database.db.selectFrom('users').select('phone_number').execute();
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

  it('writes Uzbek with the modifier letter ʻ, never a typewriter apostrophe', () => {
    const uzbek = products.filter((product) => !CYRILLIC.test(product.title));
    expect(uzbek.some((product) => product.title.includes('ʻ'))).toBe(true);
    for (const product of uzbek) expect(`${product.title} ${product.description}`).not.toMatch(/[oOgG]['‘’`]/);
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
    expect(await countRows(app, 'listing_images')).toBe(products.reduce((sum, product) => sum + product.images.length, 0));
  });

  it('spreads likes by the sellers over other sellers\' products, each count equal to its rows', async () => {
    const { db } = app.runtime.database;
    const rows = await db.selectFrom('listing_likes').select(['listing_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('listing_id').execute();
    const rowsOf = new Map(rows.map((row) => [row.listing_id, Number(row.n)]));
    for (const product of products) expect(product.likes, product.title).toBe(rowsOf.get(product.id) ?? 0);
    expect(products.filter((product) => product.likes > 0).length).toBeGreaterThan(products.length / 3);
    const ownLikes = await db
      .selectFrom('listing_likes')
      .innerJoin('listings', 'listings.id', 'listing_likes.listing_id')
      .select('listing_likes.listing_id')
      .whereRef('listings.owner_id', '=', 'listing_likes.user_id')
      .execute();
    expect(ownLikes).toEqual([]);
  });

  it('creates exactly the plan of its seed, the same on every run', async () => {
    const locations = await app.runtime.services.locations.listLocations();
    const plan = planDemoData(app.clock.now(), locations);
    expect(planDemoData(app.clock.now(), locations)).toEqual(plan);
    const planned = plan.listings.map((listing) => `${listing.createdAt.toISOString()} ${listing.title} ${listing.price}`).sort();
    const created = products.map((product) => `${product.created_at} ${product.title} ${product.price}`).sort();
    expect(created).toEqual(planned);
    expect(await countRows(app, 'listing_likes')).toBe(plan.likes.length);
  });

  it('adds nothing when the filled database starts again', async () => {
    const tables = ['users', 'listings', 'listing_likes', 'listing_images'] as const;
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
    expect(demoDataWanted(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox', ALLOW_OUTBOX_IN_PRODUCTION: '1' }))).toBe(false);
    expect(demoDataWanted(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox', ALLOW_OUTBOX_IN_PRODUCTION: '1', DEMO_DATA: '1' }))).toBe(true);
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

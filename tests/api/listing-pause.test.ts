import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Product, Service } from '../../src/lib/schemas/shapes.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, pngFile, productCategories, type CategoryInfo } from '../fixtures/listings.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Pausing a listing (issue 34 item 12): a seller's move of the state machine, for both kinds. A
 * paused listing leaves the lists, search and the counts, keeps its page (with its comments),
 * resumes with the same expiry while its term runs, and the hourly job still expires it.
 */
const DAY = 86_400_000;
let app: TestApp;
let seller: RegisteredUser;
let buyer: RegisteredUser;
let stranger: RegisteredUser;
let phones: CategoryInfo;
let furniture: CategoryInfo;
beforeAll(async () => {
  app = await startTestApp();
  [seller, buyer, stranger] = [
    await registerUser(app, { username: 'Pauza' }),
    await registerUser(app, { username: 'Xaridor' }),
    await registerUser(app, { username: 'Begona' }),
  ];
  const categories = await productCategories(app);
  phones = categories.find((category) => category.slug === 'phones')!;
  furniture = categories.find((category) => category.slug === 'furniture')!;
});
afterAll(async () => {
  await app.close();
});

const call = (method: string, path: string, user: RegisteredUser | null, body?: unknown) => callAs(app, method, path, user, body);
const json = answerOf;
const products = '/api/products/api/products';
const move = (user: RegisteredUser | null, id: number, verb: string) => call('POST', `${products}/${id}/${verb}`, user);
const listIds = async (query = '') =>
  (await json<Page<Product>>(await call('GET', `${products}/?page_size=100${query}`, null), 200)).results.map((each) => each.id);
const detail = async (id: number, user: RegisteredUser | null = null) =>
  (await json<{ product: Product }>(await call('GET', `${products}/${id}/`, user), 200)).product;
/** The lists' count of products (of a category: 0 for all). */
const totals = async (categoryId = 0) =>
  Number(
    (
      await app.runtime.database.db
        .selectFrom('listing_totals')
        .select('count')
        .where('kind', '=', 'product')
        .where('category_id', '=', categoryId)
        .where('region_id', '=', 0)
        .executeTakeFirst()
    )?.count ?? 0,
  );
const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

describe(`pausing a listing on ${TEST_DB}`, () => {
  it('pauses: out of the lists, the search and the counts; its page, comments and chats stay; resumes with the same expiry', async () => {
    const product = await createProduct(app, seller, phones.id, { title: 'Pauza telefoni' });
    await json(await call('POST', `/api/products/api/products/${product.id}/comments/`, buyer, { text: 'Hali bormi?' }), 201);
    const room = await json<{ id: number }>(await call('POST', '/api/chats/', buyer, { listing_kind: 'product', listing_id: product.id }), 201);
    const before = await totals();

    const paused = await json<Product>(await move(seller, product.id, 'pause'), 200);
    expect(paused).toMatchObject({ status: 'paused', expires_at: product.expires_at, images: product.images });
    expect(await totals()).toBe(before - 1);
    expect(await listIds()).not.toContain(product.id);
    expect(await listIds('&product_title=Pauza')).not.toContain(product.id);
    // Its page still answers, to everyone, saying it is paused; its comments and the chat are kept.
    expect((await detail(product.id)).status).toBe('paused');
    expect((await json<Page<unknown>>(await call('GET', `/api/products/api/products/${product.id}/comments/`, null), 200)).count).toBe(1);
    expect((await call('GET', `/api/chats/${room.id}/`, buyer)).status).toBe(200);
    // The owner's tab and counts.
    const tab = await json<Page<Product>>(await call('GET', '/api/products/api/user/products/?status=paused', seller), 200);
    expect(tab.results.map((each) => each.id)).toEqual([product.id]);
    expect((await json<Record<string, number>>(await call('GET', '/api/products/api/user/products/states', seller), 200)).paused).toBe(1);
    // Nobody else pauses or resumes it; a paused listing is not reserved, sold, raised or paused again.
    expect(await codeOf(await move(stranger, product.id, 'resume'))).toBe('not_owner');
    expect(await codeOf(await move(seller, product.id, 'pause'))).toBe('already_paused');
    expect((await move(seller, product.id, 'raise')).status).toBe(409);

    app.clock.advance(3 * DAY);
    const resumed = await json<Product>(await move(seller, product.id, 'resume'), 200);
    expect(resumed).toMatchObject({ status: 'active', expires_at: product.expires_at });
    expect(await totals()).toBe(before);
    expect(await listIds()).toContain(product.id);
    expect(await codeOf(await move(seller, product.id, 'resume'))).toBe('not_paused');
  });

  it('answers exactly one of 30 parallel pauses with 200, the rest with 409 already_paused, and counts it out once', async () => {
    const product = await createProduct(app, seller, phones.id, { title: 'Parallel pauza' });
    const before = await totals();
    const answers = await Promise.all(Array.from({ length: 30 }, () => move(seller, product.id, 'pause')));
    expect(answers.filter((response) => response.status === 200)).toHaveLength(1);
    const refused = answers.filter((response) => response.status === 409);
    expect(refused).toHaveLength(29);
    expect(new Set(await Promise.all(refused.map(codeOf)))).toEqual(new Set(['already_paused']));
    expect(await totals()).toBe(before - 1);
    const resumes = await Promise.all(Array.from({ length: 30 }, () => move(seller, product.id, 'resume')));
    expect(resumes.filter((response) => response.status === 200)).toHaveLength(1);
    expect(await totals()).toBe(before);
  });

  it("expires a paused listing at its term's end (the hourly job), and then it cannot be resumed, only renewed", async () => {
    const { lifecycle } = app.runtime.services;
    await lifecycle.runDue();
    // The only furniture of the suite, so that its category's count is its own.
    const product = await createProduct(app, seller, furniture.id, { title: 'Pauzada tugaydi' });
    await json(await move(seller, product.id, 'pause'), 200);
    expect(await totals(furniture.id)).toBe(0);
    app.clock.advance(30 * DAY + 1000);
    expect((await lifecycle.runDue()).expired).toBeGreaterThanOrEqual(1);
    expect((await detail(product.id)).status).toBe('expired');
    // It was out of the lists already: the expiry does not count it out a second time.
    expect(await totals(furniture.id)).toBe(0);
    expect(await codeOf(await move(seller, product.id, 'resume'))).toBe('not_paused');
    expect((await json<Product>(await move(seller, product.id, 'renew'), 200)).status).toBe('active');
    expect(await totals(furniture.id)).toBe(1);
  });

  it('pauses and resumes a service under its own path', async () => {
    const form = new FormData();
    form.append('name', 'Pauzadagi santexnik');
    form.append('description', 'Tez va sifatli.');
    const serviceCategory = ((await (await app.request('/api/services/api/categories')).json()) as CategoryInfo[])[0]!;
    form.append('category_id', String(serviceCategory.id));
    form.append('images', await pngFile());
    const service = await json<Service>(
      await app.request('/api/services/api/services/?lang=en', { method: 'POST', headers: tokenHeader(seller), body: form }),
      201,
    );
    expect(await json<Service>(await call('POST', `/api/services/api/services/${service.id}/pause`, seller), 200)).toMatchObject({ status: 'paused' });
    const listed = await json<Page<Service>>(await call('GET', '/api/services/api/services/?page_size=100', null), 200);
    expect(listed.results.map((each) => each.id)).not.toContain(service.id);
    expect(await json<Service>(await call('POST', `/api/services/api/services/${service.id}/resume`, seller), 200)).toMatchObject({
      status: 'active',
      expires_at: service.expires_at,
    });
  });
});

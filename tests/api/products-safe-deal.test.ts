import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Product } from '../../src/lib/schemas/shapes.ts';
import type { SavedSearch } from '../../src/lib/schemas/saved-searches.ts';
import type { Notice } from '../../src/lib/schemas/notices.ts';
import { FIRST_WEEK_MS } from '../../src/server/rate-limit/quotas.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import {
  createProduct,
  createService,
  pngFile,
  postProduct,
  productCategories,
  productFields,
  productForm,
  putProduct,
  serviceCategories,
  type CategoryInfo,
} from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * The seller's "Safe deal" switch on goods (issue 39): on by default from SAFE_DEAL_MIN_PRICE
 * (200 000 so'm unless set), off below it, the seller's word either way; an edit keeps it unless
 * told; buyers list only the goods that offer it (`safe_deal=true`), counted on the listings (not
 * the counts tables), and saved searches asking for it alert only those.
 */
let app: TestApp;
let seller: RegisteredUser;
let buyer: RegisteredUser;
let phones: CategoryInfo;
let furniture: CategoryInfo;
beforeAll(async () => {
  app = await startTestApp();
  seller = await registerUser(app, { username: 'Sotuvchi' });
  buyer = await registerUser(app, { username: 'Xaridor' });
  // A seller of some standing: past an account's first week, whose daily listing quota is 10 (quotas.test.ts).
  app.clock.advance(FIRST_WEEK_MS);
  const categories = await productCategories(app);
  phones = categories.find((category) => category.slug === 'phones')!;
  furniture = categories.find((category) => category.slug === 'furniture')!;
});
afterAll(async () => {
  await app.close();
});

const MINUTE = 60_000;
const stored = async (id: number) =>
  Number((await app.runtime.database.db.selectFrom('listings').select('safe_deal').where('id', '=', id).executeTakeFirstOrThrow()).safe_deal);
async function list(query: string): Promise<Page<Product>> {
  const response = await app.request(`/api/products/api/products/?${query}`);
  expect(response.status, `${query}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as Page<Product>;
}
const idsOf = (page: Page<Product>) => page.results.map((product) => product.id).sort((a, b) => a - b);

describe(`the safe deal on creating and editing goods on ${TEST_DB}`, () => {
  it('is on by default from the configured price, off below it, and the seller’s word either way', async () => {
    const dear = await createProduct(app, seller, phones.id, { price: '200.000' });
    const cheap = await createProduct(app, seller, phones.id, { price: '199.999' });
    const refused = await createProduct(app, seller, phones.id, { price: '5.000.000', safe_deal: 'false' });
    const chosen = await createProduct(app, seller, phones.id, { price: '20.000', safe_deal: 'true' });
    expect([dear.safe_deal, cheap.safe_deal, refused.safe_deal, chosen.safe_deal]).toEqual([true, false, false, true]);
    expect([await stored(dear.id), await stored(cheap.id), await stored(refused.id), await stored(chosen.id)]).toEqual([1, 0, 0, 1]);
    // As the web form sends it: a hidden `false`, then the checked box; the last value counts.
    const form = productForm(productFields(phones.id, { price: '50.000' }), [await pngFile()]);
    form.append('safe_deal', 'false');
    form.append('safe_deal', 'true');
    expect((await answerOf<Product>(await postProduct(app, seller, form), 201)).safe_deal).toBe(true);
  });

  it('keeps what a listing offers on an edit that does not say, whatever its new price, and changes it when told', async () => {
    const product = await createProduct(app, seller, furniture.id, { title: 'Yumshoq divan', price: '2.500.000' });
    expect(product.safe_deal).toBe(true);
    const keep = productForm(productFields(furniture.id, { title: 'Yumshoq divan', price: '90.000' }));
    keep.append('existing_images', String(product.images[0]!.id));
    expect((await answerOf<Product>(await putProduct(app, seller, product.id, keep), 200)).safe_deal).toBe(true);
    const off = productForm(productFields(furniture.id, { title: 'Yumshoq divan', price: '90.000', safe_deal: 'false' }));
    off.append('existing_images', String(product.images[0]!.id));
    expect((await answerOf<Product>(await putProduct(app, seller, product.id, off), 200)).safe_deal).toBe(false);
    const again = productForm(productFields(furniture.id, { title: 'Yumshoq divan', price: '3.000.000' }));
    again.append('existing_images', String(product.images[0]!.id));
    expect((await answerOf<Product>(await putProduct(app, seller, product.id, again), 200)).safe_deal).toBe(false);
    // The detail and the seller's own answer say the same.
    expect((await answerOf<{ product: Product }>(await app.request(`/api/products/api/products/${product.id}/`), 200)).product.safe_deal).toBe(false);
  });

  it('refuses a safe_deal that is not a yes or a no, and never offers it on a service', async () => {
    const bad = await postProduct(app, seller, productForm(productFields(phones.id, { safe_deal: 'maybe' }), [await pngFile()]));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.safe_deal).toBeDefined();
    const category = (await serviceCategories(app))[0]!;
    const service = await createService(app, seller, category.id, { safe_deal: 'true' });
    expect(service).not.toHaveProperty('safe_deal');
    expect(await stored(service.id)).toBe(0);
  });
});

describe(`listing only the goods with the safe deal on ${TEST_DB}`, () => {
  it('lists and counts only those that offer it, alone, with a category, a price range or a search, and the unfiltered list them all', async () => {
    const offered = (await list('safe_deal=true&page_size=100')).results;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((product) => product.safe_deal)).toBe(true);
    const all = await list('page_size=100');
    const expected = all.results.filter((product) => product.safe_deal).map((product) => product.id);
    expect(idsOf(await list('safe_deal=true&page_size=100'))).toEqual(expected.sort((a, b) => a - b));
    expect((await list('safe_deal=true')).count).toBe(expected.length);
    expect((await list('safe_deal=1')).count).toBe(expected.length);
    expect((await list('safe_deal=false')).count).toBe(all.count);
    expect((await list(`safe_deal=true&category_name=phones`)).results.every((product) => product.category.id === phones.id && product.safe_deal)).toBe(true);
    const cheap = await list('safe_deal=true&max_price=100000');
    expect(cheap.results.map((product) => product.price)).toEqual([50_000, 20_000]);
    expect((await list('safe_deal=true&product_title=Samsung')).count).toBe(
      all.results.filter((product) => product.safe_deal && product.title.includes('Samsung')).length,
    );
    expect((await list('safe_deal=true&product_title=divan')).count).toBe(0);
    expect((await list('product_title=divan')).count).toBe(1);
  });

  it('drops a listing from the filtered list once its seller turns the safe deal off (the signed-out answer is not kept past the edit)', async () => {
    const product = await createProduct(app, seller, phones.id, { title: 'Nokia 3310 klassika', price: '400.000' });
    expect((await list('safe_deal=true&product_title=Nokia')).results.map((each) => each.id)).toEqual([product.id]);
    const off = productForm(productFields(phones.id, { title: 'Nokia 3310 klassika', price: '400.000', safe_deal: 'false' }));
    off.append('existing_images', String(product.images[0]!.id));
    await answerOf(await putProduct(app, seller, product.id, off), 200);
    expect((await list('safe_deal=true&product_title=Nokia')).results).toEqual([]);
    expect((await list('product_title=Nokia')).results.map((each) => each.id)).toEqual([product.id]);
  });

  it('refuses a filter value that is not a yes or a no', async () => {
    const response = await app.request('/api/products/api/products/?safe_deal=maybe');
    expect(response.status).toBe(400);
  });
});

describe(`saved searches asking for the safe deal on ${TEST_DB}`, () => {
  it('keep it in their query and alert only the new goods that offer it', async () => {
    const search = await answerOf<SavedSearch>(
      await callAs(app, 'POST', '/api/saved-searches/', buyer, { kind: 'product', query: '?q=rattan&safe_deal=1&sort=price' }),
      201,
    );
    expect(search.query).toBe('?q=rattan&safe_deal=1');
    const plain = await answerOf<SavedSearch>(await callAs(app, 'POST', '/api/saved-searches/', buyer, { kind: 'product', query: '?q=rattan' }), 201);
    app.clock.advance(MINUTE);
    const safe = await createProduct(app, seller, furniture.id, { title: 'Rattan kreslo, ofis uchun', price: '900.000' });
    const without = await createProduct(app, seller, furniture.id, { title: 'Rattan kreslo, eski', price: '900.000', safe_deal: 'false' });
    await app.runtime.services.savedSearches.runDue();
    const alerts = (
      await answerOf<{ results: Notice[] }>(await app.request('/api/notices/?lang=en', { headers: { Authorization: `Token ${buyer.token}` } }), 200)
    ).results.filter((notice) => notice.type === 'saved_search');
    const itemsOf = (id: number) =>
      (alerts.find((notice) => (notice.data as { search_id: number }).search_id === id)?.data as { items: Array<{ id: number }> }).items.map((item) => item.id);
    expect(itemsOf(search.id)).toEqual([safe.id]);
    expect(itemsOf(plain.id).sort((a, b) => a - b)).toEqual([safe.id, without.id]);
  });
});

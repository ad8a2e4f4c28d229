import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductDetail } from '../../src/lib/schemas/shapes.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** Issue 20: signed-out list and listing answers come from memory until a write drops their tags. */
let app: TestApp;
let seller: RegisteredUser;
let categoryId: number;
let product: Product;
beforeAll(async () => {
  app = await startTestApp();
  seller = await registerUser(app, { username: 'Keshli_Sotuvchi' });
  categoryId = (await productCategories(app))[0]!.id;
  product = await createProduct(app, seller, categoryId, { title: 'Kesh divan' });
});
afterAll(async () => {
  await app.close();
});

const LIST = '/api/products/api/products/?page_size=50';
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const titles = async (response: Response) => ((await response.json()) as { results: Product[] }).results.map((each) => each.title);

describe(`the API's answer cache on ${TEST_DB}`, () => {
  it('answers a signed-out list from memory until a new listing of its kind drops it', async () => {
    const first = await get(LIST);
    expect(first.headers.get('x-cache')).toBe('MISS');
    await first.arrayBuffer();
    const second = await get(LIST);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await get(LIST, { 'If-None-Match': first.headers.get('etag')! })).status).toBe(304);
    expect(second.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(await titles(second)).toContain('Kesh divan');

    await createProduct(app, seller, categoryId, { title: 'Yangi kreslo' });
    const after = await get(LIST);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(await titles(after)).toContain('Yangi kreslo');
  });

  it('never keeps or serves a signed-in answer', async () => {
    await (await get(LIST)).arrayBuffer();
    const signedIn = await get(LIST, tokenHeader(seller));
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('drops a listing’s answer when it is liked, and the lists when its seller renames', async () => {
    const detail = `/api/products/api/products/${product.id}/`;
    await (await get(detail)).arrayBuffer();
    expect((await get(detail)).headers.get('x-cache')).toBe('HIT');
    const fan = await registerUser(app);
    expect((await app.request(`/api/global/like/product/${product.id}/`, { method: 'POST', headers: tokenHeader(fan) })).status).toBe(200);
    const liked = await get(detail);
    expect(liked.headers.get('x-cache')).toBe('MISS');
    expect(((await liked.json()) as ProductDetail).product.likes).toBe(1);

    await (await get(LIST)).arrayBuffer();
    expect((await get(LIST)).headers.get('x-cache')).toBe('HIT');
    const form = new FormData();
    form.append('username', 'Yangi_Ism');
    expect((await app.request('/api/accounts/user/info', { method: 'PUT', headers: tokenHeader(seller), body: form })).status).toBe(200);
    const renamed = await get(LIST);
    expect(renamed.headers.get('x-cache')).toBe('MISS');
    const names = ((await renamed.json()) as { results: Product[] }).results.map((each) => each.userName.username);
    expect(names).toContain('Yangi_Ism');
    expect(names).not.toContain('Keshli_Sotuvchi');
  });

  it('keeps an answer a minute at most, whatever happens', async () => {
    await (await get(LIST)).arrayBuffer();
    expect((await get(LIST)).headers.get('x-cache')).toBe('HIT');
    app.clock.advance(61_000);
    expect((await get(LIST)).headers.get('x-cache')).toBe('MISS');
  });

  it('keeps nothing that is not a 200', async () => {
    const missing = '/api/products/api/products/999999/';
    expect((await get(missing)).status).toBe(404);
    const again = await get(missing);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBeNull();
  });
});

describe(`with PAGE_CACHE=0 on ${TEST_DB}`, () => {
  it('answers every request afresh', async () => {
    const off = await startTestApp({ PAGE_CACHE: '0' });
    try {
      for (let i = 0; i < 2; i++) expect((await off.request(LIST)).headers.get('x-cache')).toBeNull();
    } finally {
      await off.close();
    }
  });
});

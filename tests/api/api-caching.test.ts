import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { postJson, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, productCategories, productFields, productForm } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** The API's hot reads say how long they keep (reference data a day, listings a few seconds) and answer 304 to a matching ETag. */
let app: TestApp;
let seller: RegisteredUser;
let product: Product;
beforeAll(async () => {
  app = await startTestApp();
  seller = await registerUser(app);
  product = await createProduct(app, seller, (await productCategories(app))[0]!.id);
});
afterAll(async () => {
  await app.close();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe(`API caching on ${TEST_DB}`, () => {
  it('keeps reference data a day and answers 304 with no body to a matching If-None-Match', async () => {
    for (const path of ['/api/products/api/categories/', '/api/services/api/categories/', '/api/accounts/regions/', '/api/accounts/all-location/']) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe('public, max-age=86400');
      const tag = first.headers.get('etag');
      expect(tag, path).toMatch(/^"[0-9a-f]+"$/);
      const again = await get(path, { 'If-None-Match': tag! });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=86400');
      expect((await get(path, { 'If-None-Match': '"something-else"' })).status).toBe(200);
    }
  });

  it('keeps lists and a listing a few seconds for signed-out callers, and has a signed-in caller revalidate', async () => {
    for (const path of ['/api/products/api/products/', `/api/products/api/products/${product.id}/`, '/api/services/api/services/']) {
      const visitor = await get(path);
      expect(visitor.headers.get('cache-control'), path).toBe('public, max-age=5, stale-while-revalidate=30');
      const member = await get(path, tokenHeader(seller));
      expect(member.headers.get('cache-control'), path).toBe('private, no-cache');
      expect((await get(path, { 'If-None-Match': member.headers.get('etag')! })).status, path).toBe(304);
    }
    const mine = await get('/api/products/api/user/products/', tokenHeader(seller));
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gives a listing a new ETag once it changes, so a client holding the old one gets the new answer', async () => {
    const path = `/api/products/api/products/${product.id}/`;
    const before = (await get(path)).headers.get('etag')!;
    const form = productForm(productFields(product.category.id, { title: 'Yangi nom bilan' }));
    form.append('existing_images', String(product.images[0]!.id));
    const edited = await app.request(path, { method: 'PUT', headers: tokenHeader(seller), body: form });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const after = await get(path, { 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { product: Product }).product.title).toBe('Yangi nom bilan');
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('answers every API GET route, by token and by cookie, with private, no-store unless the route declares a policy (reference data public, listings revalidated)', async () => {
    const buyer = await registerUser(app);
    const room = await postJson(app, '/api/chats/', { listing_kind: 'product', listing_id: product.id }, tokenHeader(buyer));
    expect(room.status).toBe(201);
    const chatId = ((await room.json()) as { id: number }).id;
    const comment = await postJson(app, `/api/products/api/products/${product.id}/comments/`, { text: 'Narxi qancha?' }, tokenHeader(buyer));
    expect(comment.status).toBe(201);
    const commentId = ((await comment.json()) as { id: number }).id;
    const params: Record<string, string> = {
      id: String(product.id),
      listingId: String(product.id),
      commentId: String(commentId),
      chatId: String(chatId),
      region: '1',
    };

    const declared = (path: string): string => {
      if (/\/(regions|districts|all-location|categories|openapi\.json|docs)\b/.test(path)) return 'public, max-age=86400';
      // Suggestions as one types: the same for everyone, fresh for a minute (issue 21).
      if (path === '/api/search/suggest') return 'public, max-age=60';
      if (/^\/api\/(products|services|real-estate)\/api\/(products|services|real-estate)(\/:id)?$/.test(path)) return 'private, no-cache';
      // A seller's public page, listings (issue 22) and reviews (issue 24) are cached like listings.
      if (/^\/api\/users\/:id(\/listings|\/reviews)?$/.test(path)) return 'private, no-cache';
      return 'private, no-store';
    };
    const paths = [...new Set(app.runtime.api.routes.filter((route) => route.method === 'GET').map((route) => route.path))];
    expect(paths).toEqual(
      expect.arrayContaining(['/api/chats', '/api/chats/unread', '/api/chats/:chatId', '/api/accounts/user/info', '/api/global/liked-items']),
    );
    for (const pattern of paths) {
      const path = `${pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1')}/`;
      for (const headers of [tokenHeader(buyer), { Cookie: buyer.cookie }]) {
        const response = await get(path, headers);
        expect(response.status, `${path} ${await response.clone().text()}`).toBeLessThan(500);
        const expected = response.status === 200 || pattern === '/api/health' ? declared(pattern) : 'private, no-store';
        expect(response.headers.get('cache-control'), `${path} (${response.status}) by ${Object.keys(headers)[0]}`).toBe(
          pattern === '/api/health' ? 'no-store' : expected,
        );
      }
    }
    // The three that once answered without a policy.
    for (const path of ['/api/chats/', `/api/chats/${chatId}/`, '/api/chats/unread/']) expect((await get(path, tokenHeader(buyer))).status, path).toBe(200);
    // Errors and writes too.
    expect((await get('/api/chats/999999/', tokenHeader(buyer))).headers.get('cache-control')).toBe('private, no-store');
    expect((await postJson(app, '/api/chats/', { participants: [seller.id] }, tokenHeader(buyer))).headers.get('cache-control')).toBe('private, no-store');
  });
});

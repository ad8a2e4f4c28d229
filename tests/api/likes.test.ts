import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { newIp, postJson, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
let seller: RegisteredUser;
let buyer: RegisteredUser;
let product: Product;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  seller = await registerUser(app);
  buyer = await registerUser(app);
  categoryId = (await productCategories(app))[0]!.id;
  product = await createProduct(app, seller, categoryId, { title: 'Sevimli telefon' });
});
afterAll(async () => {
  await app.close();
});

const like = (user: RegisteredUser, id: number, verb: 'like' | 'unlike' = 'like', kind = 'product') =>
  app.request(`/api/global/${verb}/${kind}/${id}/?lang=en`, { method: 'POST', headers: tokenHeader(user) });
const likesOf = async (id: number) => ((await (await app.request(`/api/products/api/products/${id}/`)).json()) as { product: Product }).product.likes;
const likeRows = async (id: number) =>
  Number(
    (
      await app.runtime.database.db
        .selectFrom('listing_likes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('listing_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`likes on ${TEST_DB}`, () => {
  it('likes and unlikes a product, answering {liked, likes}, and liking twice keeps one like', async () => {
    const first = await like(buyer, product.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ liked: true, likes: 1 });
    expect(await (await like(buyer, product.id)).json()).toEqual({ liked: true, likes: 1 });
    expect(await likesOf(product.id)).toBe(1);
    expect(await (await like(buyer, product.id, 'unlike')).json()).toEqual({ liked: false, likes: 0 });
    expect(await (await like(buyer, product.id, 'unlike')).json()).toEqual({ liked: false, likes: 0 });
    expect(await likesOf(product.id)).toBe(0);
  });

  it('keeps the count equal to the likes when 20 people like at once, and one person 20 times at once', async () => {
    const target = await createProduct(app, seller, categoryId, { title: 'Mashhur divan' });
    const people = await Promise.all(Array.from({ length: 20 }, () => registerUser(app)));
    const answers = await Promise.all(people.map((person) => like(person, target.id)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await likesOf(target.id)).toBe(20);
    expect(await likeRows(target.id)).toBe(20);
    await Promise.all(Array.from({ length: 20 }, () => like(buyer, target.id)));
    expect(await likesOf(target.id)).toBe(21);
    await Promise.all([
      ...people.slice(0, 10).map((person) => like(person, target.id, 'unlike')),
      ...Array.from({ length: 10 }, () => like(buyer, target.id, 'unlike')),
    ]);
    expect(await likesOf(target.id)).toBe(10);
    expect(await likeRows(target.id)).toBe(10);
    // 21 registrations, each hashing a password: 13 s on PostgreSQL beside another test run, over the 30 s default when the machine is busy.
  }, 60_000);

  it('carries liked_products in login-info and user/info, and the products in liked-items', async () => {
    const fan = await registerUser(app);
    const second = await createProduct(app, seller, categoryId, { title: 'Ikkinchi' });
    await like(fan, product.id);
    app.clock.advance(1000);
    await like(fan, second.id);
    const info = (await (await app.request('/api/accounts/user/info', { headers: tokenHeader(fan) })).json()) as { liked_products: { id: number }[] };
    expect(info.liked_products).toEqual([{ id: second.id }, { id: product.id }]);
    const login = (await (await postJson(app, '/api/accounts/login/', { phone_number: fan.phone, password: fan.password }, {}, newIp())).json()) as {
      liked_products: { id: number }[];
      liked_services: unknown[];
    };
    expect(login.liked_products).toEqual([{ id: second.id }, { id: product.id }]);
    expect(login.liked_services).toEqual([]);
    const items = (await (await app.request('/api/global/liked-items/', { headers: tokenHeader(fan) })).json()) as {
      liked_products: Product[];
      liked_services: unknown[];
    };
    expect(items.liked_products.map((each) => each.id)).toEqual([second.id, product.id]);
    expect(items.liked_products[0]).toMatchObject({ title: 'Ikkinchi', userName: { id: seller.id } });
    expect(items.liked_services).toEqual([]);
  });

  it('refuses the owner a like of their own listing with 403 own_listing_like, in their language, writing nothing (issue 34)', async () => {
    const own = await createProduct(app, seller, categoryId, { title: 'Oʻzimning divanim' });
    const refused = await like(seller, own.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'own_listing_like', detail: 'You cannot like your own listing.' });
    const russian = await app.request(`/api/global/like/product/${own.id}/?lang=ru`, { method: 'POST', headers: tokenHeader(seller) });
    expect(await russian.json()).toEqual({ code: 'own_listing_like', detail: 'Нельзя отмечать «нравится» своё объявление.' });
    expect(await likeRows(own.id)).toBe(0);
    expect(await likesOf(own.id)).toBe(0);
    // Taking back a like that is not there stays harmless.
    expect(await (await like(seller, own.id, 'unlike')).json()).toEqual({ liked: false, likes: 0 });
  });

  it('answers 401 signed out, 404 for a missing product or a product liked as a service, and 404 for an unknown kind', async () => {
    expect((await app.request(`/api/global/like/product/${product.id}/`, { method: 'POST' })).status).toBe(401);
    expect((await like(buyer, 999999)).status).toBe(404);
    expect((await like(buyer, product.id, 'like', 'service')).status).toBe(404);
    expect((await like(buyer, product.id, 'like', 'house')).status).toBe(404);
    expect((await app.request('/api/global/liked-items/')).status).toBe(401);
  });
});

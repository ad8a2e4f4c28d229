import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { QUOTAS } from '../../src/server/rate-limit/quotas.ts';
import { postJson, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, mediaFiles, pngFile, postProduct, productCategories, productFields, productForm } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Issue 18: what one account may create is counted first, atomically, in the database; 30
 * requests sent at once past a limit create exactly what is left of it, and the rest are 429
 * with the localized message and Retry-After.
 */
let app: TestApp;
let seller: RegisteredUser;
let product: Product;
beforeAll(async () => {
  app = await startTestApp();
  seller = await registerUser(app);
  product = await createProduct(app, seller, (await productCategories(app))[0]!.id);
});
afterAll(async () => {
  await app?.close();
});

const DAY = 24 * 3600 * 1000;

/** Outcomes of parallel requests: how many succeeded, and the refusals' bodies. */
async function outcomes(responses: Response[], okStatus: number) {
  const refused: Array<{ status: number; retryAfter: string | null; body: { code: string; detail: string } }> = [];
  let ok = 0;
  for (const response of responses) {
    if (response.status === okStatus) ok += 1;
    else
      refused.push({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as { code: string; detail: string },
      });
  }
  return { ok, refused };
}

describe(`comments and replies per account on ${TEST_DB}`, () => {
  it(`takes exactly ${QUOTAS.comments.limit} comments and replies in an hour from one account, 30 sent at once past the limit included, and words the refusal`, async () => {
    const author = await registerUser(app);
    const comment = (text: string) => postJson(app, `/api/products/api/products/${product.id}/comments/?lang=en`, { text }, tokenHeader(author));
    const first = await comment('Birinchi savol');
    expect(first.status).toBe(201);
    const commentId = ((await first.json()) as { id: number }).id;
    const reply = (text: string) => postJson(app, `/api/products/api/comments/${commentId}/replies/?lang=en`, { text }, tokenHeader(author));
    const used = QUOTAS.comments.limit - 12;
    for (let index = 1; index < used; index++) expect((await (index % 2 ? reply : comment)(`Savol ${index}`)).status).toBe(201);

    const { ok, refused } = await outcomes(
      await Promise.all(Array.from({ length: 30 }, (_, index) => (index % 2 ? reply : comment)(`Bir vaqtda ${index}`))),
      201,
    );
    expect(ok).toBe(12);
    expect(refused).toHaveLength(18);
    for (const refusal of refused) {
      expect(refusal.status).toBe(429);
      expect(refusal.body.code).toBe('comments_hourly_limit');
      expect(refusal.body.detail).toMatch(/^You can write at most 60 comments an hour\. Please try again in (1 h|\d+ min)\.$/);
      expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
    }
    // A blank comment is refused for being blank and costs nothing; an hour later there is room again.
    app.clock.advance(3600_000);
    expect((await comment('   ')).status).toBe(400);
    expect((await comment('Bir soatdan keyin')).status).toBe(201);
  });
});

describe(`new conversations per account on ${TEST_DB}`, () => {
  it(`starts exactly ${QUOTAS.chats.firstWeekLimit} conversations with new people a day from an account in its first week, 30 at once, and reopens an existing one past the limit`, async () => {
    const buyer = await registerUser(app);
    const others = await Promise.all(Array.from({ length: 31 }, () => registerUser(app)));
    const start = (other: RegisteredUser) => postJson(app, '/api/chats/?lang=ru', { participants: [other.id] }, tokenHeader(buyer));
    expect((await start(others[30]!)).status).toBe(201);
    const { ok, refused } = await outcomes(await Promise.all(others.slice(0, 30).map(start)), 201);
    expect(ok).toBe(QUOTAS.chats.firstWeekLimit - 1);
    expect(refused).toHaveLength(30 - ok);
    for (const refusal of refused) {
      expect(refusal.status).toBe(429);
      expect(refusal.body).toMatchObject({ code: 'chats_daily_limit' });
      expect(refusal.body.detail).toMatch(/^Нельзя начать больше 10 новых чатов в день\. Попробуйте через \d+ ч\.$/);
    }
    // Writing again to someone already met is not a new conversation.
    expect((await start(others[30]!)).status).toBe(200);
    // 31 registrations, each hashing a password: 19 s on PostgreSQL beside another test run, over the 30 s default when the machine is busy.
  }, 60_000);

  it(`gives an account past its first week ${QUOTAS.chats.limit} new conversations a day`, async () => {
    const buyer = await registerUser(app);
    app.clock.advance(8 * DAY);
    try {
      const others = await Promise.all(Array.from({ length: 31 }, () => registerUser(app)));
      const responses = await Promise.all(others.map((other) => postJson(app, '/api/chats/', { participants: [other.id] }, tokenHeader(buyer))));
      const { ok, refused } = await outcomes(responses, 201);
      expect(ok).toBe(QUOTAS.chats.limit);
      expect(refused.map((refusal) => refusal.body.code)).toEqual(['chats_daily_limit']);
    } finally {
      app.clock.advance(-8 * DAY);
    }
    // 32 registrations, each hashing a password (as above).
  }, 60_000);
});

describe(`new listings per account on ${TEST_DB}`, () => {
  it(`takes exactly ${QUOTAS.listings.firstWeekLimit} of 30 products sent at once by an account in its first week; the others are 429 with the wait, and leave no row or picture`, async () => {
    // An upload gate that lets all 30 in at once (the runtime's lets an account have two in flight, and 512 MB in all), so the quota alone decides.
    const own = await startTestApp({}, undefined, { uploads: { perAccount: 40, maxBytes: 4 * 1024 ** 3 } });
    try {
      const shop = await registerUser(own);
      const categoryId = (await productCategories(own))[0]!.id;
      const picture = await pngFile('#16a34a');
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          postProduct(own, shop, productForm(productFields(categoryId, { title: `Telefon ${index}` }), [picture]), 'uz'),
        ),
      );
      const { ok, refused } = await outcomes(responses, 201);
      expect(ok).toBe(QUOTAS.listings.firstWeekLimit);
      expect(refused).toHaveLength(30 - ok);
      for (const refusal of refused) {
        expect(refusal.status).toBe(429);
        expect(refusal.body.code).toBe('listings_daily_limit');
        expect(refusal.body.detail).toMatch(/^Bir kunda 10 tadan ortiq eʼlon joylab boʻlmaydi\. \d+ soatdan soʻng urinib koʻring\.$/);
        expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
      }
      const mine = (await (await own.request('/api/products/api/user/products/', { headers: tokenHeader(shop) })).json()) as { count: number };
      expect(mine.count).toBe(ok);
      expect(await mediaFiles(own)).toHaveLength(ok * 2);
      // A form refused for what it says costs nothing: the next day's first listing is the only one counted.
      own.clock.advance(DAY);
      expect((await postProduct(own, shop, productForm(productFields(categoryId, { title: undefined }), [picture]))).status).toBe(400);
      for (let index = 0; index < QUOTAS.listings.firstWeekLimit; index++) {
        expect((await postProduct(own, shop, productForm(productFields(categoryId, { title: `Ertasi ${index}` }), [picture]))).status).toBe(201);
      }
      expect((await postProduct(own, shop, productForm(productFields(categoryId, { title: 'Ortiqcha' }), [picture]))).status).toBe(429);
    } finally {
      await own.close();
    }
  });
});

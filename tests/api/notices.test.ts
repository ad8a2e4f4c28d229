import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRoom } from '../../src/lib/schemas/chats.ts';
import type { Notice } from '../../src/lib/schemas/notices.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** The notice centre through the API (issue 25): one's notices in one's language, the unread count, marking read. */
let app: TestApp;
let seller: RegisteredUser;
let buyer: RegisteredUser;
let productId: number;
beforeAll(async () => {
  app = await startTestApp();
  [seller, buyer] = [await registerUser(app, { username: 'Sotuvchi' }), await registerUser(app, { username: 'Xaridor' })];
  const product = await createProduct(app, seller, (await productCategories(app))[0]!.id, { title: 'Eski divan' });
  productId = product.id;
  const room = await answerOf<ChatRoom>(await callAs(app, 'POST', '/api/chats/', buyer, { listing_kind: 'product', listing_id: product.id }), 201);
  await answerOf(await callAs(app, 'POST', `/api/chats/${room.id}/messages/`, buyer, { content: 'Hali bormi?' }), 201);
  // Sold to the buyer: both are asked to review the deal.
  await answerOf(await callAs(app, 'POST', `/api/products/api/products/${product.id}/sell`, seller, { buyer_id: buyer.id }), 200);
});
afterAll(async () => {
  await app.close();
});

type NoticesPage = { count: number; unread: number; results: Notice[] };
const list = async (user: RegisteredUser, lang = 'en') =>
  answerOf<NoticesPage>(await app.request(`/api/notices/?lang=${lang}`, { headers: { Authorization: `Token ${user.token}` } }), 200);
const read = (user: RegisteredUser, body: unknown) => callAs(app, 'POST', '/api/notices/read/', user, body);

describe(`the notice centre on ${TEST_DB}`, () => {
  it('lists one’s notices newest first, worded in the asked language, with where each leads', async () => {
    const mine = await list(buyer);
    expect(mine).toMatchObject({ count: 1, unread: 1 });
    expect(mine.results[0]).toMatchObject({
      type: 'review_due',
      text: 'Rate your deal about “Eski divan”.',
      path: `/review?listing=${productId}&to=${seller.id}`,
      read_at: null,
    });
    expect((await list(buyer, 'ru')).results[0]!.text).toBe('Оцените сделку по объявлению «Eski divan».');
    expect((await list(seller)).results[0]!.path).toBe(`/review?listing=${productId}&to=${buyer.id}`);
    for (const [method, path] of [
      ['GET', '/api/notices/'],
      ['GET', '/api/notices/unread/'],
      ['POST', '/api/notices/read/'],
    ] as const)
      expect((await callAs(app, method, path, null, method === 'POST' ? { all: true } : undefined)).status).toBe(401);
  });

  it('marks one’s own notices read, never someone else’s, and asks for ids or all', async () => {
    // The seller's: the deal to rate, and the buyer's chat message.
    const theirs = (await list(seller)).results[0]!;
    expect((await answerOf<{ unread: number }>(await read(buyer, { ids: [theirs.id] }), 200)).unread).toBe(1);
    expect((await list(seller)).unread).toBe(2);
    expect((await read(buyer, {})).status).toBe(400);
    expect((await read(buyer, { ids: [1], all: true })).status).toBe(400);
    expect((await read(buyer, { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).status).toBe(400);
    const mine = (await list(buyer)).results[0]!;
    expect((await answerOf<{ unread: number }>(await read(buyer, { ids: [mine.id] }), 200)).unread).toBe(0);
    expect((await list(buyer)).results[0]!.read_at).not.toBeNull();
    expect((await answerOf<{ unread: number }>(await callAs(app, 'GET', '/api/notices/unread/', buyer), 200)).unread).toBe(0);
  });

  it('tells a listing’s owner of a comment on it and a comment’s author of a reply to it, never the writer', async () => {
    const before = (await list(seller)).count;
    const comment = await answerOf<{ id: number }>(
      await callAs(app, 'POST', `/api/products/api/products/${productId}/comments/`, buyer, { text: 'Rahmat, divan zoʻr' }),
      201,
    );
    const told = await list(seller);
    expect(told.count).toBe(before + 1);
    expect(told.results[0]).toMatchObject({
      type: 'listing_comment',
      text: 'Xaridor commented on your listing “Eski divan”.',
      path: `/product/${productId}#comments`,
    });
    const buyerBefore = (await list(buyer)).count;
    await answerOf(await callAs(app, 'POST', `/api/products/api/comments/${comment.id}/replies/`, seller, { text: 'Arzimaydi' }), 201);
    const replied = await list(buyer);
    expect(replied.count).toBe(buyerBefore + 1);
    expect(replied.results[0]).toMatchObject({ type: 'comment_reply', text: 'Sotuvchi replied to your comment on “Eski divan”.' });
    // The owner answering on their own listing is not told of it.
    expect((await list(seller)).count).toBe(before + 1);
  });

  it('marks all read once when 20 requests ask at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => read(seller, { all: true })));
    expect(answers.map((each) => each.status)).toEqual(Array(20).fill(200));
    expect((await list(seller)).unread).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRoom } from '../../src/lib/schemas/chats.ts';
import type { Notice } from '../../src/lib/schemas/notices.ts';
import { newIp, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Issue 34, item 5: every notice says what it is about. A moderator's decision names the listing
 * (and links it), a comment's names the listing it is on; a report's outcome names what was
 * reported; a review names who wrote it and the deal. Rows written before (without the names)
 * still read as they did.
 */
let app: TestApp;
let seller: RegisteredUser;
let buyer: RegisteredUser;
let moderator: RegisteredUser;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  [seller, buyer, moderator] = [
    await registerUser(app, { username: 'Sotuvchi' }),
    await registerUser(app, { username: 'Ali' }),
    await registerUser(app, { username: 'Moderator' }),
  ];
  expect(await app.runtime.services.roles.grant(moderator.phone, 'moderator')).toBe(true);
  categoryId = (await productCategories(app))[0]!.id;
});
afterAll(async () => {
  await app.close();
});

const call = (method: string, path: string, user: RegisteredUser | null, body?: unknown) => callAs(app, method, path, user, body);
/** The deal's two sides each call from their own address (one shared address would hold their reviews for a moderator). */
const addressOf = new Map<number, string>();
const callFrom = (method: string, path: string, user: RegisteredUser, body: unknown) => {
  if (!addressOf.has(user.id)) addressOf.set(user.id, newIp());
  return app.request(
    `${path}?lang=en`,
    { method, headers: { ...tokenHeader(user), 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    addressOf.get(user.id),
  );
};
const list = async (user: RegisteredUser, lang = 'en') =>
  (await answerOf<{ results: Notice[] }>(await app.request(`/api/notices/?lang=${lang}`, { headers: { Authorization: `Token ${user.token}` } }), 200)).results;
const caseOf = async (type: 'listing' | 'comment', id: number) =>
  (
    await app.runtime.database.db
      .selectFrom('moderation_cases')
      .select('id')
      .where('target_type', '=', type)
      .where('target_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;
const decide = (caseId: number, body: Record<string, unknown>) => call('POST', `/api/moderation/cases/${caseId}/decision`, moderator, body);

describe(`notices that say what about, on ${TEST_DB}`, () => {
  it('names the listing a moderator hid or restored, and links it; a comment’s names the listing it is on; the reporter hears what their report was about', async () => {
    const product = await createProduct(app, seller, categoryId, { title: 'Eski velosiped' });
    await answerOf(await call('POST', '/api/reports/', buyer, { target_type: 'listing', target_id: product.id, reason: 'scam' }), 201);
    const listingCase = await caseOf('listing', product.id);
    await answerOf(await decide(listingCase, { decision: 'hide', reason: 'Prepayment' }), 200);
    await answerOf(await call('POST', `/api/moderation/cases/${listingCase}/reconsideration`, moderator, { move: 'restore', reason: 'A mistake' }), 200);

    const comment = await answerOf<{ id: number }>(await call('POST', `/api/products/api/products/${product.id}/comments/`, seller, { text: 'Yozing' }), 201);
    await answerOf(await call('POST', '/api/reports/', buyer, { target_type: 'comment', target_id: comment.id, reason: 'spam' }), 201);
    await answerOf(await decide(await caseOf('comment', comment.id), { decision: 'hide', reason: 'Spam' }), 200);

    const told = await list(seller);
    const byText = (start: string) => told.find((notice) => notice.text.startsWith(start));
    expect(byText('A moderator hid your product')).toMatchObject({
      text: 'A moderator hid your product “Eski velosiped”. Reason: Prepayment',
      path: `/product/${product.id}`,
    });
    expect(byText('A moderator restored')).toMatchObject({ text: 'A moderator restored your product “Eski velosiped”.', path: `/product/${product.id}` });
    expect(byText('A moderator hid your comment')).toMatchObject({
      text: 'A moderator hid your comment on “Eski velosiped”. Reason: Spam',
      path: `/product/${product.id}#comments`,
    });
    expect((await list(seller, 'ru')).map((notice) => notice.text)).toContain('Модератор скрыл ваш товар «Eski velosiped». Причина: Prepayment');

    const outcomes = (await list(buyer)).filter((notice) => notice.type === 'report_outcome').map((notice) => notice.text);
    expect(outcomes).toContain('Your report about “Eski velosiped” was looked at and action was taken. Thank you!');
    expect(outcomes).toContain('Your report about a comment on “Eski velosiped” was looked at and action was taken. Thank you!');
  });

  it('names who left a review and the deal it is about', async () => {
    // Two new people who never shared an address (a shared one holds their reviews for a moderator).
    const [seller, buyer] = [await registerUser(app, { username: 'Sotuvchi2' }), await registerUser(app, { username: 'Alisher' })];
    const product = await createProduct(app, seller, categoryId, { title: 'Divan' });
    const room = await answerOf<ChatRoom>(await callFrom('POST', '/api/chats/', buyer, { listing_kind: 'product', listing_id: product.id }), 201);
    await answerOf(await callFrom('POST', `/api/chats/${room.id}/messages/`, buyer, { content: 'Hali bormi?' }), 201);
    await answerOf(await callFrom('POST', `/api/products/api/products/${product.id}/sell`, seller, { buyer_id: buyer.id }), 200);
    await answerOf(await callFrom('POST', '/api/reviews/', buyer, { listing_id: product.id, target_id: seller.id, stars: 5 }), 201);
    await answerOf(await callFrom('POST', '/api/reviews/', seller, { listing_id: product.id, target_id: buyer.id, stars: 4 }), 201);
    const received = (await list(seller)).find((notice) => notice.type === 'review_received');
    expect(received).toMatchObject({ text: 'Alisher left you a review of “Divan”: 5★.', path: `/user/${seller.id}#reviews` });
    expect((await list(buyer, 'ru')).find((notice) => notice.type === 'review_received')?.text).toBe('Sotuvchi2 оставил(а) вам отзыв о сделке «Divan»: 4★.');
  });

  it('still reads a notice written before it named anything', async () => {
    const at = new Date().toISOString();
    await app.runtime.database.db
      .insertInto('notices')
      .values([
        {
          user_id: moderator.id,
          type: 'moderation_decision',
          data: JSON.stringify({ decision: 'hide', reason: 'Old', target_type: 'listing', target_id: 1, listing_kind: 'product', days: null }),
          dedupe_key: 'old:1',
          created_at: at,
          count: 1,
        },
        {
          user_id: moderator.id,
          type: 'review_received',
          data: JSON.stringify({ target_id: moderator.id, stars: 3 }),
          dedupe_key: 'old:2',
          created_at: at,
          count: 1,
        },
      ] as never)
      .execute();
    const texts = (await list(moderator)).map((notice) => notice.text);
    expect(texts).toContain('A moderator hid your content. Reason: Old');
    expect(texts).toContain('You got a review: 3★.');
  });
});

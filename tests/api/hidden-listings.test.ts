import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRoom } from '../../src/lib/schemas/chats.ts';
import type { Review } from '../../src/lib/schemas/reviews.ts';
import type { Page, Product, ProductComment, Reply } from '../../src/lib/schemas/shapes.ts';
import { newIp, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf } from '../fixtures/api-calls.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Issue 34 item 0: "a hidden listing is its owner's and the moderators' only". Every route that
 * takes a listing's or a comment's id is walked with the listing hidden by a moderator, as a
 * stranger, as someone who liked it, commented and wrote about it before the hide, as its owner
 * and as a moderator: everyone but the owner and the moderators gets what a missing listing gives.
 */
let app: TestApp;
let categoryId: number;
const addressOf = new Map<number, string>();
async function person(username: string): Promise<RegisteredUser> {
  const user = await registerUser(app, { username });
  addressOf.set(user.id, newIp());
  return user;
}
function call(method: string, path: string, user: RegisteredUser | null, body?: unknown): Promise<Response> {
  return app.request(
    `${path}${path.includes('?') ? '&' : '?'}lang=en`,
    {
      method,
      headers: { ...(user ? tokenHeader(user) : {}), ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      body: body === undefined ? null : JSON.stringify(body),
    },
    user ? addressOf.get(user.id) : undefined,
  );
}
const json = answerOf;
const products = '/api/products/api/products';
const commentsOf = (id: number) => `${products}/${id}/comments`;
const comments = '/api/products/api/comments';

let seller: RegisteredUser;
let moderator: RegisteredUser;
let liker: RegisteredUser;
let stranger: RegisteredUser;
let product: Product;
let comment: ProductComment;
let reply: Reply;
let ownerComment: ProductComment;
beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await productCategories(app))[0]!.id;
  [seller, moderator, liker, stranger] = [await person('Sotuvchi'), await person('Moderator'), await person('Yoqtirgan'), await person('Begona')];
  expect(await app.runtime.services.roles.grant(moderator.phone, 'moderator')).toBe(true);

  // Before the hide: the liker likes it, comments, gets an answer, writes to the seller about it, buys it; both review.
  product = await createProduct(app, seller, categoryId, { title: 'Yashirin iPhone', description: 'Oldindan toʻlov kartaga' });
  await json(await call('POST', `/api/global/like/product/${product.id}/`, liker), 200);
  comment = await json<ProductComment>(await call('POST', `${commentsOf(product.id)}/`, liker, { text: 'Narxi qancha?' }), 201);
  reply = await json<Reply>(await call('POST', `${comments}/${comment.id}/replies/`, seller, { text: 'Kelishamiz' }), 201);
  ownerComment = await json<ProductComment>(await call('POST', `${commentsOf(product.id)}/`, seller, { text: 'Yetkazib beraman' }), 201);
  const room = await json<ChatRoom>(await call('POST', '/api/chats/', liker, { listing_kind: 'product', listing_id: product.id }), 201);
  await json(await call('POST', `/api/chats/${room.id}/messages/`, liker, { content: 'Salom' }), 201);
  await json(await call('POST', `${products}/${product.id}/sell`, seller, { buyer_id: liker.id }), 200);
  await json(await call('POST', '/api/reviews/', liker, { listing_id: product.id, target_id: seller.id, stars: 5 }), 201);
  await json(await call('POST', '/api/reviews/', seller, { listing_id: product.id, target_id: liker.id, stars: 5 }), 201);
  const shown = await json<{ results: Review[] }>(await call('GET', `/api/users/${seller.id}/reviews/`, null), 200);
  expect(shown.results.map((each) => each.listing)).toEqual([{ id: product.id, kind: 'product', title: 'Yashirin iPhone' }]);

  // A moderator hides it from a report's case.
  await json(await call('POST', '/api/reports/', stranger, { target_type: 'listing', target_id: product.id, reason: 'scam' }), 201);
  const queue = await json<{ results: Array<{ id: number; target_type: string; target_id: number }> }>(
    await call('GET', '/api/moderation/cases/', moderator),
    200,
  );
  const found = queue.results.find((each) => each.target_type === 'listing' && each.target_id === product.id)!;
  await json(await call('POST', `/api/moderation/cases/${found.id}/decision`, moderator, { decision: 'hide', reason: 'Prepayment asked' }), 200);
});
afterAll(async () => {
  await app.close();
});

type Who = 'stranger' | 'liker' | 'owner' | 'moderator' | 'signed out';
const people = (): Record<Who, RegisteredUser | null> => ({ stranger, liker, owner: seller, moderator, 'signed out': null });
const NOT_THERE = { status: 404, code: 'not_found' };

/** Each route that reads the listing or one of its comments, and the status each person gets. */
describe(`a hidden listing is its owner's and the moderators' only, on ${TEST_DB}`, () => {
  it('answers its page, its comments and their replies to the owner and moderators, and 404 not_found to everyone else', async () => {
    const reads: Array<[string, string]> = [
      ['GET', `${products}/${product.id}/`],
      ['GET', `${commentsOf(product.id)}/`],
      ['GET', `${comments}/${comment.id}/replies/`],
    ];
    for (const [method, path] of reads) {
      for (const [who, user] of Object.entries(people()) as Array<[Who, RegisteredUser | null]>) {
        const answer = await call(method, path, user);
        if (who === 'owner' || who === 'moderator') expect(answer.status, `${who} ${method} ${path}`).toBe(200);
        else expect({ status: answer.status, code: ((await answer.json()) as { code?: string }).code }, `${who} ${method} ${path}`).toEqual(NOT_THERE);
      }
    }
    const shownToOwner = await json<Page<ProductComment>>(await call('GET', `${commentsOf(product.id)}/`, seller), 200);
    expect(shownToOwner.results.map((each) => each.id).sort()).toEqual([comment.id, ownerComment.id].sort());
  });

  it('refuses likes, unlikes, comments, replies, edits, deletes and comment likes by anyone but the owner and moderators with 404 not_found', async () => {
    const writes: Array<[string, string, unknown?]> = [
      ['POST', `/api/global/like/product/${product.id}/`],
      ['POST', `/api/global/unlike/product/${product.id}/`],
      ['POST', `${commentsOf(product.id)}/`, { text: 'Hali bormi?' }],
      ['POST', `${comments}/${comment.id}/replies/`, { text: 'Javob' }],
      ['POST', `/api/global/like/comment/${ownerComment.id}/`],
      ['POST', `/api/global/unlike/comment/${ownerComment.id}/`],
      ['POST', `/api/global/like/comment/${reply.id}/`],
    ];
    for (const [method, path, body] of writes) {
      for (const who of ['stranger', 'liker', 'signed out'] as const) {
        const answer = await call(method, path, people()[who], body);
        const expected = who === 'signed out' ? { status: 401, code: 'not_authenticated' } : NOT_THERE;
        expect({ status: answer.status, code: ((await answer.json()) as { code?: string }).code }, `${who} ${method} ${path}`).toEqual(expected);
      }
    }
    // The liker's own comment on it is out of reach too: as missing as the listing.
    for (const [method, path, body] of [
      ['PUT', `${comments}/${comment.id}/`, { text: 'Oʻzgardi' }],
      ['PUT', `${commentsOf(product.id)}/${comment.id}/`, { text: 'Oʻzgardi' }],
      ['DELETE', `${comments}/${comment.id}/`],
      ['DELETE', `${commentsOf(product.id)}/${comment.id}/`],
    ] as Array<[string, string, unknown?]>) {
      const answer = await call(method, path, liker, body);
      expect({ status: answer.status, code: ((await answer.json()) as { code?: string }).code }, `liker ${method} ${path}`).toEqual(NOT_THERE);
    }
    // Nothing was written by the refused calls.
    const row = await app.runtime.database.db.selectFrom('listings').select(['likes_count']).where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(Number(row.likes_count)).toBe(1);
    const written = await app.runtime.database.db.selectFrom('comments').select('id').where('listing_id', '=', product.id).execute();
    expect(written).toHaveLength(3);

    // The owner still comments, replies and likes a comment on it; a moderator reads it.
    await json(await call('POST', `${commentsOf(product.id)}/`, seller, { text: 'Tuzatdim' }), 201);
    await json(await call('POST', `${comments}/${comment.id}/replies/`, seller, { text: 'Yana javob' }), 201);
    await json(await call('POST', `/api/global/like/comment/${comment.id}/`, seller), 200);
    await json(await call('POST', `/api/global/unlike/comment/${comment.id}/`, seller), 200);
    await json(await call('POST', `/api/global/like/comment/${comment.id}/`, moderator), 200);
    await json(await call('POST', `/api/global/unlike/comment/${comment.id}/`, moderator), 200);
  });

  it('leaves it out of the past liker’s liked items and chat list, and opens no chat about it for a stranger', async () => {
    const liked = await json<{ liked_products: Product[] }>(await call('GET', '/api/global/liked-items/', liker), 200);
    expect(liked.liked_products.map((each) => each.id)).not.toContain(product.id);
    expect(JSON.stringify(liked)).not.toContain('Yashirin');

    const before = await app.runtime.database.db.selectFrom('listing_inquiries').select('user_id').where('listing_id', '=', product.id).execute();
    const refused = await call('POST', '/api/chats/', stranger, { listing_kind: 'product', listing_id: product.id });
    const missing = await call('POST', '/api/chats/', stranger, { listing_kind: 'product', listing_id: 999_999 });
    // Exactly what a listing that is not there gives: nothing tells the two apart.
    expect(refused.status).toBe(missing.status);
    expect(await refused.json()).toEqual(await missing.json());
    const after = await app.runtime.database.db.selectFrom('listing_inquiries').select('user_id').where('listing_id', '=', product.id).execute();
    expect(after).toEqual(before);
    // The liker's earlier chat about it stays, without the listing's card; the owner's shows it.
    const likerRooms = await json<ChatRoom[] | { results: ChatRoom[] }>(await call('GET', '/api/chats/', liker), 200);
    const likerRoom = (Array.isArray(likerRooms) ? likerRooms : likerRooms.results).find((room) => room.participants.includes(seller.id))!;
    expect(likerRoom.listing).toBeNull();
    const sellerRooms = await json<ChatRoom[] | { results: ChatRoom[] }>(await call('GET', '/api/chats/', seller), 200);
    const sellerRoom = (Array.isArray(sellerRooms) ? sellerRooms : sellerRooms.results).find((room) => room.participants.includes(liker.id))!;
    expect(sellerRoom.listing).toMatchObject({ id: product.id, title: 'Yashirin iPhone' });
    const opened = await json<{ room?: ChatRoom } & Record<string, unknown>>(await call('GET', `/api/chats/${likerRoom.id}/`, liker), 200);
    expect(JSON.stringify(opened)).not.toContain('Yashirin');
  });

  it('keeps the seller’s review but not the hidden listing’s title, in the API and in the page data', async () => {
    const shown = await json<{ results: Review[] }>(await call('GET', `/api/users/${seller.id}/reviews/`, null), 200);
    expect(shown.results).toHaveLength(1);
    expect(shown.results[0]!.listing).toBeNull();
    expect(JSON.stringify(shown)).not.toContain('Yashirin');
  });

  it('gives it back to everyone when a moderator restores it', async () => {
    expect((await call('POST', '/api/moderation/review-requests/', seller, { listing_id: product.id })).status).toBe(204);
    const queue = await json<{ results: Array<{ id: number; target_type: string; target_id: number }> }>(
      await call('GET', '/api/moderation/cases/', moderator),
      200,
    );
    const asked = queue.results.find((each) => each.target_type === 'listing' && each.target_id === product.id)!;
    await json(await call('POST', `/api/moderation/cases/${asked.id}/decision`, moderator, { decision: 'restore' }), 200);
    await json(await call('GET', `${products}/${product.id}/`, stranger), 200);
    await json(await call('GET', `${commentsOf(product.id)}/`, null), 200);
    const liked = await json<{ liked_products: Product[] }>(await call('GET', '/api/global/liked-items/', liker), 200);
    expect(liked.liked_products.map((each) => each.id)).toContain(product.id);
    const shown = await json<{ results: Review[] }>(await call('GET', `/api/users/${seller.id}/reviews/`, null), 200);
    expect(shown.results[0]!.listing).toEqual({ id: product.id, kind: 'product', title: 'Yashirin iPhone' });
  });
});

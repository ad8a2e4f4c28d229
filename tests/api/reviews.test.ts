import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRoom } from '../../src/lib/schemas/chats.ts';
import type { MyReview, Review } from '../../src/lib/schemas/reviews.ts';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { newIp, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf } from '../fixtures/api-calls.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** Reviews and trust (issue 24) through the API: who may review whom, double-blind showing, the score, answers, edits and abuse. */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let app: TestApp;
let categoryId: number;
let moderator: RegisteredUser;
/** Each person calls from an address of their own (sharing one holds reviews between them). */
const addressOf = new Map<number, string>();
beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await productCategories(app))[0]!.id;
  moderator = await person('Moderator');
  expect(await app.runtime.services.roles.grant(moderator.phone, 'moderator')).toBe(true);
});
afterAll(async () => {
  await app.close();
});

async function person(username: string): Promise<RegisteredUser> {
  const user = await registerUser(app, { username });
  addressOf.set(user.id, newIp());
  return user;
}
function call(method: string, path: string, user: RegisteredUser | null, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return app.request(
    `${path}${path.includes('?') ? '&' : '?'}lang=en`,
    {
      method,
      headers: { ...(user ? tokenHeader(user) : {}), ...(body !== undefined && { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    },
    user ? addressOf.get(user.id) : undefined,
  );
}
const json = answerOf;
const products = '/api/products/api/products';
const review = (author: RegisteredUser, body: Record<string, unknown>) => call('POST', '/api/reviews/', author, body);
const shown = async (user: RegisteredUser, query = '') =>
  json<{ rating: { score: number | null; count: number }; stars: Record<string, number>; count: number; results: Review[] }>(
    await call('GET', `/api/users/${user.id}/reviews/${query}`, null),
    200,
  );

/** The buyer writes about the seller's new product `messages` times and the seller answers `answers` times, in a chat started from it. */
async function talk(seller: RegisteredUser, buyer: RegisteredUser, messages = 1, answers = 0): Promise<{ product: Product; room: ChatRoom }> {
  const product = await createProduct(app, seller, categoryId, { title: `Savdo ${buyer.username}` });
  const room = await json<ChatRoom>(await call('POST', '/api/chats/', buyer, { listing_kind: 'product', listing_id: product.id }), 201);
  for (let i = 0; i < Math.max(messages, answers); i++) {
    if (i < messages) await json(await call('POST', `/api/chats/${room.id}/messages/`, buyer, { content: `Savol ${i}` }), 201);
    if (i < answers) await json(await call('POST', `/api/chats/${room.id}/messages/`, seller, { content: `Javob ${i}` }), 201);
  }
  return { product, room };
}
/** A product the seller sold to the buyer who wrote about it. */
async function sale(seller: RegisteredUser, buyer: RegisteredUser): Promise<Product> {
  const { product } = await talk(seller, buyer);
  await json(await call('POST', `${products}/${product.id}/sell`, seller, { buyer_id: buyer.id }), 200);
  return product;
}

describe(`who may review whom on ${TEST_DB}`, () => {
  it('lets the buyer and the seller of a sale review each other, and nobody else', async () => {
    const [seller, buyer, stranger] = [await person('Sotuvchi1'), await person('Xaridor1'), await person('Begona1')];
    const product = await sale(seller, buyer);
    expect((await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 5 })).status).toBe(201);
    // Someone who never talked to the seller, oneself, a listing that is not there, signed out.
    expect(
      (await json<{ code: string }>(await review(stranger, { listing_id: product.id, target_id: seller.id, stars: 1, reasons: ['rude'] }), 403)).code,
    ).toBe('review_no_deal');
    expect((await json<{ code: string }>(await review(seller, { listing_id: product.id, target_id: stranger.id, stars: 5 }), 403)).code).toBe('review_no_deal');
    expect((await json<{ code: string }>(await review(seller, { listing_id: product.id, target_id: seller.id, stars: 5 }), 403)).code).toBe('review_no_deal');
    expect((await review(buyer, { listing_id: 999_999, target_id: seller.id, stars: 5 })).status).toBe(404);
    expect((await call('POST', '/api/reviews/', null, { listing_id: product.id, target_id: seller.id, stars: 5 })).status).toBe(401);
    expect((await review(seller, { listing_id: product.id, target_id: buyer.id, stars: 4 })).status).toBe(201);
    // One review per author, target and listing.
    expect((await json<{ code: string }>(await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 4 }), 409)).code).toBe('review_exists');
  });

  it('opens a conversation for reviews once each side sent 2 messages and 24 hours passed, until 30 days after its first message', async () => {
    const [seller, buyer] = [await person('Sotuvchi2'), await person('Xaridor2')];
    const { product, room } = await talk(seller, buyer, 2, 1);
    const body = { listing_id: product.id, target_id: seller.id, stars: 5 };
    // The seller answered once only: no deal yet.
    expect((await json<{ code: string }>(await review(buyer, body), 403)).code).toBe('review_no_deal');
    await json(await call('POST', `/api/chats/${room.id}/messages/`, seller, { content: 'Yana javob' }), 201);
    expect((await json<{ code: string }>(await review(buyer, body), 409)).code).toBe('review_too_early');
    app.clock.advance(24 * HOUR);
    expect((await review(buyer, body)).status).toBe(201);
    app.clock.advance(30 * DAY);
    expect((await json<{ code: string }>(await review(seller, { listing_id: product.id, target_id: buyer.id, stars: 5 }), 409)).code).toBe(
      'review_window_closed',
    );
  });

  it('closes a sale’s window 30 days after the sale', async () => {
    const [seller, buyer] = [await person('Sotuvchi3'), await person('Xaridor3')];
    const product = await sale(seller, buyer);
    app.clock.advance(30 * DAY + 1);
    expect((await json<{ code: string }>(await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 5 }), 409)).code).toBe(
      'review_window_closed',
    );
  });

  it('asks for reasons at 3 stars or fewer, and keeps stars and text within bounds', async () => {
    const [seller, buyer] = [await person('Sotuvchi4'), await person('Xaridor4')];
    const product = await sale(seller, buyer);
    const base = { listing_id: product.id, target_id: seller.id };
    expect((await json<{ errors: Record<string, string[]> }>(await review(buyer, { ...base, stars: 3 }), 400)).errors).toHaveProperty('reasons');
    expect((await json<{ errors: Record<string, string[]> }>(await review(buyer, { ...base, stars: 6 }), 400)).errors).toHaveProperty('stars');
    expect((await json<{ errors: Record<string, string[]> }>(await review(buyer, { ...base, stars: 0 }), 400)).errors).toHaveProperty('stars');
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(await review(buyer, { ...base, stars: 2, reasons: ['bogus'] }), 400)).errors)).toEqual(
      ['reasons.0'],
    );
    expect((await json<{ errors: Record<string, string[]> }>(await review(buyer, { ...base, stars: 5, text: 'x'.repeat(501) }), 400)).errors).toHaveProperty(
      'text',
    );
    // Nothing was written by the refusals.
    expect((await json<{ results: MyReview[] }>(await call('GET', '/api/reviews/mine/', buyer), 200)).results).toEqual([]);
    const written = await json<MyReview>(await review(buyer, { ...base, stars: 2, reasons: ['not_as_described', 'rude'], text: 'Rasmdagidek emas' }), 201);
    expect(written).toMatchObject({ stars: 2, reasons: ['not_as_described', 'rude'], text: 'Rasmdagidek emas', status: 'waiting' });
  });
});

describe(`double-blind showing and the score on ${TEST_DB}`, () => {
  it('shows a review only when both sides wrote, or 14 days after it was written', async () => {
    const [seller, buyer, later] = [await person('Sotuvchi5'), await person('Xaridor5'), await person('Xaridor5b')];
    const product = await sale(seller, buyer);
    const first = await json<MyReview>(await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 5, text: 'Zoʻr' }), 201);
    expect(first).toMatchObject({ status: 'waiting', visible_at: null });
    expect(Date.parse(first.shows_by!) - Date.parse(first.created_at)).toBe(14 * DAY);
    expect((await shown(seller)).results).toEqual([]);
    await json(await review(seller, { listing_id: product.id, target_id: buyer.id, stars: 4 }), 201);
    expect((await shown(seller)).results.map((each) => each.id)).toEqual([first.id]);
    expect((await shown(buyer)).count).toBe(1);

    // One side only: hidden until its 14 days are up, then the hourly job shows it.
    const other = await sale(seller, later);
    const lone = await json<MyReview>(await review(later, { listing_id: other.id, target_id: seller.id, stars: 3, reasons: ['no_show'] }), 201);
    app.clock.advance(14 * DAY - HOUR);
    await app.runtime.services.reviews.runDue();
    expect((await shown(seller)).results.map((each) => each.id)).not.toContain(lone.id);
    app.clock.advance(HOUR);
    expect((await app.runtime.services.reviews.runDue()).shown).toBeGreaterThanOrEqual(1);
    expect((await shown(seller)).results.map((each) => each.id)).toContain(lone.id);
    expect((await app.runtime.services.reviews.runDue()).shown).toBe(0);
  });

  it('scores a seller as a Bayesian average once 3 reviews show, on the listing answers and the seller’s profile', async () => {
    const seller = await person('Sotuvchi6');
    const buyers = [await person('Xaridor6a'), await person('Xaridor6b'), await person('Xaridor6c')];
    const sold: Product[] = [];
    for (const [index, buyer] of buyers.entries()) {
      const product = await sale(seller, buyer);
      sold.push(product);
      await json(await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 5 }), 201);
      await json(await review(seller, { listing_id: product.id, target_id: buyer.id, stars: 5 }), 201);
      const { rating } = await shown(seller);
      // Under 3 reviews: a new seller, without a score.
      expect(rating).toEqual(index < 2 ? { score: null, count: index + 1 } : { score: 4.5, count: 3 });
    }
    // (4.0 × 3 + 5 × 3) / (3 + 3): the prior weighs as 3 reviews.
    const listed = await createProduct(app, seller, categoryId, { title: 'Yangi eʼlon' });
    const detail = await json<{ product: Product }>(await call('GET', `${products}/${listed.id}/`, null), 200);
    expect(detail.product).toMatchObject({ rating: 4.5, seller_rating: { score: 4.5, count: 3 } });
    expect(await json(await call('GET', `/api/users/${seller.id}/`, null), 200)).toMatchObject({ rating: { score: 4.5, count: 3 } });
    // A year on, they weigh half as much against the prior... and after 365 days they no longer count.
    app.clock.advance(366 * DAY);
    expect((await app.runtime.services.reviews.runDue()).uncounted).toBeGreaterThanOrEqual(3);
    expect((await shown(seller)).rating).toEqual({ score: null, count: 0 });
    expect((await shown(seller)).count).toBe(3);
  });

  it('filters shown reviews by stars and counts each number of stars', async () => {
    const seller = await person('Sotuvchi7');
    for (const [stars, name] of [
      [5, 'a'],
      [2, 'b'],
      [5, 'c'],
    ] as const) {
      const buyer = await person(`Xaridor7${name}`);
      const product = await sale(seller, buyer);
      await json(await review(buyer, { listing_id: product.id, target_id: seller.id, stars, ...(stars <= 3 && { reasons: ['price_changed'] }) }), 201);
      await json(await review(seller, { listing_id: product.id, target_id: buyer.id, stars: 5 }), 201);
    }
    const all = await shown(seller);
    expect(all.stars).toEqual({ '5': 2, '4': 0, '3': 0, '2': 1, '1': 0 });
    expect((await shown(seller, '?stars=2')).results.map((each) => each.stars)).toEqual([2]);
    expect((await call('GET', `/api/users/${seller.id}/reviews/?stars=9`, null)).status).toBe(400);
    expect((await call('GET', '/api/users/999999/reviews/', null)).status).toBe(404);
  });
});

describe(`edits and answers on ${TEST_DB}`, () => {
  it('lets the author edit a review within 48 hours while it does not show, and nobody else', async () => {
    const [seller, buyer, stranger] = [await person('Sotuvchi8'), await person('Xaridor8'), await person('Begona8')];
    const product = await sale(seller, buyer);
    const mine = await json<MyReview>(await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 2, reasons: ['rude'] }), 201);
    expect(mine.editable_until).not.toBeNull();
    const edited = await json<MyReview>(await call('PATCH', `/api/reviews/${mine.id}/`, buyer, { stars: 4, text: 'Kelishdik' }), 200);
    expect(edited).toMatchObject({ stars: 4, reasons: [], text: 'Kelishdik' });
    expect((await call('PATCH', `/api/reviews/${mine.id}/`, stranger, { stars: 1, reasons: ['rude'] })).status).toBe(404);
    expect((await call('PATCH', `/api/reviews/${mine.id}/`, buyer, { stars: 1 })).status).toBe(400);
    app.clock.advance(48 * HOUR);
    expect((await json<{ code: string }>(await call('PATCH', `/api/reviews/${mine.id}/`, buyer, { stars: 5 }), 409)).code).toBe('review_not_editable');
  });

  it('lets the reviewed person answer a shown review once, in public', async () => {
    const [seller, buyer] = [await person('Sotuvchi9'), await person('Xaridor9')];
    const product = await sale(seller, buyer);
    const theirs = await json<MyReview>(await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 3, reasons: ['price_changed'] }), 201);
    // Not shown yet: nothing to answer.
    expect((await call('POST', `/api/reviews/${theirs.id}/answer/`, seller, { text: 'Narx kelishilgan edi' })).status).toBe(404);
    await json(await review(seller, { listing_id: product.id, target_id: buyer.id, stars: 5 }), 201);
    expect((await call('POST', `/api/reviews/${theirs.id}/answer/`, buyer, { text: 'Oʻzimga javob' })).status).toBe(404);
    expect((await call('POST', `/api/reviews/${theirs.id}/answer/`, seller, { text: '' })).status).toBe(400);
    const answered = await json<Review>(await call('POST', `/api/reviews/${theirs.id}/answer/`, seller, { text: 'Narx kelishilgan edi' }), 200);
    expect(answered.answer).toBe('Narx kelishilgan edi');
    expect((await json<{ code: string }>(await call('POST', `/api/reviews/${theirs.id}/answer/`, seller, { text: 'Yana' }), 409)).code).toBe('review_answered');
    expect((await shown(seller)).results[0]).toMatchObject({ id: theirs.id, answer: 'Narx kelishilgan edi' });
  });
});

describe(`parallel reviews on ${TEST_DB}`, () => {
  it('writes one review of 20 sent at once by one author', async () => {
    const [seller, buyer] = [await person('Sotuvchi10'), await person('Xaridor10')];
    const product = await sale(seller, buyer);
    const answers = await Promise.all(Array.from({ length: 20 }, () => review(buyer, { listing_id: product.id, target_id: seller.id, stars: 5 })));
    expect(answers.map((each) => each.status).sort()).toEqual([201, ...Array(19).fill(409)]);
  });

  it('shows both reviews when both sides send theirs at the same moment (30 requests)', async () => {
    const [seller, buyer] = [await person('Sotuvchi11'), await person('Xaridor11')];
    const product = await sale(seller, buyer);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? review(buyer, { listing_id: product.id, target_id: seller.id, stars: 5 })
          : review(seller, { listing_id: product.id, target_id: buyer.id, stars: 4 }),
      ),
    );
    expect(answers.filter((each) => each.status === 201)).toHaveLength(2);
    expect((await shown(seller)).count).toBe(1);
    expect((await shown(buyer)).count).toBe(1);
  });
});

describe(`asking and abuse on ${TEST_DB}`, () => {
  beforeAll(async () => {
    // The clock moved past the moderator's idle limit (90 days) above: signed in again.
    moderator.token = (
      await json<{ token: string }>(await call('POST', '/api/accounts/login/', null, { phone_number: moderator.phone, password: moderator.password }), 200)
    ).token;
  });

  it('asks both sides of a sale, and of a conversation that qualifies, to review each other once', async () => {
    const [seller, buyer, talker] = [await person('Sotuvchi12'), await person('Xaridor12'), await person('Suhbatdosh12')];
    const product = await sale(seller, buyer);
    const due = async (user: RegisteredUser) =>
      (
        await json<{ results: Array<{ listing: { id: number }; other: { id: number }; role: string; via: string }> }>(
          await call('GET', '/api/reviews/due/', user),
          200,
        )
      ).results;
    expect(await due(buyer)).toMatchObject([{ listing: { id: product.id }, other: { id: seller.id }, role: 'buyer', via: 'sale' }]);
    expect((await due(seller)).map((each) => each.other.id)).toContain(buyer.id);
    const notices = async (userId: number) =>
      app.runtime.database.db.selectFrom('notices').select(['type', 'listing_id']).where('user_id', '=', userId).where('type', '=', 'review_due').execute();
    expect(await notices(buyer.id)).toEqual([{ type: 'review_due', listing_id: product.id }]);

    const { product: asked } = await talk(seller, talker, 2, 2);
    app.clock.advance(24 * HOUR);
    const [first, second] = await Promise.all([app.runtime.services.reviews.runDue(), app.runtime.services.reviews.runDue()]);
    expect(first.invited + second.invited).toBe(1);
    expect((await notices(talker.id)).map((each) => each.listing_id)).toEqual([asked.id]);
    expect((await due(talker)).map((each) => each.via)).toEqual(['conversation']);
    await json(await review(talker, { listing_id: asked.id, target_id: seller.id, stars: 5 }), 201);
    expect(await due(talker)).toEqual([]);
  });

  it('holds a review between accounts that used one device for a moderator, who lets it be', async () => {
    const [seller, buyer] = [await person('Sotuvchi13'), await person('Xaridor13')];
    const device = { 'X-Device-Id': `qurilma-${seller.id}` };
    await json(await call('GET', '/api/reviews/mine/', seller, undefined, device), 200);
    await json(await call('GET', '/api/reviews/mine/', buyer, undefined, device), 200);
    const product = await sale(seller, buyer);
    const held = await json<MyReview>(await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 5 }), 201);
    expect(held.status).toBe('held');
    await json(await review(seller, { listing_id: product.id, target_id: buyer.id, stars: 5 }), 201);
    expect((await shown(seller)).count).toBe(0);
    const queue = await json<{ results: Array<{ id: number; target_type: string; target_id: number; rule: string | null }> }>(
      await call('GET', '/api/moderation/cases/?target_type=review', moderator),
      200,
    );
    const found = queue.results.find((each) => each.target_id === held.id)!;
    expect(found.rule).toContain('device or address');
    await json(await call('POST', `/api/moderation/cases/${found.id}/decision/`, moderator, { decision: 'dismiss' }), 200);
    expect((await shown(seller)).results.map((each) => each.id)).toEqual([held.id]);
  });

  it('holds a review between accounts that came from one address in the last 30 days, and not after', async () => {
    const [seller, buyer, later] = [await person('Sotuvchi16'), await person('Xaridor16'), await person('Xaridor16b')];
    addressOf.set(buyer.id, addressOf.get(seller.id)!);
    const product = await sale(seller, buyer);
    expect((await json<MyReview>(await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 5 }), 201)).status).toBe('held');
    // Another buyer who once used the seller's address, more than 30 days ago.
    addressOf.set(later.id, addressOf.get(seller.id)!);
    await json(await call('GET', '/api/reviews/mine/', later), 200);
    addressOf.set(later.id, newIp());
    app.clock.advance(31 * DAY);
    for (const user of [seller, later])
      user.token = (
        await json<{ token: string }>(await call('POST', '/api/accounts/login/', null, { phone_number: user.phone, password: user.password }), 200)
      ).token;
    const other = await sale(seller, later);
    expect((await json<MyReview>(await review(later, { listing_id: other.id, target_id: seller.id, stars: 5 }), 201)).status).toBe('waiting');
  });

  it('puts a seller with 3 reviews of 2 stars or fewer within 30 days on the moderation queue', async () => {
    const seller = await person('Sotuvchi14');
    const caseOf = async () =>
      (
        await json<{ results: Array<{ target_type: string; target_id: number; rule: string | null }> }>(
          await call('GET', '/api/moderation/cases/?target_type=user', moderator),
          200,
        )
      ).results.find((each) => each.target_id === seller.id);
    for (const name of ['a', 'b', 'c']) {
      expect(await caseOf()).toBeUndefined();
      const buyer = await person(`Xaridor14${name}`);
      const product = await sale(seller, buyer);
      await json(await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 1, reasons: ['not_as_described'] }), 201);
    }
    expect((await caseOf())?.rule).toBe('reviews: 3 of 2 stars or fewer in 30 days');
  });

  it('takes a report of a shown review, and a moderator who hides it takes it out of the score', async () => {
    const seller = await person('Sotuvchi15');
    const reviewIds: number[] = [];
    for (const name of ['a', 'b', 'c']) {
      const buyer = await person(`Xaridor15${name}`);
      const product = await sale(seller, buyer);
      reviewIds.push(
        (
          await json<MyReview>(
            await review(buyer, { listing_id: product.id, target_id: seller.id, stars: name === 'a' ? 1 : 5, ...(name === 'a' && { reasons: ['rude'] }) }),
            201,
          )
        ).id,
      );
      await json(await review(seller, { listing_id: product.id, target_id: buyer.id, stars: 5 }), 201);
    }
    expect((await shown(seller)).rating.count).toBe(3);
    const reporter = await person('Shikoyatchi15');
    await json(await call('POST', '/api/reports/', seller, { target_type: 'review', target_id: reviewIds[0], reason: 'offensive' }), 201);
    await json(await call('POST', '/api/reports/', reporter, { target_type: 'review', target_id: reviewIds[0], reason: 'spam' }), 201);
    const queue = await json<{ results: Array<{ id: number; target_type: string; target_id: number; reports_count: number }> }>(
      await call('GET', '/api/moderation/cases/?target_type=review', moderator),
      200,
    );
    const found = queue.results.find((each) => each.target_id === reviewIds[0])!;
    expect(found.reports_count).toBe(2);
    await json(await call('POST', `/api/moderation/cases/${found.id}/decision/`, moderator, { decision: 'hide', reason: 'Haqoratli soʻzlar' }), 200);
    const after = await shown(seller);
    expect(after.results.map((each) => each.id)).not.toContain(reviewIds[0]);
    expect(after.rating).toEqual({ score: null, count: 2 });
    // A review that does not show cannot be reported.
    const [other, buyer] = [await person('Sotuvchi15b'), await person('Xaridor15d')];
    const product = await sale(other, buyer);
    const waiting = await json<MyReview>(await review(buyer, { listing_id: product.id, target_id: other.id, stars: 5 }), 201);
    expect((await call('POST', '/api/reports/', reporter, { target_type: 'review', target_id: waiting.id, reason: 'spam' })).status).toBe(400);
  });
});

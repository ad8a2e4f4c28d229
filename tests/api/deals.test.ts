import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/lib/schemas/deals.ts';
import { createLedgerRepository } from '../../src/server/deals/ledger.repository.ts';
import { FAKE_PAYME_MERCHANT, FAKE_PAYME_PATH } from '../../src/server/payments/index.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { FAKE_PAYME_CARDS, FAKE_PAYME_SMS_CODE, type FakePayme } from '../fixtures/fake-payme.ts';
import { copyListing, createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * The safe deal through the API (issue 39), against the fake Payme the app serves itself: the
 * whole journey, every move and deadline (the test clock), each refusal with its code, 30
 * parallel accepts, pays and handovers, a lost provider answer resolved by the money job, a
 * dispute decided both ways, and the books after every test: no unbalanced movement, and each of
 * Bozor's accounts holding exactly what the deals in the database say it should.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FEE_BPS = 250;
let app: TestApp;
let fake: FakePayme;
let seller: RegisteredUser;
let buyer: RegisteredUser;
let buyer2: RegisteredUser;
let stranger: RegisteredUser;
let moderator: RegisteredUser;
let categoryId: number;

beforeAll(async () => {
  // A short provider timeout: a lost answer costs the test 300 ms of real time.
  app = await startTestApp({ SAFE_DEAL_FEE_BPS: String(FEE_BPS), PAYMENTS_TIMEOUT_MS: '300' });
  fake = app.runtime.fakePayme as FakePayme;
  [seller, buyer, buyer2, stranger, moderator] = [
    await registerUser(app, { username: 'Sotuvchi' }),
    await registerUser(app, { username: 'Xaridor' }),
    await registerUser(app, { username: 'Xaridor2' }),
    await registerUser(app, { username: 'Begona' }),
    await registerUser(app, { username: 'Moderator' }),
  ];
  await app.runtime.services.roles.grant(moderator.phone, 'moderator');
  categoryId = (await productCategories(app))[0]!.id;
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const db = () => app.runtime.database.db;
const call = (method: string, path: string, user: RegisteredUser | null, body?: unknown) => callAs(app, method, path, user, body);
const json = answerOf;
const deal = (user: RegisteredUser | null, id: number) => call('GET', `/api/deals/${id}/`, user);
const move = (user: RegisteredUser | null, id: number, verb: string, body?: unknown) => call('POST', `/api/deals/${id}/${verb}/`, user, body);
const codeOf = async (response: Response, status: number) => (await json<{ code: string }>(response, status)).code;

/** A product offering the safe deal at `price` so'm (the seller's daily quota of listings forgotten: these tests list dozens). */
async function product(price = 1_500_000, owner = seller): Promise<number> {
  await db().deleteFrom('rate_limits').where('key', 'like', 'quota:listings:day%').execute();
  const { id } = await createProduct(app, owner, categoryId, { title: `Velosiped ${price}` });
  await db().updateTable('listings').set({ safe_deal: 1, price }).where('id', '=', id).execute();
  return id;
}

/** A card tokenised and verified in the fake Payme, as the browser does with the card form. */
async function card(number: string = FAKE_PAYME_CARDS.ok, expire = '0399'): Promise<string> {
  let id = 0;
  const browser = async (method: string, params: Record<string, unknown>) => {
    const answer = await fake.handle(
      new Request(new URL(FAKE_PAYME_PATH, app.runtime.config.publicUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Auth': FAKE_PAYME_MERCHANT.merchantId },
        body: JSON.stringify({ id: ++id, method, params }),
      }),
    );
    const body = (await answer.json()) as { result?: { card?: { token: string } }; error?: { code: number } };
    if (body.error) throw new Error(`${method}: ${body.error.code}`);
    return body.result?.card?.token ?? '';
  };
  const token = await browser('cards.create', { card: { number, expire }, save: true });
  await browser('cards.get_verify_code', { token });
  return browser('cards.verify', { token, code: FAKE_PAYME_SMS_CODE });
}

/** Asks for a deal (the buyers' daily quota of requests forgotten: these tests ask dozens of times; one test counts it). */
async function ask(listingId: number, who = buyer): Promise<Deal> {
  await db().deleteFrom('rate_limits').where('key', 'like', 'quota:deals:day%').execute();
  return json<Deal>(await call('POST', '/api/deals/', who, { listing_kind: 'product', listing_id: listingId }), 201);
}
async function accepted(listingId: number, who = buyer): Promise<Deal> {
  const asked = await ask(listingId, who);
  return json<Deal>(await move(seller, asked.id, 'accept'), 200);
}
async function paid(listingId: number, who = buyer): Promise<Deal> {
  const deal = await accepted(listingId, who);
  return json<Deal>(await move(who, deal.id, 'pay', { card_token: await card() }), 200);
}
async function handedOver(listingId: number, who = buyer): Promise<Deal> {
  const deal = await paid(listingId, who);
  return json<Deal>(await move(seller, deal.id, 'handover', { code: deal.handover_code }), 200);
}
const receiptsOf = (dealId: number) => [...fake.receipts.values()].filter((receipt) => receipt.account.some((field) => field.value === String(dealId)));
const listingRow = (id: number) => db().selectFrom('listings').select(['status', 'reserved_for', 'sold_to']).where('id', '=', id).executeTakeFirstOrThrow();
const noticesOf = (userId: number, dealId: number) =>
  db()
    .selectFrom('notices')
    .select(['type', 'data'])
    .where('user_id', '=', userId)
    .where('dedupe_key', 'like', `deal:${dealId}:%`)
    .execute()
    .then((rows) => rows.map((row) => (JSON.parse(row.data) as { move: string }).move).sort());
const runDeadlines = () => app.runtime.services.deals.runDeadlines();
const runMoney = () => app.runtime.services.deals.runMoney();

afterEach(async () => {
  // Whatever a test left in flight is settled first, as the money job would.
  await runMoney();
  const books = await createLedgerRepository(db()).books();
  expect(books.unbalanced).toEqual([]);
  expect(Object.values(books.accounts).reduce((sum, each) => sum + each, 0n)).toBe(0n);
  // Each of Bozor's accounts holds what the deals say: the holds of paid deals not yet settled, the sellers' due and the fees of completed ones.
  const rows = await db().selectFrom('deals').select(['state', 'price_tiyin', 'fee_tiyin', 'paid_at']).execute();
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + BigInt(pick(row)), 0n);
  const held = sum((row) =>
    row.paid_at !== null && ['paid', 'handed_over', 'disputed'].includes(row.state) ? Number(row.price_tiyin) + Number(row.fee_tiyin) : 0,
  );
  expect(books.accounts.provider_hold).toBe(held);
  expect(books.accounts.provider_captured).toBe(0n);
  expect(books.accounts.seller_due).toBe(sum((row) => (row.state === 'completed' ? Number(row.price_tiyin) : 0)));
  expect(books.accounts.fee_income).toBe(sum((row) => (row.state === 'completed' ? Number(row.fee_tiyin) : 0)));
});

describe('the safe deal’s journey', () => {
  it('goes from request to completion: the chat opens, the card is held for price and fee, the seller enters the buyer’s code, the hold is captured and the listing sold to the buyer', async () => {
    const listingId = await product(1_500_000);
    const asked = await ask(listingId);
    expect(asked).toMatchObject({
      state: 'requested',
      role: 'buyer',
      listing: { kind: 'product', id: listingId, title: 'Velosiped 1500000' },
      buyer: { id: buyer.id },
      seller: { id: seller.id },
      price_tiyin: 150_000_000,
      fee_tiyin: 3_750_000,
      total_tiyin: 153_750_000,
      handover_code: null,
      next: { moves: ['cancel'], waiting_for: 'seller', deadline: { move: 'expire_request' } },
    });
    expect(asked.listing.image).toMatch(/^\/media\//);
    expect(Date.parse(asked.next.deadline!.at) - Date.parse(asked.requested_at)).toBe(48 * HOUR);
    // The chat about the listing is open, with the buyer's line: the seller can answer, and the buyer is one the listing can go to.
    const rooms = await json<{ results: Array<{ listing: { id: number } | null; last_message: { content: string } | null }> }>(
      await call('GET', '/api/chats/', seller),
      200,
    );
    const line = rooms.results.find((room) => room.listing?.id === listingId)?.last_message?.content ?? '';
    expect(line).toMatch(
      /^🔒 I asked for a safe deal for “Velosiped 1500000” at 1.500.000 .+\. The money is held by the card provider until I have the item\.$/,
    );
    expect(await noticesOf(seller.id, asked.id)).toEqual(['request']);

    const seen = await json<Deal>(await deal(seller, asked.id), 200);
    expect(seen).toMatchObject({ role: 'seller', next: { moves: ['accept', 'decline', 'cancel'] } });
    const acceptedDeal = await json<Deal>(await move(seller, asked.id, 'accept'), 200);
    expect(acceptedDeal).toMatchObject({ state: 'accepted', next: { waiting_for: 'buyer', deadline: { move: 'expire_payment' } } });
    expect(await noticesOf(buyer.id, asked.id)).toEqual(['accept']);

    const form = await json<{ endpoint: string; merchant_id: string }>(await call('GET', '/api/deals/card-form/', buyer), 200);
    expect(form).toEqual({ endpoint: new URL(FAKE_PAYME_PATH, app.runtime.config.publicUrl).href, merchant_id: FAKE_PAYME_MERCHANT.merchantId });
    const paidDeal = await json<Deal>(await move(buyer, asked.id, 'pay', { card_token: await card() }), 200);
    expect(paidDeal).toMatchObject({ state: 'paid', card_masked: '860049******6478', next: { waiting_for: 'seller', deadline: { move: 'expire_handover' } } });
    expect(paidDeal.handover_code).toMatch(/^\d{6}$/);
    // The code is the buyer's to show: the seller never sees it, and the buyer sees the same one again.
    expect((await json<Deal>(await deal(seller, asked.id), 200)).handover_code).toBeNull();
    expect((await json<Deal>(await deal(buyer, asked.id), 200)).handover_code).toBe(paidDeal.handover_code);
    expect(receiptsOf(asked.id).map((receipt) => [receipt.state, receipt.amount])).toEqual([[5, 153_750_000]]);
    expect(await listingRow(listingId)).toMatchObject({ status: 'reserved', reserved_for: buyer.id });
    expect(await noticesOf(seller.id, asked.id)).toEqual(['pay', 'request']);

    const wrong = paidDeal.handover_code === '000000' ? '000001' : '000000';
    const refusal = await json<{ code: string; detail: string }>(await move(seller, asked.id, 'handover', { code: wrong }), 400);
    expect(refusal).toMatchObject({ code: 'deal_code_wrong', detail: 'Wrong code. Attempts left: 4.' });
    expect(await codeOf(await move(seller, asked.id, 'handover', {}), 400)).toBe('validation_error');
    const handed = await json<Deal>(await move(seller, asked.id, 'handover', { code: paidDeal.handover_code }), 200);
    expect(handed).toMatchObject({
      state: 'handed_over',
      handover_code: null,
      code_attempts_left: 4,
      next: { waiting_for: 'buyer', deadline: { move: 'complete' } },
    });
    expect((await json<Deal>(await deal(buyer, asked.id), 200)).next.moves).toEqual(['complete', 'dispute']);

    const done = await json<Deal>(await move(buyer, asked.id, 'complete'), 200);
    expect(done).toMatchObject({ state: 'completed', next: { moves: [], waiting_for: null, deadline: null } });
    expect(done.timeline.map((event) => [event.move, event.actor, event.from, event.to])).toEqual([
      ['request', 'buyer', null, 'requested'],
      ['accept', 'seller', 'requested', 'accepted'],
      ['pay', 'buyer', 'accepted', 'paid'],
      ['hand_over', 'seller', 'paid', 'handed_over'],
      ['complete', 'buyer', 'handed_over', 'completed'],
    ]);
    expect(receiptsOf(asked.id).map((receipt) => receipt.state)).toEqual([4]);
    expect(await listingRow(listingId)).toMatchObject({ status: 'sold', sold_to: buyer.id });
    const books = await createLedgerRepository(db()).books(asked.id);
    expect(books.accounts).toMatchObject({ buyer_card: -153_750_000n, provider_hold: 0n, fee_income: 3_750_000n, seller_due: 150_000_000n });
    // The two may now review each other: the sale is the lifecycle's.
    expect(
      (await json<{ results: Array<{ listing: { id: number } }> }>(await call('GET', '/api/reviews/due/', buyer), 200)).results.map((each) => each.listing.id),
    ).toContain(listingId);
    // Both lists show it; the open list no longer does.
    expect((await json<{ results: Deal[] }>(await call('GET', '/api/deals/?role=buying', buyer), 200)).results.map((each) => each.id)).toContain(asked.id);
    expect(
      (await json<{ results: Deal[] }>(await call('GET', '/api/deals/?role=selling&open=true', seller), 200)).results.map((each) => each.id),
    ).not.toContain(asked.id);
    expect((await json<{ results: Deal[] }>(await call('GET', '/api/deals/?role=buying', seller), 200)).results.map((each) => each.id)).not.toContain(asked.id);
  });

  it('lets the buyer say “I have it” without a code, and the seller refuse after payment (the hold released, the listing listed again)', async () => {
    const first = await paid(await product());
    expect(await json<Deal>(await move(buyer, first.id, 'handover', {}), 200)).toMatchObject({ state: 'handed_over', timeline: expect.any(Array) });
    expect(await noticesOf(seller.id, first.id)).toContain('hand_over');

    const listingId = await product();
    const second = await paid(listingId);
    expect(await codeOf(await move(buyer, second.id, 'refuse'), 403)).toBe('deal_not_yours');
    const refunded = await json<Deal>(await move(seller, second.id, 'refuse'), 200);
    expect(refunded).toMatchObject({ state: 'refunded', next: { moves: [] } });
    expect(receiptsOf(second.id).map((receipt) => receipt.state)).toEqual([50]);
    expect(await listingRow(listingId)).toMatchObject({ status: 'active', reserved_for: null });
    expect((await createLedgerRepository(db()).books(second.id)).accounts).toMatchObject({ buyer_card: 0n, provider_hold: 0n });
    expect(await noticesOf(buyer.id, second.id)).toContain('refuse');
    // A new deal on the listing may start again.
    expect((await ask(listingId)).state).toBe('requested');
  });

  it('cancels before payment by either side, declines, and refuses a cancel once paid', async () => {
    const a = await ask(await product());
    expect(await json<Deal>(await move(buyer, a.id, 'cancel'), 200)).toMatchObject({ state: 'cancelled' });
    expect(await noticesOf(seller.id, a.id)).toContain('cancel');
    const b = await accepted(await product());
    expect(await json<Deal>(await move(seller, b.id, 'cancel'), 200)).toMatchObject({ state: 'cancelled' });
    const c = await ask(await product());
    expect(await codeOf(await move(buyer, c.id, 'decline'), 403)).toBe('deal_not_yours');
    expect(await json<Deal>(await move(seller, c.id, 'decline'), 200)).toMatchObject({ state: 'cancelled' });
    expect(await noticesOf(buyer.id, c.id)).toEqual(['decline']);
    const d = await paid(await product());
    expect(await codeOf(await move(buyer, d.id, 'cancel'), 409)).toBe('deal_wrong_state');
  });

  it('locks the seller out after five wrong codes; the buyer still confirms', async () => {
    const d = await paid(await product());
    const wrong = d.handover_code === '123456' ? '654321' : '123456';
    for (const left of [4, 3, 2, 1]) {
      expect(await json<{ code: string; detail: string }>(await move(seller, d.id, 'handover', { code: wrong }), 400)).toMatchObject({
        code: 'deal_code_wrong',
        detail: `Wrong code. Attempts left: ${left}.`,
      });
    }
    expect(await codeOf(await move(seller, d.id, 'handover', { code: wrong }), 409)).toBe('deal_code_locked');
    // Even the right code is refused now.
    expect(await codeOf(await move(seller, d.id, 'handover', { code: d.handover_code }), 409)).toBe('deal_code_locked');
    expect(await noticesOf(buyer.id, d.id)).toContain('lock_code');
    const seen = await json<Deal>(await deal(buyer, d.id), 200);
    expect(seen.timeline.at(-1)).toMatchObject({ move: 'lock_code', actor: 'seller', from: 'paid', to: 'paid' });
    expect(seen.code_attempts_left).toBe(0);
    expect(await json<Deal>(await move(buyer, d.id, 'handover', {}), 200)).toMatchObject({ state: 'handed_over' });
  });
});

describe('deadlines (the deal-deadlines job)', () => {
  it('cancels a request the seller does not answer within 48 hours, and refuses the seller’s accept at the deadline', async () => {
    const d = await ask(await product());
    app.clock.advance(48 * HOUR - 1);
    await runDeadlines();
    expect(await json<Deal>(await deal(buyer, d.id), 200)).toMatchObject({ state: 'requested' });
    app.clock.advance(1);
    expect(await codeOf(await move(seller, d.id, 'accept'), 409)).toBe('deal_deadline_passed');
    expect((await runDeadlines()).moved).toBeGreaterThanOrEqual(1);
    expect((await runDeadlines()).moved).toBe(0);
    const seen = await json<Deal>(await deal(buyer, d.id), 200);
    expect(seen).toMatchObject({ state: 'cancelled' });
    expect(seen.timeline.at(-1)).toMatchObject({ move: 'expire_request', actor: 'system' });
    expect(await noticesOf(buyer.id, d.id)).toEqual(['expire_request']);
    expect(await noticesOf(seller.id, d.id)).toEqual(['expire_request', 'request']);
  });

  it('cancels an accepted deal not paid within 12 hours', async () => {
    const d = await accepted(await product());
    app.clock.advance(12 * HOUR);
    expect(await codeOf(await move(buyer, d.id, 'pay', { card_token: await card() }), 409)).toBe('deal_deadline_passed');
    await runDeadlines();
    expect(await json<Deal>(await deal(buyer, d.id), 200)).toMatchObject({ state: 'cancelled' });
    expect(await noticesOf(seller.id, d.id)).toContain('expire_payment');
    expect(receiptsOf(d.id)).toEqual([]);
  });

  it('releases the hold when the item is not handed over within 3 days of payment, tells both, and lists the listing again', async () => {
    const listingId = await product();
    const d = await paid(listingId);
    app.clock.advance(3 * DAY);
    expect(await codeOf(await move(seller, d.id, 'handover', { code: d.handover_code }), 409)).toBe('deal_deadline_passed');
    expect((await runDeadlines()).moved).toBeGreaterThanOrEqual(1);
    expect(await json<Deal>(await deal(buyer, d.id), 200)).toMatchObject({ state: 'refunded' });
    expect(receiptsOf(d.id).map((receipt) => receipt.state)).toEqual([50]);
    expect(await listingRow(listingId)).toMatchObject({ status: 'active' });
    expect(await noticesOf(buyer.id, d.id)).toContain('expire_handover');
    expect(await noticesOf(seller.id, d.id)).toContain('expire_handover');
  });

  it('completes a deal 24 hours after the handover when the buyer says nothing: captured, sold to the buyer', async () => {
    const listingId = await product();
    const d = await handedOver(listingId);
    app.clock.advance(24 * HOUR);
    expect(await codeOf(await move(buyer, d.id, 'dispute', { reason: 'Too late' }), 409)).toBe('deal_deadline_passed');
    expect((await runDeadlines()).moved).toBeGreaterThanOrEqual(1);
    expect(await json<Deal>(await deal(seller, d.id), 200)).toMatchObject({ state: 'completed' });
    expect(receiptsOf(d.id).map((receipt) => receipt.state)).toEqual([4]);
    expect(await listingRow(listingId)).toMatchObject({ status: 'sold', sold_to: buyer.id });
    expect(await noticesOf(buyer.id, d.id)).toContain('complete');
  });

  it('flags a dispute no moderator decided within 14 days, to the sides and the moderators, and keeps the money held', async () => {
    const d = await handedOver(await product());
    const counts = () => app.runtime.services.deals.disputeCounts(moderator.id);
    const before = await counts();
    await json<Deal>(await move(buyer, d.id, 'dispute', { reason: 'The frame is cracked' }), 200);
    expect(await counts()).toEqual({ disputes: before.disputes + 1, overdue: before.overdue });
    app.clock.advance(14 * DAY);
    expect((await runDeadlines()).moved).toBeGreaterThanOrEqual(1);
    expect((await runDeadlines()).moved).toBe(0);
    const seen = await json<Deal>(await deal(moderator, d.id), 200);
    expect(seen).toMatchObject({ state: 'disputed', role: 'moderator', due_at: null, next: { moves: ['decide_release', 'decide_refund'], deadline: null } });
    expect(seen.overdue_at).not.toBeNull();
    // The moderation tabs count it overdue, and nobody else may ask.
    expect((await counts()).overdue).toBeGreaterThanOrEqual(before.overdue + 1);
    await expect(app.runtime.services.deals.disputeCounts(buyer.id)).rejects.toMatchObject({ code: 'not_moderator' });
    expect(await noticesOf(moderator.id, d.id)).toEqual(['dispute', 'escalate']);
    expect(receiptsOf(d.id).map((receipt) => receipt.state)).toEqual([5]);
    await json<Deal>(await call('POST', `/api/moderation/deals/${d.id}/decide/`, moderator, { outcome: 'refund', note: 'Late, sorry' }), 200);
  });
});

describe('disputes', () => {
  it('are decided both ways by a moderator, once, with the note on the timeline; others get 403', async () => {
    const releasedListing = await product();
    const a = await handedOver(releasedListing);
    const disputed = await json<Deal>(await move(buyer, a.id, 'dispute', { reason: '  The bell is missing  ' }), 200);
    expect(disputed).toMatchObject({ state: 'disputed', next: { waiting_for: 'moderator' } });
    expect(disputed.timeline.at(-1)).toMatchObject({ move: 'dispute', actor: 'buyer', note: 'The bell is missing' });
    expect(await noticesOf(seller.id, a.id)).toContain('dispute');
    const queue = await json<{ results: Deal[] }>(await call('GET', '/api/moderation/deals/', moderator), 200);
    expect(queue.results.map((each) => each.id)).toContain(a.id);
    expect(await codeOf(await call('GET', '/api/moderation/deals/', buyer), 403)).toBe('not_moderator');
    expect(await codeOf(await call('POST', `/api/moderation/deals/${a.id}/decide/`, seller, { outcome: 'release' }), 403)).toBe('not_moderator');
    expect(await codeOf(await call('POST', `/api/moderation/deals/${a.id}/decide/`, moderator, { outcome: 'keep' }), 400)).toBe('validation_error');

    const decisions = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/moderation/deals/${a.id}/decide/`, moderator, { outcome: 'release', note: 'The bell was shown in the photo' }),
      ),
    );
    expect(decisions.map((each) => each.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const released = await json<Deal>(await deal(buyer, a.id), 200);
    expect(released).toMatchObject({ state: 'completed' });
    expect(released.timeline.at(-1)).toMatchObject({ move: 'decide_release', actor: 'moderator', note: 'The bell was shown in the photo' });
    expect(receiptsOf(a.id).map((receipt) => receipt.state)).toEqual([4]);
    expect(await listingRow(releasedListing)).toMatchObject({ status: 'sold', sold_to: buyer.id });

    const refundedListing = await product();
    const b = await handedOver(refundedListing);
    await json<Deal>(await move(buyer, b.id, 'dispute', { reason: 'Wrong colour' }), 200);
    expect(await json<Deal>(await call('POST', `/api/moderation/deals/${b.id}/decide/`, moderator, { outcome: 'refund' }), 200)).toMatchObject({
      state: 'refunded',
      role: 'moderator',
    });
    expect(receiptsOf(b.id).map((receipt) => receipt.state)).toEqual([50]);
    expect(await listingRow(refundedListing)).toMatchObject({ status: 'active' });
    expect(await noticesOf(seller.id, b.id)).toContain('decide_refund');
    expect(await noticesOf(buyer.id, b.id)).toContain('decide_refund');
  });
});

describe('refusals', () => {
  it('answers each refused request with its code', async () => {
    const listingId = await product();
    const ownCode = await codeOf(await call('POST', '/api/deals/', seller, { listing_kind: 'product', listing_id: listingId }), 403);
    expect(ownCode).toBe('deal_own_listing');
    expect(await codeOf(await call('POST', '/api/deals/', buyer, { listing_kind: 'service', listing_id: listingId }), 404)).toBe('not_found');
    expect(await codeOf(await call('POST', '/api/deals/', buyer, { listing_kind: 'product', listing_id: 2_000_000_000 }), 404)).toBe('not_found');
    const plain = await product();
    await db().updateTable('listings').set({ safe_deal: 0 }).where('id', '=', plain).execute();
    expect(await codeOf(await call('POST', '/api/deals/', buyer, { listing_kind: 'product', listing_id: plain }), 409)).toBe('deal_not_offered');
    const paused = await product();
    await db().updateTable('listings').set({ status: 'paused' }).where('id', '=', paused).execute();
    expect(await codeOf(await call('POST', '/api/deals/', buyer, { listing_kind: 'product', listing_id: paused }), 409)).toBe('deal_not_offered');
    const first = await ask(listingId);
    expect(await codeOf(await call('POST', '/api/deals/', buyer, { listing_kind: 'product', listing_id: listingId }), 409)).toBe('deal_open_exists');
    // Another buyer may ask too; once the first is paid, the listing is reserved and the second cannot pay.
    const second = await ask(listingId, buyer2);
    await json<Deal>(await move(seller, first.id, 'accept'), 200);
    await json<Deal>(await move(seller, second.id, 'accept'), 200);
    await json<Deal>(await move(buyer, first.id, 'pay', { card_token: await card() }), 200);
    expect(await codeOf(await move(buyer2, second.id, 'pay', { card_token: await card() }), 409)).toBe('deal_listing_unavailable');
    expect(await codeOf(await move(seller, first.id, 'accept'), 409)).toBe('deal_wrong_state');
    expect(await codeOf(await move(buyer, first.id, 'accept'), 403)).toBe('deal_not_yours');
    expect(await codeOf(await move(buyer, first.id, 'dispute', { reason: 'x' }), 409)).toBe('deal_wrong_state');
    expect(await codeOf(await move(seller, first.id, 'complete'), 403)).toBe('deal_not_yours');
  });

  it('refuses a declined card with 402 and holds once when another card follows; a repeated pay answers the paid deal', async () => {
    const d = await accepted(await product());
    expect(await codeOf(await move(buyer, d.id, 'pay', { card_token: await card(FAKE_PAYME_CARDS.expired) }), 402)).toBe('payment_declined');
    expect(await codeOf(await move(buyer, d.id, 'pay', { card_token: 'forged-token' }), 402)).toBe('payment_declined');
    expect(await codeOf(await move(buyer, d.id, 'pay', { card_token: '' }), 400)).toBe('validation_error');
    expect(await json<Deal>(await deal(buyer, d.id), 200)).toMatchObject({ state: 'accepted' });
    const token = await card();
    const first = await json<Deal>(await move(buyer, d.id, 'pay', { card_token: token }), 200);
    const again = await json<Deal>(await move(buyer, d.id, 'pay', { card_token: token }), 200);
    expect(again).toMatchObject({ state: 'paid', paid_at: first.paid_at });
    // One receipt for the deal, ever: the one created for the refused card was paid by the next.
    expect(receiptsOf(d.id).map((receipt) => receipt.state)).toEqual([5]);
  });

  it('takes 10 requests a day from one buyer; the 11th is 429', async () => {
    const listingId = await product();
    const before = (
      await db()
        .selectFrom('listings')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirstOrThrow()
    ).max as number;
    await copyListing(db(), listingId, 12);
    const copies = (await db().selectFrom('listings').select('id').where('id', '>', before).orderBy('id').execute()).map((row) => row.id);
    const fresh = await registerUser(app, { username: 'Koʻp' });
    const answers = [];
    for (const id of copies.slice(0, 11)) answers.push(await call('POST', '/api/deals/', fresh, { listing_kind: 'product', listing_id: id }));
    expect(answers.map((each) => each.status)).toEqual([...Array<number>(10).fill(201), 429]);
    expect(((await answers[10]!.json()) as { code: string }).code).toBe('deals_daily_limit');
    for (const answer of answers.slice(0, 10)) await move(fresh, ((await answer.json()) as Deal).id, 'cancel');
  });
});

describe('races', () => {
  it('gives one result to 30 parallel accepts, 30 parallel pays (one receipt, one hold) and 30 parallel handovers', async () => {
    const d = await ask(await product());
    const accepts = await Promise.all(Array.from({ length: 30 }, () => move(seller, d.id, 'accept')));
    expect(accepts.map((each) => each.status).sort()).toEqual([200, ...Array<number>(29).fill(409)]);

    const token = await card();
    const pays = await Promise.all(Array.from({ length: 30 }, () => move(buyer, d.id, 'pay', { card_token: token })));
    const statuses = pays.map((each) => each.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(receiptsOf(d.id).map((receipt) => receipt.state)).toEqual([5]);
    const movements = await createLedgerRepository(db()).movementsOf(d.id);
    expect(movements.map((each) => each.kind)).toEqual(['hold']);

    const paidDeal = await json<Deal>(await deal(buyer, d.id), 200);
    const handovers = await Promise.all(Array.from({ length: 30 }, () => move(seller, d.id, 'handover', { code: paidDeal.handover_code })));
    expect(handovers.map((each) => each.status).sort()).toEqual([200, ...Array<number>(29).fill(409)]);
    const completes = await Promise.all(Array.from({ length: 30 }, () => move(buyer, d.id, 'complete')));
    expect(completes.map((each) => each.status).sort()).toEqual([200, ...Array<number>(29).fill(409)]);
    expect((await createLedgerRepository(db()).movementsOf(d.id)).map((each) => each.kind)).toEqual(['hold', 'capture', 'fee', 'due_to_seller']);
  });

  it('gives one deal to 30 parallel requests of one buyer on one listing', async () => {
    const listingId = await product();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call('POST', '/api/deals/', buyer2, { listing_kind: 'product', listing_id: listingId })),
    );
    expect(answers.filter((each) => each.status === 201)).toHaveLength(1);
    // The others: the open deal exists (409), or the chat's own quota of new conversations refused the race (429).
    expect(answers.map((each) => each.status).filter((status) => status !== 409 && status !== 429)).toEqual([201]);
    const open = await db().selectFrom('deals').select('id').where('listing_id', '=', listingId).where('buyer_id', '=', buyer2.id).execute();
    expect(open).toHaveLength(1);
    await move(buyer2, open[0]!.id, 'cancel');
  });
});

describe('the provider’s lost answers (the deal-money job)', () => {
  it('answers 503 when Payme’s answer to the hold is lost; the job finds the receipt held and pays the deal, charged once', async () => {
    const listingId = await product();
    const d = await accepted(listingId);
    const token = await card();
    fake.failNext('receipts.pay', 'timeout');
    expect(await codeOf(await move(buyer, d.id, 'pay', { card_token: token }), 503)).toBe('payment_pending');
    expect(await json<Deal>(await deal(buyer, d.id), 200)).toMatchObject({ state: 'accepted' });
    expect(receiptsOf(d.id).map((receipt) => receipt.state)).toEqual([5]);
    expect((await runMoney()).resolved).toBe(1);
    const seen = await json<Deal>(await deal(buyer, d.id), 200);
    expect(seen).toMatchObject({ state: 'paid' });
    expect(seen.timeline.at(-1)).toMatchObject({ move: 'pay', actor: 'system' });
    expect(await noticesOf(buyer.id, d.id)).toContain('pay');
    expect(await listingRow(listingId)).toMatchObject({ status: 'reserved', reserved_for: buyer.id });
    // Repeating the pay (a second tap, a retried request) charges nothing more.
    expect(await json<Deal>(await move(buyer, d.id, 'pay', { card_token: token }), 200)).toMatchObject({ state: 'paid' });
    expect(receiptsOf(d.id)).toHaveLength(1);
    expect((await createLedgerRepository(db()).movementsOf(d.id)).map((each) => each.kind)).toEqual(['hold']);
  });

  it('releases a hold whose answer was lost when the buyer cancelled meanwhile', async () => {
    const d = await accepted(await product());
    fake.failNext('receipts.pay', 'timeout');
    expect(await codeOf(await move(buyer, d.id, 'pay', { card_token: await card() }), 503)).toBe('payment_pending');
    await json<Deal>(await move(buyer, d.id, 'cancel'), 200);
    await runMoney();
    expect(await json<Deal>(await deal(buyer, d.id), 200)).toMatchObject({ state: 'cancelled' });
    expect(receiptsOf(d.id).map((receipt) => receipt.state)).toEqual([50]);
    expect(await createLedgerRepository(db()).movementsOf(d.id)).toEqual([]);
  });

  it('finishes a capture whose answer was lost: the deal completes at once, the job captures and posts it once', async () => {
    const d = await handedOver(await product());
    fake.failNext('receipts.confirm_hold', 'http500');
    expect(await json<Deal>(await move(buyer, d.id, 'complete'), 200)).toMatchObject({ state: 'completed' });
    expect((await createLedgerRepository(db()).movementsOf(d.id)).map((each) => each.kind)).toEqual(['hold']);
    await runMoney();
    await runMoney();
    expect(receiptsOf(d.id).map((receipt) => receipt.state)).toEqual([4]);
    expect((await createLedgerRepository(db()).movementsOf(d.id)).map((each) => each.kind)).toEqual(['hold', 'capture', 'fee', 'due_to_seller']);
  });
});

describe('the attack walk', () => {
  it('finds nothing: another user’s deal is 404, a stranger’s moves are 404, bad ids and amounts are refused', async () => {
    const d = await paid(await product());
    expect(await codeOf(await deal(stranger, d.id), 404)).toBe('not_found');
    expect(await codeOf(await deal(buyer2, d.id), 404)).toBe('not_found');
    for (const verb of ['accept', 'decline', 'cancel', 'refuse', 'complete']) expect(await codeOf(await move(stranger, d.id, verb), 404)).toBe('not_found');
    expect(await codeOf(await move(stranger, d.id, 'handover', { code: d.handover_code }), 404)).toBe('not_found');
    expect(await codeOf(await move(stranger, d.id, 'pay', { card_token: await card() }), 404)).toBe('not_found');
    expect(await codeOf(await move(stranger, d.id, 'dispute', { reason: 'mine now' }), 404)).toBe('not_found');
    expect((await call('GET', '/api/deals/', stranger).then((answer) => json<{ results: Deal[] }>(answer, 200))).results).toEqual([]);
    expect(await codeOf(await deal(null, d.id), 401)).toBe('not_authenticated');
    for (const id of ['-1', '0.5', '99999999999', '1e3', 'abc']) expect((await call('GET', `/api/deals/${id}/`, buyer)).status).toBe(404);
    for (const listingId of [-1, 0, 1.5, 'x', 1e20, null]) {
      expect((await call('POST', '/api/deals/', buyer, { listing_kind: 'product', listing_id: listingId })).status).toBe(400);
    }
    expect((await call('POST', '/api/deals/', buyer, { listing_kind: 'car', listing_id: 1 })).status).toBe(400);
    // The largest price a listing may have is a deal's amount exactly in tiyin; the provider refuses to hold it (402), nothing is held.
    const huge = await product(1_000_000_000_000);
    const hugeDeal = await ask(huge);
    expect(hugeDeal).toMatchObject({ price_tiyin: 100_000_000_000_000, total_tiyin: 102_500_000_000_000 });
    await json<Deal>(await move(seller, hugeDeal.id, 'accept'), 200);
    expect(await codeOf(await move(buyer, hugeDeal.id, 'pay', { card_token: await card() }), 402)).toBe('payment_declined');
    await json<Deal>(await move(buyer, hugeDeal.id, 'cancel'), 200);
    expect(await codeOf(await move(buyer, d.id, 'dispute', { reason: 'x'.repeat(1001) }), 400)).toBe('validation_error');
    expect((await call('GET', '/api/deals/?role=everyone', buyer)).status).toBe(400);
    expect(await codeOf(await call('GET', '/api/moderation/deals/?state=disputed', stranger), 403)).toBe('not_moderator');
    // The seller cannot pay for the buyer; the buyer cannot enter a code for the seller (the buyer's handover needs none and ignores one).
    expect(await codeOf(await move(seller, d.id, 'pay', { card_token: await card() }), 403)).toBe('deal_not_yours');
    await json<Deal>(await move(seller, d.id, 'refuse'), 200);
  });
  it('shows a moderator the chat of a disputed deal, each message by its side, none of a deal never disputed, and nothing to others', async () => {
    const desk = app.runtime.services.dealDesk;
    const d = await handedOver(await product());
    await expect(desk.conversation(moderator.id, d.id)).rejects.toMatchObject({ code: 'not_found' });
    const [low, high] = buyer.id < seller.id ? [buyer.id, seller.id] : [seller.id, buyer.id];
    const room = await db().selectFrom('chat_rooms').select('id').where('user_low_id', '=', low).where('user_high_id', '=', high).executeTakeFirstOrThrow();
    await app.runtime.services.chats.send(room.id, seller.id, { content: 'Came to the metro, where are you?' });
    await json<Deal>(await move(buyer, d.id, 'dispute', { reason: 'Not as described' }), 200);
    const chat = await desk.conversation(moderator.id, d.id);
    const sides = chat.messages.map((message) => message.side);
    expect(sides).toContain('buyer');
    expect(chat.messages.at(-1)).toMatchObject({ side: 'seller', content: 'Came to the metro, where are you?' });
    for (const other of [seller, buyer, stranger]) await expect(desk.conversation(other.id, d.id)).rejects.toMatchObject({ code: 'not_moderator' });
    expect(await desk.names(moderator.id, [seller.id, seller.id, buyer.id])).toEqual(
      new Map([
        [seller.id, 'Sotuvchi'],
        [buyer.id, 'Xaridor'],
      ]),
    );
    await expect(desk.names(buyer.id, [seller.id])).rejects.toMatchObject({ code: 'not_moderator' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema.ts';
import { createLedgerRepository, type LedgerRepository } from '../../src/server/deals/ledger.repository.ts';
import { IN_FLIGHT_ACCOUNTS, postings, type Movement } from '../../src/lib/ledger.ts';
import type { DealState } from '../../src/lib/safe-deal.ts';
import type { FakePayme } from '../fixtures/fake-payme.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * The safe deal's books (issue 39, item 3) on the tests' database: the daily check (balance, each
 * deal's accounts by its state, yesterday's statement of the fake Payme against our movements),
 * its findings recorded once and told to moderators, and the operator's payouts (the list, the
 * CSV, marking paid, never more than is due, 30 parallel marks, the audit log), every answer
 * checked against the OpenAPI document. Deals and their movements are written here with the
 * ledger repository directly, as the deals service posts them.
 */
let app: TestApp;
let db: Kysely<DB>;
let ledger: LedgerRepository;
let fake: FakePayme;
let moderator: RegisteredUser;
let regular: RegisteredUser;
let buyer: RegisteredUser;

// The test clock reads 2026-11-22T09:00Z (14:00 Tashkent): the check compares 21 November, Tashkent's day.
const YESTERDAY = '2026-11-21T10:00:00.000Z';
const LONG_AGO = '2026-11-10T10:00:00.000Z';

let receipts = 0;
/** A receipt at the fake Payme, created yesterday: Payme's state number (5 held, 4 paid, 50 cancelled). */
function receipt(orderId: number | string, amount: number, state: number, createdAt = YESTERDAY): string {
  const id = `r${String(++receipts).padStart(23, '0')}`;
  fake.receipts.set(id, {
    _id: id,
    create_time: Date.parse(createdAt),
    // Held or paid when it was created (the fake's bank cancels a hold older than 30 days by its pay time).
    pay_time: state === 4 || state === 5 ? Date.parse(createdAt) : 0,
    cancel_time: 0,
    state,
    type: 1,
    amount,
    currency: 860,
    commission: 0,
    description: 'test',
    detail: null,
    account: [{ name: 'order_id', title: 'order_id', value: String(orderId), main: true }],
    card: null,
    hold: true,
    cardToken: null,
  });
  return id;
}

/**
 * A deal in `state` with these movements posted at `at`, their provider reference its receipt:
 * the one given, or (`auto`) one made at the fake Payme as our movements say it should be (held,
 * paid or cancelled, for the price and fee, created at `at`) when the deal holds money.
 */
async function deal(options: {
  seller: number;
  state: DealState;
  movements: Movement[];
  price?: number;
  fee?: number;
  receiptId?: string | null | 'auto';
  at?: string;
  closedAt?: string | null;
}): Promise<number> {
  const { seller, state, movements, price = 150_000_000, fee = 0, at = YESTERDAY } = options;
  const auto = (options.receiptId ?? 'auto') === 'auto' && movements.includes('hold');
  const paymeState = movements.includes('release') ? 50 : movements.includes('capture') ? 4 : 5;
  const receiptId = auto ? receipt('pending', price + fee, paymeState, at) : options.receiptId === 'auto' ? null : (options.receiptId ?? null);
  const closed = ['completed', 'refunded', 'cancelled'].includes(state);
  const closedAt = options.closedAt === undefined ? (closed ? at : null) : options.closedAt;
  const row = await db
    .insertInto('deals')
    .values({
      listing_id: null,
      listing_kind: 'product',
      listing_title: 'Velosiped',
      buyer_id: buyer.id,
      seller_id: seller,
      state,
      price_tiyin: price,
      fee_tiyin: fee,
      requested_at: at,
      paid_at: movements.includes('hold') ? at : null,
      completed_at: state === 'completed' ? closedAt : null,
      closed_at: closedAt,
      receipt_id: receiptId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (auto) fake.receipts.get(receiptId!)!.account[0]!.value = String(row.id);
  for (const kind of movements) {
    await db
      .transaction()
      .execute((trx) =>
        ledger.post(
          { key: `test:${row.id}:${kind}`, kind, dealId: row.id, providerRef: receiptId, at },
          postings(kind, { priceTiyin: price, feeTiyin: fee }),
          trx,
        ),
      );
  }
  return row.id;
}

const COMPLETED: Movement[] = ['hold', 'capture', 'fee', 'due_to_seller'];
const findingsOf = (subjects: string[]) =>
  db.selectFrom('ledger_findings').select(['kind', 'subject']).where('subject', 'in', subjects).orderBy('kind').orderBy('subject').execute();
const noticesOf = (userId: number) =>
  db.selectFrom('notices').select(['type', 'data', 'dedupe_key']).where('user_id', '=', userId).where('type', '=', 'ledger_finding').execute();

beforeAll(async () => {
  app = await startTestApp();
  db = app.runtime.database.db;
  ledger = createLedgerRepository(db);
  fake = app.runtime.fakePayme as unknown as FakePayme;
  expect(fake, 'the test app runs the fake Payme').not.toBeNull();
  [moderator, regular, buyer] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
  await db.insertInto('user_roles').values({ user_id: moderator.id, role: 'moderator', granted_at: new Date().toISOString() }).execute();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe(`the daily books check on ${TEST_DB}`, () => {
  it('finds nothing in a completed deal and a refunded one whose postings and receipts agree, and the books balance', async () => {
    const seller = await registerUser(app);
    const price = 150_000_000;
    const fee = 1_500_000;
    const completed = await deal({ seller: seller.id, state: 'completed', movements: COMPLETED, price, fee });
    const refunded = await deal({ seller: seller.id, state: 'refunded', movements: ['hold', 'release'], price, fee });
    const receiptOf = async (id: number) => (await db.selectFrom('deals').select('receipt_id').where('id', '=', id).executeTakeFirstOrThrow()).receipt_id!;
    const [completedReceipt, refundedReceipt] = [await receiptOf(completed), await receiptOf(refunded)];
    expect(fake.receipts.get(completedReceipt)).toMatchObject({ state: 4, amount: price + fee });

    const result = await app.runtime.services.books.check();
    expect(result).toMatchObject({ day: '2026-11-21', provider: true });
    expect(result.receipts).toBeGreaterThanOrEqual(2);
    expect(await findingsOf([`deal:${completed}`, `deal:${refunded}`, `receipt:${completedReceipt}`, `receipt:${refundedReceipt}`])).toEqual([]);
    const completedBooks = await ledger.books(completed);
    expect(completedBooks.unbalanced).toEqual([]);
    for (const account of IN_FLIGHT_ACCOUNTS.filter((each) => each !== 'seller_due')) expect(completedBooks.accounts[account]).toBe(0n);
    expect(completedBooks.accounts).toMatchObject({ seller_due: BigInt(price), fee_income: BigInt(fee), buyer_card: -BigInt(price + fee) });
    expect(Object.values((await ledger.books(refunded)).accounts).every((sum) => sum === 0n)).toBe(true);
    expect((await ledger.books()).unbalanced).toEqual([]);
  });

  it('records a receipt the provider has and we do not, and a hold we posted that the provider does not have, once each however often it runs', async () => {
    const seller = await registerUser(app);
    const stranger = receipt(987_654, 42_000_00, 5);
    const paid = await deal({ seller: seller.id, state: 'paid', movements: ['hold'], receiptId: 'r-unknown-to-payme' });
    const subjects = [`receipt:${stranger}`, 'receipt:r-unknown-to-payme'];

    // Twice at once (two instances), then again: one row each.
    await Promise.all([app.runtime.services.books.check(), app.runtime.services.books.check()]);
    const again = await app.runtime.services.books.check();
    expect(await findingsOf(subjects)).toEqual([
      { kind: 'hold_missing', subject: 'receipt:r-unknown-to-payme' },
      { kind: 'receipt_unknown', subject: `receipt:${stranger}` },
    ]);
    expect(again.recorded).toBe(0);
    const rows = await db.selectFrom('ledger_findings').selectAll().where('subject', 'in', subjects).execute();
    expect(rows.find((row) => row.kind === 'hold_missing')).toMatchObject({ deal_id: paid, receipt_id: 'r-unknown-to-payme', resolved_at: null });

    // Told to every moderator once a finding, to nobody else.
    const told = await noticesOf(moderator.id);
    for (const row of rows) expect(told.filter((notice) => notice.dedupe_key === `ledger_finding:${row.id}`)).toHaveLength(1);
    expect(await noticesOf(regular.id)).toEqual([]);
    const centre = await answerOf<{ results: Array<{ type: string; text: string; path: string | null }> }>(
      await callAs(app, 'GET', '/api/notices/', moderator),
      200,
    );
    expect(centre.results.find((notice) => notice.type === 'ledger_finding')?.text).toMatch(/daily check of the safe deal’s money found a difference/);
  });

  it('records a deal whose accounts are not what its state says, a receipt in another state or of another amount, and a movement that does not balance', async () => {
    const seller = await registerUser(app);
    // Completed long ago, captured but never split to the fee and the seller.
    const unsplit = await deal({ seller: seller.id, state: 'completed', movements: ['hold', 'capture'], at: LONG_AGO });
    // Completed in our books; the provider still holds it.
    const stillHeld = receipt('pending', 150_000_000, 5);
    const completed = await deal({ seller: seller.id, state: 'completed', movements: COMPLETED, receiptId: stillHeld });
    fake.receipts.get(stillHeld)!.account[0]!.value = String(completed);
    // Held for another amount than we posted.
    const otherAmount = receipt('pending', 149_000_000, 5);
    const held = await deal({ seller: seller.id, state: 'paid', movements: ['hold'], receiptId: otherAmount });
    fake.receipts.get(otherAmount)!.account[0]!.value = String(held);
    // Completed a minute ago, its capture not posted yet: the deal-money job's to finish, not a difference.
    const settling = await deal({
      seller: seller.id,
      state: 'completed',
      movements: ['hold'],
      closedAt: new Date(app.clock.now().getTime() - 60_000).toISOString(),
    });
    // A movement whose entries do not sum to zero.
    await db.transaction().execute((trx) =>
      ledger.post(
        { key: `broken:${held}`, kind: 'fee', dealId: null, at: YESTERDAY },
        [
          { account: 'fee_income', direction: 'debit', amountTiyin: 5 },
          { account: 'provider_captured', direction: 'credit', amountTiyin: 4 },
        ],
        trx,
      ),
    );
    const broken = await db.selectFrom('ledger_movements').select('id').where('key', '=', `broken:${held}`).executeTakeFirstOrThrow();

    await app.runtime.services.books.check();
    expect(
      await findingsOf([`deal:${unsplit}`, `receipt:${stillHeld}`, `receipt:${otherAmount}`, `deal:${settling}`, `movement:${broken.id}`, `deal:${completed}`]),
    ).toEqual([
      { kind: 'deal_books', subject: `deal:${unsplit}` },
      { kind: 'receipt_amount', subject: `receipt:${otherAmount}` },
      { kind: 'receipt_state', subject: `receipt:${stillHeld}` },
      { kind: 'unbalanced_movement', subject: `movement:${broken.id}` },
    ]);
    const unsplitRow = await db.selectFrom('ledger_findings').select('detail').where('subject', '=', `deal:${unsplit}`).executeTakeFirstOrThrow();
    expect(JSON.parse(unsplitRow.detail)).toMatchObject({ state: 'completed', stage: 'captured' });
    // The broken movement removed, so that the books balance for the tests after.
    await db.deleteFrom('ledger_entries').where('movement_id', '=', broken.id).execute();
  });

  it('lists the findings to moderators only, and lets one resolve a finding once; a rerun does not bring it back', async () => {
    const listed = await answerOf<{ results: Array<{ id: number; kind: string; resolved_at: string | null }> }>(
      await callAs(app, 'GET', '/api/books/findings/', moderator),
      200,
    );
    expect(listed.results.length).toBeGreaterThan(0);
    const first = listed.results[0]!;
    const resolved = await answerOf<{ finding: { id: number; resolved_at: string | null; resolved_by: number | null } }>(
      await callAs(app, 'POST', `/api/books/findings/${first.id}/resolve/`, moderator),
      200,
    );
    expect(resolved.finding).toMatchObject({ id: first.id, resolved_by: moderator.id, resolved_at: app.clock.now().toISOString() });
    await app.runtime.services.books.check();
    const open = await answerOf<{ results: Array<{ id: number }> }>(await callAs(app, 'GET', '/api/books/findings/', moderator), 200);
    expect(open.results.map((finding) => finding.id)).not.toContain(first.id);
    const all = await answerOf<{ results: Array<{ id: number }> }>(await callAs(app, 'GET', '/api/books/findings/?open=false', moderator), 200);
    expect(all.results.filter((finding) => finding.id === first.id)).toHaveLength(1);
    for (const user of [null, regular]) {
      expect((await callAs(app, 'GET', '/api/books/findings/', user)).status).toBe(404);
      expect((await callAs(app, 'POST', `/api/books/findings/${first.id}/resolve/`, user)).status).toBe(404);
    }
    expect((await callAs(app, 'POST', '/api/books/findings/99999999/resolve/', moderator)).status).toBe(404);
  });
});

interface DueList {
  results: Array<{ seller: { id: number; username: string; phone: string }; due_tiyin: number; due_som: string; deals: number; since: string | null }>;
  total_tiyin: number;
  total_som: string;
}
interface Marked {
  payout: { id: number; seller_id: number; operator_id: number; amount_tiyin: number; amount_som: string; reference: string; at: string };
  repeated: boolean;
}

describe(`the operator's payouts on ${TEST_DB}`, () => {
  let sellerA: RegisteredUser;
  let sellerB: RegisteredUser;
  let oldDeal: number;
  let newDeal: number;
  const mark = (seller: RegisteredUser | { id: number }, body: unknown, user: RegisteredUser | null = moderator) =>
    callAs(app, 'POST', `/api/payouts/${seller.id}/paid/`, user, body);
  const dueOf = async (seller: RegisteredUser) =>
    (await answerOf<DueList>(await callAs(app, 'GET', '/api/payouts/', moderator), 200)).results.find((row) => row.seller.id === seller.id);
  const payoutMovements = (dealIds: number[]) =>
    db.selectFrom('ledger_movements').select(['deal_id', 'key']).where('kind', '=', 'payout').where('deal_id', 'in', dealIds).orderBy('id').execute();

  beforeAll(async () => {
    [sellerA, sellerB] = await Promise.all([registerUser(app), registerUser(app)]);
    oldDeal = await deal({ seller: sellerA.id, state: 'completed', movements: COMPLETED, price: 100_000_00, at: '2026-11-15T08:00:00.000Z' });
    newDeal = await deal({ seller: sellerA.id, state: 'completed', movements: COMPLETED, price: 50_000_050, fee: 500_000, at: YESTERDAY });
    // Not due: still held, and refunded.
    await deal({ seller: sellerA.id, state: 'paid', movements: ['hold'] });
    await deal({ seller: sellerA.id, state: 'refunded', movements: ['hold', 'release'] });
    await deal({ seller: sellerB.id, state: 'completed', movements: COMPLETED, price: 7_000_00 });
  });

  it('lists each seller’s money due with their deals and since when, and the same as CSV, to moderators only', async () => {
    expect(await dueOf(sellerA)).toEqual({
      seller: { id: sellerA.id, username: sellerA.username, phone: sellerA.phone },
      due_tiyin: 100_000_00 + 50_000_050,
      due_som: '600000.50',
      deals: 2,
      since: '2026-11-15T08:00:00.000Z',
    });
    const list = await answerOf<DueList>(await callAs(app, 'GET', '/api/payouts/', moderator), 200);
    expect(list.total_tiyin).toBe(list.results.reduce((sum, row) => sum + row.due_tiyin, 0));
    const response = await callAs(app, 'GET', '/api/payouts/export.csv', moderator);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="bozor-payouts-2026-11-22.csv"');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('seller_id,name,phone,amount_som,deals,since');
    expect(lines).toContain(`${sellerA.id},${sellerA.username},${sellerA.phone},600000.50,2,2026-11-15T08:00:00.000Z`);
    expect(lines).toContain(`${sellerB.id},${sellerB.username},${sellerB.phone},7000.00,1,${YESTERDAY}`);
    expect(lines.at(-1)).toBe('');
    for (const user of [null, regular, sellerA]) {
      expect((await callAs(app, 'GET', '/api/payouts/', user)).status).toBe(404);
      expect((await callAs(app, 'GET', '/api/payouts/export.csv', user)).status).toBe(404);
      expect((await callAs(app, 'GET', '/api/payouts/log', user)).status).toBe(404);
      expect((await mark(sellerA, { amount_tiyin: 1, reference: 'x' }, user)).status).toBe(404);
    }
    expect(await payoutMovements([oldDeal, newDeal])).toEqual([]);
  });

  it('marks a payout paid over the oldest deal first, with an audit row, and answers the same mark again as the same payout', async () => {
    const first = await answerOf<Marked>(await mark(sellerA, { amount_tiyin: 120_000_00, reference: ' TR-0001 ' }), 201);
    expect(first).toMatchObject({
      repeated: false,
      payout: {
        seller_id: sellerA.id,
        operator_id: moderator.id,
        amount_tiyin: 120_000_00,
        amount_som: '120000.00',
        reference: 'TR-0001',
        at: app.clock.now().toISOString(),
      },
    });
    // 100 000 so'm of the old deal, 20 000 of the new one (due 500 000.50).
    expect(await payoutMovements([oldDeal, newDeal])).toEqual([
      { deal_id: oldDeal, key: `payout:${first.payout.id}:deal:${oldDeal}` },
      { deal_id: newDeal, key: `payout:${first.payout.id}:deal:${newDeal}` },
    ]);
    expect((await ledger.books(oldDeal)).accounts).toMatchObject({ seller_due: 0n, seller_paid: 100_000_00n });
    expect((await ledger.books(newDeal)).accounts).toMatchObject({ seller_due: 48_000_050n, seller_paid: 20_000_00n });
    expect(await dueOf(sellerA)).toMatchObject({ due_tiyin: 48_000_050, deals: 1, since: YESTERDAY });

    const again = await answerOf<Marked>(await mark(sellerA, { amount_tiyin: 120_000_00, reference: 'TR-0001' }), 200);
    expect(again).toEqual({ ...first, repeated: true });
    expect(await answerOf<{ code: string }>(await mark(sellerA, { amount_tiyin: 1_00, reference: 'TR-0001' }), 409)).toMatchObject({
      code: 'payout_reference_taken',
    });
    expect(await payoutMovements([oldDeal, newDeal])).toHaveLength(2);

    const log = await answerOf<{ results: Marked['payout'][] }>(await callAs(app, 'GET', '/api/payouts/log', moderator), 200);
    expect(log.results.filter((row) => row.seller_id === sellerA.id)).toEqual([first.payout]);
    const audit = await db.selectFrom('payout_log').selectAll().where('seller_id', '=', sellerA.id).execute();
    expect(audit).toEqual([
      { id: first.payout.id, seller_id: sellerA.id, operator_id: moderator.id, amount_tiyin: 120_000_00, reference: 'TR-0001', at: first.payout.at },
    ]);
  });

  it('refuses more than is due and writes nothing, and refuses amounts that are not whole positive tiyin', async () => {
    const before = await payoutMovements([oldDeal, newDeal]);
    const refused = await answerOf<{ code: string; detail: string }>(await mark(sellerA, { amount_tiyin: 48_000_051, reference: 'TR-0002' }), 409);
    expect(refused).toMatchObject({ code: 'payout_exceeds_due' });
    expect(refused.detail).toContain('480000.50');
    expect(await payoutMovements([oldDeal, newDeal])).toEqual(before);
    expect(await db.selectFrom('payout_log').select('id').where('reference', '=', 'TR-0002').execute()).toEqual([]);
    for (const amount of [0, -5, 1.5, '100', null, 2 ** 53]) {
      expect(await answerOf<{ code: string }>(await mark(sellerA, { amount_tiyin: amount, reference: 'TR-0003' }), 400)).toMatchObject({
        code: 'validation_error',
      });
    }
    for (const reference of ['', '   ', 'x'.repeat(65), 7]) {
      expect((await mark(sellerA, { amount_tiyin: 1_00, reference }, moderator)).status).toBe(400);
    }
    expect((await mark({ id: 99_999_999 }, { amount_tiyin: 1_00, reference: 'TR-0004' })).status).toBe(404);
    // A seller with nothing due is paid nothing.
    expect((await mark(regular, { amount_tiyin: 1, reference: 'TR-0005' })).status).toBe(409);
  });

  it('gives 30 parallel marks of one payout one payout, and 30 parallel marks of the whole due under different references one', async () => {
    const same = await Promise.all(Array.from({ length: 30 }, () => mark(sellerA, { amount_tiyin: 10_000_00, reference: 'TR-0100' })));
    expect(same.map((response) => response.status).sort()).toEqual([...Array<number>(29).fill(200), 201]);
    expect(await db.selectFrom('payout_log').select('id').where('seller_id', '=', sellerA.id).where('reference', '=', 'TR-0100').execute()).toHaveLength(1);
    expect(await payoutMovements([oldDeal, newDeal])).toHaveLength(3);

    const due = (await dueOf(sellerB))!.due_tiyin;
    const racing = await Promise.all(Array.from({ length: 30 }, (_, n) => mark(sellerB, { amount_tiyin: due, reference: `TR-B-${n}` })));
    expect(racing.map((response) => response.status).sort()).toEqual([201, ...Array<number>(29).fill(409)]);
    expect(await db.selectFrom('payout_log').select('id').where('seller_id', '=', sellerB.id).execute()).toHaveLength(1);
    expect(await dueOf(sellerB)).toBeUndefined();
    const paidB = await db.selectFrom('payout_balances').select('paid_tiyin').where('seller_id', '=', sellerB.id).executeTakeFirstOrThrow();
    expect(Number(paidB.paid_tiyin)).toBe(due);
  });

  it('leaves the books balanced and matching each deal’s state after the payouts', async () => {
    const before = await db.selectFrom('ledger_findings').select('id').execute();
    await app.runtime.services.books.check();
    const after = await db
      .selectFrom('ledger_findings')
      .select(['kind', 'subject', 'deal_id'])
      .where('id', 'not in', before.length ? before.map((row) => row.id) : [0])
      .execute();
    expect(after).toEqual([]);
    expect((await ledger.books()).unbalanced).toEqual([]);
    const paidOut = await ledger.books(oldDeal);
    for (const account of IN_FLIGHT_ACCOUNTS) expect(paidOut.accounts[account]).toBe(0n);
  });
});

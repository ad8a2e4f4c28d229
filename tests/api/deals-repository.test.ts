import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/database.ts';
import type { DB } from '../../src/server/db/schema.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedReferenceData } from '../../src/server/db/seed/reference-data.ts';
import { createDealsRepository, type DealRow, type DealValues, type DealsRepository } from '../../src/server/deals/deals.repository.ts';
import { createLedgerRepository, type LedgerRepository } from '../../src/server/deals/ledger.repository.ts';
import { createPaymentCallsRepository, type PaymentCallsRepository } from '../../src/server/deals/payment-calls.repository.ts';
import { handoverCodeMatches, handoverCodeOf } from '../../src/server/deals/handover-code.ts';
import { allowed, deadlineFrom, guardOf, DEAL_MOVE_NAMES, stampOf, type DealActor, type DealMove } from '../../src/lib/safe-deal.ts';
import { dealLifeOf } from '../../src/server/deals/deal-life.ts';
import { IN_FLIGHT_ACCOUNTS, postings, type Movement } from '../../src/lib/ledger.ts';
import { openEmptyDatabase } from '../fixtures/migration-db.ts';
import { TEST_DB } from '../fixtures/test-app.ts';

/**
 * The safe deal's tables and repositories (issue 39) on the tests' database: every move one
 * conditional write (30 parallel moves, one result), one open deal per buyer and listing, a
 * movement posted once per key, the books balancing, and the provider calls' journal claimed once.
 */
const HOUR = 3_600_000;
const T0 = Date.parse('2026-12-01T09:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const CODE_KEY = 'test handover key';

let database: Database;
let cleanup: () => Promise<void>;
let db: Kysely<DB>;
let deals: DealsRepository;
let ledger: LedgerRepository;
let calls: PaymentCallsRepository;
let seller: number;
let buyers: number[];
let listingId: number;

async function account(n: number): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: `deal${n}`,
      username_key: `deal${n}`,
      phone_number: `+99890700${String(n).padStart(4, '0')}`,
      password_hash: 'x',
      created_at: at(0),
      updated_at: at(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function listing(ownerId: number): Promise<number> {
  const place = await db.selectFrom('locations').select(['id', 'region_id']).orderBy('id').executeTakeFirstOrThrow();
  const category = await db.selectFrom('categories').select('id').where('kind', '=', 'product').orderBy('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('listings')
    .values({
      kind: 'product',
      owner_id: ownerId,
      category_id: category.id,
      location_id: place.id,
      region_id: place.region_id,
      title: 'Velosiped',
      description: 'Yaxshi holatda',
      price: 1_500_000,
      condition: 'used',
      search_text: 'velosiped',
      search_key: 'velosiped',
      title_key: ' velosiped ',
      created_at: at(0),
      updated_at: at(0),
      listed_at: at(0),
      expires_at: '2027-02-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  ({ database, cleanup } = await openEmptyDatabase());
  await migrateToLatest(database);
  db = database.db;
  await seedReferenceData(db);
  deals = createDealsRepository(db);
  ledger = createLedgerRepository(db);
  calls = createPaymentCallsRepository(db);
  seller = await account(0);
  buyers = [];
  for (let n = 1; n <= 31; n++) buyers.push(await account(n));
  listingId = await listing(seller);
});
afterAll(async () => {
  await cleanup();
});

const PRICE = 150_000_000;
const FEE = 1_500_000;

/** A requested deal of `buyer` on the listing at `when`. */
async function request(buyer: number, when = 0) {
  return db.transaction().execute((trx) =>
    deals.create(
      {
        listingId,
        listingKind: 'product',
        listingTitle: 'Velosiped',
        buyerId: buyer,
        sellerId: seller,
        priceTiyin: PRICE,
        feeTiyin: FEE,
        requestedAt: at(when),
        ...(() => {
          const due = deadlineFrom('requested', new Date(T0 + when))!;
          return { dueAt: due.at, dueMove: due.move };
        })(),
      },
      trx,
    ),
  );
}

/** A move as the service will make it: the guard and the stamp of lib/safe-deal.ts. */
function moveDeal(deal: DealRow, move: DealMove, actor: DealActor, userId: number | null, when: number, extra: DealValues = {}) {
  const now = new Date(T0 + when);
  const guard = guardOf(move, actor, now);
  if (!guard) throw new Error(`${actor} never makes ${move}`);
  return db.transaction().execute((trx) => deals.move(deal.id, move, guard, { ...stampOf(move, now), ...extra }, { userId }, now.toISOString(), trx));
}

const created = async (buyer: number, when = 0) => {
  const result = await request(buyer, when);
  if (!result.ok) throw new Error(result.reason);
  return result.deal;
};

describe(`safe deals' rows on ${TEST_DB}`, () => {
  it('refuses a second open deal of one buyer on one listing, and allows one again once the first is closed', async () => {
    const first = await created(buyers[0]!);
    expect(first).toMatchObject({ state: 'requested', version: 0, price_tiyin: PRICE, fee_tiyin: FEE, due_move: 'expire_request', due_at: at(48 * HOUR) });
    expect(await request(buyers[0]!)).toEqual({ ok: false, reason: 'deal_open_exists' });
    // Another buyer may ask for the same listing.
    expect((await request(buyers[1]!)).ok).toBe(true);
    expect(await moveDeal(first, 'cancel', 'buyer', buyers[0]!, HOUR)).toMatchObject({ state: 'cancelled', version: 1, due_at: null, closed_at: at(HOUR) });
    expect((await request(buyers[0]!, 2 * HOUR)).ok).toBe(true);
  });

  it('gives 30 parallel requests of one buyer exactly one deal', async () => {
    const buyer = buyers[2]!;
    const results = await Promise.all(Array.from({ length: 30 }, () => request(buyer)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.reason)).toEqual(Array(29).fill('deal_open_exists'));
    expect(await db.selectFrom('deals').select('id').where('buyer_id', '=', buyer).execute()).toHaveLength(1);
    expect(await db.selectFrom('deal_events').select('id').where('actor_id', '=', buyer).execute()).toHaveLength(1);
  });

  it('gives 30 parallel accepts exactly one, with one timeline entry and one version step', async () => {
    const deal = await created(buyers[3]!);
    const moved = await Promise.all(Array.from({ length: 30 }, () => moveDeal(deal, 'accept', 'seller', seller, HOUR)));
    expect(moved.filter(Boolean)).toHaveLength(1);
    expect(await deals.findById(deal.id)).toMatchObject({
      state: 'accepted',
      version: 1,
      accepted_at: at(HOUR),
      due_move: 'expire_payment',
      due_at: at(13 * HOUR),
    });
    expect((await deals.events(deal.id)).map((event) => [event.move, event.from_state, event.to_state, event.actor_id])).toEqual([
      ['request', null, 'requested', buyers[3]],
      ['accept', 'requested', 'accepted', seller],
    ]);
  });

  it('gives 15 accepts racing 15 declines and the deadline one result', async () => {
    const deal = await created(buyers[4]!);
    const moves = await Promise.all([
      ...Array.from({ length: 15 }, () => moveDeal(deal, 'accept', 'seller', seller, 48 * HOUR - 1)),
      ...Array.from({ length: 15 }, () => moveDeal(deal, 'decline', 'seller', seller, 48 * HOUR - 1)),
      moveDeal(deal, 'expire_request', 'clock', null, 48 * HOUR),
    ]);
    expect(moves.filter(Boolean)).toHaveLength(1);
    expect((await deals.findById(deal.id))!.version).toBe(1);
    expect(await deals.events(deal.id)).toHaveLength(2);
  });

  it('lets only the deal’s own side move it: not the buyer accepting, not another seller, not another buyer cancelling', async () => {
    const deal = await created(buyers[5]!);
    const stranger = buyers[30]!;
    const now = new Date(T0 + HOUR);
    const attempt = (move: DealMove, actor: DealActor, userId: number) =>
      db.transaction().execute((trx) => deals.move(deal.id, move, guardOf(move, actor, now)!, {}, { userId }, now.toISOString(), trx));
    expect(await attempt('accept', 'seller', stranger)).toBeUndefined();
    expect(await attempt('accept', 'seller', buyers[5]!)).toBeUndefined();
    expect(await attempt('cancel', 'buyer', stranger)).toBeUndefined();
    expect(await attempt('cancel', 'seller', buyers[5]!)).toBeUndefined();
    expect((await deals.findById(deal.id))!.state).toBe('requested');
  });

  it('refuses people’s moves from the deadline on and the clock’s before it; lists the deals due for the job', async () => {
    const deal = await created(buyers[6]!, 0);
    expect(await moveDeal(deal, 'expire_request', 'clock', null, 48 * HOUR - 1)).toBeUndefined();
    expect((await deals.due(at(48 * HOUR - 1), 100)).map((row) => row.id)).not.toContain(deal.id);
    expect((await deals.due(at(48 * HOUR), 100)).find((row) => row.id === deal.id)).toEqual({
      id: deal.id,
      state: 'requested',
      due_at: at(48 * HOUR),
      due_move: 'expire_request',
    });
    expect(await moveDeal(deal, 'accept', 'seller', seller, 48 * HOUR)).toBeUndefined();
    expect(await moveDeal(deal, 'expire_request', 'clock', null, 48 * HOUR)).toMatchObject({ state: 'cancelled', due_at: null });
    expect((await deals.due(at(100 * HOUR), 100)).map((row) => row.id)).not.toContain(deal.id);
  });

  it('counts 30 parallel wrong codes as five, locks code entry once, and still lets the buyer confirm', async () => {
    let deal = await created(buyers[7]!);
    deal = (await moveDeal(deal, 'accept', 'seller', seller, HOUR))!;
    deal = (await moveDeal(deal, 'pay', 'buyer', buyers[7]!, 2 * HOUR, { receiptId: 'r-1', cardMasked: '8600 49** **** 6478' }))!;
    expect(deal).toMatchObject({ state: 'paid', receipt_id: 'r-1', due_move: 'expire_handover', handover_code_hash: null });
    // The code is derived from the key, the deal and its payment: the same again, and nothing else's.
    const code = handoverCodeOf(CODE_KEY, deal.id, deal.paid_at!);
    expect(code).toMatch(/^\d{6}$/);
    expect(handoverCodeOf(CODE_KEY, deal.id, deal.paid_at!)).toBe(code);
    expect(handoverCodeMatches(CODE_KEY, deal.id, deal.paid_at, code)).toBe(true);
    expect(handoverCodeMatches('another key', deal.id, deal.paid_at, code)).toBe(false);
    expect(handoverCodeMatches(CODE_KEY, deal.id + 1, deal.paid_at, code)).toBe(false);
    expect(handoverCodeMatches(CODE_KEY, deal.id, at(0), code)).toBe(false);
    expect(handoverCodeMatches(CODE_KEY, deal.id, null, code)).toBe(false);
    expect(handoverCodeMatches(CODE_KEY, deal.id, deal.paid_at, ` ${code.slice(1)}`)).toBe(false);

    const counts = await Promise.all(
      Array.from({ length: 30 }, () => db.transaction().execute((trx) => deals.countWrongCode(deal.id, seller, at(3 * HOUR), trx))),
    );
    expect(counts.filter((count) => count !== undefined).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await deals.events(deal.id)).filter((event) => event.move === 'lock_code')).toHaveLength(1);
    expect(await moveDeal(deal, 'hand_over', 'seller', seller, 3 * HOUR)).toBeUndefined();
    expect(await moveDeal(deal, 'hand_over', 'buyer', buyers[7]!, 3 * HOUR)).toMatchObject({
      state: 'handed_over',
      due_move: 'complete',
      due_at: at(27 * HOUR),
    });
  });

  it('decides a dispute either way only by a moderator, and flags an undecided one overdue once without deciding it', async () => {
    const journey = async (buyer: number) => {
      let deal = await created(buyer);
      deal = (await moveDeal(deal, 'accept', 'seller', seller, HOUR))!;
      deal = (await moveDeal(deal, 'pay', 'buyer', buyer, 2 * HOUR))!;
      deal = (await moveDeal(deal, 'hand_over', 'seller', seller, 3 * HOUR))!;
      return (await moveDeal(deal, 'dispute', 'buyer', buyer, 4 * HOUR))!;
    };
    const moderator = buyers[29]!;
    const first = await journey(buyers[8]!);
    expect(first).toMatchObject({ state: 'disputed', due_move: 'escalate', due_at: at(4 * HOUR + 14 * 24 * HOUR) });
    const escalations = await Promise.all(Array.from({ length: 5 }, () => moveDeal(first, 'escalate', 'clock', null, 4 * HOUR + 14 * 24 * HOUR)));
    expect(escalations.filter(Boolean)).toHaveLength(1);
    expect(await deals.findById(first.id)).toMatchObject({ state: 'disputed', due_at: null, overdue_at: at(4 * HOUR + 14 * 24 * HOUR) });
    expect(await moveDeal(first, 'decide_refund', 'moderator', moderator, 30 * 24 * HOUR)).toMatchObject({ state: 'refunded' });
    const second = await journey(buyers[9]!);
    const decisions = await Promise.all([
      moveDeal(second, 'decide_release', 'moderator', moderator, 5 * HOUR),
      moveDeal(second, 'decide_refund', 'moderator', moderator, 5 * HOUR),
    ]);
    expect(decisions.filter(Boolean)).toHaveLength(1);
    expect(['completed', 'refunded']).toContain((await deals.findById(second.id))!.state);
  });

  it('moves a deal in SQL exactly when lib/safe-deal.ts allows the move on the row: every move, every actor, in every open state, before and at the deadline', async () => {
    const ROLLBACK = new Error('rollback');
    const steps = [
      ['accept', 'seller'],
      ['pay', 'buyer'],
      ['hand_over', 'buyer'],
      ['dispute', 'buyer'],
    ] as const;
    // One deal left in each open state (one buyer each: a buyer holds one open deal on a listing).
    const inState: Array<{ row: DealRow; buyer: number }> = [];
    for (let reached = 0; reached <= steps.length; reached++) {
      const buyer = buyers[17 + reached]!;
      let row = await created(buyer);
      for (const [move, actor] of steps.slice(0, reached)) row = (await moveDeal(row, move, actor, actor === 'seller' ? seller : buyer, HOUR))!;
      inState.push({ row, buyer });
    }
    expect(inState.map(({ row }) => row.state)).toEqual(['requested', 'accepted', 'paid', 'handed_over', 'disputed']);
    let checked = 0;
    for (const { row, buyer } of inState) {
      const life = dealLifeOf(row);
      const actors: Array<[DealActor, number | null]> = [
        ['buyer', buyer],
        ['seller', seller],
        ['moderator', buyers[29]!],
        ['clock', null],
        ['provider', null],
      ];
      for (const when of [Date.parse(row.due_at!) - 1, Date.parse(row.due_at!)]) {
        const now = new Date(when);
        for (const move of DEAL_MOVE_NAMES) {
          for (const [actor, userId] of actors) {
            const guard = guardOf(move, actor, now);
            if (!guard) continue;
            let moved = false;
            await db
              .transaction()
              .execute(async (trx) => {
                moved = (await deals.move(row.id, move, guard, {}, { userId }, now.toISOString(), trx)) !== undefined;
                throw ROLLBACK;
              })
              .catch((error: unknown) => {
                if (error !== ROLLBACK) throw error;
              });
            expect([move, actor, row.state, when - Date.parse(row.due_at!), moved]).toEqual([
              move,
              actor,
              row.state,
              when - Date.parse(row.due_at!),
              allowed(life, move, actor, now),
            ]);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    for (const { row } of inState) expect(await deals.findById(row.id)).toEqual(row);
  });

  it('refuses a price of 0 or above 10^15 tiyin, a negative fee and a buyer who is the seller', async () => {
    const row = (overrides: Record<string, unknown>) =>
      db
        .insertInto('deals')
        .values({
          listing_id: listingId,
          listing_kind: 'product',
          listing_title: 'x',
          buyer_id: buyers[10]!,
          seller_id: seller,
          state: 'cancelled',
          price_tiyin: 100,
          requested_at: at(0),
          ...overrides,
        })
        .execute();
    await expect(row({ price_tiyin: 0 })).rejects.toThrow();
    await expect(row({ price_tiyin: 10 ** 15 + 1 })).rejects.toThrow();
    await expect(row({ fee_tiyin: -1 })).rejects.toThrow();
    await expect(row({ buyer_id: seller })).rejects.toThrow();
    await expect(row({ state: 'settled' })).rejects.toThrow();
    await row({ price_tiyin: 10 ** 15 });
    expect(
      (
        await db
          .selectFrom('deals')
          .select('price_tiyin')
          .where('price_tiyin', '=', 10 ** 15)
          .executeTakeFirstOrThrow()
      ).price_tiyin,
    ).toBe(10 ** 15);
  });
});

describe(`the books on ${TEST_DB}`, () => {
  const amounts = { priceTiyin: PRICE, feeTiyin: FEE };
  const post = (dealId: number, kind: Movement, key = `deal:${dealId}:${kind}`) =>
    db.transaction().execute((trx) => ledger.post({ key, kind, dealId, providerRef: 'r-1', at: at(0) }, postings(kind, amounts), trx));

  it('posts a movement repeated 30 times in parallel once, and the books balance', async () => {
    const deal = await created(buyers[11]!);
    const posted = await Promise.all(Array.from({ length: 30 }, () => post(deal.id, 'hold')));
    expect(posted.filter(Boolean)).toHaveLength(1);
    const books = await ledger.books(deal.id);
    expect(books.unbalanced).toEqual([]);
    expect(books.accounts.provider_hold).toBe(BigInt(PRICE + FEE));
    expect(books.accounts.buyer_card).toBe(-BigInt(PRICE + FEE));
    expect((await ledger.movementsOf(deal.id)).map((movement) => movement.kind)).toEqual(['hold']);
  });

  it('leaves only the fee with Bozor after a completed deal is paid out, and nothing after a refund', async () => {
    const done = await created(buyers[12]!);
    for (const kind of ['hold', 'capture', 'fee', 'due_to_seller', 'payout'] as const) expect(await post(done.id, kind)).toBe(true);
    const books = await ledger.books(done.id);
    for (const account of IN_FLIGHT_ACCOUNTS) expect(books.accounts[account]).toBe(0n);
    expect(books.accounts).toMatchObject({ fee_income: BigInt(FEE), seller_paid: BigInt(PRICE), buyer_card: -BigInt(PRICE + FEE) });
    const refunded = await created(buyers[13]!);
    await post(refunded.id, 'hold');
    await post(refunded.id, 'release');
    expect(Object.values((await ledger.books(refunded.id)).accounts).every((sum) => sum === 0n)).toBe(true);
  });

  it('finds an unbalanced movement, and the whole books balance otherwise', async () => {
    expect((await ledger.books()).unbalanced).toEqual([]);
    const deal = await created(buyers[14]!);
    await db.transaction().execute((trx) =>
      ledger.post(
        { key: 'broken', kind: 'hold', dealId: deal.id, at: at(0) },
        [
          { account: 'provider_hold', direction: 'debit', amountTiyin: 5 },
          { account: 'buyer_card', direction: 'credit', amountTiyin: 4 },
        ],
        trx,
      ),
    );
    const broken = await db.selectFrom('ledger_movements').select('id').where('key', '=', 'broken').executeTakeFirstOrThrow();
    expect((await ledger.books()).unbalanced).toEqual([broken.id]);
    // Leave the books balanced for the next test: the offending movement removed.
    await db.deleteFrom('ledger_entries').where('movement_id', '=', broken.id).execute();
  });

  it('lists refunded deals that were paid until their release is posted, and completed ones until their capture is', async () => {
    const paid = async (buyer: number) => {
      let deal = await created(buyer);
      deal = (await moveDeal(deal, 'accept', 'seller', seller, HOUR))!;
      return (await moveDeal(deal, 'pay', 'buyer', buyer, 2 * HOUR))!;
    };
    const refused = (await moveDeal(await paid(buyers[22]!), 'refuse', 'seller', seller, 3 * HOUR))!;
    const handed = (await moveDeal(await paid(buyers[23]!), 'hand_over', 'buyer', buyers[23]!, 3 * HOUR))!;
    const completed = (await moveDeal(handed, 'complete', 'clock', null, 27 * HOUR))!;
    const cancelled = (await moveDeal(await created(buyers[24]!), 'decline', 'seller', seller, HOUR))!;
    const waiting = async () => (await ledger.awaitingMoney(1000)).filter((row) => [refused.id, completed.id, cancelled.id].includes(row.dealId));
    expect(await waiting()).toEqual([
      { dealId: refused.id, step: 'release' },
      { dealId: completed.id, step: 'capture' },
    ]);
    await post(refused.id, 'release');
    await post(completed.id, 'capture');
    expect(await waiting()).toEqual([]);
  });

  it('sums past 2^53 exactly', async () => {
    const deal = await created(buyers[15]!);
    const big = { priceTiyin: 10 ** 15, feeTiyin: 0 };
    for (let n = 0; n < 12; n++)
      await db.transaction().execute((trx) => ledger.post({ key: `big:${n}`, kind: 'hold', dealId: deal.id, at: at(0) }, postings('hold', big), trx));
    expect((await ledger.books(deal.id)).accounts.provider_hold).toBe(12n * 10n ** 15n);
  });
});

describe(`the provider calls' journal on ${TEST_DB}`, () => {
  it('lets one of 30 parallel claims of a key call the provider, hands the answer to later ones, and retakes only a lost call', async () => {
    const deal = await created(buyers[16]!);
    const key = `deal:${deal.id}:create_hold:1`;
    const claims = await Promise.all(Array.from({ length: 30 }, () => calls.claim({ key, dealId: deal.id, op: 'create_hold' }, at(0), at(-60_000))));
    expect(claims.filter((claim) => claim.claimed)).toHaveLength(1);
    // In flight and not stale: nobody else may call.
    expect((await calls.claim({ key, dealId: deal.id, op: 'create_hold' }, at(1000), at(-59_000))).claimed).toBe(false);
    // Stale (the caller died): taken over once.
    const retakes = await Promise.all(Array.from({ length: 10 }, () => calls.claim({ key, dealId: deal.id, op: 'create_hold' }, at(120_000), at(60_000))));
    expect(retakes.filter((claim) => claim.claimed).map((claim) => claim.call.attempts)).toEqual([2]);
    expect(await calls.finish(key, 'unknown', { error: 'timeout' }, at(121_000))).toBe(true);
    expect((await calls.unsettled(at(121_000), 10)).map((call) => call.key)).toContain(key);
    // Unknown: the job claims it again, the provider answers the same key with its first answer.
    expect((await calls.claim({ key, dealId: deal.id, op: 'create_hold' }, at(122_000), at(62_000))).claimed).toBe(true);
    expect(await calls.finish(key, 'done', { receiptId: 'r-9' }, at(123_000))).toBe(true);
    expect(await calls.finish(key, 'failed', { error: 'late' }, at(124_000))).toBe(false);
    const after = await calls.claim({ key, dealId: deal.id, op: 'create_hold' }, at(200_000), at(200_000));
    expect(after).toMatchObject({ claimed: false, call: { state: 'done', receipt_id: 'r-9', attempts: 3 } });
    expect((await calls.unsettled(at(300_000), 10)).map((call) => call.key)).not.toContain(key);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/lib/schemas/deals.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { FAKE_PAYME_MERCHANT, FAKE_PAYME_PATH } from '../../src/server/payments/index.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { FAKE_PAYME_CARDS, FAKE_PAYME_SMS_CODE, type FakePayme } from '../fixtures/fake-payme.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * The safe deal's deadline job (issue 39) with two instances on one PostgreSQL database, each
 * running pg-boss (JOBS=1) and sharing the test's clock: past every deadline, both instances'
 * queues and both services asked at once move each deal exactly once (one timeline entry of the
 * clock's move, one notice per side), and a second round moves nothing. PostgreSQL only.
 *
 * Each instance has a fake Payme of its own (in memory), so the holds here are made through the
 * first one; what the second instance's fake does not know it refuses, and the money's own
 * once-only is the SQLite and PostgreSQL runs of deals.test.ts.
 */
const HOUR = 3_600_000;
const JOB = 'deal-deadlines';

describe('the deal deadlines on two instances of one PostgreSQL database', () => {
  let app: TestApp;
  let second: Runtime;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let categoryId: number;
  beforeAll(async () => {
    app = await startTestApp({ JOBS: '1' });
    second = await app.restart();
    seller = await registerUser(app, { username: 'Sotuvchi' });
    buyer = await registerUser(app, { username: 'Xaridor' });
    categoryId = (await productCategories(app))[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const db = () => app.runtime.database.db;
  const call = (method: string, path: string, user: RegisteredUser, body?: unknown) => callAs(app, method, path, user, body);
  const unfinished = async () =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = ${JOB} and state in ('created', 'retry', 'active')`.execute(db()))
        .rows[0]!.n,
    );

  async function card(): Promise<string> {
    const fake = app.runtime.fakePayme as FakePayme;
    let id = 0;
    const browser = async (method: string, params: Record<string, unknown>) => {
      const answer = await fake.handle(
        new Request(new URL(FAKE_PAYME_PATH, app.runtime.config.publicUrl), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Auth': FAKE_PAYME_MERCHANT.merchantId },
          body: JSON.stringify({ id: ++id, method, params }),
        }),
      );
      return ((await answer.json()) as { result?: { card?: { token: string } } }).result?.card?.token ?? '';
    };
    const token = await browser('cards.create', { card: { number: FAKE_PAYME_CARDS.ok, expire: '0399' }, save: true });
    await browser('cards.get_verify_code', { token });
    return browser('cards.verify', { token, code: FAKE_PAYME_SMS_CODE });
  }

  /** A deal taken to `state` on a listing of its own. */
  async function dealIn(state: 'requested' | 'accepted' | 'paid'): Promise<number> {
    const { id: listingId } = await createProduct(app, seller, categoryId, { title: `Deal ${state}` });
    await db().updateTable('listings').set({ safe_deal: 1, price: 1_500_000 }).where('id', '=', listingId).execute();
    const deal = await answerOf<Deal>(await call('POST', '/api/deals/', buyer, { listing_kind: 'product', listing_id: listingId }), 201);
    if (state !== 'requested') await answerOf<Deal>(await call('POST', `/api/deals/${deal.id}/accept/`, seller), 200);
    if (state === 'paid') await answerOf<Deal>(await call('POST', `/api/deals/${deal.id}/pay/`, buyer, { card_token: await card() }), 200);
    return deal.id;
  }

  it('moves each due deal exactly once when both instances run at once, and tells each side once', async () => {
    const requested = [await dealIn('requested'), await dealIn('requested'), await dealIn('requested')];
    const accepted = [await dealIn('accepted'), await dealIn('accepted')];
    const paid = [await dealIn('paid')];
    const all = [...requested, ...accepted, ...paid];
    await expect.poll(unfinished, { timeout: 20_000 }).toBe(0);
    app.clock.advance(72 * HOUR);
    await Promise.all([
      app.runtime.jobs.trigger(JOB),
      second.jobs.trigger(JOB),
      app.runtime.services.deals.runDeadlines(),
      second.services.deals.runDeadlines(),
      app.runtime.services.deals.runDeadlines(),
      second.services.deals.runDeadlines(),
    ]);
    await expect.poll(unfinished, { timeout: 20_000 }).toBe(0);
    const states = await db().selectFrom('deals').select(['id', 'state']).where('id', 'in', all).orderBy('id').execute();
    expect(Object.fromEntries(states.map((row) => [row.id, row.state]))).toEqual({
      ...Object.fromEntries(requested.map((id) => [id, 'cancelled'])),
      ...Object.fromEntries(accepted.map((id) => [id, 'cancelled'])),
      ...Object.fromEntries(paid.map((id) => [id, 'refunded'])),
    });
    const clockMoves = await db()
      .selectFrom('deal_events')
      .select(['deal_id', 'move'])
      .where('deal_id', 'in', all)
      .where('move', 'in', ['expire_request', 'expire_payment', 'expire_handover'])
      .execute();
    expect(clockMoves.map((row) => row.deal_id).sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
    const told = await db()
      .selectFrom('notices')
      .select(['user_id', 'dedupe_key'])
      .where('type', '=', 'deal')
      .where('dedupe_key', 'like', 'deal:%:expire_%')
      .execute();
    expect(told).toHaveLength(all.length * 2);
    // A release is posted at most once per deal, whichever instance made the move.
    const releases = await db().selectFrom('ledger_movements').select('deal_id').where('kind', '=', 'release').where('deal_id', 'in', paid).execute();
    expect(releases.length).toBeLessThanOrEqual(paid.length);
    // Nothing is left due: another round moves nothing.
    expect((await second.services.deals.runDeadlines()).moved).toBe(0);
    expect((await app.runtime.services.deals.runDeadlines()).moved).toBe(0);
  }, 60_000);
});

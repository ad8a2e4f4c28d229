import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger.ts';
import { createPaymeProvider, kindOfPaymeCode } from '../../src/server/payments/payme.ts';
import { PaymentError, type PaymentsProvider } from '../../src/server/payments/payments-provider.ts';
import { createFakePayme, FAKE_PAYME_CARDS, tokeniseCard, type FakePayme } from '../fixtures/fake-payme.ts';

const MERCHANT = 'bozor-test-desk';
const KEY = 'test-key:with-colon';
const DAY = 24 * 60 * 60 * 1000;
const PRICE = 1_500_000; // 15 000 so'm

let now: Date;
let fake: FakePayme;
let endpoint: string;
let payme: PaymentsProvider;

function client(overrides: { key?: string; timeoutMs?: number; endpoint?: string } = {}): PaymentsProvider {
  return createPaymeProvider({
    endpoint: overrides.endpoint ?? endpoint,
    merchantId: MERCHANT,
    key: overrides.key ?? KEY,
    timeoutMs: overrides.timeoutMs ?? 2_000,
    logger: createLogger('silent'),
    clock: () => now,
  });
}

async function refusal(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

const cardOf = (token: string) => fake.cards.get(token)!;
const callsTo = (method: string) => fake.calls.filter((call) => call.method === method);

beforeEach(async () => {
  now = new Date('2026-11-29T09:00:00Z');
  fake = createFakePayme({ merchantId: MERCHANT, key: KEY, clock: () => now, slowCardDelayMs: 50 });
  endpoint = await fake.listen(0);
  payme = client();
});

afterEach(async () => {
  await fake.close();
});

async function heldReceipt(orderId = 'deal-1', cardNumber: string = FAKE_PAYME_CARDS.ok) {
  const token = await tokeniseCard(endpoint, MERCHANT, cardNumber);
  const created = await payme.createHold({ key: `${orderId}:hold`, orderId, amountTiyin: PRICE, description: 'Safe deal' });
  const held = await payme.pay({ receiptId: created.receiptId, cardToken: token });
  return { token, created, held };
}

describe('the Payme client against the fake Payme, over HTTP', () => {
  it('sees a card the browser tokenised and verified with the SMS code as verified, masked', async () => {
    const token = await tokeniseCard(endpoint, MERCHANT, FAKE_PAYME_CARDS.ok);

    expect(await payme.checkCard(token)).toEqual({ token, masked: '860049******6478', expire: '03/99', verified: true });
    expect(payme.cardForm()).toEqual({ endpoint, merchantId: MERCHANT });
    // The browser's calls carried the cash desk's id only; the server's carried the key.
    expect(fake.calls.filter((call) => call.method.startsWith('cards.') && call.method !== 'cards.check').map((call) => call.auth)).toEqual([
      'browser',
      'browser',
      'browser',
    ]);
    expect(callsTo('cards.check')[0]!.auth).toBe('server');
    expect(JSON.stringify(fake.calls)).not.toContain(FAKE_PAYME_CARDS.ok);
  });

  it('refuses a wrong SMS code, and a card whose code was never checked stays unverified and cannot pay', async () => {
    await expect(tokeniseCard(endpoint, MERCHANT, FAKE_PAYME_CARDS.ok, '0399', '123456')).rejects.toThrow(/-31103/);
    const unverified = [...fake.cards.values()][0]!;
    expect((await payme.checkCard(unverified.token)).verified).toBe(false);

    const created = await payme.createHold({ key: 'k', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' });
    const error = await refusal(payme.pay({ receiptId: created.receiptId, cardToken: unverified.token }));
    expect([error.kind, error.providerCode]).toEqual(['declined', -31630]);
  });

  it('holds the price on the card, then captures it: created → held → paid, the card charged once', async () => {
    const { token, created, held } = await heldReceipt();
    expect(created).toMatchObject({ state: 'created', amountTiyin: PRICE, orderId: 'deal-1', providerState: 0, createdAt: now });
    expect(held).toMatchObject({ receiptId: created.receiptId, state: 'held', providerState: 5 });
    expect(cardOf(token).held).toBe(PRICE);
    expect(callsTo('receipts.create')[0]!.params).toMatchObject({ hold: true, account: { order_id: 'deal-1' }, amount: PRICE });
    expect(callsTo('receipts.pay')[0]!.params).toMatchObject({ hold: true, token });

    const balance = cardOf(token).balance;
    const paid = await payme.capture({ receiptId: created.receiptId });

    expect(paid).toMatchObject({ state: 'paid', amountTiyin: PRICE, providerState: 4 });
    expect(cardOf(token)).toMatchObject({ held: 0, balance: balance - PRICE });
  });

  it('holds, then releases: the receipt is cancelled and the money is free on the card again', async () => {
    const { token, created } = await heldReceipt();
    const balance = cardOf(token).balance;

    expect(await payme.release({ receiptId: created.receiptId })).toMatchObject({ state: 'cancelled', providerState: 50 });
    expect(cardOf(token)).toMatchObject({ held: 0, balance });
    // Again: already cancelled is what was asked.
    expect((await payme.release({ receiptId: created.receiptId })).state).toBe('cancelled');
  });

  it('captures once however often it is asked, in turn or at the same time', async () => {
    const { token, created } = await heldReceipt();
    const balance = cardOf(token).balance;

    const together = await Promise.all([payme.capture({ receiptId: created.receiptId }), payme.capture({ receiptId: created.receiptId })]);
    const again = await payme.capture({ receiptId: created.receiptId });

    expect([...together, again].map((view) => view.state)).toEqual(['paid', 'paid', 'paid']);
    expect(cardOf(token).balance).toBe(balance - PRICE);
    expect(callsTo('receipts.confirm_hold').filter((call) => call.answer === 'ok')).toHaveLength(1);
  });

  it('captures a smaller amount when asked, and refuses more than was held as amount', async () => {
    const { token, created } = await heldReceipt();
    const balance = cardOf(token).balance;

    expect((await refusal(payme.capture({ receiptId: created.receiptId, amountTiyin: PRICE + 1 }))).kind).toBe('amount');
    expect(await payme.capture({ receiptId: created.receiptId, amountTiyin: 1_000_000 })).toMatchObject({ state: 'paid', amountTiyin: 1_000_000 });
    expect(cardOf(token)).toMatchObject({ held: 0, balance: balance - 1_000_000 });
  });

  it('refuses to release a captured receipt as state, and never sends the cancel (at Payme that would be a refund)', async () => {
    const { created } = await heldReceipt();
    await payme.capture({ receiptId: created.receiptId });

    const error = await refusal(payme.release({ receiptId: created.receiptId }));

    expect(error.kind).toBe('state');
    expect(callsTo('receipts.cancel')).toHaveLength(0);
    expect((await payme.receipt(created.receiptId)).state).toBe('paid');
  });

  it('refuses to capture a receipt that was released, as state', async () => {
    const { created } = await heldReceipt();
    await payme.release({ receiptId: created.receiptId });

    expect((await refusal(payme.capture({ receiptId: created.receiptId }))).kind).toBe('state');
  });

  it('answers a repeated pay with the hold it made, holding the money once', async () => {
    const { token, created } = await heldReceipt();

    expect((await payme.pay({ receiptId: created.receiptId, cardToken: token })).state).toBe('held');
    expect(cardOf(token).held).toBe(PRICE);
    expect(callsTo('receipts.pay')).toHaveLength(1);
  });

  it.each([
    ['an expired card', FAKE_PAYME_CARDS.expired, PRICE, 'The card has expired'],
    ['a blocked card', FAKE_PAYME_CARDS.blocked, PRICE, 'The card is blocked'],
    ['a card without enough money', FAKE_PAYME_CARDS.poor, 200_000, 'Insufficient funds'],
  ])('declines %s (-31630) and leaves the receipt payable with another card', async (_name, number, amountTiyin, text) => {
    const token = await tokeniseCard(endpoint, MERCHANT, number);
    const created = await payme.createHold({ key: 'k', orderId: 'deal-1', amountTiyin, description: 'Safe deal' });

    const error = await refusal(payme.pay({ receiptId: created.receiptId, cardToken: token }));

    expect([error.kind, error.providerCode]).toEqual(['declined', -31630]);
    expect(error.message).toContain(text);
    const other = await tokeniseCard(endpoint, MERCHANT, FAKE_PAYME_CARDS.ok2);
    expect((await payme.pay({ receiptId: created.receiptId, cardToken: other })).state).toBe('held');
  });

  it('declines a card past its expiry date as the clock sees it', async () => {
    const token = await tokeniseCard(endpoint, MERCHANT, FAKE_PAYME_CARDS.ok, '1026');
    const created = await payme.createHold({ key: 'k', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' });

    expect((await refusal(payme.pay({ receiptId: created.receiptId, cardToken: token }))).kind).toBe('declined');
  });

  it('answers a processing failure on the card as unavailable (-31002), the outcome to be looked up', async () => {
    const token = await tokeniseCard(endpoint, MERCHANT, FAKE_PAYME_CARDS.systemError);
    const created = await payme.createHold({ key: 'k', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' });

    const error = await refusal(payme.pay({ receiptId: created.receiptId, cardToken: token }));
    expect([error.kind, error.providerCode]).toEqual(['unavailable', -31002]);
    expect((await payme.receipt(created.receiptId)).state).toBe('created');
  });

  it.each([
    ['below the minimum', 5_000, -31611],
    ['above the maximum', 20_000_000_000, -31612],
  ])('refuses an amount %s as amount', async (_name, amountTiyin, code) => {
    const error = await refusal(payme.createHold({ key: 'k', orderId: 'deal-1', amountTiyin, description: 'Safe deal' }));
    expect([error.kind, error.providerCode]).toEqual(['amount', code]);
  });

  it('refuses a negative or fractional amount itself, without asking Payme', async () => {
    for (const amountTiyin of [-100, 0, 1500.5, Number.NaN]) {
      const error = await refusal(payme.createHold({ key: 'k', orderId: 'deal-1', amountTiyin, description: 'Safe deal' }));
      expect([error.kind, error.providerCode]).toEqual(['amount', null]);
    }
    expect(fake.calls).toHaveLength(0);
  });

  it('answers a wrong key as config (-32504)', async () => {
    const error = await refusal(client({ key: 'wrong' }).receipt('nope'));
    expect([error.kind, error.providerCode]).toEqual(['config', -32504]);
  });

  it('answers an unknown receipt as not found', async () => {
    const error = await refusal(payme.receipt('0123456789abcdef01234567'));
    expect([error.kind, error.providerCode]).toEqual(['not_found', -31602]);
  });

  it('answers a timeout as unavailable, and the same key again finds the receipt the lost answer made instead of a second', async () => {
    const impatient = client({ timeoutMs: 200 });
    fake.failNext('receipts.create', 'timeout');

    const error = await refusal(impatient.createHold({ key: 'deal-1:hold', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' }));
    expect(error.kind).toBe('unavailable');
    expect(fake.receipts.size).toBe(1);

    const again = await impatient.createHold({ key: 'deal-1:hold', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' });
    expect(fake.receipts.size).toBe(1);
    expect(again.receiptId).toBe([...fake.receipts.keys()][0]);
  });

  it('answers an HTTP 500 as unavailable, and the same key again does not create a second receipt', async () => {
    fake.failNext('receipts.create', 'http500');

    expect((await refusal(payme.createHold({ key: 'deal-1:hold', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' }))).kind).toBe('unavailable');
    const again = await payme.createHold({ key: 'deal-1:hold', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' });

    expect(fake.receipts.size).toBe(1);
    expect(again.state).toBe('created');
  });

  it('creates a new receipt for the order once its earlier one was cancelled', async () => {
    const first = await payme.createHold({ key: 'k1', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' });
    await payme.release({ receiptId: first.receiptId });

    const second = await payme.createHold({ key: 'k2', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' });

    expect(second.receiptId).not.toBe(first.receiptId);
    expect(fake.receipts.size).toBe(2);
  });

  it('answers a lost pay answer as unavailable, and the repeat finds the hold without holding twice', async () => {
    const token = await tokeniseCard(endpoint, MERCHANT, FAKE_PAYME_CARDS.ok);
    const created = await payme.createHold({ key: 'k', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' });
    fake.failNext('receipts.pay', 'http500');

    expect((await refusal(payme.pay({ receiptId: created.receiptId, cardToken: token }))).kind).toBe('unavailable');
    expect((await payme.pay({ receiptId: created.receiptId, cardToken: token })).state).toBe('held');
    expect(cardOf(token).held).toBe(PRICE);
  });

  it('answers Payme not answering at all (held, then a closed port) as unavailable', async () => {
    fake.hold();
    expect((await refusal(client({ timeoutMs: 150 }).receipt('x'))).kind).toBe('unavailable');
    fake.release();

    expect((await refusal(client({ endpoint: 'http://127.0.0.1:9/api' }).receipt('x'))).kind).toBe('unavailable');
  });

  it('lists the receipts created in a window for reconciliation, page after page', async () => {
    const start = now.getTime();
    for (let index = 0; index < 53; index++) {
      now = new Date(start + index * 60_000);
      await payme.createHold({ key: `k${index}`, orderId: `deal-${index}`, amountTiyin: PRICE, description: 'Safe deal' });
    }
    now = new Date(start + 2 * DAY);
    await payme.createHold({ key: 'later', orderId: 'deal-later', amountTiyin: PRICE, description: 'Safe deal' });

    const listed = await payme.statement(new Date(start), new Date(start + DAY));

    expect(listed).toHaveLength(53);
    expect(listed.map((view) => view.orderId)).toEqual(Array.from({ length: 53 }, (_, index) => `deal-${index}`));
    expect(callsTo('receipts.get_all').every((call) => (call.params.count as number) <= 50)).toBe(true);
  });

  it('finds a hold older than 30 days released by the bank', async () => {
    const { token, created } = await heldReceipt();
    now = new Date(now.getTime() + 31 * DAY);

    expect((await payme.receipt(created.receiptId)).state).toBe('cancelled');
    expect(cardOf(token).held).toBe(0);
  });

  it('removes a card, and removing it again is fine; a removed card is declined', async () => {
    const token = await tokeniseCard(endpoint, MERCHANT, FAKE_PAYME_CARDS.ok);

    await payme.removeCard(token);
    await payme.removeCard(token);

    const error = await refusal(payme.checkCard(token));
    expect([error.kind, error.providerCode]).toEqual(['declined', -31400]);
  });
});

describe('the fake Payme', () => {
  it('answers the browser’s preflight and lets a browser credential reach only the card form’s methods', async () => {
    const preflight = await fetch(endpoint, { method: 'OPTIONS', headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Headers': 'x-auth' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-Auth/i);

    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Auth': MERCHANT },
      body: JSON.stringify({ id: 7, method: 'receipts.create', params: { amount: PRICE, account: { order_id: 'x' } } }),
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { id: number; error: { code: number; message: Record<string, string> } };
    expect(body.id).toBe(7);
    expect(body.error.code).toBe(-32504);
    expect(Object.keys(body.error.message).sort()).toEqual(['en', 'ru', 'uz']);
  });

  it('answers protocol errors with Payme’s codes, always with HTTP 200', async () => {
    const send = (body: string, method = 'POST') =>
      fetch(endpoint, { method, headers: { 'X-Auth': `${MERCHANT}:${KEY}` }, ...(method === 'POST' && { body }) }).then(async (response) => {
        expect(response.status).toBe(200);
        return ((await response.json()) as { error: { code: number } }).error.code;
      });
    expect(await send('', 'GET')).toBe(-32300);
    expect(await send('{nope')).toBe(-32700);
    expect(await send('{"id":1,"method":"receipts.get"}')).toBe(-32600);
    expect(await send('{"id":1,"method":"receipts.explode","params":{}}')).toBe(-32601);
    expect(await send('{"id":1,"method":"receipts.get_all","params":{"count":51,"from":0,"to":1}}')).toBe(-32600);
  });

  it('answers a planned Payme error once, then works again', async () => {
    fake.failNext('receipts.create', { code: -31622 });

    expect((await refusal(payme.createHold({ key: 'k', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' }))).kind).toBe('unavailable');
    expect((await payme.createHold({ key: 'k', orderId: 'deal-1', amountTiyin: PRICE, description: 'Safe deal' })).state).toBe('created');
  });
});

describe("Payme's error codes", () => {
  it.each([
    [-31630, 'declined'],
    [-31303, 'declined'],
    [-31400, 'declined'],
    [-31611, 'amount'],
    [-31612, 'amount'],
    [-31008, 'state'],
    [-31602, 'not_found'],
    [-32504, 'config'],
    [-31601, 'config'],
    [-32400, 'unavailable'],
    [-31002, 'unavailable'],
    [-31302, 'unavailable'],
    [-31099, 'config'],
  ])('%i means %s', (code, kind) => {
    expect(kindOfPaymeCode(code)).toBe(kind);
  });
});

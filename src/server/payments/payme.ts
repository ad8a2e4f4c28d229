/**
 * Payme's Subscribe API (we call Payme): JSON-RPC 2.0, POST to the endpoint, always HTTP 200 with
 * either `result` or `error: { code, message: { ru, uz, en }, data? }`.
 *
 * What was confirmed, and where (checked 2026-11 with the search tool; "docs" is Payme's own
 * developer.help.paycom.uz):
 * - Endpoints https://checkout.paycom.uz/api and https://checkout.test.paycom.uz/api; header
 *   `X-Auth: {id}` from the browser, `X-Auth: {id}:{key}` from a server (docs, "Протокол Subscribe API").
 * - Methods: cards.create / get_verify_code / verify (browser), cards.check / remove and every
 *   receipts.* (server); receipts.cancel "sets a paid receipt in the queue for cancellation"
 *   (docs, "Методы Subscribe API"), i.e. cancelling a paid receipt is a refund.
 * - Hold: `hold: true` in receipts.create AND in receipts.pay, the answer's receipt has state 5
 *   "funds held" (docs, "Холдирование"); receipts.confirm_hold { id } captures (state 4),
 *   receipts.cancel releases. Hold is enabled per cash desk by Payme's support and can only be
 *   tried in production, not in the sandbox; Uzcard holds are cancelled by the bank after 30 days,
 *   Humo holds can only be confirmed after 30 days (ubranch/uzbekistan-payment-skills
 *   skills/payme-integration/references/subscribe-api.md, a copy of the docs' hold page).
 *   confirm_hold with a smaller `amount` is sent by a third-party C# client; not in the docs we read.
 * - Receipt states 0 created, 1 checks, 2 debiting, 3 closing, 4 paid, 5 held, 6 hold requested,
 *   20 paused, 21 queued for cancel, 30 queued for closing, 50 cancelled (same file; the states
 *   table of the docs).
 * - receipts.get_all { count ≤ 50, from, to (ms), offset } (same file; PayTechUz/payme-pkg
 *   payme/classes/receipts.py).
 * - Sandbox: card 8600 4954 7331 6478, 03/99, SMS code 666666 (PayTechUz/payme-pkg's own test).
 *
 * Error codes, and what each becomes here (PaymentError's kind). Sources: [D] Payme's docs
 * (general errors, on the Merchant API's errors page; the same JSON-RPC layer answers the
 * Subscribe API); [S] the docs' checkout errors as copied in uzbekistan-payment-skills SKILL.md;
 * [P] PayTechUz/payme-pkg payme/exceptions/general.py; [G] a Go client's constants (unnamed
 * repository, found by the code search). Where two sources disagree the table says so.
 *
 * | code            | meaning                                                  | src  | kind        |
 * |-----------------|----------------------------------------------------------|------|-------------|
 * | -32300          | not a POST                                               | D    | config      |
 * | -32700          | JSON parse error                                         | D    | config      |
 * | -32600          | missing / mistyped RPC fields                            | D    | config      |
 * | -32601          | no such method                                           | D    | config      |
 * | -32602          | invalid params                                           | P    | config      |
 * | -32504          | insufficient privileges (X-Auth refused)                 | D    | config      |
 * | -32400          | Payme's system error                                     | D    | unavailable |
 * | -32500          | invalid token format                                     | P    | declined    |
 * | -31001          | wrong amount (Merchant API) / service unavailable [G]    | D, G | amount      |
 * | -31002          | processing centre unavailable                            | P, G | unavailable |
 * | -31003, -31401, -31602 | receipt / transaction not found                   | D, G, P | not_found |
 * | -31007, -31008  | cannot cancel / cannot perform in this state             | D    | state       |
 * | -31402, -31403  | receipt already paid / expired                           | G    | state       |
 * | -31101..-31110  | SMS code expired / too many tries / wrong / not sent     | P    | declined    |
 * | -31300          | invalid card number                                      | P, G | declined    |
 * | -31301          | SMS not connected to the card [P] / card expired [G]     | P, G | declined    |
 * | -31302          | card balance could not be read, try later                | P    | unavailable |
 * | -31303          | insufficient funds                                       | P    | declined    |
 * | -31400          | card (token) not found                                   | P, G | declined    |
 * | -31601          | cash desk not found or blocked                           | S, P | config      |
 * | -31610          | invalid field value                                      | S    | amount      |
 * | -31611, -31612  | amount below the minimum / above the maximum             | S    | amount      |
 * | -31622, -31623  | the merchant's service unavailable / misbehaving         | S    | unavailable |
 * | -31630          | insufficient funds, invalid, expired, blocked or corporate card | S, P | declined |
 * | -31050..-31099  | the account (order_id) refused                           | D    | config      |
 * | anything else   |                                                          |      | config      |
 *
 * A timeout (AbortSignal.timeout), a network error, an HTTP status other than 200 (Payme counts
 * it as -32400) or a body that is not a JSON-RPC answer: 'unavailable', the outcome unknown.
 *
 * Safe repeats: pay, capture and release read the receipt (receipts.check) first and act only
 * from the state that allows it; when the act itself is refused they read it again, so that a
 * repeat racing the first call answers what happened. createHold is idempotent by order
 * (PaymentsProvider.createHold).
 */
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { PaymentError, type CardView, type PaymentErrorKind, type PaymentsProvider, type ReceiptState, type ReceiptView } from './payments-provider.ts';

export const PAYME_ENDPOINT = 'https://checkout.paycom.uz/api';
export const PAYME_TEST_ENDPOINT = 'https://checkout.test.paycom.uz/api';

export interface PaymeOptions {
  endpoint: string;
  /** The cash desk's id (Payme calls it the merchant id). */
  merchantId: string;
  /** The cash desk's key (KEY, or TEST KEY in the sandbox). */
  key: string;
  fetch?: typeof globalThis.fetch;
  /** Per call, the answer included. */
  timeoutMs: number;
  logger: Logger;
  clock?: Clock;
  /** How far back createHold looks for the order's live receipt (default 24 h). */
  lookbackMs?: number;
}

/** receipts.get_all answers at most this many receipts a page. */
const PAGE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const STATES: Record<number, ReceiptState> = { 0: 'created', 4: 'paid', 5: 'held', 21: 'pending_cancel', 50: 'cancelled' };

/** Payme's error code → what it means to us (the table above). */
export function kindOfPaymeCode(code: number): PaymentErrorKind {
  if (code === -32400 || code === -31002 || code === -31302 || code === -31622 || code === -31623) return 'unavailable';
  if (code === -31003 || code === -31401 || code === -31602) return 'not_found';
  if (code === -31007 || code === -31008 || code === -31402 || code === -31403) return 'state';
  if (code === -31001 || code === -31610 || code === -31611 || code === -31612) return 'amount';
  if (code === -32500 || code === -31630 || (code <= -31101 && code >= -31110) || (code <= -31300 && code >= -31303) || code === -31400) return 'declined';
  return 'config';
}

interface PaymeReceipt {
  _id: string;
  state: number;
  amount: number;
  create_time: number;
  /** An array of { name, value } in Payme's answers (docs' example); an object is read too. */
  account?: Array<{ name?: string; value?: unknown }> | Record<string, unknown>;
}

interface PaymeCard {
  number: string;
  expire: string;
  token: string;
  verify: boolean;
}

function orderIdOf(account: PaymeReceipt['account']): string {
  if (Array.isArray(account)) {
    const field = account.find((entry) => entry.name === 'order_id');
    return field?.value === undefined ? '' : String(field.value);
  }
  const value = account?.order_id;
  return value === undefined ? '' : String(value);
}

function isReceipt(value: unknown): value is PaymeReceipt {
  const receipt = value as PaymeReceipt | null;
  return (
    typeof receipt === 'object' &&
    receipt !== null &&
    typeof receipt._id === 'string' &&
    typeof receipt.state === 'number' &&
    typeof receipt.amount === 'number' &&
    typeof receipt.create_time === 'number'
  );
}

function viewOf(receipt: PaymeReceipt): ReceiptView {
  return {
    receiptId: receipt._id,
    state: STATES[receipt.state] ?? 'other',
    amountTiyin: receipt.amount,
    orderId: orderIdOf(receipt.account),
    createdAt: new Date(receipt.create_time),
    providerState: receipt.state,
  };
}

function checkAmount(amountTiyin: number): void {
  if (!Number.isSafeInteger(amountTiyin) || amountTiyin <= 0) {
    throw new PaymentError('amount', null, `amount must be a positive whole number of tiyin, got ${amountTiyin}`);
  }
}

export function createPaymeProvider(options: PaymeOptions): PaymentsProvider {
  const fetch = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? (() => new Date());
  const lookbackMs = options.lookbackMs ?? DAY_MS;
  let nextId = 1;

  /** One JSON-RPC call with the server's credentials; the result, or a PaymentError. */
  async function call(method: string, params: Record<string, unknown>): Promise<unknown> {
    const id = nextId++;
    let response: Response;
    let body: { result?: unknown; error?: { code?: unknown; message?: unknown } } | null;
    try {
      response = await fetch(options.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Auth': `${options.merchantId}:${options.key}` },
        body: JSON.stringify({ id, method, params }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      body = response.status === 200 ? ((await response.json().catch(() => null)) as typeof body) : null;
    } catch (error) {
      options.logger.warn({ err: error, method }, 'Payme did not answer');
      throw new PaymentError('unavailable', null, `Payme did not answer ${method}`, { cause: error });
    }
    if (response.status !== 200 || body === null || typeof body !== 'object') {
      options.logger.warn({ method, status: response.status }, 'Payme answered outside its protocol');
      throw new PaymentError('unavailable', null, `Payme answered ${method} with HTTP ${response.status}`);
    }
    if (body.error) {
      const code = typeof body.error.code === 'number' ? body.error.code : null;
      const text = (body.error.message as { en?: unknown } | undefined)?.en;
      const kind = code === null ? 'unavailable' : kindOfPaymeCode(code);
      const log = kind === 'config' || kind === 'unavailable' ? options.logger.error.bind(options.logger) : options.logger.info.bind(options.logger);
      log({ method, code, kind }, 'Payme refused a call');
      throw new PaymentError(kind, code, `Payme refused ${method}: ${typeof text === 'string' ? text : String(code)}`);
    }
    if (!('result' in body)) throw new PaymentError('unavailable', null, `Payme answered ${method} without a result`);
    return body.result;
  }

  async function receiptCall(method: string, params: Record<string, unknown>): Promise<ReceiptView> {
    const result = (await call(method, params)) as { receipt?: unknown } | null;
    if (!isReceipt(result?.receipt)) throw new PaymentError('unavailable', null, `Payme answered ${method} without a receipt`);
    return viewOf(result.receipt);
  }

  const receipt = (receiptId: string) => receiptCall('receipts.get', { id: receiptId });

  /** The act; when refused (not unavailable), the receipt as it is now decides: `done(view)` is success. */
  async function actThenLook(act: () => Promise<ReceiptView>, receiptId: string, done: (view: ReceiptView) => boolean): Promise<ReceiptView> {
    try {
      return await act();
    } catch (error) {
      if (!(error instanceof PaymentError) || error.kind === 'unavailable' || error.kind === 'config') throw error;
      const now = await receipt(receiptId).catch(() => null);
      if (now && done(now)) return now;
      throw error;
    }
  }

  async function receiptsBetween(from: number, to: number): Promise<PaymeReceipt[]> {
    const found: PaymeReceipt[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await call('receipts.get_all', { count: PAGE, from, to, offset });
      if (!Array.isArray(page)) throw new PaymentError('unavailable', null, 'Payme answered receipts.get_all without a list');
      found.push(...page.filter(isReceipt));
      if (page.length < PAGE) return found;
    }
  }

  return {
    name: 'payme',
    cardForm: () => ({ endpoint: options.endpoint, merchantId: options.merchantId }),

    async checkCard(token) {
      const result = (await call('cards.check', { token })) as { card?: PaymeCard } | null;
      const card = result?.card;
      if (!card || typeof card.token !== 'string') throw new PaymentError('unavailable', null, 'Payme answered cards.check without a card');
      return { token: card.token, masked: card.number, expire: card.expire, verified: card.verify === true } satisfies CardView;
    },

    async removeCard(token) {
      try {
        await call('cards.remove', { token });
      } catch (error) {
        // Already removed (or never was): the card is gone either way.
        if (error instanceof PaymentError && error.providerCode === -31400) return;
        throw error;
      }
    },

    async createHold({ key, orderId, amountTiyin, description }) {
      checkAmount(amountTiyin);
      const now = clock().getTime();
      const earlier = (await receiptsBetween(now - lookbackMs, now + 60_000)).filter(
        (found) => orderIdOf(found.account) === orderId && found.amount === amountTiyin && found.state !== 50 && found.state !== 21,
      );
      if (earlier.length > 0) {
        const latest = earlier.reduce((a, b) => (b.create_time > a.create_time ? b : a));
        options.logger.info({ key, orderId, receiptId: latest._id }, 'Payme: the order has a live receipt already; answering it');
        return viewOf(latest);
      }
      const view = await receiptCall('receipts.create', { amount: amountTiyin, account: { order_id: orderId }, description, hold: true });
      options.logger.info({ key, orderId, receiptId: view.receiptId }, 'Payme receipt created (hold)');
      return view;
    },

    async pay({ receiptId, cardToken }) {
      const before = await receipt(receiptId);
      if (before.state !== 'created') {
        if (before.state === 'held' || before.state === 'paid' || before.state === 'other') return before;
        throw new PaymentError('state', null, `receipt ${receiptId} is ${before.state}; it cannot be paid`);
      }
      return actThenLook(
        () => receiptCall('receipts.pay', { id: receiptId, token: cardToken, hold: true }),
        receiptId,
        (now) => now.state === 'held' || now.state === 'paid',
      );
    },

    async capture({ receiptId, amountTiyin }) {
      if (amountTiyin !== undefined) checkAmount(amountTiyin);
      const before = await receipt(receiptId);
      if (before.state === 'paid') return before;
      if (before.state !== 'held') throw new PaymentError('state', null, `receipt ${receiptId} is ${before.state}; only a held receipt is captured`);
      if (amountTiyin !== undefined && amountTiyin > before.amountTiyin) {
        throw new PaymentError('amount', null, `cannot capture ${amountTiyin} of a hold of ${before.amountTiyin}`);
      }
      return actThenLook(
        () => receiptCall('receipts.confirm_hold', amountTiyin === undefined ? { id: receiptId } : { id: receiptId, amount: amountTiyin }),
        receiptId,
        (now) => now.state === 'paid',
      );
    },

    async release({ receiptId }) {
      const before = await receipt(receiptId);
      if (before.state === 'cancelled' || before.state === 'pending_cancel') return before;
      if (before.state !== 'held' && before.state !== 'created') {
        throw new PaymentError('state', null, `receipt ${receiptId} is ${before.state}; only a held or unpaid receipt is released`);
      }
      return actThenLook(
        () => receiptCall('receipts.cancel', { id: receiptId }),
        receiptId,
        (now) => now.state === 'cancelled' || now.state === 'pending_cancel',
      );
    },

    receipt,

    async statement(from, to) {
      return (await receiptsBetween(from.getTime(), to.getTime())).map(viewOf);
    },
  };
}

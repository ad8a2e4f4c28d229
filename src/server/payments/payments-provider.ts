/**
 * Card payments through a provider (issue 39, item 2): the buyer's card is tokenised by the
 * provider in the browser (Bozor never sees a card number), the price is held on it with a
 * receipt, captured when the deal completes and released when it is refunded. Payme first
 * (payme.ts); Click has no hold (README "Payments").
 *
 * Amounts are integers in tiyin (1 so'm = 100 tiyin).
 */

export interface CardView {
  token: string;
  /** As the provider shows it: 860049******6478. */
  masked: string;
  /** MM/YY. */
  expire: string;
  /** The holder confirmed it with the provider's SMS code. */
  verified: boolean;
}

/**
 * `pending_cancel`: queued for cancellation by the provider (Payme's state 21); `other`: between
 * states (being paid, being held, paused for the provider's staff): look again later.
 */
export type ReceiptState = 'created' | 'held' | 'paid' | 'cancelled' | 'pending_cancel' | 'other';

export interface ReceiptView {
  receiptId: string;
  state: ReceiptState;
  amountTiyin: number;
  /** Our deal's id, as the receipt's account carries it. */
  orderId: string;
  createdAt: Date;
  /** The provider's own state number (Payme: 0, 4, 5, 21, 50…), for logs and reconciliation. */
  providerState: number;
}

export type PaymentErrorKind = 'declined' | 'amount' | 'state' | 'not_found' | 'unavailable' | 'config';

/**
 * - `declined`: the card was refused (expired, insufficient funds, blocked, not verified, unknown
 *   token): the buyer can try another card;
 * - `amount`: the provider refused the amount;
 * - `state`: the receipt is not in a state that allows it (already captured, cancelled, being paid);
 * - `not_found`: no such receipt;
 * - `unavailable`: timeout, 5xx, network, an answer that is not the protocol's: the outcome is
 *   UNKNOWN; retry with the same key, or look the receipt up;
 * - `config`: our credentials or our request were refused: an operator must look (retrying will not help).
 */
export class PaymentError extends Error {
  constructor(
    readonly kind: PaymentErrorKind,
    readonly providerCode: number | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentError';
  }
}

export interface PaymentsProvider {
  readonly name: 'payme';
  /** What the browser needs to tokenise a card with the provider directly (Bozor never sees the number). */
  cardForm(): { endpoint: string; merchantId: string };
  /** The card a token stands for (cards.check): masked number, expiry, verified. */
  checkCard(token: string): Promise<CardView>;
  /** Forgets the card at the provider (cards.remove). Safe to repeat (an unknown token is gone already). */
  removeCard(token: string): Promise<void>;
  /**
   * A receipt for the amount with hold (receipts.create, hold: true); `orderId` is our deal's id,
   * `key` our idempotency key. Idempotent by order: before creating, the provider's receipts of the
   * last `lookbackMs` are searched for a live one (not cancelled) with the same order and amount,
   * and that one is answered instead, so a repeat after a timeout does not create a second
   * receipt. The caller still stores key → receiptId once it has an answer.
   */
  createHold(input: { key: string; orderId: string; amountTiyin: number; description: string }): Promise<ReceiptView>;
  /** Holds the card's money for the receipt (receipts.pay with the card token, hold: true): state 'held'. Safe to repeat. */
  pay(input: { receiptId: string; cardToken: string }): Promise<ReceiptView>;
  /** Captures a held receipt (receipts.confirm_hold), optionally a smaller amount. Safe to repeat (already paid = ok). */
  capture(input: { receiptId: string; amountTiyin?: number }): Promise<ReceiptView>;
  /**
   * Releases the hold or cancels an unpaid receipt (receipts.cancel). Safe to repeat (already
   * cancelled or queued for it = ok). A captured receipt is refused as 'state': at Payme,
   * cancelling a paid receipt is a refund, which this never does on the way.
   */
  release(input: { receiptId: string }): Promise<ReceiptView>;
  receipt(receiptId: string): Promise<ReceiptView>;
  /** The provider's own record for reconciliation (receipts.get_all) between two moments. */
  statement(from: Date, to: Date): Promise<ReceiptView[]>;
}

import { holdOf, type DealAmounts } from './safe-deal-money.ts';
/**
 * The safe deal's books (issue 39): double entry. Every movement of money is posted as entries
 * that sum to zero: one account debited (the money arrives there) and one credited (it leaves).
 * An account's balance is its debits minus its credits: what has arrived and not left.
 *
 *   buyer_card ──hold──▶ provider_hold ──capture──▶ provider_captured ──fee──────────▶ fee_income
 *       ▲                    │                            └──due_to_seller──▶ seller_due ──payout──▶ seller_paid
 *       └─────release────────┘
 *
 * `buyer_card` and `seller_paid` are outside Bozor (the buyer's card, the seller's account): the
 * other four are Bozor's own. After a completed and paid-out deal every one of Bozor's accounts
 * is back at zero but `fee_income`; after a refund all of them are.
 */
export const LEDGER_ACCOUNTS = ['buyer_card', 'provider_hold', 'provider_captured', 'fee_income', 'seller_due', 'seller_paid'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export const EXTERNAL_ACCOUNTS = ['buyer_card', 'seller_paid'] as const satisfies readonly LedgerAccount[];
/** Bozor's accounts that must be zero when nothing is in flight (fee_income aside). */
export const IN_FLIGHT_ACCOUNTS = ['provider_hold', 'provider_captured', 'seller_due'] as const satisfies readonly LedgerAccount[];

export const MOVEMENTS = ['hold', 'release', 'capture', 'fee', 'due_to_seller', 'payout'] as const;
export type Movement = (typeof MOVEMENTS)[number];

/** Each movement: the account the money leaves, the one it arrives in, and how much of the deal it is. */
const FLOWS: Record<Movement, { from: LedgerAccount; to: LedgerAccount; amount: (amounts: DealAmounts) => number }> = {
  hold: { from: 'buyer_card', to: 'provider_hold', amount: holdOf },
  release: { from: 'provider_hold', to: 'buyer_card', amount: holdOf },
  capture: { from: 'provider_hold', to: 'provider_captured', amount: holdOf },
  fee: { from: 'provider_captured', to: 'fee_income', amount: (amounts) => amounts.feeTiyin },
  due_to_seller: { from: 'provider_captured', to: 'seller_due', amount: (amounts) => amounts.priceTiyin },
  payout: { from: 'seller_due', to: 'seller_paid', amount: (amounts) => amounts.priceTiyin },
};

export interface Posting {
  account: LedgerAccount;
  direction: 'debit' | 'credit';
  amountTiyin: number;
}

/** The entries of a movement of a deal's amounts: a debit and a credit of one amount; none when it is 0 (a fee of 0 %). */
export function postings(movement: Movement, amounts: DealAmounts): Posting[] {
  const flow = FLOWS[movement];
  const amountTiyin = flow.amount(amounts);
  if (!Number.isSafeInteger(amountTiyin) || amountTiyin < 0) throw new RangeError(`ledger amount invalid: ${amountTiyin}`);
  if (amountTiyin === 0) return [];
  return [
    { account: flow.to, direction: 'debit', amountTiyin },
    { account: flow.from, direction: 'credit', amountTiyin },
  ];
}

/** The movements that settle a deal's money on its way out: capture with its split, or release. */
export const CAPTURE_MOVEMENTS = ['capture', 'fee', 'due_to_seller'] as const satisfies readonly Movement[];

/** An entry as the books hold it: a posting of one movement. */
export interface LedgerEntry extends Posting {
  movementId: number | string;
}

export interface Balance {
  /** Each account's debits minus credits (bigints: the sum of many deals may pass 2^53). */
  accounts: Record<LedgerAccount, bigint>;
  /** Movements whose entries do not sum to zero (there must be none). */
  unbalanced: Array<number | string>;
}

const signed = (entry: Posting): bigint => (entry.direction === 'debit' ? BigInt(entry.amountTiyin) : -BigInt(entry.amountTiyin));

export function balance(entries: readonly LedgerEntry[]): Balance {
  const accounts = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0n])) as Record<LedgerAccount, bigint>;
  const perMovement = new Map<number | string, bigint>();
  for (const entry of entries) {
    accounts[entry.account] += signed(entry);
    perMovement.set(entry.movementId, (perMovement.get(entry.movementId) ?? 0n) + signed(entry));
  }
  return { accounts, unbalanced: [...perMovement].filter(([, sum]) => sum !== 0n).map(([id]) => id) };
}

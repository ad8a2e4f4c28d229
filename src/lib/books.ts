import { LEDGER_ACCOUNTS, type LedgerAccount, type Movement } from './ledger.ts';
import { holdOf, TIYIN_PER_SOM, type DealAmounts } from './safe-deal-money.ts';
import type { DealState } from './safe-deal.ts';
import { DAY, HOUR } from './time-units.ts';

/**
 * The safe deal's books checked (issue 39, item 3): what a deal's accounts must hold in its
 * state, what the provider's receipt must say of it, the day the daily check compares, and the
 * operator's payout list as CSV. Pure: the books service (server/deals/books.service.ts) reads the
 * database and the provider and asks here.
 */

/** Where a deal's money is: nothing moved (or all of it back), held on the card, captured and split, or released. */
export type MoneyStage = 'none' | 'held' | 'captured' | 'released';

/** The stage a deal's state says its money is at (cancelled deals were never paid, or their late hold was released: nothing either way). */
export function stageOf(state: DealState): MoneyStage {
  switch (state) {
    case 'requested':
    case 'accepted':
    case 'cancelled':
      return 'none';
    case 'paid':
    case 'handed_over':
    case 'disputed':
      return 'held';
    case 'completed':
      return 'captured';
    case 'refunded':
      return 'released';
  }
}

/**
 * The stages a deal's books may be at: its state's, and for a deal that closed less than
 * `BOOKS_GRACE_MS` ago with money still to move (completed, refunded) the stage before too: the
 * state moves first and the provider's call and its posting follow (deals.service.ts; the
 * `deal-money` job finishes what a crash or a timeout left).
 */
export function acceptableStages(state: DealState, closedAt: string | null, now: Date): MoneyStage[] {
  const stage = stageOf(state);
  const recent = closedAt !== null && now.getTime() - Date.parse(closedAt) < BOOKS_GRACE_MS;
  return recent && (stage === 'captured' || stage === 'released') ? [stage, 'held'] : [stage];
}

/** How long a closed deal's money step may lag its move before the check calls it a difference. */
export const BOOKS_GRACE_MS = HOUR;

type Accounts = Record<LedgerAccount, bigint>;

/**
 * The accounts of one deal that differ from what `stage` says, each with what it holds and
 * what it should (empty: they match). Captured: the hold went to the provider's capture and on to
 * the fee and the seller, who may be paid out in part or whole (seller_due + seller_paid = price).
 */
export function booksDifferences(stage: MoneyStage, amounts: DealAmounts, accounts: Accounts): Array<{ account: string; has: string; wants: string }> {
  const hold = BigInt(holdOf(amounts));
  const zero = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0n])) as Accounts;
  const wanted: Partial<Record<LedgerAccount | 'seller_due+seller_paid', bigint>> =
    stage === 'held'
      ? { ...zero, buyer_card: -hold, provider_hold: hold }
      : stage === 'captured'
        ? {
            buyer_card: -hold,
            provider_hold: 0n,
            provider_captured: 0n,
            fee_income: BigInt(amounts.feeTiyin),
            'seller_due+seller_paid': BigInt(amounts.priceTiyin),
          }
        : zero;
  const has = (account: keyof typeof wanted) => (account === 'seller_due+seller_paid' ? accounts.seller_due + accounts.seller_paid : accounts[account]);
  const differences = Object.entries(wanted)
    .filter(([account, wants]) => has(account as keyof typeof wanted) !== wants)
    .map(([account, wants]) => ({ account, has: String(has(account as keyof typeof wanted)), wants: String(wants) }));
  if (stage === 'captured') {
    for (const account of ['seller_due', 'seller_paid'] as const)
      if (accounts[account] < 0n) differences.push({ account, has: String(accounts[account]), wants: '>= 0' });
  }
  return differences;
}

/** What the provider's receipt of a deal's hold should say, by the movements we posted of it: null when we moved no money with it. */
export function expectedReceiptState(movements: readonly Movement[]): 'held' | 'paid' | 'cancelled' | null {
  if (movements.includes('release')) return 'cancelled';
  if (movements.includes('capture')) return 'paid';
  if (movements.includes('hold')) return 'held';
  return null;
}

/**
 * Whether the provider's state of a receipt agrees with ours. A release may still be queued at
 * the provider (`pending_cancel`); a receipt we moved no money with may be unpaid or cancelled
 * (a hold the buyer's card refused), never held or paid.
 */
export function receiptAgrees(expected: 'held' | 'paid' | 'cancelled' | null, actual: string): boolean {
  if (expected === null) return actual === 'created' || actual === 'cancelled';
  if (expected === 'cancelled') return actual === 'cancelled' || actual === 'pending_cancel';
  return actual === expected;
}

/** Tashkent is UTC+5 all year. */
const TASHKENT_OFFSET_MS = 5 * HOUR;

/** The date of an instant in Tashkent, `YYYY-MM-DD`. */
export const tashkentDay = (at: Date): string => new Date(at.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);

/** The day before `now` in Tashkent, and its first and last millisecond as instants: the provider's statement the daily check compares. */
export function previousDay(now: Date): { day: string; from: Date; to: Date } {
  const local = new Date(now.getTime() + TASHKENT_OFFSET_MS);
  const todayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - TASHKENT_OFFSET_MS;
  const from = new Date(todayStart - DAY);
  return { day: tashkentDay(from), from, to: new Date(todayStart - 1) };
}

/** Tiyin as so'm with two decimals (`150000000` → `1500000.00`), exact for bigints. */
export function somOfTiyin(tiyin: bigint | number): string {
  const value = BigInt(tiyin);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const per = BigInt(TIYIN_PER_SOM);
  return `${sign}${abs / per}.${String(abs % per).padStart(2, '0')}`;
}

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. A text that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is
 * prefixed with an apostrophe first (OWASP's CSV injection advice); numbers and phone numbers
 * (`+998…`) are left as they are.
 */
export function csvField(value: string | number | bigint): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV lines with CRLF endings, as RFC 4180 and spreadsheets expect. */
export function csv(rows: ReadonlyArray<ReadonlyArray<string | number | bigint>>): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * A payout of `amountTiyin` spread over a seller's deals with money due, in the order given (the
 * oldest completed first): each deal paid what it is due until the amount is spent, the last one
 * perhaps in part. Null when the deals are due less than the amount.
 */
export function allocatePayout(
  amountTiyin: number,
  dues: ReadonlyArray<{ dealId: number; dueTiyin: number }>,
): Array<{ dealId: number; amountTiyin: number }> | null {
  const paid: Array<{ dealId: number; amountTiyin: number }> = [];
  let left = amountTiyin;
  for (const { dealId, dueTiyin } of dues) {
    if (left === 0) break;
    const part = Math.min(left, dueTiyin);
    if (part > 0) paid.push({ dealId, amountTiyin: part });
    left -= part;
  }
  return left === 0 ? paid : null;
}

/**
 * The tiyin an amount of so'm as an operator types it stands for: `600000.50`, `600000,5`, the
 * CSV's own `600000.50`, grouped `600.000,50`, `600 000` or `600,000.50`; null when it is not an
 * amount above zero with at most two decimals.
 */
export function tiyinOfSomText(typed: string): number | null {
  const compact = typed.trim().replace(/[\s\u00a0\u202f]/g, '');
  const match =
    /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact) ??
    /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(compact) ??
    /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const som = Number(match[1]!.replace(/[.,]/g, ''));
  const tiyin = som * TIYIN_PER_SOM + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(tiyin) && tiyin > 0 ? tiyin : null;
}

import { acceptableStages, booksDifferences, expectedReceiptState, previousDay, receiptAgrees, stageOf, BOOKS_GRACE_MS } from '../../lib/books.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { Notifier } from '../notices/notifier.ts';
import { PaymentError, type PaymentsProvider, type ReceiptView } from '../payments/payments-provider.ts';
import type { BooksRepository, DealMoney, LedgerFindingRow, NewFinding } from './books.repository.ts';

/** Deals read a batch at a time by the daily check. */
const BATCH = 500;

export interface BooksCheck {
  /** The Tashkent day whose provider statement was compared. */
  day: string;
  deals: number;
  receipts: number;
  /** Differences found this run (all of them, recorded before or not). */
  found: number;
  /** Of them, those recorded now for the first time (and told to the moderators). */
  recorded: number;
  /** False when no provider was there to compare with, or it did not answer (the books were still checked). */
  provider: boolean;
}

/**
 * The safe deal's books checked daily (issue 39, item 3), the `deal-books` job:
 *
 * 1. the books balance: every movement's entries sum to zero, and each deal's accounts are what
 *    its state says (lib/books.ts `booksDifferences`; a deal that closed within the hour may
 *    still wait for its money step, which the `deal-money` job posts);
 * 2. they match the provider: every receipt of yesterday's statement (Tashkent's day) has the
 *    state and amount our movements say, a receipt holding or taking money that no deal of ours
 *    knows is a difference, and every hold we posted yesterday is at the provider.
 *
 * Each difference is recorded once (`ledger_findings`, unique per kind and subject) and told to
 * every moderator with it, in one transaction: a rerun, or the job on a second instance, records
 * and tells nothing new. Nothing here changes the books: a person looks.
 */
export function createBooksService(deps: {
  books: BooksRepository;
  /** Null: no provider to compare with (the books are still checked). */
  payments: Pick<PaymentsProvider, 'statement' | 'receipt'> | null;
  notifier: Pick<Notifier, 'add'>;
  /** Who is told of a new finding. */
  moderators: () => Promise<number[]>;
  clock: Clock;
  logger: Logger;
}) {
  const { books, payments, notifier, clock, logger } = deps;

  /** Records what is not recorded yet and tells the moderators of it; the rows recorded now. */
  async function record(found: NewFinding[], now: string): Promise<LedgerFindingRow[]> {
    if (found.length === 0) return [];
    const moderators = await deps.moderators();
    return books.transaction(async (trx) => {
      const fresh = await books.addFindings(found, now, trx);
      await notifier.add(
        fresh.flatMap((finding) =>
          moderators.map((userId) => ({
            userId,
            type: 'ledger_finding' as const,
            data: { finding_id: finding.id, kind: finding.kind, subject: finding.subject },
            dedupeKey: `ledger_finding:${finding.id}`,
          })),
        ),
        now,
        trx,
      );
      return fresh;
    });
  }

  /** The books alone: movements that do not balance, deals whose accounts are not what their state says. */
  async function checkBooks(now: Date): Promise<{ deals: number; found: NewFinding[] }> {
    const found: NewFinding[] = (await books.unbalancedMovements()).map((movement) => ({
      kind: 'unbalanced_movement',
      subject: `movement:${movement.movementId}`,
      dealId: movement.dealId,
      receiptId: null,
      detail: { movement_id: movement.movementId, sum_tiyin: movement.sum },
    }));
    let deals = 0;
    for (let after = 0; ;) {
      const batch = await books.dealBooks(after, BATCH);
      for (const deal of batch) {
        const amounts = { priceTiyin: deal.priceTiyin, feeTiyin: deal.feeTiyin };
        const fits = acceptableStages(deal.state, deal.closedAt, now).some((stage) => booksDifferences(stage, amounts, deal.accounts).length === 0);
        if (!fits) {
          const stage = stageOf(deal.state);
          found.push({
            kind: 'deal_books',
            subject: `deal:${deal.id}`,
            dealId: deal.id,
            receiptId: null,
            detail: { state: deal.state, stage, differences: booksDifferences(stage, amounts, deal.accounts) },
          });
        }
      }
      deals += batch.length;
      if (batch.length < BATCH) break;
      after = batch.at(-1)!.id;
    }
    return { deals, found };
  }

  /** The receipt against the deal it names: a difference, or null when they agree (or the deal's money is still on its way). */
  function compare(receipt: ReceiptView, money: DealMoney | undefined, now: Date): NewFinding | null {
    const subject = `receipt:${receipt.receiptId}`;
    const ours = money?.movements.filter(
      (movement) => movement.providerRef === receipt.receiptId || (movement.providerRef === null && money.receiptId === receipt.receiptId),
    );
    const known = money !== undefined && (money.receiptId === receipt.receiptId || (ours?.length ?? 0) > 0);
    const base = { receipt_state: receipt.state, provider_state: receipt.providerState, amount_tiyin: receipt.amountTiyin, order_id: receipt.orderId };
    if (!known) {
      // A receipt that holds or took money no deal of ours knows of; one never paid, or cancelled, moved nothing.
      if (receipt.state === 'created' || receipt.state === 'cancelled') return null;
      return { kind: 'receipt_unknown', subject, dealId: money?.id ?? null, receiptId: receipt.receiptId, detail: base };
    }
    const expected = expectedReceiptState(ours!.map((movement) => movement.kind));
    if (!receiptAgrees(expected, receipt.state)) {
      const settling = money.closedAt !== null && now.getTime() - Date.parse(money.closedAt) < BOOKS_GRACE_MS;
      if (settling) return null;
      return { kind: 'receipt_state', subject, dealId: money.id, receiptId: receipt.receiptId, detail: { ...base, expected: expected ?? 'no money' } };
    }
    if (money.heldTiyin !== null && money.heldTiyin !== receipt.amountTiyin) {
      return { kind: 'receipt_amount', subject, dealId: money.id, receiptId: receipt.receiptId, detail: { ...base, held_tiyin: money.heldTiyin } };
    }
    return null;
  }

  const dealIdOf = (orderId: string): number | null => (/^\d{1,10}$/.test(orderId) ? Number(orderId) : null);

  /** Yesterday's statement against our movements, and yesterday's holds against the provider. */
  async function checkProvider(provider: NonNullable<typeof payments>, window: ReturnType<typeof previousDay>, now: Date) {
    const receipts = await provider.statement(window.from, window.to);
    const found: NewFinding[] = [];
    const seen = new Set(receipts.map((receipt) => receipt.receiptId));
    const holds = await books.holdsBetween(window.from.toISOString(), window.to.toISOString());
    const money = await books.dealsMoney([
      ...new Set([...receipts.map((receipt) => dealIdOf(receipt.orderId)), ...holds.map((hold) => hold.dealId)].filter((id) => id !== null)),
    ]);
    for (const receipt of receipts) {
      const dealId = dealIdOf(receipt.orderId);
      const finding = compare(receipt, dealId === null ? undefined : money.get(dealId), now);
      if (finding) found.push(finding);
    }
    // Our holds of the day that the statement does not list (created the day before, or unknown to the provider).
    for (const hold of holds) {
      if (hold.receiptId !== null && seen.has(hold.receiptId)) continue;
      let receipt: ReceiptView | null = null;
      if (hold.receiptId !== null) {
        try {
          receipt = await provider.receipt(hold.receiptId);
        } catch (error) {
          if (!(error instanceof PaymentError && error.kind === 'not_found')) throw error;
        }
      }
      if (receipt === null) {
        found.push({
          kind: 'hold_missing',
          subject: hold.receiptId === null ? `deal:${hold.dealId}` : `receipt:${hold.receiptId}`,
          dealId: hold.dealId,
          receiptId: hold.receiptId,
          detail: { deal_id: hold.dealId },
        });
        continue;
      }
      const finding = compare(receipt, hold.dealId === null ? undefined : money.get(hold.dealId), now);
      if (finding) found.push(finding);
    }
    return { receipts: receipts.length, found };
  }

  return {
    /** The daily check (the `deal-books` job): what it compared and found. */
    async check(): Promise<BooksCheck> {
      const now = clock();
      const at = now.toISOString();
      const window = previousDay(now);
      const own = await checkBooks(now);
      let recorded = (await record(own.found, at)).length;
      let found = own.found.length;
      let receipts = 0;
      let provider = false;
      if (payments) {
        try {
          const theirs = await checkProvider(payments, window, now);
          recorded += (await record(theirs.found, at)).length;
          found += theirs.found.length;
          receipts = theirs.receipts;
          provider = true;
        } catch (error) {
          // The provider unreachable: the books were checked; the comparison waits for the next run (or a run asked for by hand).
          logger.error({ err: error, day: window.day }, 'deal-books: the provider’s statement could not be compared');
        }
      }
      if (recorded > 0) logger.warn({ day: window.day, recorded }, 'deal-books: differences found in the safe deal’s books');
      return { day: window.day, deals: own.deals, receipts, found, recorded, provider };
    },

    /** The findings for the moderators: open ones, or all (the open first), newest first. */
    findings(options: { open: boolean; limit: number }) {
      return books.findings(options);
    },

    /** A moderator marks a finding looked at (once; again changes nothing). */
    async resolve(moderatorId: number, findingId: number): Promise<LedgerFindingRow> {
      const row = await books.resolve(findingId, moderatorId, clock().toISOString());
      if (!row) throw new AppError('not_found');
      return row;
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;

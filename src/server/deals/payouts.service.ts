import { allocatePayout, csv, somOfTiyin, tashkentDay } from '../../lib/books.ts';
import { postings } from '../../lib/ledger.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import type { LedgerRepository } from './ledger.repository.ts';
import type { PayoutLogRow, PayoutsRepository } from './payouts.repository.ts';

/** Audit rows a list shows at most. */
const LOG_LIMIT = 200;

/**
 * Paying sellers (issue 39, item 3). Until a payout API is configured, an operator pays each
 * seller by bank transfer from the list (or its CSV) and marks it paid here: the amount is posted
 * as `payout` movements (seller_due → seller_paid) over the seller's deals, the oldest completed
 * first, with an audit row of who, when, how much and the bank's reference, all in one
 * transaction gated by one conditional write (payouts.repository.ts `raisePaid`): never more than
 * is due, however many marks race. The same mark again (same seller and reference) is the same
 * payout, answered again.
 */
export function createPayoutsService(deps: {
  payouts: PayoutsRepository;
  ledger: Pick<LedgerRepository, 'post'>;
  users: Pick<UsersRepository, 'findById'>;
  clock: Clock;
}) {
  const { payouts, ledger, users, clock } = deps;

  return {
    /** Each seller's money due, the longest waiting first, and the total. */
    async due() {
      const sellers = await payouts.dueBySeller();
      return { sellers, totalTiyin: sellers.reduce((sum, seller) => sum + seller.dueTiyin, 0n) };
    },

    /** The list as CSV for the operator's bank (seller id, name, phone, amount in so'm with tiyin, deals, since), and today's date in Tashkent for its name. */
    async csv(): Promise<{ day: string; text: string }> {
      const sellers = await payouts.dueBySeller();
      const day = tashkentDay(clock());
      const text = csv([
        ['seller_id', 'name', 'phone', 'amount_som', 'deals', 'since'],
        ...sellers.map((seller) => [seller.sellerId, seller.username, seller.phone, somOfTiyin(seller.dueTiyin), seller.deals, seller.since ?? '']),
      ]);
      return { day, text };
    },

    /**
     * Marks `amountTiyin` paid to the seller under the bank's `reference`: `repeated` when this
     * seller's payout with this reference and amount was marked already (nothing more is posted).
     * 404 for no such account; 409 `payout_exceeds_due` for more than is due,
     * `payout_reference_taken` for the reference of another amount.
     */
    async markPaid(
      operatorId: number,
      sellerId: number,
      mark: { amountTiyin: number; reference: string },
    ): Promise<{ payout: PayoutLogRow; repeated: boolean }> {
      if (!(await users.findById(sellerId))) throw new AppError('not_found');
      const at = clock().toISOString();
      const repeatOf = (row: PayoutLogRow | undefined) => {
        if (!row) return null;
        if (Number(row.amount_tiyin) !== mark.amountTiyin) throw new AppError('payout_reference_taken');
        return { payout: row, repeated: true };
      };
      const earlier = repeatOf(await payouts.findLog(sellerId, mark.reference));
      if (earlier) return earlier;
      const outcome = await payouts
        .transaction(async (trx) => {
          const payout = await payouts.addLog({ sellerId, operatorId, amountTiyin: mark.amountTiyin, reference: mark.reference, at }, trx);
          // Marked meanwhile by a parallel request: its row is committed (the unique index waited for it).
          if (!payout) return { repeat: true as const };
          if (!(await payouts.raisePaid(sellerId, mark.amountTiyin, at, trx))) throw new AppError('payout_exceeds_due');
          const parts = allocatePayout(mark.amountTiyin, await payouts.dueDeals(sellerId, trx));
          // The paid-out total and the deals' seller_due disagree: the books need a person, not a payout.
          if (!parts) throw new Error(`payouts: seller ${sellerId}'s deals are due less than the paid-out total allows`);
          for (const part of parts) {
            await ledger.post(
              { key: `payout:${payout.id}:deal:${part.dealId}`, kind: 'payout', dealId: part.dealId, providerRef: mark.reference, at },
              postings('payout', { priceTiyin: part.amountTiyin, feeTiyin: 0 }),
              trx,
            );
          }
          return { repeat: false as const, payout };
        })
        .catch(async (error: unknown) => {
          // Said with what is due now (read after the transaction ended: it wrote nothing).
          if (error instanceof AppError && error.code === 'payout_exceeds_due')
            throw new AppError('payout_exceeds_due', { params: { due: await dueSom(sellerId) } });
          throw error;
        });
      if (!outcome.repeat) return { payout: outcome.payout, repeated: false };
      const repeat = repeatOf(await payouts.findLog(sellerId, mark.reference));
      if (!repeat) throw new Error(`payouts: seller ${sellerId}'s payout ${mark.reference} vanished`);
      return repeat;
    },

    /** The audit log of payouts marked, newest first. */
    log(sellerId?: number) {
      return payouts.log({ ...(sellerId !== undefined && { sellerId }), limit: LOG_LIMIT });
    },
  };

  async function dueSom(sellerId: number): Promise<string> {
    const seller = (await payouts.dueBySeller()).find((each) => each.sellerId === sellerId);
    return somOfTiyin(seller?.dueTiyin ?? 0n);
  }
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

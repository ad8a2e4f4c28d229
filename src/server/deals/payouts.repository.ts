import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, PayoutLogTable } from '../db/schema.ts';

export type PayoutLogRow = Selectable<PayoutLogTable>;

/** A seller's money due: the seller_due not yet paid out, over the deals that still have some. */
export interface SellerDue {
  sellerId: number;
  username: string;
  phone: string;
  /** Bigint: the sum of many deals. */
  dueTiyin: bigint;
  deals: number;
  /** When the oldest of those deals completed. */
  since: string | null;
}

const signed = sql`case when e.direction = 'debit' then e.amount_tiyin else -e.amount_tiyin end`;

/**
 * The sellers' payouts (issue 39, item 3): what each is due (the ledger's seller_due by deal), and
 * marking a payout paid: its log row (one per seller and reference), the conditional UPDATE of the
 * seller's paid-out total that never passes what the ledger says they earned, and the deals it pays.
 */
export function createPayoutsRepository(db: Kysely<DB>) {
  /** Each deal of a seller (or every seller) whose seller_due is above zero, with it. */
  const dueByDeal = (trx: Kysely<DB> | Transaction<DB>, sellerId?: number) =>
    trx
      .selectFrom('deals as d')
      .innerJoin('ledger_entries as e', (join) => join.onRef('e.deal_id', '=', 'd.id').on('e.account', '=', 'seller_due'))
      .select(['d.id as deal_id', 'd.seller_id', 'd.completed_at', sql<string | number>`sum(${signed})`.as('due')])
      .$if(sellerId !== undefined, (query) => query.where('d.seller_id', '=', sellerId!))
      .groupBy(['d.id', 'd.seller_id', 'd.completed_at'])
      .having(sql`sum(${signed})`, '>', 0);

  return {
    transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Every seller with money due, the longest waiting first. */
    async dueBySeller(): Promise<SellerDue[]> {
      const rows = await db
        .with('per_deal', (qb) => dueByDeal(qb as unknown as Kysely<DB>))
        .selectFrom('per_deal')
        .innerJoin('users', 'users.id', 'per_deal.seller_id')
        .select([
          'per_deal.seller_id',
          'users.username',
          'users.phone_number',
          sql<string>`cast(sum(per_deal.due) as text)`.as('due'),
          sql<number>`count(*)`.as('deals'),
          sql<string | null>`min(per_deal.completed_at)`.as('since'),
        ])
        .groupBy(['per_deal.seller_id', 'users.username', 'users.phone_number'])
        .orderBy(sql`min(per_deal.completed_at)`)
        .orderBy('per_deal.seller_id')
        .execute();
      return rows.map((row) => ({
        sellerId: row.seller_id,
        username: row.username,
        phone: row.phone_number,
        dueTiyin: BigInt(String(row.due).split('.')[0]!),
        deals: Number(row.deals),
        since: row.since === null ? null : new Date(row.since).toISOString(),
      }));
    },

    /** A seller's deals with money due, the oldest completed first (the order a payout pays them in). */
    async dueDeals(sellerId: number, trx: Transaction<DB>): Promise<Array<{ dealId: number; dueTiyin: number }>> {
      const rows = await dueByDeal(trx, sellerId).orderBy('d.completed_at').orderBy('d.id').execute();
      return rows.map((row) => ({ dealId: row.deal_id, dueTiyin: Number(row.due) }));
    },

    /** Writes the payout's log row; undefined when the seller has a payout with this reference already. */
    async addLog(row: { sellerId: number; operatorId: number; amountTiyin: number; reference: string; at: string }, trx: Transaction<DB>) {
      return trx
        .insertInto('payout_log')
        .values({ seller_id: row.sellerId, operator_id: row.operatorId, amount_tiyin: row.amountTiyin, reference: row.reference, at: row.at })
        .onConflict((oc) => oc.columns(['seller_id', 'reference']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    findLog(sellerId: number, reference: string, trx: Kysely<DB> | Transaction<DB> = db): Promise<PayoutLogRow | undefined> {
      return trx.selectFrom('payout_log').selectAll().where('seller_id', '=', sellerId).where('reference', '=', reference).executeTakeFirst();
    },

    /**
     * Adds `amountTiyin` to the seller's paid-out total in one conditional UPDATE, only when the
     * total stays within what the ledger says they earned (every due_to_seller of their deals).
     * Parallel payouts of one seller queue on the row and each sees the total the one before left.
     * False: more than is due.
     */
    async raisePaid(sellerId: number, amountTiyin: number, now: string, trx: Transaction<DB>): Promise<boolean> {
      await trx
        .insertInto('payout_balances')
        .values({ seller_id: sellerId, paid_tiyin: 0, updated_at: now })
        .onConflict((oc) => oc.column('seller_id').doNothing())
        .execute();
      const earned = trx
        .selectFrom('ledger_entries as e')
        .innerJoin('deals as d', 'd.id', 'e.deal_id')
        .select(sql`coalesce(sum(e.amount_tiyin), 0)`.as('earned'))
        .where('d.seller_id', '=', sellerId)
        .where('e.account', '=', 'seller_due')
        .where('e.direction', '=', 'debit');
      const row = await trx
        .updateTable('payout_balances')
        .set({ paid_tiyin: sql`paid_tiyin + ${amountTiyin}`, updated_at: now })
        .where('seller_id', '=', sellerId)
        .where(sql`paid_tiyin + ${amountTiyin}`, '<=', earned)
        .returning('seller_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The payouts marked, newest first (a seller's, or everyone's). */
    log(options: { sellerId?: number; limit: number }) {
      return db
        .selectFrom('payout_log')
        .innerJoin('users as seller', 'seller.id', 'payout_log.seller_id')
        .innerJoin('users as operator', 'operator.id', 'payout_log.operator_id')
        .select([
          'payout_log.id',
          'payout_log.seller_id',
          'seller.username as seller_username',
          'payout_log.operator_id',
          'operator.username as operator_username',
          'payout_log.amount_tiyin',
          'payout_log.reference',
          'payout_log.at',
        ])
        .$if(options.sellerId !== undefined, (query) => query.where('payout_log.seller_id', '=', options.sellerId!))
        .orderBy('payout_log.at', 'desc')
        .orderBy('payout_log.id', 'desc')
        .limit(options.limit)
        .execute();
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;

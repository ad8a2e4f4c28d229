import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { LEDGER_ACCOUNTS, type LedgerAccount, type Movement, type Posting } from '../../lib/ledger.ts';

/** The books as the database holds them: each account's debits minus credits, and the movements that do not sum to zero. */
export interface Books {
  /** Bigints: the sum over every deal may pass 2^53. */
  accounts: Record<LedgerAccount, bigint>;
  unbalanced: number[];
}

/** The signed amount of an entry: debits count up, credits down. */
const signedAmount = sql<number>`case when direction = 'debit' then amount_tiyin else -amount_tiyin end`;

/** The ledger's movements and entries (lib/ledger.ts decides them): posted once per key, summed for the checks. */
export function createLedgerRepository(db: Kysely<DB>) {
  return {
    /**
     * Posts a movement under its idempotency key: the movement row first (the unique key decides:
     * a repeated callback or a job run twice finds it there and posts nothing), then its entries,
     * in the caller's transaction. True when this call posted it.
     */
    async post(
      movement: { key: string; kind: Movement; dealId: number | null; providerRef?: string | null; at: string },
      postings: readonly Posting[],
      trx: Transaction<DB>,
    ): Promise<boolean> {
      const row = await trx
        .insertInto('ledger_movements')
        .values({ key: movement.key, kind: movement.kind, deal_id: movement.dealId, provider_ref: movement.providerRef ?? null, at: movement.at })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      if (postings.length > 0) {
        await trx
          .insertInto('ledger_entries')
          .values(
            postings.map((posting) => ({
              movement_id: row.id,
              deal_id: movement.dealId,
              account: posting.account,
              direction: posting.direction,
              amount_tiyin: posting.amountTiyin,
              at: movement.at,
            })),
          )
          .execute();
      }
      return true;
    },

    /** Every account's balance (over one deal's entries when given) and the movements that do not balance (there must be none). */
    async books(dealId?: number): Promise<Books> {
      // Summed as text: PostgreSQL's sum of bigints is numeric, exact as a string, not as a double.
      const sums = await db
        .selectFrom('ledger_entries')
        .select(['account', sql<string>`cast(sum(${signedAmount}) as text)`.as('total')])
        .$if(dealId !== undefined, (query) => query.where('deal_id', '=', dealId!))
        .groupBy('account')
        .execute();
      const unbalanced = await db
        .selectFrom('ledger_entries')
        .select('movement_id')
        .$if(dealId !== undefined, (query) => query.where('deal_id', '=', dealId!))
        .groupBy('movement_id')
        .having(sql`sum(${signedAmount})`, '<>', 0)
        .orderBy('movement_id')
        .execute();
      const accounts = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0n])) as Record<LedgerAccount, bigint>;
      for (const { account, total } of sums) accounts[account] = BigInt(total);
      return { accounts, unbalanced: unbalanced.map((row) => row.movement_id) };
    },

    /**
     * Deals whose money step has not been posted yet (the step follows the move: the deal is
     * refunded or completed first, in one conditional write, then the provider is called and the
     * movement posted; a crash or a provider timeout between leaves it here for the job): a
     * refunded deal that was paid and has no `release`, a completed one without `capture`.
     * Oldest first.
     */
    awaitingMoney(limit: number): Promise<Array<{ dealId: number; step: 'capture' | 'release' }>> {
      const missing = (kind: Movement) => sql<boolean>`not exists (select 1 from ledger_movements m where m.deal_id = deals.id and m.kind = ${kind})`;
      return db
        .selectFrom('deals')
        .select(['deals.id as dealId', sql<'capture' | 'release'>`case when deals.state = 'completed' then 'capture' else 'release' end`.as('step')])
        .where((eb) =>
          eb.or([
            eb.and([eb('deals.state', '=', 'refunded'), eb('deals.paid_at', 'is not', null), missing('release')]),
            eb.and([eb('deals.state', '=', 'completed'), missing('capture')]),
          ]),
        )
        .orderBy('deals.closed_at')
        .orderBy('deals.id')
        .limit(limit)
        .execute();
    },

    /** A deal's movements, oldest first (its receipt page, the daily check against the provider). */
    movementsOf(dealId: number): Promise<Array<{ id: number; kind: Movement; key: string; provider_ref: string | null; at: string }>> {
      return db.selectFrom('ledger_movements').select(['id', 'kind', 'key', 'provider_ref', 'at']).where('deal_id', '=', dealId).orderBy('id').execute();
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

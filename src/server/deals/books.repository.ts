import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, LedgerFindingKind, LedgerFindingsTable } from '../db/schema.ts';
import { LEDGER_ACCOUNTS, type LedgerAccount, type Movement } from '../../lib/ledger.ts';
import type { DealState } from '../../lib/safe-deal.ts';

export type LedgerFindingRow = Selectable<LedgerFindingsTable>;

export interface NewFinding {
  kind: LedgerFindingKind;
  subject: string;
  dealId: number | null;
  receiptId: string | null;
  detail: Record<string, unknown>;
}

/** A deal with its accounts' balances (bigints: exact whatever the sums). */
export interface DealBooks {
  id: number;
  state: DealState;
  priceTiyin: number;
  feeTiyin: number;
  closedAt: string | null;
  accounts: Record<LedgerAccount, bigint>;
}

/** A deal's money as the provider should know it: its receipt, the movements posted of it, and the amount held. */
export interface DealMoney {
  id: number;
  receiptId: string | null;
  closedAt: string | null;
  movements: Array<{ kind: Movement; providerRef: string | null }>;
  /** What the `hold` movement moved (null without one). */
  heldTiyin: number | null;
}

const signed = sql`case when e.direction = 'debit' then e.amount_tiyin else -e.amount_tiyin end`;

/** The SQL of the daily books check (deals/books.service.ts): the books read by deal and by day, and the findings. */
export function createBooksRepository(db: Kysely<DB>) {
  return {
    transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Movements whose entries do not sum to zero, with their deal (there must be none). */
    unbalancedMovements(): Promise<Array<{ movementId: number; dealId: number | null; sum: string }>> {
      return db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_movements as m', 'm.id', 'e.movement_id')
        .select(['e.movement_id as movementId', 'm.deal_id as dealId', sql<string>`cast(sum(${signed}) as text)`.as('sum')])
        .groupBy(['e.movement_id', 'm.deal_id'])
        .having(sql`sum(${signed})`, '<>', 0)
        .orderBy('e.movement_id')
        .execute();
    },

    /** A batch of deals after `afterId`, by id, each with its accounts' balances. */
    async dealBooks(afterId: number, limit: number): Promise<DealBooks[]> {
      const sums = LEDGER_ACCOUNTS.map((account) =>
        sql<string>`cast(coalesce(sum(case when e.account = ${account} then ${signed} end), 0) as text)`.as(account),
      );
      const rows = await db
        .selectFrom('deals as d')
        .leftJoin('ledger_entries as e', 'e.deal_id', 'd.id')
        .select(['d.id', 'd.state', 'd.price_tiyin', 'd.fee_tiyin', 'd.closed_at', ...sums])
        .where('d.id', '>', afterId)
        .groupBy(['d.id', 'd.state', 'd.price_tiyin', 'd.fee_tiyin', 'd.closed_at'])
        .orderBy('d.id')
        .limit(limit)
        .execute();
      return rows.map((row) => {
        const record = row as unknown as Record<string, string>;
        return {
          id: row.id,
          state: row.state,
          priceTiyin: Number(row.price_tiyin),
          feeTiyin: Number(row.fee_tiyin),
          closedAt: row.closed_at,
          accounts: Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, BigInt(record[account]!)])) as Record<LedgerAccount, bigint>,
        };
      });
    },

    /** The `hold` movements posted between two instants (inclusive), with their receipt and deal. */
    holdsBetween(from: string, to: string): Promise<Array<{ dealId: number | null; receiptId: string | null }>> {
      return db
        .selectFrom('ledger_movements')
        .select(['deal_id as dealId', 'provider_ref as receiptId'])
        .where('kind', '=', 'hold')
        .where('at', '>=', from)
        .where('at', '<=', to)
        .orderBy('id')
        .execute();
    },

    /** The money of these deals as the provider should know it (deals not found are left out). */
    async dealsMoney(dealIds: readonly number[]): Promise<Map<number, DealMoney>> {
      const found = new Map<number, DealMoney>();
      if (dealIds.length === 0) return found;
      const deals = await db
        .selectFrom('deals')
        .select(['id', 'receipt_id', 'closed_at'])
        .where('id', 'in', [...dealIds])
        .execute();
      for (const deal of deals) found.set(deal.id, { id: deal.id, receiptId: deal.receipt_id, closedAt: deal.closed_at, movements: [], heldTiyin: null });
      if (found.size === 0) return found;
      const movements = await db
        .selectFrom('ledger_movements as m')
        .leftJoin('ledger_entries as e', (join) => join.onRef('e.movement_id', '=', 'm.id').on('e.direction', '=', 'debit'))
        .select(['m.deal_id', 'm.kind', 'm.provider_ref', 'e.amount_tiyin'])
        .where('m.deal_id', 'in', [...found.keys()])
        .orderBy('m.id')
        .execute();
      for (const movement of movements) {
        const money = found.get(movement.deal_id!)!;
        money.movements.push({ kind: movement.kind, providerRef: movement.provider_ref });
        if (movement.kind === 'hold' && movement.amount_tiyin !== null) money.heldTiyin = Number(movement.amount_tiyin);
      }
      return found;
    },

    /** Records findings not recorded yet (one per kind and subject, whoever else is recording them); the rows this call wrote. */
    async addFindings(findings: readonly NewFinding[], now: string, trx: Transaction<DB>): Promise<LedgerFindingRow[]> {
      if (findings.length === 0) return [];
      return trx
        .insertInto('ledger_findings')
        .values(
          findings.map((finding) => ({
            kind: finding.kind,
            subject: finding.subject,
            deal_id: finding.dealId,
            receipt_id: finding.receiptId,
            detail: JSON.stringify(finding.detail),
            found_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['kind', 'subject']).doNothing())
        .returningAll()
        .execute();
    },

    /** Findings, the open ones first and newest first within each. */
    findings(options: { open: boolean; limit: number }): Promise<LedgerFindingRow[]> {
      return db
        .selectFrom('ledger_findings')
        .selectAll()
        .$if(options.open, (query) => query.where('resolved_at', 'is', null))
        .orderBy(sql`case when resolved_at is null then 0 else 1 end`)
        .orderBy('found_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit)
        .execute();
    },

    /** Marks a finding looked at, once: the row as it stands after (undefined: no such finding). */
    async resolve(id: number, by: number, now: string): Promise<LedgerFindingRow | undefined> {
      await db.updateTable('ledger_findings').set({ resolved_at: now, resolved_by: by }).where('id', '=', id).where('resolved_at', 'is', null).execute();
      return db.selectFrom('ledger_findings').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;

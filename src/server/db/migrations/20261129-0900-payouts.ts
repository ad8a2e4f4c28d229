import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { timestampType, withIdColumn } from '../dialect.ts';

/**
 * The safe deal's books checked and the sellers paid (issue 39, item 3; deals/books.service.ts,
 * deals/payouts.repository.ts).
 *
 * - `ledger_findings`: a difference the daily `deal-books` job found (books that do not balance, a
 *   deal's accounts not what its state says, the provider's receipt not what our movements say).
 *   One row per kind and subject (`receipt:<id>`, `deal:<id>`, `movement:<id>`): a rerun finds it
 *   there and writes nothing, so two instances or two runs flag it once. `resolved_at`: a
 *   moderator looked at it.
 * - `payout_balances`: what each seller has been paid out in all, the one row a payout's
 *   conditional UPDATE moves (never past what the ledger says they are due), so parallel marks
 *   cannot pay more than is due.
 * - `payout_log`: who marked what as paid to whom, when, with the bank's reference; one row per
 *   seller and reference, so a repeated mark is the same payout.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);
  await withIdColumn(db.schema.createTable('ledger_findings'), kind)
    .addColumn('kind', 'varchar(24)', (col) =>
      col.notNull().check(sql`kind in ('unbalanced_movement', 'deal_books', 'receipt_unknown', 'receipt_state', 'receipt_amount', 'hold_missing')`),
    )
    .addColumn('subject', 'varchar(120)', (col) => col.notNull())
    .addColumn('deal_id', 'integer', (col) => col.references('deals.id'))
    .addColumn('receipt_id', 'varchar(64)')
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('found_at', ts, (col) => col.notNull())
    .addColumn('resolved_at', ts)
    .addColumn('resolved_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema.createIndex('ledger_findings_subject_idx').on('ledger_findings').columns(['kind', 'subject']).unique().execute();
  // The moderators' list: the open ones, newest first.
  await sql`create index ledger_findings_open_idx on ledger_findings (found_at) where resolved_at is null`.execute(db);

  await db.schema
    .createTable('payout_balances')
    .addColumn('seller_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('paid_tiyin', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`paid_tiyin >= 0`),
    )
    .addColumn('updated_at', ts, (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('payout_log'), kind)
    .addColumn('seller_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('amount_tiyin', 'bigint', (col) => col.notNull().check(sql`amount_tiyin > 0`))
    .addColumn('reference', 'varchar(64)', (col) => col.notNull())
    .addColumn('at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payout_log_reference_idx').on('payout_log').columns(['seller_id', 'reference']).unique().execute();
  await db.schema.createIndex('payout_log_at_idx').on('payout_log').columns(['at']).execute();
}

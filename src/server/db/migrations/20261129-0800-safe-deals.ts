import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { timestampType, withIdColumn } from '../dialect.ts';

/**
 * Safe deals (issue 39; the rules are lib/safe-deal.ts, the books lib/ledger.ts).
 *
 * - `deals`: one row a deal. `state` moves only by conditional UPDATEs (deals.repository.ts);
 *   `version` counts them. `due_at`/`due_move` are the next deadline and the clock's move then
 *   (null in final states and once a dispute is overdue), indexed for the deadline job over open
 *   deals only. A buyer holds at most one open deal per listing: a partial unique index, so that
 *   parallel requests give one deal. The listing may be deleted later: the deal keeps its title
 *   and price, and `listing_id` becomes null. Amounts are tiyin (bigint).
 *   The handover code is kept only as its keyed hash (deals/handover-code.ts); `code_attempts`
 *   counts wrong entries.
 * - `deal_events`: the timeline, one row a move (`actor_id` null for the clock and the provider).
 * - `ledger_movements` and `ledger_entries`: double entry. A movement's `key` is unique (its
 *   idempotency key: a repeated callback or job posts once); its entries are debits and credits
 *   of positive amounts that sum to zero.
 * - `payment_calls`: the journal of calls to the payment provider, one row per idempotency key,
 *   claimed before the call, so that no key is called twice at once and a job can settle the
 *   calls whose answer was lost (`unknown`, or `started` and stale).
 */
const OPEN_STATES = "state in ('requested', 'accepted', 'paid', 'handed_over', 'disputed')";

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);
  await withIdColumn(db.schema.createTable('deals'), kind)
    .addColumn('listing_id', 'integer', (col) => col.references('listings.id').onDelete('set null'))
    .addColumn('listing_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('listing_title', 'text', (col) => col.notNull())
    .addColumn('buyer_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('seller_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('state', 'varchar(16)', (col) =>
      col.notNull().check(sql`state in ('requested', 'accepted', 'paid', 'handed_over', 'disputed', 'completed', 'cancelled', 'refunded')`),
    )
    .addColumn('price_tiyin', 'bigint', (col) => col.notNull().check(sql`price_tiyin > 0 and price_tiyin <= 1000000000000000`))
    .addColumn('fee_tiyin', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`fee_tiyin >= 0`),
    )
    .addColumn('requested_at', ts, (col) => col.notNull())
    .addColumn('accepted_at', ts)
    .addColumn('paid_at', ts)
    .addColumn('handed_over_at', ts)
    .addColumn('disputed_at', ts)
    .addColumn('overdue_at', ts)
    .addColumn('completed_at', ts)
    .addColumn('closed_at', ts)
    .addColumn('due_at', ts)
    .addColumn('due_move', 'varchar(20)')
    .addColumn('handover_code_hash', 'varchar(64)')
    .addColumn('code_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('receipt_id', 'varchar(64)')
    .addColumn('card_masked', 'varchar(24)')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('deals_two_sides', sql`buyer_id <> seller_id`)
    .execute();
  await sql`create unique index deals_one_open_idx on deals (listing_id, buyer_id) where ${sql.raw(OPEN_STATES)}`.execute(db);
  await sql`create index deals_due_idx on deals (due_at) where ${sql.raw(OPEN_STATES)} and due_at is not null`.execute(db);
  await db.schema.createIndex('deals_buyer_idx').on('deals').columns(['buyer_id', 'requested_at']).execute();
  await db.schema.createIndex('deals_seller_idx').on('deals').columns(['seller_id', 'requested_at']).execute();

  await withIdColumn(db.schema.createTable('deal_events'), kind)
    .addColumn('deal_id', 'integer', (col) => col.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('at', ts, (col) => col.notNull())
    .addColumn('move', 'varchar(20)', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('users.id'))
    .addColumn('from_state', 'varchar(16)')
    .addColumn('to_state', 'varchar(16)', (col) => col.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('deal_events_deal_idx').on('deal_events').columns(['deal_id', 'id']).execute();

  await withIdColumn(db.schema.createTable('ledger_movements'), kind)
    .addColumn('deal_id', 'integer', (col) => col.references('deals.id'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull().check(sql`kind in ('hold', 'release', 'capture', 'fee', 'due_to_seller', 'payout')`))
    .addColumn('key', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('provider_ref', 'varchar(64)')
    .addColumn('at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ledger_movements_deal_idx').on('ledger_movements').columns(['deal_id', 'id']).execute();

  await withIdColumn(db.schema.createTable('ledger_entries'), kind)
    .addColumn('movement_id', 'integer', (col) => col.notNull().references('ledger_movements.id'))
    .addColumn('deal_id', 'integer', (col) => col.references('deals.id'))
    .addColumn('account', 'varchar(20)', (col) =>
      col.notNull().check(sql`account in ('buyer_card', 'provider_hold', 'provider_captured', 'fee_income', 'seller_due', 'seller_paid')`),
    )
    .addColumn('direction', 'varchar(6)', (col) => col.notNull().check(sql`direction in ('debit', 'credit')`))
    .addColumn('amount_tiyin', 'bigint', (col) => col.notNull().check(sql`amount_tiyin > 0`))
    .addColumn('at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_movement_idx').on('ledger_entries').columns(['movement_id']).execute();
  await db.schema.createIndex('ledger_entries_account_idx').on('ledger_entries').columns(['account', 'deal_id']).execute();

  await db.schema
    .createTable('payment_calls')
    .addColumn('key', 'varchar(120)', (col) => col.primaryKey())
    .addColumn('deal_id', 'integer', (col) => col.references('deals.id'))
    .addColumn('op', 'varchar(12)', (col) => col.notNull().check(sql`op in ('create_hold', 'pay', 'capture', 'release', 'payout')`))
    .addColumn('state', 'varchar(8)', (col) => col.notNull().check(sql`state in ('started', 'done', 'failed', 'unknown')`))
    .addColumn('receipt_id', 'varchar(64)')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .execute();
  // The resolving job: calls whose answer was lost, oldest first.
  await sql`create index payment_calls_unsettled_idx on payment_calls (updated_at) where state in ('started', 'unknown')`.execute(db);
}
